import { createHmac, timingSafeEqual } from 'node:crypto';
import { CarrierError, type CarrierHttp } from '../../carriers/carrier-adapter.ts';
import { StoreError } from '../store-adapter.ts';
import { SHOPIFY_SCOPES } from './shopify.graphql.ts';

/**
 * Shopify's authorization code grant (shopify.dev/docs/apps/build/authentication-authorization/
 * access-tokens/authorization-code-grant): verify the hmac of the install / callback query, send the
 * merchant to https://{shop}/admin/oauth/authorize, exchange the code at /admin/oauth/access_token.
 */

/** A shop's permanent domain: "<name>.myshopify.com" (letters, digits, hyphens). */
const SHOP_DOMAIN = /^[a-z0-9][a-z0-9-]{0,99}\.myshopify\.com$/;

/** "my-shop" and "https://My-Shop.myshopify.com/" both mean my-shop.myshopify.com; anything else is null. */
export function normalizeShop(input: string): string | null {
  let shop = input.trim().toLowerCase();
  shop = shop.replace(/^https?:\/\//, '').replace(/\/+$/, '');
  if (/^[a-z0-9][a-z0-9-]*$/.test(shop)) shop = `${shop}.myshopify.com`;
  return SHOP_DOMAIN.test(shop) ? shop : null;
}

/**
 * The query's hmac: hex HMAC-SHA256 (client secret) of the other parameters ("hmac" and the legacy
 * "signature" left out) sorted by name and joined as "name=value&...". Compared in constant time.
 */
export function shopifyHmacValid(query: Record<string, unknown>, clientSecret: string): boolean {
  const given = typeof query.hmac === 'string' ? query.hmac : '';
  if (!/^[0-9a-f]{64}$/i.test(given) || !clientSecret) return false;
  const message = Object.keys(query)
    .filter((k) => k !== 'hmac' && k !== 'signature')
    .sort()
    .map((k) => {
      const v = query[k];
      return `${k}=${Array.isArray(v) ? `[${v.map((x) => `"${String(x)}"`).join(', ')}]` : String(v ?? '')}`;
    })
    .join('&');
  const expected = createHmac('sha256', clientSecret).update(message).digest();
  return timingSafeEqual(expected, Buffer.from(given, 'hex'));
}

/** How far the callback's timestamp may be from now (a captured callback cannot be replayed later). */
export const CALLBACK_MAX_AGE_S = 24 * 3600;

export function timestampFresh(query: Record<string, unknown>, now: Date): boolean {
  const t = Number(query.timestamp);
  return Number.isFinite(t) && Math.abs(now.getTime() / 1000 - t) <= CALLBACK_MAX_AGE_S;
}

/** `baseUrl`: https://{shop} (shopBaseUrl), where the merchant approves the app. */
export function authorizeUrl(input: {
  baseUrl: string;
  clientId: string;
  redirectUri: string;
  state: string;
}): string {
  const params = new URLSearchParams({
    client_id: input.clientId,
    scope: SHOPIFY_SCOPES,
    redirect_uri: input.redirectUri,
    state: input.state,
  });
  return `${input.baseUrl}/admin/oauth/authorize?${params.toString()}`;
}

/** Every scope the app asked for was granted (a merchant's app may have been given fewer). */
export function scopesGranted(granted: string): boolean {
  const have = new Set(granted.split(',').map((s) => s.trim()));
  // A write scope implies its read scope (Shopify lists only the write one).
  for (const scope of have) if (scope.startsWith('write_')) have.add(`read_${scope.slice(6)}`);
  return SHOPIFY_SCOPES.split(',').every((s) => have.has(s));
}

/** POST {shop}/admin/oauth/access_token: the offline access token of the shop. */
export async function exchangeCode(
  http: CarrierHttp,
  input: { baseUrl: string; clientId: string; clientSecret: string; code: string },
): Promise<{ accessToken: string; scope: string }> {
  let res: Awaited<ReturnType<CarrierHttp['request']>>;
  try {
    res = await http.request({
      method: 'POST',
      url: `${input.baseUrl}/admin/oauth/access_token`,
      body: { client_id: input.clientId, client_secret: input.clientSecret, code: input.code },
      // A code is single use: a second try after a lost answer would be refused anyway.
      safeToRetry: false,
      operation: 'shopify.token',
    });
  } catch (error) {
    if (error instanceof CarrierError) throw new StoreError('store.unreachable', error.message);
    throw error;
  }
  if (res.status !== 200) throw new StoreError('store.refused', `token exchange: HTTP ${res.status}`);
  let body: { access_token?: unknown; scope?: unknown };
  try {
    body = res.json<{ access_token?: unknown; scope?: unknown }>() ?? {};
  } catch {
    // Not JSON (a proxy's page, say): the connect ends on /authDeclined with this reason, never a 500.
    throw new StoreError('store.bad_response', `token exchange: not JSON: ${res.text.slice(0, 200)}`);
  }
  if (typeof body.access_token !== 'string' || !body.access_token)
    throw new StoreError('store.bad_response', 'token exchange: no access_token');
  return { accessToken: body.access_token, scope: typeof body.scope === 'string' ? body.scope : '' };
}
