import {
  adminTicketDetailSchema,
  adminTicketListQuerySchema,
  adminTicketSummarySchema,
  pageSchema,
  ticketAssigneeSchema,
  ticketAssignSchema,
  ticketStaffReplySchema,
} from '@shiplabel/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../lib/access.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { ok, okSchema } from '../../lib/envelope.ts';
import {
  assignTicket,
  closeTicketAsStaff,
  replyAsStaff,
  ticketAssignees,
  ticketForStaff,
  ticketQueuePage,
} from './tickets.admin.usecases.ts';
import { ticketFileRoutes } from './tickets.files.routes.ts';
import { STAFF_CODE } from './tickets.notify.ts';

const tags = ['work orders (back office)'];
const BASE = '/admin/workOrder';
/** Spec section 2: service work-order management needs adminQuestionList. */
const access = [STAFF_CODE];
const idParams = z.object({ id: z.uuid({ error: 'tickets.not_found' }) });

/** Work orders, back office (issue 14): the queue, assignment, replies and internal notes. */
export const ticketsAdminRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    `${BASE}/list`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'The work-order queue: status, type, customer, assignee and unanswered-for-hours filters',
        querystring: adminTicketListQuerySchema,
        response: okSchema(pageSchema(adminTicketSummarySchema)),
      },
    },
    async (request) => ok(request, await ticketQueuePage({ ...deps, query: request.query })),
  );

  app.get(
    `${BASE}/assignees`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Staff a work order may be assigned to (holders of adminQuestionList)',
        response: okSchema(z.array(ticketAssigneeSchema)),
      },
    },
    async (request) => ok(request, await ticketAssignees(deps)),
  );

  app.get(
    `${BASE}/detail/:id`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'A work order with its whole thread, internal notes included',
        params: idParams,
        response: okSchema(adminTicketDetailSchema),
      },
    },
    async (request) => ok(request, await ticketForStaff({ ...deps, id: request.params.id })),
  );

  app.post(
    `${BASE}/assign/:id`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Assign a work order to a staff member (null: unassign)',
        params: idParams,
        body: ticketAssignSchema,
        response: okSchema(adminTicketDetailSchema),
      },
    },
    async (request) =>
      ok(
        request,
        await assignTicket({ ...deps, id: request.params.id, assigneeId: request.body.assigneeId }),
      ),
  );

  app.post(
    `${BASE}/reply/:id`,
    {
      config: { access, idempotent: true },
      schema: {
        tags,
        summary: 'Reply to the customer, or with internal: true add a note the customer never sees',
        params: idParams,
        body: ticketStaffReplySchema,
        response: okSchema(adminTicketDetailSchema),
      },
    },
    async (request) =>
      ok(
        request,
        await replyAsStaff({
          ...deps,
          id: request.params.id,
          authorId: authOf(request).user.id,
          content: request.body.content,
          internal: request.body.internal,
          attachmentIds: request.body.attachmentIds,
        }),
      ),
  );

  app.post(
    `${BASE}/close/:id`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Close a work order',
        params: idParams,
        response: okSchema(adminTicketDetailSchema),
      },
    },
    async (request) => ok(request, await closeTicketAsStaff({ ...deps, id: request.params.id })),
  );

  await app.register(ticketFileRoutes, {
    deps,
    base: BASE,
    tags,
    access,
    downloadSummary: 'Any work order’s file',
    customerOf: () => undefined,
  });
};
