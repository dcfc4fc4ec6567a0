import { contactFormSchema, contactResultSchema } from '@shiplabel/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientInfo, isAllowed, PUBLIC } from '../../lib/access.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { ok, okSchema } from '../../lib/envelope.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import { bearerToken } from '../auth/session-token.ts';
import { authenticate } from '../auth/sessions.usecases.ts';
import { type ContactSender, sendContactMessage } from './contact.usecases.ts';

const tags = ['contact'];

/**
 * The route is public, so the guard does not read the session: a signed-in customer's token is read
 * here. A missing, expired or foreign token just means an anonymous message (the page is public).
 */
async function senderOf(deps: AppDeps, request: FastifyRequest): Promise<ContactSender | null> {
  const token = bearerToken(request.headers.authorization);
  if (!token) return null;
  const auth = await authenticate({ ...deps, ...clientInfo(request), token });
  if (!auth) return null;
  return { userId: auth.user.id, canOpenTickets: isAllowed(['appQuestionList'], auth.codes) };
}

/** The /contactUs form (issue 14): an e-mail to the company, or a work order for a signed-in customer. */
export const contactRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/public/contact',
    {
      config: { access: PUBLIC, idempotent: true },
      schema: {
        tags,
        summary:
          'Send a contact message: e-mailed to the company, or a work order when a customer is signed in',
        body: contactFormSchema,
        response: okSchema(contactResultSchema),
      },
    },
    async (request) => {
      const sender = await senderOf(deps, request);
      const result = await sendContactMessage({
        ...deps,
        form: request.body,
        locale: requestLocale(request),
        ip: clientInfo(request).ip,
        sender,
      });
      return ok(request, result, result.channel === 'ticket' ? 'contact.ticket_opened' : 'contact.sent');
    },
  );
};
