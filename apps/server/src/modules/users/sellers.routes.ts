import { pageQuerySchema, pageSchema, reassignSellerSchema, sellerRowSchema } from '@shiplabel/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../lib/deps.ts';
import { ok, okSchema } from '../../lib/envelope.ts';
import { reassignCustomers, sellersPage } from './sellers.usecases.ts';

const tags = ['users'];
const ADMIN = ['adminList'];

/**
 * Issue 13: sellers (sales representatives who own customers). POST /admin/allSellers (statistics) belongs
 * to the statistics module.
 */
export const sellersRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/admin/list/seller',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary:
          'Sellers with their invitation codes and customer counts; keyword matches e-mail, name, code',
        querystring: pageQuerySchema.extend({ keyword: z.string().trim().max(100).optional() }),
        response: okSchema(pageSchema(sellerRowSchema)),
      },
    },
    async (request) => ok(request, await sellersPage({ ...deps, query: request.query })),
  );

  app.post(
    '/admin/update/seller',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Give customers to a seller (sellerId null: to none)',
        body: reassignSellerSchema,
        response: okSchema(z.object({ updated: z.number().int() })),
      },
    },
    async (request) =>
      ok(
        request,
        await reassignCustomers({ ...deps, userIds: request.body.userIds, sellerId: request.body.sellerId }),
        'users.saved',
      ),
  );
};
