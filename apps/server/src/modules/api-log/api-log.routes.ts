import { apiLogDetailSchema, apiLogItemSchema, apiLogQuerySchema, pageSchema } from '@shiplabel/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../lib/deps.ts';
import { ok, okSchema } from '../../lib/envelope.ts';
import { apiLogDetail, apiLogPage } from './api-log.usecases.ts';
import { flushApiLog, setApiLogErrorLog } from './api-log.writer.ts';

const tags = ['API log'];
/** Carrier calls carry channel data: the channel administrators' resource. */
const ADMIN_CHANNEL = ['adminChannel'];

/** Bulk work (issue 6): the carrier API log. */
export const apiLogRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  setApiLogErrorLog(deps.db, app.log);
  // Rows queued in the last moments are written before the database is closed.
  app.addHook('onClose', async () => flushApiLog(deps.db));

  app.get(
    '/admin/apiLog/list',
    {
      config: { access: ADMIN_CHANNEL },
      schema: {
        tags,
        summary: 'Carrier calls, newest first (order number, request type, carrier, result, days)',
        querystring: apiLogQuerySchema,
        response: okSchema(pageSchema(apiLogItemSchema)),
      },
    },
    async (request) => {
      await flushApiLog(deps.db);
      return ok(request, await apiLogPage({ ...deps, query: request.query }));
    },
  );

  app.get(
    '/admin/apiLog/:id',
    {
      config: { access: ADMIN_CHANNEL },
      schema: {
        tags,
        summary: 'One carrier call with its request and response (secrets masked)',
        params: z.object({ id: z.uuid() }),
        response: okSchema(apiLogDetailSchema),
      },
    },
    async (request) => {
      await flushApiLog(deps.db);
      return ok(request, await apiLogDetail(deps.db, request.params.id));
    },
  );
};
