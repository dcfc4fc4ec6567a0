import {
  orderDetailSchema,
  orderIdBodySchema,
  orderInputSchema,
  orderListPageSchema,
  orderListQuerySchema,
  pageQuerySchema,
} from '@shiplabel/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, SIGNED_IN } from '../../lib/access.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { ok, okFastSchema, okSchema } from '../../lib/envelope.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import { isTestModeRequest, TEST_MODE_CARRIER } from '../api-keys/test-mode.ts';
import { registerChannelUsage } from '../channels/usage.ts';
import { costStats } from './cost-stats.usecases.ts';
import { saveDraft } from './drafts.usecases.ts';
import { copyOrder, orderDetail, restoreOrder, voidOrder } from './order-actions.usecases.ts';
import { orderListPage } from './order-list.usecases.ts';
import { costStatsQuerySchema, costStatsSchema, savedDraftSchema } from './orders.http-schemas.ts';
import { countOrdersOfServices } from './orders.repository.ts';

// A channel or service that orders chose cannot be deleted (channels/usage.ts asks every registered count).
registerChannelUsage(countOrdersOfServices);

const tags = ['orders'];
const idParams = z.object({ id: z.uuid() });

/** Orders (issue 5): the caller's own orders: drafts, lists, detail, void, restore, copy, cost statistics. */
export const ordersRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const scope = (request: Parameters<typeof authOf>[0]) => {
    const userId = authOf(request).user.id;
    return {
      ...deps,
      ownerId: userId,
      actorId: userId,
      actor: 'customer' as const,
      locale: requestLocale(request),
    };
  };

  app.post(
    '/app/order/draft',
    {
      config: { access: SIGNED_IN, idempotent: true },
      schema: {
        tags,
        summary:
          'Save the order form as a draft (new, or `orderId` updates that draft); the number is generated when empty',
        body: orderInputSchema,
        response: okSchema(savedDraftSchema),
      },
    },
    async (request) => {
      const auth = authOf(request);
      const userId = auth.user.id;
      // Issue 16: drafts created through the API (a key, not the web's session) get the shipping rules.
      const applyRules = auth.apiKey !== null;
      const onlyCarrier = isTestModeRequest(request) ? TEST_MODE_CARRIER : undefined;
      return ok(
        request,
        await saveDraft({ ...deps, userId, actorId: userId, input: request.body, applyRules, onlyCarrier }),
      );
    },
  );

  app.get(
    '/app/order/orders',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: "The caller's orders of one list view, filtered, newest first",
        querystring: pageQuerySchema.extend(orderListQuerySchema.omit({ userId: true }).shape),
        response: okFastSchema(orderListPageSchema),
      },
    },
    async (request) =>
      ok(
        request,
        await orderListPage({
          ...deps,
          ownerId: authOf(request).user.id,
          query: request.query,
          locale: requestLocale(request),
        }),
      ),
  );

  app.get(
    '/app/order/orders/:id',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags,
        summary: "One of the caller's orders with its timeline, tracking and the actions allowed now",
        params: idParams,
        response: okSchema(orderDetailSchema),
      },
    },
    async (request) => ok(request, await orderDetail({ ...scope(request), orderId: request.params.id })),
  );

  const moves = [
    ['/app/order/void', 'Void a draft, failed or rejected order (-> 15)', voidOrder],
    [
      '/app/order/cancelRestore',
      'Back to draft from canceled, voided, rejected or failed (-> 0)',
      restoreOrder,
    ],
  ] as const;
  for (const [url, summary, move] of moves)
    app.post(
      url,
      {
        config: { access: SIGNED_IN },
        schema: { tags, summary, body: orderIdBodySchema, response: okSchema(orderDetailSchema) },
      },
      async (request) => ok(request, await move({ ...scope(request), orderId: request.body.orderId })),
    );

  app.post(
    '/app/order/order/copy',
    {
      config: { access: SIGNED_IN, idempotent: true },
      schema: {
        tags,
        summary: 'Copy an order into a new draft (new number; no label, tracking or money)',
        body: orderIdBodySchema,
        response: okSchema(savedDraftSchema),
      },
    },
    async (request) => ok(request, await copyOrder({ ...scope(request), orderId: request.body.orderId })),
  );

  app.get(
    '/app/order/costStats',
    {
      config: { access: ['userCostChart'] },
      schema: {
        tags,
        summary:
          'Label spend per business day, per service and label counts per status (default: last 30 days)',
        querystring: costStatsQuerySchema,
        response: okSchema(costStatsSchema),
      },
    },
    async (request) =>
      ok(request, await costStats({ ...deps, userId: authOf(request).user.id, ...request.query })),
  );
};
