import {
  adminRegisterSchema,
  adminUpdateSchema,
  adminUserDetailSchema,
  adminUserSchema,
  pageSchema,
  updateStatusSchema,
  userFilterSchema,
  userListQuerySchema,
} from '@shiplabel/shared';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../lib/access.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { ok, okSchema } from '../../lib/envelope.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import { sendDownload } from '../../lib/spreadsheet/send-file.ts';
import { userDetail } from './admin-user-detail.usecases.ts';
import {
  allUsers,
  changeStatus,
  deleteAccount,
  registerUser,
  updateAccount,
  usersPage,
} from './admin-users.usecases.ts';
import { formBodyParser } from './form-body.ts';
import { USERS_EXPORT_LIMIT, usersWorkbook } from './users-export.ts';

const tags = ['users'];
/** Spec section 2: user management needs adminList. */
const ADMIN = ['adminList'];
/** A seller (sellerCustomers) reads the list and details of their own customers only (scoped in the use case). */
const READERS = ['adminList', 'sellerCustomers'];
const idParams = z.object({ id: z.uuid() });
/** How many rows the unpaged picker list returns at most. */
export const PICKER_LIMIT = 1000;

/** Issue 13: user management of the back office (spec section 7 "Admin users"). */
export const adminUsersRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/admin/list',
    {
      config: { access: READERS },
      schema: {
        tags,
        summary:
          'Users, paged: keyword (e-mail, name, company), status, kind, seller, registration days, USD balance range, sort',
        querystring: userListQuerySchema,
        response: okSchema(pageSchema(adminUserSchema)),
      },
    },
    async (request) => ok(request, await usersPage({ ...deps, auth: authOf(request), query: request.query })),
  );

  app.get(
    '/admin/allUserlist',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: `The filtered user list without pages (at most ${PICKER_LIMIT} rows), for pickers`,
        querystring: userFilterSchema,
        response: okSchema(z.object({ list: z.array(adminUserSchema), total: z.number().int() })),
      },
    },
    async (request) =>
      ok(
        request,
        await allUsers({ ...deps, auth: authOf(request), filter: request.query, limit: PICKER_LIMIT }),
      ),
  );

  app.get(
    '/admin/down',
    {
      config: { access: ADMIN },
      schema: { tags, summary: 'The filtered user list as .xlsx', querystring: userFilterSchema },
    },
    async (request, reply) => {
      const { list } = await allUsers({
        ...deps,
        auth: authOf(request),
        filter: request.query,
        limit: USERS_EXPORT_LIMIT,
      });
      const bytes = await usersWorkbook(list, requestLocale(request), { warehouse: false });
      return sendDownload(reply, bytes, 'user-list.xlsx');
    },
  );

  app.get(
    '/admin/:id',
    {
      config: { access: READERS },
      schema: {
        tags,
        summary: 'One user: profile, wallets, channels, price rule, roles, recent orders and audit entries',
        params: idParams,
        response: okSchema(adminUserDetailSchema),
      },
    },
    async (request) =>
      ok(
        request,
        await userDetail({
          ...deps,
          auth: authOf(request),
          id: request.params.id,
          locale: requestLocale(request),
        }),
      ),
  );

  app.post(
    '/admin/register',
    {
      config: { access: ADMIN, idempotent: true },
      schema: {
        tags,
        summary: 'Create an account (customer, proxy, warehouse, seller or administrator)',
        body: adminRegisterSchema,
        response: okSchema(adminUserSchema),
      },
    },
    async (request) =>
      ok(
        request,
        await registerUser({ ...deps, auth: authOf(request), input: request.body }),
        'users.created',
      ),
  );

  app.post(
    '/admin/update/:id',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Edit an account: profile, seller, warehouse, optionally a new password',
        params: idParams,
        body: adminUpdateSchema,
        response: okSchema(adminUserSchema),
      },
    },
    async (request) =>
      ok(
        request,
        await updateAccount({ ...deps, auth: authOf(request), id: request.params.id, input: request.body }),
        'users.saved',
      ),
  );

  // Spec: "form field status". The form parser is registered in this child scope only.
  await app.register(async (scope) => {
    const form = scope.withTypeProvider<ZodTypeProvider>();
    form.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, formBodyParser);
    form.post(
      '/admin/updateStatus/:id',
      {
        config: { access: ADMIN },
        schema: {
          tags,
          summary: 'Activate (1), deactivate (0) or disable (2) an account; form field or JSON `status`',
          consumes: ['application/x-www-form-urlencoded', 'application/json'],
          params: idParams,
          body: updateStatusSchema,
          response: okSchema(adminUserSchema),
        },
      },
      async (request) =>
        ok(
          request,
          await changeStatus({
            ...deps,
            auth: authOf(request),
            id: request.params.id,
            status: request.body.status,
          }),
          'users.saved',
        ),
    );
  });

  app.post(
    '/admin/delete/:id',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Delete an account (kept for the ledger; refused while money or open orders remain)',
        params: idParams,
        response: okSchema(z.null()),
      },
    },
    async (request) => {
      await deleteAccount({ ...deps, auth: authOf(request), id: request.params.id });
      return ok(request, null, 'users.deleted');
    },
  );
};
