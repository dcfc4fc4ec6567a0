import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../lib/deps.ts';

/** Orders (issue 5): customer orders: drafts, lists, detail, void, restore, copy, cost statistics. */
export const ordersRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (_app, { deps: _deps }) => {};
