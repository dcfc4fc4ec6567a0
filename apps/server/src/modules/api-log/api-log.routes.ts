import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../lib/deps.ts';

/** Bulk work (issue 6): the carrier API log. */
export const apiLogRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (_app, { deps: _deps }) => {};
