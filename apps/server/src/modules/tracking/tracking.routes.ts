import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../lib/deps.ts';

/** Orders (issue 5): logistics query. */
export const trackingRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (_app, { deps: _deps }) => {};
