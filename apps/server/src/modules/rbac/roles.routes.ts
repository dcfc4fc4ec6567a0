import {
  pageQuerySchema,
  pageSchema,
  roleInputSchema,
  roleListQuerySchema,
  roleMemberSchema,
  roleSchema,
} from '@shiplabel/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../lib/access.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { ok, okSchema } from '../../lib/envelope.ts';
import { idParamsSchema, memberIdsSchema } from './rbac.schemas.ts';
import { addRoleMembers, listRoleMembers, removeRoleMembers } from './role-members.usecases.ts';
import { createRole, deleteRole, listRoles, updateRole } from './roles.usecases.ts';

const ROLE_ADMIN = ['adminRoleList'];
const tags = ['roles'];

export const rolesRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/role/list',
    {
      config: { access: ['adminRoleList', 'adminList', 'staffList'] },
      schema: {
        tags,
        summary: 'Roles with their resource codes and holder counts',
        querystring: pageQuerySchema.extend(roleListQuerySchema.shape),
        response: okSchema(pageSchema(roleSchema)),
      },
    },
    async (request) => ok(request, await listRoles({ db: deps.db, query: request.query })),
  );

  app.post(
    '/role/create',
    {
      config: { access: ROLE_ADMIN },
      schema: { tags, summary: 'Create a role', body: roleInputSchema, response: okSchema(roleSchema) },
    },
    async (request) => ok(request, await createRole({ ...deps, input: request.body })),
  );

  app.post(
    '/role/update/:id',
    {
      config: { access: ROLE_ADMIN },
      schema: {
        tags,
        summary: 'Rename a role and replace its resource codes',
        params: idParamsSchema,
        body: roleInputSchema,
        response: okSchema(roleSchema),
      },
    },
    async (request) => ok(request, await updateRole({ ...deps, id: request.params.id, input: request.body })),
  );

  app.post(
    '/role/delete/:id',
    {
      config: { access: ROLE_ADMIN },
      schema: {
        tags,
        summary: 'Delete a role nobody holds',
        params: idParamsSchema,
        response: okSchema(z.null()),
      },
    },
    async (request) => {
      await deleteRole({ ...deps, id: request.params.id });
      return ok(request, null);
    },
  );

  app.get(
    '/role/members/:id',
    {
      config: { access: ROLE_ADMIN },
      schema: {
        tags,
        summary: 'Users holding a role',
        params: idParamsSchema,
        response: okSchema(z.array(roleMemberSchema)),
      },
    },
    async (request) => ok(request, await listRoleMembers({ db: deps.db, roleId: request.params.id })),
  );

  app.post(
    '/role/members/:id/add',
    {
      config: { access: ROLE_ADMIN },
      schema: {
        tags,
        summary: 'Give a role to users',
        params: idParamsSchema,
        body: memberIdsSchema,
        response: okSchema(z.array(roleMemberSchema)),
      },
    },
    async (request) => {
      const roleId = request.params.id;
      await addRoleMembers({ ...deps, auth: authOf(request), roleId, userIds: request.body.userIds });
      return ok(request, await listRoleMembers({ db: deps.db, roleId }));
    },
  );

  app.post(
    '/role/members/:id/remove',
    {
      config: { access: ROLE_ADMIN },
      schema: {
        tags,
        summary: 'Take a role from users',
        params: idParamsSchema,
        body: memberIdsSchema,
        response: okSchema(z.array(roleMemberSchema)),
      },
    },
    async (request) => {
      const roleId = request.params.id;
      await removeRoleMembers({ ...deps, auth: authOf(request), roleId, userIds: request.body.userIds });
      return ok(request, await listRoleMembers({ db: deps.db, roleId }));
    },
  );
};
