import { jobItemSchema, jobViewSchema, pageSchema } from '@shiplabel/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Access, authOf, SIGNED_IN } from '../../lib/access.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { ok, okSchema } from '../../lib/envelope.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import { sendDownload } from '../../lib/spreadsheet/send-file.ts';
import { jobIdParamsSchema, jobItemsQuerySchema } from './jobs.schemas.ts';
import { cancelJobOf, type JobScope, jobFile, jobItemsPage, jobProgress } from './jobs.usecases.ts';
// Every job kind's handler: an app that can enqueue a kind can also run it (tests run the queue in-process).
import './handlers.ts';

const tags = ['jobs'];

type Request = Parameters<typeof authOf>[0];

/**
 * Bulk work (issue 6): job progress, item results, cancel and downloads. Customers see their own jobs
 * only (another user's job answers 404 like an unknown one); the back office any job.
 */
export const jobsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const sides: { prefix: string; access: Access; admin: boolean }[] = [
    { prefix: '/app', access: SIGNED_IN, admin: false },
    { prefix: '/admin', access: ['orderList'], admin: true },
  ];

  for (const { prefix, access, admin } of sides) {
    const whose = admin ? 'Any' : 'My';
    const scopeOf = (request: Request & { params: { id: string } }): JobScope =>
      admin ? { id: request.params.id } : { id: request.params.id, userId: authOf(request).user.id };

    app.get(
      `${prefix}/jobs/:id`,
      {
        config: { access },
        schema: {
          tags,
          summary: `${whose} background job's progress (total, done, failed), status and result`,
          params: jobIdParamsSchema,
          response: okSchema(jobViewSchema),
        },
      },
      async (request) => ok(request, await jobProgress(deps, scopeOf(request), requestLocale(request))),
    );

    app.get(
      `${prefix}/jobs/:id/items`,
      {
        config: { access },
        schema: {
          tags,
          summary: `${whose} background job's items in order with each one's outcome (status: pending, done or failed; or 0, 1, 2)`,
          params: jobIdParamsSchema,
          querystring: jobItemsQuerySchema,
          response: okSchema(pageSchema(jobItemSchema)),
        },
      },
      async (request) => ok(request, await jobItemsPage(deps, scopeOf(request), request.query)),
    );

    app.post(
      `${prefix}/jobs/:id/cancel`,
      {
        config: { access },
        schema: {
          tags,
          summary: `Cancel ${whose.toLowerCase()} queued or running job: it stops at its next item, finished items keep their outcome (409 once it has ended)`,
          params: jobIdParamsSchema,
          response: okSchema(jobViewSchema),
        },
      },
      async (request) => ok(request, await cancelJobOf(deps, scopeOf(request), requestLocale(request))),
    );

    app.get(
      `${prefix}/jobs/:id/download`,
      {
        config: { access },
        schema: {
          tags,
          summary: `The file ${whose.toLowerCase()} finished job produced (a large label PDF or zip, an export), as an attachment (409 while it runs)`,
          params: jobIdParamsSchema,
          produces: ['application/octet-stream'],
        },
      },
      async (request, reply) => {
        const file = await jobFile(deps, scopeOf(request));
        return sendDownload(reply, file.bytes, file.filename, file.mimeType);
      },
    );
  }
};
