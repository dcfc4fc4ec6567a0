import {
  resourceCategoryInputSchema,
  resourceCategorySchema,
  resourceInputSchema,
  resourceListQuerySchema,
  resourceSchema,
} from '@shiplabel/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../lib/deps.ts';
import { ok, okSchema } from '../../lib/envelope.ts';
import { idParamsSchema } from './rbac.schemas.ts';
import * as uc from './resources.usecases.ts';

const READ = ['resourceList', 'adminRoleList'];
const WRITE = ['resourceList'];
const tags = ['resources'];

export const resourcesRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps;

  app.get(
    '/resource/category/list',
    {
      config: { access: READ },
      schema: { tags, summary: 'Resource categories', response: okSchema(z.array(resourceCategorySchema)) },
    },
    async (request) => ok(request, await uc.listCategories({ db })),
  );
  app.post(
    '/resource/category/create',
    {
      config: { access: WRITE },
      schema: {
        tags,
        summary: 'Create a category',
        body: resourceCategoryInputSchema,
        response: okSchema(resourceCategorySchema),
      },
    },
    async (request) => ok(request, await uc.createCategory({ db, input: request.body })),
  );
  app.post(
    '/resource/category/update/:id',
    {
      config: { access: WRITE },
      schema: {
        tags,
        summary: 'Update a category',
        params: idParamsSchema,
        body: resourceCategoryInputSchema,
        response: okSchema(resourceCategorySchema),
      },
    },
    async (request) =>
      ok(request, await uc.updateCategory({ db, id: request.params.id, input: request.body })),
  );
  app.post(
    '/resource/category/delete/:id',
    {
      config: { access: WRITE },
      schema: {
        tags,
        summary: 'Delete an empty category',
        params: idParamsSchema,
        response: okSchema(z.null()),
      },
    },
    async (request) => {
      await uc.deleteCategory({ db, id: request.params.id });
      return ok(request, null);
    },
  );

  app.get(
    '/resource/list',
    {
      config: { access: READ },
      schema: {
        tags,
        summary: 'Resources',
        querystring: resourceListQuerySchema,
        response: okSchema(z.array(resourceSchema)),
      },
    },
    async (request) => ok(request, await uc.listResources({ db, filter: request.query })),
  );
  app.post(
    '/resource/create',
    {
      config: { access: WRITE },
      schema: {
        tags,
        summary: 'Create a resource',
        body: resourceInputSchema,
        response: okSchema(resourceSchema),
      },
    },
    async (request) => ok(request, await uc.createResource({ db, input: request.body })),
  );
  app.post(
    '/resource/update/:id',
    {
      config: { access: WRITE },
      schema: {
        tags,
        summary: 'Update a resource (a built-in code cannot change)',
        params: idParamsSchema,
        body: resourceInputSchema,
        response: okSchema(resourceSchema),
      },
    },
    async (request) =>
      ok(request, await uc.updateResource({ db, id: request.params.id, input: request.body })),
  );
  app.post(
    '/resource/delete/:id',
    {
      config: { access: WRITE },
      schema: {
        tags,
        summary: 'Delete a resource (not built-in); roles lose it',
        params: idParamsSchema,
        response: okSchema(z.null()),
      },
    },
    async (request) => {
      await uc.deleteResource({ db, id: request.params.id });
      return ok(request, null);
    },
  );
};
