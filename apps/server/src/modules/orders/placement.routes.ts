import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../lib/deps.ts';

/** Orders (issue 5): label creation, cancel, cancel audit, order review, supplementary bills, deposits. */
export const placementRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (_app, { deps: _deps }) => {};
