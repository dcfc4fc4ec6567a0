import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC } from '../../lib/access.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { ok, okSchema } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/healthz',
    {
      config: { access: PUBLIC },
      logLevel: 'warn',
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: okSchema(z.object({ db: z.literal('ok') })),
      },
    },
    async (request) => {
      try {
        await deps.db.execute(sql`select 1`);
      } catch (err) {
        request.log.error({ err }, 'health check: database unreachable');
        throw new AppError(503, 'health.database_down');
      }
      return ok(request, { db: 'ok' as const });
    },
  );
};
