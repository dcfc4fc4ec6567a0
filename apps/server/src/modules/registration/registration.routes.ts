import {
  registerResultSchema,
  registerSchema,
  sendEmailCodeResultSchema,
  sendEmailCodeSchema,
} from '@shiplabel/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientInfo, PUBLIC } from '../../lib/access.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { ok, okSchema } from '../../lib/envelope.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import { registerCustomer, sendEmailCode } from './registration.usecases.ts';

const tags = ['registration'];

/** Sign-up (issue 13): public, limited per client address and per e-mail address in the use cases. */
export const registrationRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/user/code/send',
    {
      config: { access: PUBLIC, idempotent: true },
      schema: {
        tags,
        summary: 'E-mail a 6-digit sign-up code (valid 10 minutes) in the language of Accept-Language',
        body: sendEmailCodeSchema,
        response: okSchema(sendEmailCodeResultSchema),
      },
    },
    async (request) =>
      ok(
        request,
        await sendEmailCode({
          ...deps,
          email: request.body.email,
          locale: requestLocale(request),
          ip: clientInfo(request).ip,
        }),
        'registration.code_sent',
      ),
  );

  app.post(
    '/user/register',
    {
      config: { access: PUBLIC, idempotent: true },
      schema: {
        tags,
        summary: 'Create an inactive customer account with the e-mail code; an administrator activates it',
        body: registerSchema,
        response: okSchema(registerResultSchema),
      },
    },
    async (request) =>
      ok(
        request,
        await registerCustomer({ ...deps, input: request.body, ip: clientInfo(request).ip }),
        'registration.pending_activation',
      ),
  );
};
