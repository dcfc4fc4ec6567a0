import {
  pageSchema,
  sysMessageAdminQuerySchema,
  sysMessageAdminSchema,
  sysMessageCreateSchema,
  sysMessageIdsSchema,
  sysMessageRoleOptionSchema,
  sysMessageUserOptionSchema,
  sysMessageUserSearchSchema,
} from '@shiplabel/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../lib/access.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { ok, okSchema } from '../../lib/envelope.ts';
import { roleOptions, userOptions } from './messages.repository.ts';
import { deleteMessages, publishedPage, publishMessage } from './messages.usecases.ts';

const tags = ['system messages'];
const BASE = '/admin/sysMessage';
/** Spec section 2: msgConfig needs adminSysMessageList; the server enforces it on every route here. */
const access = ['adminSysMessageList'];

/** System messages, back office (issue 14, spec section 7): publish, list, delete. */
export const messagesAdminRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    `${BASE}/create`,
    {
      config: { access, idempotent: true },
      schema: {
        tags,
        summary:
          'Publish a message, notice or todo to all, customers, a role or chosen users, now or at a set time',
        body: sysMessageCreateSchema,
        response: okSchema(sysMessageAdminSchema),
      },
    },
    async (request) =>
      ok(
        request,
        await publishMessage({ ...deps, input: request.body, authorId: authOf(request).user.id }),
        'messages.created',
      ),
  );

  app.get(
    `${BASE}/list`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Published and scheduled messages, newest first, with recipient and read counts',
        querystring: sysMessageAdminQuerySchema,
        response: okSchema(pageSchema(sysMessageAdminSchema)),
      },
    },
    async (request) => ok(request, await publishedPage({ ...deps, query: request.query })),
  );

  app.post(
    `${BASE}/delete`,
    {
      config: { access },
      schema: {
        tags,
        summary: "Delete published messages: they leave every recipient's message centre",
        body: sysMessageIdsSchema,
        response: okSchema(z.object({ deleted: z.number().int() })),
      },
    },
    async (request) =>
      ok(request, await deleteMessages({ ...deps, ids: request.body.ids }), 'messages.deleted'),
  );

  app.get(
    `${BASE}/roles`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Roles a message can be sent to',
        response: okSchema(z.array(sysMessageRoleOptionSchema)),
      },
    },
    async (request) => ok(request, await roleOptions(deps.db)),
  );

  app.get(
    `${BASE}/users`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Users a message can be sent to, searched by e-mail, name or company (20 at most)',
        querystring: sysMessageUserSearchSchema,
        response: okSchema(z.array(sysMessageUserOptionSchema)),
      },
    },
    async (request) => ok(request, await userOptions(deps.db, request.query.keyword)),
  );
};
