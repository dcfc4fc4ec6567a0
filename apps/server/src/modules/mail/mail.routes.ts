import { mailOutboxItemSchema, mailOutboxQuerySchema, pageSchema } from '@shiplabel/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../lib/deps.ts';
import { ok, okSchema } from '../../lib/envelope.ts';
import { outboxPage } from './mail.usecases.ts';

/** The back-office outbox view (/maintenance/mailOutbox): the user-management code adminList. */
export const MAIL_OUTBOX_ACCESS = ['adminList'];

export const mailRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/admin/mail/outbox',
    {
      config: { access: MAIL_OUTBOX_ACCESS },
      schema: {
        tags: ['mail'],
        summary: 'Outgoing e-mail, newest first; email matches part of the recipient',
        querystring: mailOutboxQuerySchema,
        response: okSchema(pageSchema(mailOutboxItemSchema)),
      },
    },
    async (request) => ok(request, await outboxPage(deps, request.query)),
  );
};
