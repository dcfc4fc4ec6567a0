/**
 * Where a WooCommerce store may be reached. WooCommerce accepts API keys as HTTP Basic auth only over
 * HTTPS; over plain HTTP it wants OAuth 1.0a signatures (developer.woocommerce.com/docs/apis/rest-api/
 * authentication), which we do not implement: sending the consumer secret in clear over the internet is
 * exactly what that rule prevents. Plain http is therefore refused, except on this machine's loopback
 * address, where the fake stores of tests and e2e run and nothing leaves the host (the same rule as a
 * carrier channel's baseUrl, carriers/http/carrier-base-url.ts).
 */
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

export type StoreUrlProblem = 'woocommerce.url_invalid' | 'woocommerce.https_required';

/**
 * The store's site address, normalized ("https://shop.example.com" or with its WordPress sub-path, no
 * trailing slash, no query): what we call `account` and the REST base. Refuses what is not a web address
 * and plain http outside loopback.
 */
export function normalizeStoreUrl(input: string): { url: string } | { problem: StoreUrlProblem } {
  const text = input.trim();
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return { problem: 'woocommerce.url_invalid' };
  }
  if (url.username || url.password || !url.hostname || !/^https?:$/.test(url.protocol))
    return { problem: 'woocommerce.url_invalid' };
  if (url.protocol === 'http:' && !LOOPBACK.has(url.hostname))
    return { problem: 'woocommerce.https_required' };
  const path = url.pathname.replace(/\/+$/, '');
  return { url: `${url.protocol}//${url.host}${path}` };
}

/** True when calls to `baseUrl` may carry the consumer key and secret (HTTPS, or http on loopback). */
export function mayCarryKeys(baseUrl: string): boolean {
  try {
    const url = new URL(baseUrl);
    return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname));
  } catch {
    return false;
  }
}

/** The REST v3 root of a store. */
export const wcApi = (baseUrl: string, path: string) => `${baseUrl}/wp-json/wc/v3${path}`;
/** The Shipment Tracking extension's REST root (woocommerce.com/document/shipment-tracking). */
export const wcTrackingApi = (baseUrl: string, path: string) =>
  `${baseUrl}/wp-json/wc-shipment-tracking/v3${path}`;

/**
 * The application authentication URL (wc-auth v1): the store owner approves there, WooCommerce POSTs the
 * keys to `callbackUrl` and then sends the browser to `returnUrl` with success=1|0 and user_id.
 */
export function wcAuthorizeUrl(input: {
  storeUrl: string;
  appName: string;
  state: string;
  returnUrl: string;
  callbackUrl: string;
}): string {
  const params = new URLSearchParams({
    app_name: input.appName,
    scope: 'read_write',
    user_id: input.state,
    return_url: input.returnUrl,
    callback_url: input.callbackUrl,
  });
  return `${input.storeUrl}/wc-auth/v1/authorize?${params.toString()}`;
}
