import { pageSchema, userLogFilterSchema, userLogItemSchema, userLogQuerySchema } from '@shiplabel/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { businessStamp } from '../../lib/business-time.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { ok, okSchema } from '../../lib/envelope.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import { sendDownload } from '../../lib/spreadsheet/send-file.ts';
import { userLogsPage, userLogsWorkbook } from './user-logs.usecases.ts';

const tags = ['user logs'];
/** Spec section 2: /maintenance/userLogs is an O&M tool of the channel administrators. */
const access = ['adminChannel'];

/** issue 13: the audit log as the back office reads it (reading it is not itself a logged mutation). */
export const userLogsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/admin/userLogs/list',
    {
      config: { access, readOnly: true },
      schema: {
        tags,
        summary: 'Recorded requests (every mutation and every refusal), newest first, with filters',
        querystring: userLogQuerySchema,
        response: okSchema(pageSchema(userLogItemSchema)),
      },
    },
    async (request) => ok(request, await userLogsPage({ ...deps, query: request.query })),
  );

  app.get(
    '/admin/userLogs/down',
    {
      config: { access, readOnly: true },
      schema: {
        tags,
        summary: 'The filtered user logs as xlsx (at most 50,000 rows, newest first)',
        querystring: userLogFilterSchema,
      },
    },
    async (request, reply) => {
      const bytes = await userLogsWorkbook({
        ...deps,
        filter: request.query,
        locale: requestLocale(request),
      });
      return sendDownload(
        reply,
        bytes,
        `user-logs-${businessStamp(deps.clock(), deps.config.businessTz)}.xlsx`,
      );
    },
  );
};
