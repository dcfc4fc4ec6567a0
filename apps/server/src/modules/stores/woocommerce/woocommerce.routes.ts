import { storeConnectAnswerSchema, storeNameSchema } from '@shiplabel/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, PUBLIC, SIGNED_IN } from '../../../lib/access.ts';
import type { AppDeps } from '../../../lib/deps.ts';
import { ok, okSchema } from '../../../lib/envelope.ts';
import { acceptFormBodies } from '../../../lib/form-body.ts';
import { originOf } from '../../seo/seo.routes.ts';
import { clearConnectCookie, connectCookieOf, setConnectCookie } from '../stores.connect-cookie.ts';
import {
  completeWooConnect,
  startWooConnect,
  WC_CALLBACK_PATH,
  WC_RETURN_PATH,
  wooReturnPage,
} from './woocommerce.connect.ts';
import { wcAuthCallbackSchema } from './woocommerce.payloads.ts';

const tags = ['online stores'];

/** Spec section 5: a store connection needs type, name and account (here the store's address). */
export const woocommerceConnectSchema = z.object({
  name: storeNameSchema,
  storeUrl: z
    .string({ error: 'stores.account_required' })
    .trim()
    .min(1, 'stores.account_required')
    .max(255, 'woocommerce.url_invalid'),
});

/**
 * WooCommerce store connections (issue 16) by the wc-auth key exchange: start (signed in; sets the
 * starting browser's cookie), the keys' callback (public: WooCommerce's server posts it, the single-use
 * state authenticates it; the keys are only parked) and the browser's return (public: with the starting
 * browser's cookie it makes the store from the parked keys, without it the flow is refused).
 */
export const woocommerceRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  // WooCommerce posts the keys as JSON; a form-encoded post (a proxy or plugin re-encoding it) is read too.
  acceptFormBodies(app);
  app.post(
    '/app/store/woocommerce/connect',
    {
      config: { access: SIGNED_IN, idempotent: true },
      schema: {
        tags,
        summary:
          "Start connecting a WooCommerce store: the store's approval page, carrying a single-use state",
        body: woocommerceConnectSchema,
        response: okSchema(storeConnectAnswerSchema),
      },
    },
    async (request, reply) => {
      const { authorizeUrl, browser } = await startWooConnect(deps, {
        userId: authOf(request).user.id,
        name: request.body.name,
        storeUrl: request.body.storeUrl,
        origin: originOf(deps, request),
      });
      setConnectCookie(deps, request, reply, 'woocommerce', browser);
      return ok(request, { authorizeUrl });
    },
  );

  app.post(
    WC_CALLBACK_PATH,
    {
      config: { access: PUBLIC },
      schema: {
        tags,
        summary:
          'wc-auth callback: the keys WooCommerce posts after approval, kept sealed until the starting browser returns; an unknown, used or expired state is refused and nothing is kept',
        body: wcAuthCallbackSchema,
        response: okSchema(z.object({ received: z.literal(true) })),
      },
    },
    async (request) => {
      await completeWooConnect(deps, request.body);
      return ok(request, { received: true as const });
    },
  );

  app.get(
    WC_RETURN_PATH,
    {
      config: { access: PUBLIC },
      schema: {
        tags,
        summary:
          "Where WooCommerce sends the browser back: with the starting browser's cookie the store is made from the posted keys (authSuccess); else authAccepted or authDeclined",
        querystring: z.object({
          success: z.string().max(10).optional(),
          user_id: z.string().max(300).optional(),
        }),
      },
    },
    async (request, reply) => {
      const { location, connected } = await wooReturnPage(
        deps,
        request.query,
        connectCookieOf(request, 'woocommerce'),
      );
      if (connected) clearConnectCookie(deps, request, reply, 'woocommerce');
      return reply.redirect(location, 302);
    },
  );
};
