import { shopifyConnectSchema, storeConnectAnswerSchema } from '@shiplabel/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, PUBLIC, SIGNED_IN } from '../../../lib/access.ts';
import type { AppDeps } from '../../../lib/deps.ts';
import { ok, okSchema } from '../../../lib/envelope.ts';
import { AppError } from '../../../lib/errors.ts';
import { originOf } from '../../seo/seo.routes.ts';
import { connectEndedUrl as ended } from '../stores.connect.ts';
import { clearConnectCookie, connectCookieOf, setConnectCookie } from '../stores.connect-cookie.ts';
import { finishShopifyConnect, startShopifyConnect, verifyShopifyInstall } from './shopify.connect.ts';

const tags = ['stores'];
const BASE = '/app/store/shopify';
/** Shopify's query parameters: any names, text values (arrays for ids[]); checked by the hmac. */
const callbackQuery = z.record(z.string(), z.union([z.string(), z.array(z.string())]));

/** Shopify (issue 16): start the OAuth flow, Shopify's callback, and installs from the Shopify admin. */
export const shopifyRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    `${BASE}/connect`,
    {
      config: { access: SIGNED_IN, idempotent: true },
      schema: {
        tags,
        summary:
          "Start connecting a Shopify shop: answers the shop's approval URL (OAuth, single-use state) and sets the flow's browser cookie the callback requires",
        body: shopifyConnectSchema,
        response: okSchema(storeConnectAnswerSchema),
      },
    },
    async (request, reply) => {
      const { authorizeUrl, browser } = await startShopifyConnect(deps, {
        userId: authOf(request).user.id,
        name: request.body.name,
        shop: request.body.shop,
        // PUBLIC_ORIGIN when set: behind a TLS proxy the request's own host and scheme are not the
        // address registered as the app's redirect URL, and Shopify refuses any other.
        redirectUri: `${originOf(deps, request)}${BASE}/callback`,
      });
      setConnectCookie(deps, request, reply, 'shopify', browser);
      return ok(request, { authorizeUrl });
    },
  );

  app.get(
    `${BASE}/callback`,
    {
      config: { access: PUBLIC },
      schema: {
        tags,
        summary:
          "Shopify's redirect after the merchant approved: hmac, shop, the starting browser's cookie and single-use state verified, code exchanged; redirects to /authSuccess or /authDeclined",
        querystring: callbackQuery,
      },
    },
    async (request, reply) => {
      try {
        const { name } = await finishShopifyConnect(deps, request.query, connectCookieOf(request, 'shopify'));
        clearConnectCookie(deps, request, reply, 'shopify');
        return reply.redirect(ended('/authSuccess', { platform: 'shopify', store: name }));
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        request.log.warn({ code: error.errorCode }, 'shopify connect refused');
        return reply.redirect(ended('/authDeclined', { platform: 'shopify', reason: error.errorCode }));
      }
    },
  );

  app.get(
    `${BASE}/install`,
    {
      config: { access: PUBLIC },
      schema: {
        tags,
        summary:
          'Install link from the Shopify admin: hmac verified, then the merchant signs in and connects the shop on /settings/sales',
        querystring: callbackQuery,
      },
    },
    async (request, reply) => {
      try {
        const { shop } = verifyShopifyInstall(request.query, deps.clock());
        return reply.redirect(ended('/settings/sales', { connect: 'shopify', shop }));
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        return reply.redirect(ended('/authDeclined', { platform: 'shopify', reason: error.errorCode }));
      }
    },
  );
};
