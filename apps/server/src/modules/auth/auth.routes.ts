import { encryptedBodySchema, loginResultSchema, publicKeySchema } from '@shiplabel/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, clientInfo, PUBLIC, SIGNED_IN } from '../../lib/access.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { ok, okSchema } from '../../lib/envelope.ts';
import { login } from './login.usecase.ts';
import { changePassword } from './password-change.usecase.ts';
import { loginKeys } from './server-keys.ts';
import { logout } from './sessions.usecases.ts';

export const authRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/admin/publicKey',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['auth'],
        summary: 'RSA public key for encryptData',
        response: okSchema(publicKeySchema),
      },
    },
    async (request) => {
      const keys = await loginKeys(deps.db);
      return ok(request, { publicKey: keys.publicPem, algorithm: 'RSA-OAEP-256+A256GCM' as const });
    },
  );

  app.post(
    '/admin/login',
    {
      config: { access: PUBLIC },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with encrypted credentials',
        body: encryptedBodySchema,
        response: okSchema(loginResultSchema),
      },
    },
    async (request) => {
      const result = await login({
        ...deps,
        ...clientInfo(request),
        encryptData: request.body.encryptData,
        onAccount: (userId) => {
          request.auditUserId = userId;
        },
      });
      return ok(request, result, 'auth.welcome');
    },
  );

  app.post(
    '/admin/logout',
    {
      config: { access: SIGNED_IN },
      schema: { tags: ['auth'], summary: 'Revoke the session', response: okSchema(z.null()) },
    },
    async (request) => {
      await logout({ ...deps, auth: authOf(request) });
      return ok(request, null, 'auth.logged_out');
    },
  );

  app.post(
    '/user/updatePassword',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['auth'],
        summary: 'Change the password (encrypted); signs out the other sessions',
        body: encryptedBodySchema,
        response: okSchema(z.null()),
      },
    },
    async (request) => {
      await changePassword({ ...deps, auth: authOf(request), encryptData: request.body.encryptData });
      return ok(request, null, 'auth.password_updated');
    },
  );
};
