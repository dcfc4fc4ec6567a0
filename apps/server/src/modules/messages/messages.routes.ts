import {
  pageSchema,
  sysMessageIdsSchema,
  sysMessageListQuerySchema,
  sysMessageMarkedSchema,
  sysMessageReadAllSchema,
  sysMessageSchema,
  sysMessageUnreadSchema,
} from '@shiplabel/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../lib/access.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { ok, okSchema } from '../../lib/envelope.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import { markAllMineRead, markMineRead, myMessagesPage, myUnread } from './messages.usecases.ts';

const tags = ['message centre'];
const BASE = '/app/sysMessage';
/** Spec section 2: /sys/center needs appSysMessageList. Every query is scoped to the caller. */
const access = ['appSysMessageList'];

/** The caller's message centre (issue 14): list by type, unread counts, mark read. */
export const messagesRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    `${BASE}/list`,
    {
      config: { access },
      schema: {
        tags,
        summary: "The caller's notices, messages or todos, newest first, in the caller's language",
        querystring: sysMessageListQuerySchema,
        response: okSchema(pageSchema(sysMessageSchema)),
      },
    },
    async (request) =>
      ok(
        request,
        await myMessagesPage({
          ...deps,
          userId: authOf(request).user.id,
          locale: requestLocale(request),
          query: request.query,
        }),
      ),
  );

  app.get(
    `${BASE}/unread`,
    {
      config: { access },
      schema: {
        tags,
        summary: "The caller's unread counts per type (navbar badge)",
        response: okSchema(sysMessageUnreadSchema),
      },
    },
    async (request) => ok(request, await myUnread({ ...deps, userId: authOf(request).user.id })),
  );

  app.post(
    `${BASE}/read`,
    {
      config: { access },
      schema: {
        tags,
        summary:
          "Mark the caller's messages read (status 0 -> 1); ids that are not the caller's change nothing",
        body: sysMessageIdsSchema,
        response: okSchema(sysMessageMarkedSchema),
      },
    },
    async (request) =>
      ok(request, await markMineRead({ ...deps, userId: authOf(request).user.id, ids: request.body.ids })),
  );

  app.post(
    `${BASE}/readAll`,
    {
      config: { access },
      schema: {
        tags,
        summary: "Mark all the caller's messages read, or all of one type",
        body: sysMessageReadAllSchema,
        response: okSchema(sysMessageMarkedSchema),
      },
    },
    async (request) =>
      ok(
        request,
        await markAllMineRead({ ...deps, userId: authOf(request).user.id, type: request.body.type }),
      ),
  );
};
