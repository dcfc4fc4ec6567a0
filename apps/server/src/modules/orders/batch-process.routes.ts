import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../lib/deps.ts';

/** Bulk work (issue 6): back-office batch order processing. */
export const batchProcessRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  _app,
  { deps: _deps },
) => {};
