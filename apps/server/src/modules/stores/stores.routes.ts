import {
  storeIdParamsSchema,
  storeListQuerySchema,
  storeSyncAnswerSchema,
  storeViewSchema,
} from '@shiplabel/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, SIGNED_IN } from '../../lib/access.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { ok, okSchema } from '../../lib/envelope.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import { disconnectStore, storesOf, syncNow } from './stores.usecases.ts';

const tags = ['stores'];
const BASE = '/app/store';
/** Spec section 2: sales is open to any role; each user sees and acts on their own stores only. */
const access = SIGNED_IN;

/** Online stores (issue 16): the list, "Sync now" and disconnect, for every platform alike. */
export const storesRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const mine = (request: Parameters<typeof authOf>[0]) => ({ ...deps, userId: authOf(request).user.id });

  app.get(
    `${BASE}/list`,
    {
      config: { access },
      schema: {
        tags,
        summary:
          "The caller's stores (name, type, account, status, last sync); sort: none, left, right, index",
        querystring: storeListQuerySchema,
        response: okSchema(z.array(storeViewSchema)),
      },
    },
    async (request) => ok(request, await storesOf({ ...mine(request), sort: request.query.sort })),
  );

  app.post(
    `${BASE}/sync/:id`,
    {
      config: { access, idempotent: true },
      schema: {
        tags,
        summary: "Sync now: queues the store's sync job (or answers the one queued or running)",
        params: storeIdParamsSchema,
        response: okSchema(storeSyncAnswerSchema),
      },
    },
    async (request) =>
      ok(request, await syncNow({ ...mine(request), id: request.params.id, locale: requestLocale(request) })),
  );

  app.post(
    `${BASE}/disconnect/:id`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Disconnect a store: its credentials are forgotten; imported drafts stay',
        params: storeIdParamsSchema,
        response: okSchema(storeViewSchema),
      },
    },
    async (request) => ok(request, await disconnectStore({ ...mine(request), id: request.params.id })),
  );
};
