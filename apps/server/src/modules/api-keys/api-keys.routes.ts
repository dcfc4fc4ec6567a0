import {
  apiKeyCreatedSchema,
  apiKeyCreateSchema,
  apiKeyRenameSchema,
  apiKeySchema,
  pageQuerySchema,
  pageSchema,
} from '@shiplabel/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, SIGNED_IN } from '../../lib/access.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { ok, okSchema } from '../../lib/envelope.ts';
import { apiKeysPage, createApiKey, renameKey, revokeKey } from './api-keys.usecases.ts';

const tags = ['API keys'];
const BASE = '/app/apiKey';
/**
 * Spec section 2: /settings/api is open to any signed-in user. These routes are not in the public API's
 * route table (api-key-scopes.ts), so a key can never manage keys: a session is needed.
 */
const access = SIGNED_IN;
const idParams = z.object({ id: z.uuid() });

/** Issue 16: the caller's API keys (another customer's key id is 404 like an unknown one). */
export const apiKeysRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    `${BASE}/list`,
    {
      config: { access },
      schema: {
        tags,
        summary: "The caller's API keys, newest first (revoked ones too); never a key's secret",
        querystring: pageQuerySchema,
        response: okSchema(pageSchema(apiKeySchema)),
      },
    },
    async (request) =>
      ok(request, await apiKeysPage({ db: deps.db, userId: authOf(request).user.id, query: request.query })),
  );

  app.post(
    `${BASE}/create`,
    {
      config: { access, idempotent: true, secretInAnswer: true },
      schema: {
        tags,
        summary:
          'Create an API key (test or live mode, with scopes). The answer holds the whole key (secret) this once; only its hash is kept.',
        body: apiKeyCreateSchema,
        response: okSchema(apiKeyCreatedSchema),
      },
    },
    async (request) =>
      ok(request, await createApiKey({ ...deps, userId: authOf(request).user.id, input: request.body })),
  );

  app.post(
    `${BASE}/revoke/:id`,
    {
      config: { access, idempotent: true },
      schema: {
        tags,
        summary: 'Revoke a key: every later request with it is 401',
        params: idParams,
        response: okSchema(apiKeySchema),
      },
    },
    async (request) =>
      ok(request, await revokeKey({ ...deps, userId: authOf(request).user.id, id: request.params.id })),
  );

  app.post(
    `${BASE}/rename/:id`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Rename a key',
        params: idParams,
        body: apiKeyRenameSchema,
        response: okSchema(apiKeySchema),
      },
    },
    async (request) =>
      ok(
        request,
        await renameKey({
          db: deps.db,
          userId: authOf(request).user.id,
          id: request.params.id,
          name: request.body.name,
        }),
      ),
  );
};
