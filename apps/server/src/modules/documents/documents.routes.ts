import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, SIGNED_IN } from '../../lib/access.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { sendDownload } from '../../lib/spreadsheet/send-file.ts';
import { type LabelsQuery, labelsQuerySchema } from '../bulk-documents/bulk.schemas.ts';
import { answerLabels } from '../bulk-documents/bulk-documents.routes.ts';
import { downloadInvoice, downloadLabel } from './documents.usecases.ts';
import { PDF_MIME, PNG_MIME, ZPL_MIME } from './label-store.ts';

const tags = ['orders'];
/** A malformed id reads like an unknown order: nothing to tell apart. */
const orderQuery = z.object({ orderId: z.uuid({ error: 'orders.not_found' }) });
/** Labels: one order by `orderId`, or many (issue 6: `orderIds` or the list's filters) merged into one PDF. */
const labelQuery = labelsQuerySchema.extend({ orderId: z.uuid({ error: 'orders.not_found' }).optional() });
const ORDER_LIST = ['orderList'] as const;

/** Orders (issue 5): label and commercial invoice downloads, customers' own orders or any in the back office. */
export const documentsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const routes = [
    { path: '/app/order/label/down', access: SIGNED_IN, download: downloadLabel, own: true, what: 'label' },
    {
      path: '/admin/order/label/down',
      access: ORDER_LIST,
      download: downloadLabel,
      own: false,
      what: 'label',
    },
    {
      path: '/app/order/invoice/down',
      access: SIGNED_IN,
      download: downloadInvoice,
      own: true,
      what: 'invoice',
    },
    {
      path: '/admin/order/invoice/down',
      access: ORDER_LIST,
      download: downloadInvoice,
      own: false,
      what: 'invoice',
    },
  ] as const;
  for (const route of routes) {
    app.get(
      route.path,
      {
        config: { access: route.access },
        schema: {
          tags,
          summary:
            route.what === 'label'
              ? `Shipping label: PDF (4x6, letter or A4 by options.labelSize, one page per parcel), PNG or ZPL (.zpl, text/plain) as the order's label format${route.own ? ' (own orders)' : ''}; without orderId, the labels of orderIds or of the list's filters merged: one PDF, one .zpl, or a zip of PNGs (a mix: a zip of those files)`
              : `Commercial invoice PDF of an international order (domestic: 422)${route.own ? ' (own orders)' : ''}`,
          querystring: route.what === 'label' ? labelQuery : orderQuery,
          produces: route.what === 'label' ? [PDF_MIME, PNG_MIME, ZPL_MIME] : [PDF_MIME],
        },
      },
      async (request, reply) => {
        const { orderId } = request.query as { orderId?: string };
        if (!orderId) {
          const query = request.query as LabelsQuery;
          return answerLabels(deps, { request, reply, admin: !route.own, query, format: 'pdf' });
        }
        const userId = route.own ? authOf(request).user.id : null;
        const file = await route.download({ deps, orderId, userId });
        return sendDownload(reply, file.bytes, file.filename, file.mimeType);
      },
    );
  }
};
