import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../lib/deps.ts';

/** Orders (issue 5): back-office order lists, detail, copy. */
export const ordersAdminRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  _app,
  { deps: _deps },
) => {};
