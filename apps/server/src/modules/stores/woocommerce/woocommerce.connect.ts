import type { AppDeps } from '../../../lib/deps.ts';
import { badRequest } from '../../../lib/errors.ts';
import {
  beginConnect,
  connectEndedUrl,
  peekConnect,
  saveConnectedStore,
  takeConnect,
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
): Promise<{ authorizeUrl: string; account: string }> {
  const normalized = normalizeStoreUrl(input.storeUrl);
  if ('problem' in normalized) throw badRequest(normalized.problem);
  const addressRefused = await storeAddressProblem(normalized.url, deps.config.storesAllowPrivate);
  if (addressRefused) throw badRequest(addressRefused);
  const { state } = await beginConnect(deps, {
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
  return { authorizeUrl, account: normalized.url };
}

/**
 * The keys WooCommerce POSTs after approval. The state is taken once (unknown, replayed or expired:
 * stores.state_invalid, nothing stored; WooCommerce then deletes the key it made). Keys without write
 * access cannot push tracking back, so they are refused too (before the state is taken). The keys are sealed at rest by the core
 * (stores.context.ts) and the store's first sync is queued.
 */
export async function completeWooConnect(deps: AppDeps, body: WcAuthCallback): Promise<{ storeId: string }> {
  // Checked before the state is taken: a refused key leaves the flow open (the return page says
  // "accepted", not "connected"), and the state still works only once.
  if (body.key_permissions !== 'read_write') throw badRequest('woocommerce.scope_insufficient');
  const flow = await takeConnect(deps, { state: body.user_id, platform: 'woocommerce' });
  const store = await saveConnectedStore(deps, {
    userId: flow.userId,
    platform: 'woocommerce',
    name: flow.name,
    account: flow.account,
    baseUrl: flow.account,
    credentials: { consumerKey: body.consumer_key, consumerSecret: body.consumer_secret },
  });
  return { storeId: store.id };
}

/** A result page with its query (the page shows the store's name and translates a refusal's code). */
const ended = (path: string, params: Record<string, string>) =>
  connectEndedUrl(path, { platform: 'woocommerce', ...params });

/**
 * The result page for the browser WooCommerce sends back (`success` and our state as `user_id`), like
 * Shopify's flow: authSuccess when the keys arrived (the state was used), authAccepted when the owner
 * approved but the keys have not arrived (yet), authDeclined when the owner declined or the state is
 * unknown or expired unused (its keys would be refused). It reads only: nothing is changed by this request.
 */
export async function wooReturnPage(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  query: { success?: string; user_id?: string },
): Promise<string> {
  const invalid = ended('/authDeclined', { reason: 'stores.state_invalid' });
  const flow = await peekConnect(deps, { state: query.user_id ?? '', platform: 'woocommerce' });
  if (!flow) return invalid;
  if (query.success !== '1') return ended('/authDeclined', { store: flow.name });
  return ended(flow.used ? '/authSuccess' : '/authAccepted', { store: flow.name });
}
