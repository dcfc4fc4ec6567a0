import type { AppDeps } from '../../../lib/deps.ts';
import { AppError, badRequest } from '../../../lib/errors.ts';
import {
  beginConnect,
  checkConnectBrowser,
  connectEndedUrl,
  finishParkedConnect,
  parkConnect,
  peekConnect,
} from '../stores.connect.ts';

import { storeAddressProblem } from '../stores.outbound.ts';
import type { WcAuthCallback } from './woocommerce.payloads.ts';
import { normalizeStoreUrl, wcAuthorizeUrl } from './woocommerce.url.ts';

/** The name the store owner reads on WooCommerce's approval screen, and the key's description there. */
export const WC_APP_NAME = 'ShipLabel';
export const WC_CALLBACK_PATH = '/app/store/woocommerce/callback';
export const WC_RETURN_PATH = '/app/store/woocommerce/return';

/**
 * Starts the wc-auth key exchange: a single-use state (stores.connect.ts: random, stored hashed, 30
 * minutes) travels as wc-auth's `user_id`, which WooCommerce echoes in the POST carrying the keys. The
 * store address must be HTTPS (woocommerce.url.ts); `origin` is where the store reaches us (PUBLIC_ORIGIN,
 * which WooCommerce requires to be https:// for the callback outside loopback). A store address on a
 * private or loopback network (or one that does not resolve) is refused unless STORES_ALLOW_PRIVATE:
 * our sync jobs would otherwise call inside our network (stores.outbound.ts).
 */
export async function startWooConnect(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  input: { userId: string; name: string; storeUrl: string; origin: string },
): Promise<{ authorizeUrl: string; account: string; browser: string }> {
  const normalized = normalizeStoreUrl(input.storeUrl);
  if ('problem' in normalized) throw badRequest(normalized.problem);
  const addressRefused = await storeAddressProblem(normalized.url, deps.config.storesAllowPrivate);
  if (addressRefused) throw badRequest(addressRefused);
  const { state, browser } = await beginConnect(deps, {
    userId: input.userId,
    platform: 'woocommerce',
    name: input.name,
    account: normalized.url,
  });
  const authorizeUrl = wcAuthorizeUrl({
    storeUrl: normalized.url,
    appName: WC_APP_NAME,
    state,
    returnUrl: `${input.origin}${WC_RETURN_PATH}`,
    callbackUrl: `${input.origin}${WC_CALLBACK_PATH}`,
  });
  return { authorizeUrl, account: normalized.url, browser };
}

/**
 * The keys WooCommerce POSTs after approval, server to server. They are parked sealed on the flow's state
 * (unknown, replayed or expired state: stores.state_invalid, nothing kept; WooCommerce then deletes the
 * key it made); no store is made here. Whoever started the flow could have sent the approval link to
 * another store's owner, so the store is made only when the browser that started the flow comes back
 * (wooReturnPage). Keys without write access cannot push tracking back, so they are refused too.
 */
export async function completeWooConnect(
  deps: Pick<AppDeps, 'db' | 'clock' | 'config'>,
  body: WcAuthCallback,
): Promise<void> {
  if (body.key_permissions !== 'read_write') throw badRequest('woocommerce.scope_insufficient');
  await parkConnect(deps, {
    state: body.user_id,
    platform: 'woocommerce',
    credentials: { consumerKey: body.consumer_key, consumerSecret: body.consumer_secret },
  });
}

/** A result page with its query (the page shows the store's name and translates a refusal's code). */
const ended = (path: string, params: Record<string, string>) =>
  connectEndedUrl(path, { platform: 'woocommerce', ...params });

/**
 * The browser WooCommerce sends back (`success` and our state as `user_id`) finishes the flow: it must
 * carry the cookie of the browser that started it (`browser`, '' when none), else authDeclined with
 * stores.browser_mismatch and the parked keys stay unused (wiped when the state expires). Then the store
 * is made from the parked keys once (authSuccess; `connected` true so the route forgets the cookie);
 * authAccepted when the owner approved but the keys have not arrived; authDeclined when the owner
 * declined or the state is unknown or expired unused.
 */
export async function wooReturnPage(
  deps: AppDeps,
  query: { success?: string; user_id?: string },
  browser: string,
): Promise<{ location: string; connected: boolean }> {
  const page = (path: string, params: Record<string, string>, connected = false) => ({
    location: ended(path, params),
    connected,
  });
  const state = query.user_id ?? '';
  const flow = await peekConnect(deps, { state, platform: 'woocommerce' });
  if (!flow) return page('/authDeclined', { reason: 'stores.state_invalid' });
  if (query.success !== '1') return page('/authDeclined', { store: flow.name });
  try {
    await checkConnectBrowser(deps, { state, platform: 'woocommerce', browser });
  } catch (error) {
    if (error instanceof AppError) return page('/authDeclined', { reason: error.errorCode });
    throw error;
  }
  if (flow.used) return page('/authSuccess', { store: flow.name }, true);
  if (!flow.keysParked) return page('/authAccepted', { store: flow.name });
  const store = await finishParkedConnect(deps, { state, platform: 'woocommerce' });
  // Null: a concurrent return took the state first (its store exists), or it expired just now.
  if (store) return page('/authSuccess', { store: store.name }, true);
  const after = await peekConnect(deps, { state, platform: 'woocommerce' });
  return after?.used
    ? page('/authSuccess', { store: after.name }, true)
    : page('/authDeclined', { reason: 'stores.state_invalid' });
}
