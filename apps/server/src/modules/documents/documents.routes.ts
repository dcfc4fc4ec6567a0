import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../lib/deps.ts';

/** Orders (issue 5): label and commercial invoice downloads. */
export const documentsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (_app, { deps: _deps }) => {};
