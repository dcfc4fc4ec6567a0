import {
  lingxingConnectionSchema,
  lingxingConnectSchema,
  lingxingOrderSchema,
  pageQuerySchema,
  pageSchema,
} from '@shiplabel/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../lib/access.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { ok, okSchema } from '../../lib/envelope.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import {
  connect,
  connectionOf,
  disconnect,
  erpOrdersOf,
  pushAgain,
  requestPull,
  testConnection,
} from './lingxing.usecases.ts';

const tags = ['lingxing'];
const BASE = '/app/lingxing';
/** Spec section 2: /settings/lxorder needs the onlyyou resource; the server enforces it on every route. */
const access = ['onlyyou'];
const idParams = z.object({ id: z.uuid() });

/** The LingXing ERP connection (issue 16): connect, test, pull orders into drafts, push labels back. */
export const lingxingRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const mine = (request: Parameters<typeof authOf>[0]) => ({ ...deps, userId: authOf(request).user.id });

  app.get(
    `${BASE}/connection`,
    {
      config: { access },
      schema: {
        tags,
        summary: "The caller's LingXing connection (never the secret), or null",
        response: okSchema(lingxingConnectionSchema.nullable()),
      },
    },
    async (request) => ok(request, await connectionOf(mine(request))),
  );

  app.post(
    `${BASE}/connect`,
    {
      config: { access, idempotent: true },
      schema: {
        tags,
        summary:
          'Connect with an app id and secret: LingXing must issue a token first; the secret is stored sealed. Bad credentials store nothing',
        body: lingxingConnectSchema,
        response: okSchema(lingxingConnectionSchema),
      },
    },
    async (request) => ok(request, await connect({ ...mine(request), input: request.body })),
  );

  app.post(
    `${BASE}/test`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Ask LingXing for a fresh token with the stored credentials',
        response: okSchema(lingxingConnectionSchema),
      },
    },
    async (request) => ok(request, await testConnection(mine(request))),
  );

  app.post(
    `${BASE}/disconnect`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Forget the connection and its pulled-order records (the drafts stay)',
        response: okSchema(z.null()),
      },
    },
    async (request) => {
      await disconnect(mine(request));
      return ok(request, null);
    },
  );

  app.post(
    `${BASE}/pull`,
    {
      config: { access, idempotent: true },
      schema: {
        tags,
        summary: 'Pull now: a job that turns the outbound orders waiting for logistics into drafts',
        response: okSchema(z.object({ jobId: z.uuid() })),
      },
    },
    async (request) => ok(request, await requestPull({ ...mine(request), locale: requestLocale(request) })),
  );

  app.get(
    `${BASE}/orders`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'The pulled orders, newest first, with their draft and push-back state',
        querystring: pageQuerySchema,
        response: okSchema(pageSchema(lingxingOrderSchema)),
      },
    },
    async (request) =>
      ok(
        request,
        await erpOrdersOf({ ...mine(request), query: request.query, locale: requestLocale(request) }),
      ),
  );

  app.post(
    `${BASE}/orders/:id/push`,
    {
      config: { access, idempotent: true },
      schema: {
        tags,
        summary: "Push again: the order's tracking number and label go back to LingXing",
        params: idParams,
        response: okSchema(z.null()),
      },
    },
    async (request) => {
      await pushAgain({ ...mine(request), id: request.params.id });
      return ok(request, null);
    },
  );
};
