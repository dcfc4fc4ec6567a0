import { batchProcessBodySchema, batchProcessResponseSchema } from '@shiplabel/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../lib/access.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { ok, okSchema } from '../../lib/envelope.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import { batchProcessOrders } from './batch-process.usecases.ts';

const tags = ['orders (back office)'];

/** Bulk work (issue 6): back-office batch order processing (resource batchOrderCancel). */
export const batchProcessRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/admin/order/batchProcess',
    {
      config: { access: ['batchOrderCancel'], idempotent: true },
      schema: {
        tags,
        summary: 'Cancel, void or restore up to 1000 orders by number, each on its own; a result per number',
        body: batchProcessBodySchema,
        response: okSchema(batchProcessResponseSchema),
      },
    },
    async (request) =>
      ok(
        request,
        await batchProcessOrders({
          ...deps,
          ...request.body,
          locale: requestLocale(request),
          actorId: authOf(request).user.id,
          log: request.log,
        }),
      ),
  );
};
