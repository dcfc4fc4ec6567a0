import {
  pageSchema,
  ticketDetailSchema,
  ticketListQuerySchema,
  ticketOpenSchema,
  ticketReplySchema,
  ticketSummarySchema,
} from '@shiplabel/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../lib/access.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { ok, okSchema } from '../../lib/envelope.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import { ticketFileRoutes } from './tickets.files.routes.ts';
import { moveMyTicket, myTicket, myTicketsPage, openTicket, replyAsCustomer } from './tickets.usecases.ts';

const tags = ['work orders'];
const BASE = '/app/workOrder';
/** Spec section 2: the customer's work-order screens need appQuestionList; the server enforces it. */
const access = ['appQuestionList'];
const idParams = z.object({ id: z.uuid({ error: 'tickets.not_found' }) });

/** Work orders, customer side (issue 14): only the caller's own tickets; internal notes never leave. */
export const ticketsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    `${BASE}/list`,
    {
      config: { access },
      schema: {
        tags,
        summary: "The caller's work orders, latest activity first; status, type and keyword filter",
        querystring: ticketListQuerySchema,
        response: okSchema(pageSchema(ticketSummarySchema)),
      },
    },
    async (request) =>
      ok(
        request,
        await myTicketsPage({ ...deps, customerId: authOf(request).user.id, query: request.query }),
      ),
  );

  app.get(
    `${BASE}/detail/:id`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'One of the caller’s work orders with its thread (without staff notes)',
        params: idParams,
        response: okSchema(ticketDetailSchema),
      },
    },
    async (request) =>
      ok(request, await myTicket({ ...deps, customerId: authOf(request).user.id, id: request.params.id })),
  );

  app.post(
    `${BASE}/create`,
    {
      config: { access, idempotent: true },
      schema: {
        tags,
        summary: 'Open a work order: type and subject required; own orders and own uploads may be linked',
        body: ticketOpenSchema,
        response: okSchema(ticketSummarySchema),
      },
    },
    async (request) => {
      const { attachmentIds, ...input } = request.body;
      const ticket = await openTicket(deps, {
        ...input,
        attachmentBlobIds: attachmentIds,
        customerId: authOf(request).user.id,
        locale: requestLocale(request),
      });
      return ok(request, ticket);
    },
  );

  app.post(
    `${BASE}/reply/:id`,
    {
      config: { access, idempotent: true },
      schema: {
        tags,
        summary: 'Reply in the thread (refused on a closed or cancelled work order)',
        params: idParams,
        body: ticketReplySchema,
        response: okSchema(ticketDetailSchema),
      },
    },
    async (request) =>
      ok(
        request,
        await replyAsCustomer({
          ...deps,
          customerId: authOf(request).user.id,
          id: request.params.id,
          content: request.body.content,
          attachmentIds: request.body.attachmentIds,
          locale: requestLocale(request),
        }),
      ),
  );

  for (const move of ['close', 'reopen', 'cancel'] as const)
    app.post(
      `${BASE}/${move}/:id`,
      {
        config: { access },
        schema: {
          tags,
          summary: `${move[0]!.toUpperCase()}${move.slice(1)} one of the caller’s work orders`,
          params: idParams,
          response: okSchema(ticketDetailSchema),
        },
      },
      async (request) =>
        ok(
          request,
          await moveMyTicket({ ...deps, customerId: authOf(request).user.id, id: request.params.id, move }),
        ),
    );

  await app.register(ticketFileRoutes, {
    deps,
    base: BASE,
    tags,
    access,
    downloadSummary: 'A file of one of the caller’s work orders (others, and staff notes’ files: 404)',
    customerOf: (request) => authOf(request).user.id,
  });
};
