import { pageQuerySchema, pageSchema } from '@shiplabel/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Access, authOf, SIGNED_IN } from '../../lib/access.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { ok, okSchema } from '../../lib/envelope.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import { sendDownload, XLSX_MIME } from '../../lib/spreadsheet/send-file.ts';
import { PDF_MIME } from '../documents/label-store.ts';
import {
  EXPORT_MAX,
  exportQuerySchema,
  LABELS_MAX,
  type LabelsQuery,
  labelsQuerySchema,
  type ManifestQuery,
  manifestIdParamsSchema,
  manifestQuerySchema,
  manifestSchema,
  type Selection,
} from './bulk.schemas.ts';
import { downloadLabels, exportOrders } from './bulk-downloads.usecases.ts';
import { ZIP_MIME } from './bulk-jobs.ts';
import { sendBulkAnswer } from './bulk-reply.ts';
import { DRAFTS_MAX, downloadDraftsForEditing } from './drafts-download.ts';
import { createManifest } from './manifest.usecases.ts';
import { listManifests, manifestPdf } from './manifest-queries.ts';

const tags = ['orders: bulk documents'];
const ORDER_LIST = ['orderList'] as const;
const JOB_NOTE =
  'above the configured threshold: 202 { jobId, total }, the file then at /app/jobs/:id/download';

/** The scope of a request: a customer's own orders, or the back office's any. */
function requestOf(deps: AppDeps, request: FastifyRequest, admin: boolean) {
  const requesterId = authOf(request).user.id;
  return { deps, requesterId, ownerId: admin ? null : requesterId, locale: requestLocale(request) };
}

/**
 * Labels of many orders (ids or the list's filters) as one merged PDF or a zip. Also answers
 * GET /app/order/label/down without `orderId` (documents.routes.ts owns that path).
 */
export async function answerLabels(
  deps: AppDeps,
  input: {
    request: FastifyRequest;
    reply: FastifyReply;
    admin: boolean;
    query: LabelsQuery;
    format: 'pdf' | 'zip';
  },
) {
  const answer = await downloadLabels({
    ...requestOf(deps, input.request, input.admin),
    query: input.query,
    format: input.format,
  });
  return sendBulkAnswer(input.request, input.reply, answer);
}

/** Bulk work (issue 6): merged label PDFs, zips, exports and manifests. */
export const bulkDocumentsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const sides: { prefix: string; access: Access; admin: boolean }[] = [
    { prefix: '/app', access: SIGNED_IN, admin: false },
    { prefix: '/admin', access: ORDER_LIST, admin: true },
  ];
  for (const { prefix, access, admin } of sides) {
    const whose = admin ? "any customer's" : 'my';
    // GET with the query (spec section 7); POST with the same fields as a JSON body, for selections of
    // thousands of ids that do not fit in a URL.
    for (const method of ['GET', 'POST'] as const) {
      const from = (request: FastifyRequest) => (method === 'GET' ? request.query : request.body);
      app.route({
        method,
        url: `${prefix}/order/label/downZip`,
        config: { access, readOnly: true },
        schema: {
          tags,
          summary: `Zip of one label PDF per order (up to ${LABELS_MAX} of ${whose} orders, by ids or the list's filters), named by order or tracking number; ${JOB_NOTE}`,
          ...(method === 'GET' ? { querystring: labelsQuerySchema } : { body: labelsQuerySchema }),
          produces: [ZIP_MIME],
        },
        handler: (request, reply) =>
          answerLabels(deps, { request, reply, admin, query: from(request) as LabelsQuery, format: 'zip' }),
      });
      app.route({
        method,
        url: `${prefix}/order/order/down`,
        config: { access, readOnly: true },
        schema: {
          tags,
          summary: `Export of up to ${EXPORT_MAX} of ${whose} orders (ids or the list's filters) as .xlsx with the list's columns in the caller's language; ${JOB_NOTE}`,
          ...(method === 'GET' ? { querystring: exportQuerySchema } : { body: exportQuerySchema }),
          produces: [XLSX_MIME],
        },
        handler: async (request, reply) => {
          const query = from(request) as Selection;
          return sendBulkAnswer(
            request,
            reply,
            await exportOrders({ ...requestOf(deps, request, admin), query }),
          );
        },
      });
    }
    app.post(
      `${prefix}/order/label/down`,
      {
        config: { access, readOnly: true },
        schema: {
          tags,
          summary: `One merged PDF of the labels of up to ${LABELS_MAX} of ${whose} orders (the GET form takes the same fields as a query); ${JOB_NOTE}`,
          body: labelsQuerySchema,
          produces: [PDF_MIME],
        },
      },
      (request, reply) => answerLabels(deps, { request, reply, admin, query: request.body, format: 'pdf' }),
    );
  }

  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/app/order/label/downSaveOrderTo',
      config: { access: SIGNED_IN, readOnly: true },
      schema: {
        tags,
        summary: `My drafts (up to ${DRAFTS_MAX}, by ids or the draft list's filters) as an .xlsx in the import template's columns and my language, to edit and import again`,
        ...(method === 'GET' ? { querystring: exportQuerySchema } : { body: exportQuerySchema }),
        produces: [XLSX_MIME],
      },
      handler: async (request, reply) => {
        const query = (method === 'GET' ? request.query : request.body) as Selection;
        const file = await downloadDraftsForEditing({
          deps,
          ownerId: authOf(request).user.id,
          locale: requestLocale(request),
          query,
        });
        return sendDownload(reply, file.bytes, file.filename, XLSX_MIME);
      },
    });
    app.route({
      method,
      url: '/app/order/createManifest',
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: `End-of-day manifest PDF of my chosen placed orders (or, without orderIds, those of the in-transit list's filters not on a manifest yet) of one channel and ship date, each order on one manifest at most (${method === 'GET' ? 'query' : 'the same fields as a JSON body'})`,
        ...(method === 'GET' ? { querystring: manifestQuerySchema } : { body: manifestQuerySchema }),
        produces: [PDF_MIME],
      },
      handler: async (request, reply) => {
        const { orderIds, shipDate, ...filters } = (
          method === 'GET' ? request.query : request.body
        ) as ManifestQuery;
        const { manifest, bytes } = await createManifest({
          deps,
          userId: authOf(request).user.id,
          orderIds,
          filters,
          channelId: filters.channelId,
          shipDate,
        });
        reply.header('x-manifest-id', manifest.id).header('x-manifest-no', manifest.manifestNo);
        return sendDownload(reply, bytes, `${manifest.manifestNo}.pdf`, PDF_MIME, [
          'x-manifest-id',
          'x-manifest-no',
        ]);
      },
    });
  }

  app.get(
    '/app/order/manifests',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'My manifests, newest first',
        querystring: pageQuerySchema,
        response: okSchema(pageSchema(manifestSchema)),
      },
    },
    async (request) => ok(request, await listManifests(deps, authOf(request).user.id, request.query)),
  );

  app.get(
    '/app/order/manifests/:id/down',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: 'The PDF of one of my manifests',
        params: manifestIdParamsSchema,
        produces: [PDF_MIME],
      },
    },
    async (request, reply) => {
      const file = await manifestPdf(deps, authOf(request).user.id, request.params.id);
      return sendDownload(reply, file.bytes, file.filename, PDF_MIME);
    },
  );
};
