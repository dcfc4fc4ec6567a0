import { userRolesInputSchema } from '@shiplabel/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../lib/access.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { ok, okSchema } from '../../lib/envelope.ts';
import { setUserRoles } from './role-members.usecases.ts';

const tags = ['roles'];

export const userRolesRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/admin/role/update',
    {
      config: { access: ['adminList'] },
      schema: {
        tags,
        summary: "Replace a user's roles",
        body: userRolesInputSchema,
        response: okSchema(z.null()),
      },
    },
    async (request) => {
      await setUserRoles({ ...deps, auth: authOf(request), ...request.body, backOfficeOnly: false });
      return ok(request, null);
    },
  );

  app.post(
    '/staff/role/update',
    {
      config: { access: ['staffList'] },
      schema: {
        tags,
        summary: "Replace a back-office account's roles (administrators, staff, sellers)",
        body: userRolesInputSchema,
        response: okSchema(z.null()),
      },
    },
    async (request) => {
      await setUserRoles({ ...deps, auth: authOf(request), ...request.body, backOfficeOnly: true });
      return ok(request, null);
    },
  );
};
