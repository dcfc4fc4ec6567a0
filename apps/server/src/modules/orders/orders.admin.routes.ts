import {
  orderDetailSchema,
  orderIdBodySchema,
  orderListPageSchema,
  orderListQuerySchema,
  pageQuerySchema,
} from '@shiplabel/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../lib/access.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { ok, okSchema } from '../../lib/envelope.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import { copyOrder, orderDetail } from './order-actions.usecases.ts';
import { orderListPage } from './order-list.usecases.ts';
import { savedDraftSchema } from './orders.http-schemas.ts';

const tags = ['orders (back office)'];
const ORDER_LIST = ['orderList'];

/** Orders (issue 5): back-office order lists, detail, copy (any customer's orders; resource orderList). */
export const ordersAdminRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const scope = (request: Parameters<typeof authOf>[0]) => ({
    ...deps,
    ownerId: null,
    actorId: authOf(request).user.id,
    actor: 'admin' as const,
    locale: requestLocale(request),
  });

  app.get(
    '/admin/order/orders',
    {
      config: { access: ORDER_LIST },
      schema: {
        tags,
        summary: "Every customer's orders of one list view (optionally one customer's), with their e-mail",
        querystring: pageQuerySchema.extend(orderListQuerySchema.shape),
        response: okSchema(orderListPageSchema),
      },
    },
    async (request) =>
      ok(
        request,
        await orderListPage({ ...deps, ownerId: null, query: request.query, locale: requestLocale(request) }),
      ),
  );

  app.get(
    '/admin/order/orders/:id',
    {
      config: { access: ORDER_LIST },
      schema: {
        tags,
        summary: 'Any order with its timeline, tracking and the back-office actions allowed now',
        params: z.object({ id: z.uuid() }),
        response: okSchema(orderDetailSchema),
      },
    },
    async (request) => ok(request, await orderDetail({ ...scope(request), orderId: request.params.id })),
  );

  app.post(
    '/admin/order/order/copy',
    {
      config: { access: ORDER_LIST, idempotent: true },
      schema: {
        tags,
        summary: "Copy an order into a new draft of the order's customer",
        body: orderIdBodySchema,
        response: okSchema(savedDraftSchema),
      },
    },
    async (request) => ok(request, await copyOrder({ ...scope(request), orderId: request.body.orderId })),
  );
};
