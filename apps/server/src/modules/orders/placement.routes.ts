import { labelCreateSchema, orderDetailSchema, orderIdBodySchema } from '@shiplabel/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, SIGNED_IN } from '../../lib/access.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { ok, okSchema } from '../../lib/envelope.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import { isTestModeRequest } from '../api-keys/test-mode.ts';
import { cancelOrder } from './cancel.usecases.ts';
import { clientIdempotencyKey } from './idempotency-key.ts';
import { orderMoneyAdminRoutes } from './order-money.routes.ts';
import { createLabel } from './placement.usecases.ts';
import { createReturnLabel } from './returns.usecases.ts';

const tags = ['orders'];

/** Orders (issue 5): label creation, cancel, cancel audit, order review, supplementary bills, deposits. */
export const placementRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/app/order/label/create',
    {
      config: { access: SIGNED_IN, idempotent: true },
      schema: {
        tags,
        summary:
          'Create a label: the form (saved as a draft first) or a draft by id; price + deposit held, the carrier asked, then charged (8), held for review (18) or failed (19). Idempotency-Key header: a retry answers the same order.',
        body: labelCreateSchema,
        response: okSchema(orderDetailSchema),
      },
    },
    async (request) => {
      const user = authOf(request).user;
      return ok(
        request,
        await createLabel({
          ...deps,
          body: request.body,
          userId: user.id,
          actorId: user.id,
          actor: 'customer',
          locale: requestLocale(request),
          idempotencyKey: clientIdempotencyKey(request),
          testMode: isTestModeRequest(request),
        }),
      );
    },
  );

  app.post(
    '/app/order/label/return',
    {
      config: { access: SIGNED_IN, idempotent: true },
      schema: {
        tags,
        summary:
          "Create a return label for my placed or delivered order: a new order linked to it (returnOfId, isReturn), sender and recipient swapped, bought with the carrier's return service and charged like any label (8 placed, 18 review, 19 failed). One return per order at a time: a repeat answers the existing return. Idempotency-Key header: a retry answers the same response.",
        body: orderIdBodySchema,
        response: okSchema(orderDetailSchema),
      },
    },
    async (request) => {
      const user = authOf(request).user;
      return ok(
        request,
        await createReturnLabel({
          ...deps,
          orderId: request.body.orderId,
          userId: user.id,
          actorId: user.id,
          actor: 'customer',
          locale: requestLocale(request),
        }),
      );
    },
  );

  app.post(
    '/app/order/cancel',
    {
      config: { access: SIGNED_IN, idempotent: true },
      schema: {
        tags,
        summary:
          'Cancel a placed order (8 -> 6): the label is voided at the carrier, the charge waits in pending refund',
        body: orderIdBodySchema,
        response: okSchema(orderDetailSchema),
      },
    },
    async (request) => {
      const user = authOf(request).user;
      return ok(
        request,
        await cancelOrder({
          ...deps,
          orderId: request.body.orderId,
          ownerId: user.id,
          actorId: user.id,
          actor: 'customer',
          locale: requestLocale(request),
        }),
      );
    },
  );

  await app.register(orderMoneyAdminRoutes, { deps });
};
