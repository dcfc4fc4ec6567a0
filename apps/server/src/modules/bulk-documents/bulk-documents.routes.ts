import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../lib/deps.ts';

/** Bulk work (issue 6): merged label PDFs, zips, exports and manifests. */
export const bulkDocumentsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (
  _app,
  { deps: _deps },
) => {};
