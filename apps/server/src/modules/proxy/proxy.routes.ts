import {
  adminProxyListQuerySchema,
  adminProxySchema,
  adminProxyUpdateSchema,
  pageSchema,
  proxyMarkupInputSchema,
  proxyMarkupSchema,
  proxySubAccountsQuerySchema,
  proxySubAccountsSchema,
  proxySubOrderSchema,
  proxySubOrdersQuerySchema,
} from '@shiplabel/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../lib/access.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { ok, okSchema } from '../../lib/envelope.ts';
import { customerOptions, proxyList, updateProxy } from './proxy.admin.usecases.ts';
import { setMarkup, subAccountOrders, subAccountsView } from './proxy.usecases.ts';

const tags = ['proxy users'];
/** The proxy's own view (customer side): its sub-accounts, their orders, its markups. */
const ownAccess = ['proxySubAccounts'];
/** Spec section 2: /adminSettings/proxyUser needs the proxyUser resource. */
const adminAccess = ['proxyUser'];
const idParams = z.object({ id: z.uuid() });

/** Issue 13: proxy users (resellers), their sub-accounts, markups and commission. */
export const proxyRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/app/proxy/subAccounts',
    {
      config: { access: ownAccess },
      schema: {
        tags,
        summary: "The caller's sub-accounts with labels, spend and commission in a period (business days)",
        querystring: proxySubAccountsQuerySchema,
        response: okSchema(proxySubAccountsSchema),
      },
    },
    async (request) =>
      ok(request, await subAccountsView({ ...deps, proxyId: authOf(request).user.id, query: request.query })),
  );

  app.get(
    '/app/proxy/subAccounts/:id/orders',
    {
      config: { access: ownAccess },
      schema: {
        tags,
        summary: "One of the caller's sub-accounts: its orders with the commission on each",
        params: idParams,
        querystring: proxySubOrdersQuerySchema,
        response: okSchema(pageSchema(proxySubOrderSchema)),
      },
    },
    async (request) =>
      ok(
        request,
        await subAccountOrders({
          ...deps,
          proxyId: authOf(request).user.id,
          subAccountId: request.params.id,
          query: request.query,
        }),
      ),
  );

  app.post(
    '/app/proxy/markup',
    {
      config: { access: ownAccess, idempotent: true },
      schema: {
        tags,
        summary:
          "Set (or remove) the default markup or one sub-account's, per currency; answers every markup",
        body: proxyMarkupInputSchema,
        response: okSchema(z.array(proxyMarkupSchema)),
      },
    },
    async (request) =>
      ok(request, await setMarkup({ ...deps, proxyId: authOf(request).user.id, input: request.body })),
  );

  app.get(
    '/admin/getPoxyUserList',
    {
      config: { access: adminAccess },
      schema: {
        tags,
        summary: 'Proxy users with sub-accounts, spend and commission (the spec spells it so)',
        querystring: adminProxyListQuerySchema,
        response: okSchema(pageSchema(adminProxySchema)),
      },
    },
    async (request) => ok(request, await proxyList({ ...deps, query: request.query })),
  );

  app.get(
    '/admin/proxy/customerOptions',
    {
      config: { access: adminAccess },
      schema: {
        tags,
        summary:
          'Customers not yet a sub-account of any proxy, by e-mail or nickname (to attach; 20 at most)',
        querystring: z.object({ keyword: z.string().trim().max(100).optional() }),
        response: okSchema(z.array(z.object({ id: z.string(), email: z.string(), nickName: z.string() }))),
      },
    },
    async (request) => ok(request, await customerOptions({ db: deps.db, keyword: request.query.keyword })),
  );

  app.post(
    '/admin/proxyUpdate/:id',
    {
      config: { access: adminAccess, idempotent: true },
      schema: {
        tags,
        summary: 'Edit a proxy: status, attach or detach sub-accounts, a markup (commission settings)',
        params: idParams,
        body: adminProxyUpdateSchema,
        response: okSchema(adminProxySchema),
      },
    },
    async (request) => ok(request, await updateProxy({ ...deps, id: request.params.id, body: request.body })),
  );
};
