import { adminUserSchema, pageSchema, userFilterSchema, userListQuerySchema } from '@shiplabel/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../lib/access.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { ok, okSchema } from '../../lib/envelope.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import { sendDownload } from '../../lib/spreadsheet/send-file.ts';
import { allUsers, usersPage } from './admin-users.usecases.ts';
import { USERS_EXPORT_LIMIT, usersWorkbook } from './users-export.ts';

const tags = ['users'];
/** Spec section 2: overseasWarehouseUser needs adminList. */
const ADMIN = ['adminList'];
/** The user filters without the kind: these lists are warehouse users only. */
const pageQuery = userListQuerySchema.omit({ kind: true });
const filterQuery = userFilterSchema.omit({ kind: true });

/** Issue 13: overseas-warehouse users (kind warehouse) with their warehouse. */
export const warehouseUsersRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/admin/pageOWUser',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Overseas-warehouse users with their warehouse name, code and address, paged',
        querystring: pageQuery,
        response: okSchema(pageSchema(adminUserSchema)),
      },
    },
    async (request) =>
      ok(
        request,
        await usersPage({ ...deps, auth: authOf(request), query: { ...request.query, kind: 'warehouse' } }),
      ),
  );

  app.get(
    '/admin/overSeasDown',
    {
      config: { access: ADMIN },
      schema: { tags, summary: 'The overseas-warehouse user list as .xlsx', querystring: filterQuery },
    },
    async (request, reply) => {
      const { list } = await allUsers({
        ...deps,
        auth: authOf(request),
        filter: { ...request.query, kind: 'warehouse' },
        limit: USERS_EXPORT_LIMIT,
      });
      const bytes = await usersWorkbook(list, requestLocale(request), { warehouse: true });
      return sendDownload(reply, bytes, 'overseas-warehouse-users.xlsx');
    },
  );
};
