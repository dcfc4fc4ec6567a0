import { impersonationTokenSchema, loginResultSchema, tokenExchangeInputSchema } from '@shiplabel/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, clientInfo, PUBLIC } from '../../lib/access.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { ok, okSchema } from '../../lib/envelope.ts';
import {
  buildImpersonationToken,
  exchangeImpersonationToken,
  type ImpersonationScope,
} from './impersonation.usecases.ts';

const tags = ['impersonation'];
const idParams = z.object({ id: z.uuid() });

/** Issue 13: open a user's session on their behalf (DESIGN section 5, docs/decisions.md). */
export const impersonationRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const builds: [string, string, ImpersonationScope, string][] = [
    ['/admin/token/build/:id', 'adminList', 'users', 'customer, proxy, warehouse user or seller'],
    ['/staff/token/build/:id', 'staffList', 'staff', 'staff member'],
  ];
  for (const [url, code, scope, whom] of builds) {
    app.post(
      url,
      {
        config: { access: [code], idempotent: true },
        schema: {
          tags,
          summary: `A one-time token (60 s) that opens a session of the ${whom} at /config?userToken=`,
          params: idParams,
          response: okSchema(impersonationTokenSchema),
        },
      },
      async (request) =>
        ok(
          request,
          await buildImpersonationToken({ ...deps, auth: authOf(request), userId: request.params.id, scope }),
        ),
    );
  }

  app.post(
    '/user/token/exchange',
    {
      config: { access: PUBLIC },
      schema: {
        tags,
        summary: 'Exchange a one-time user token for a session of that user, marked with who opened it',
        body: tokenExchangeInputSchema,
        response: okSchema(loginResultSchema),
      },
    },
    async (request) =>
      ok(
        request,
        await exchangeImpersonationToken({
          ...deps,
          ...clientInfo(request),
          userToken: request.body.userToken,
        }),
        'impersonation.opened',
      ),
  );
};
