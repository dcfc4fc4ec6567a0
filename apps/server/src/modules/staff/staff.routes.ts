import {
  staffListQuerySchema,
  staffPageSchema,
  staffRegisterSchema,
  staffRowSchema,
  staffStatusInputSchema,
  staffUpdateSchema,
} from '@shiplabel/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../lib/access.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { ok, okSchema } from '../../lib/envelope.ts';
import { acceptFormBodies } from '../../lib/form-body.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import { sendDownload } from '../../lib/spreadsheet/send-file.ts';
import {
  changeStaffStatus,
  deleteStaff,
  exportStaff,
  registerStaff,
  staffPage,
  updateStaff,
} from './staff.usecases.ts';

const tags = ['staff'];
/** Spec section 2: the employee screen needs staffList; the server enforces it on every route. */
const access = ['staffList'];
const idParams = z.object({ id: z.uuid() });

/** Issue 13: employee management (roles: /staff/role/update; services: /staff/channel/allot-channel). */
export const staffRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  acceptFormBodies(app);

  app.get(
    '/staff/list',
    {
      config: { access },
      schema: {
        tags,
        summary:
          'Employees (staff; administrators read-only), newest first; keyword, status and kind filters',
        querystring: staffListQuerySchema,
        response: okSchema(staffPageSchema),
      },
    },
    async (request) => ok(request, await staffPage({ ...deps, query: request.query })),
  );

  app.get(
    '/staff/down',
    {
      config: { access },
      schema: { tags, summary: 'The filtered employees as xlsx', querystring: staffListQuerySchema },
    },
    async (request, reply) => {
      const bytes = await exportStaff({ ...deps, query: request.query, locale: requestLocale(request) });
      return sendDownload(reply, bytes, 'employees.xlsx');
    },
  );

  app.post(
    '/staff/register',
    {
      config: { access, idempotent: true },
      schema: {
        tags,
        summary: 'Create an active staff account',
        body: staffRegisterSchema,
        response: okSchema(staffRowSchema),
      },
    },
    async (request) => ok(request, await registerStaff({ ...deps, input: request.body }), 'staff.saved'),
  );

  app.post(
    '/staff/update/:id',
    {
      config: { access },
      schema: {
        tags,
        summary: "Change a staff account's profile or password (a new password signs it out everywhere)",
        params: idParams,
        body: staffUpdateSchema,
        response: okSchema(staffRowSchema),
      },
    },
    async (request) =>
      ok(request, await updateStaff({ ...deps, id: request.params.id, input: request.body }), 'staff.saved'),
  );

  app.post(
    '/staff/updateStatus/:id',
    {
      config: { access },
      schema: {
        tags,
        summary:
          'Activate (1) or disable (2) a staff account; form field or JSON `status`; disabling signs it out',
        consumes: ['application/json', 'application/x-www-form-urlencoded'],
        params: idParams,
        body: staffStatusInputSchema,
        response: okSchema(staffRowSchema),
      },
    },
    async (request) =>
      ok(
        request,
        await changeStaffStatus({
          ...deps,
          auth: authOf(request),
          id: request.params.id,
          status: request.body.status,
        }),
        'staff.status_changed',
      ),
  );

  app.post(
    '/staff/delete/:id',
    {
      config: { access },
      schema: {
        tags,
        summary: 'Delete a staff account (soft: disabled, hidden, signed out); never oneself',
        params: idParams,
        response: okSchema(z.null()),
      },
    },
    async (request) => {
      await deleteStaff({ ...deps, auth: authOf(request), id: request.params.id });
      return ok(request, null, 'staff.deleted');
    },
  );
};
