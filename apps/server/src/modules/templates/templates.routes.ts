import {
  packageTemplateInputSchema,
  packageTemplateSchema,
  pageQuerySchema,
  pageSchema,
} from '@shiplabel/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../lib/access.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { ok, okSchema } from '../../lib/envelope.ts';
import { changeTemplate, createTemplate, removeTemplate, templatesPage } from './templates.usecases.ts';

const tags = ['package templates'];
const BASE = '/app/packageTemplate';
/** Spec section 2: the package template screen needs the templateAdd resource; the server enforces it. */
const access = ['templateAdd'];
const idParams = z.object({ id: z.uuid() });

/** Orders (issue 5): package templates, each customer's own (another's id is 404 like an unknown one). */
export const templatesRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    `${BASE}/list`,
    {
      config: { access },
      schema: {
        tags,
        summary: "The caller's package templates, newest first; keyword matches the name",
        querystring: pageQuerySchema.extend({ keyword: z.string().trim().max(100).optional() }),
        response: okSchema(pageSchema(packageTemplateSchema)),
      },
    },
    async (request) =>
      ok(
        request,
        await templatesPage({ db: deps.db, userId: authOf(request).user.id, query: request.query }),
      ),
  );

  app.post(
    `${BASE}/create`,
    {
      config: { access, idempotent: true },
      schema: {
        tags,
        summary: 'Save a package template',
        body: packageTemplateInputSchema,
        response: okSchema(packageTemplateSchema),
      },
    },
    async (request) =>
      ok(request, await createTemplate({ ...deps, userId: authOf(request).user.id, input: request.body })),
  );

  app.post(
    `${BASE}/update/:id`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Replace a template',
        params: idParams,
        body: packageTemplateInputSchema,
        response: okSchema(packageTemplateSchema),
      },
    },
    async (request) =>
      ok(
        request,
        await changeTemplate({
          db: deps.db,
          userId: authOf(request).user.id,
          id: request.params.id,
          input: request.body,
        }),
      ),
  );

  app.post(
    `${BASE}/delete/:id`,
    {
      config: { access },
      schema: { tags, summary: 'Delete a template', params: idParams, response: okSchema(z.null()) },
    },
    async (request) => {
      await removeTemplate({ db: deps.db, userId: authOf(request).user.id, id: request.params.id });
      return ok(request, null);
    },
  );
};
