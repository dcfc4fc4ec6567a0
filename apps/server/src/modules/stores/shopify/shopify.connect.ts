import type { AppDeps } from '../../../lib/deps.ts';
import { createCarrierHttp } from '../../carriers/http/carrier-http.ts';
import { StoreError } from '../store-adapter.ts';
import { beginConnect, checkConnectBrowser, saveConnectedStore, takeConnect } from '../stores.connect.ts';
import { accountInvalid, connectFailed, platformNotConfigured, signatureInvalid } from '../stores.errors.ts';
import { guardStoreHttp, storeLookup } from '../stores.outbound.ts';
import {
  authorizeUrl,
  exchangeCode,
  normalizeShop,
  scopesGranted,
  shopifyHmacValid,
  timestampFresh,
} from './shopify.oauth.ts';
import { shopBaseUrl, shopifyConfigured, shopifySettings } from './shopify.settings.ts';

/**
 * Starts connecting a shop: the URL of its approval page, carrying a single-use state, and the nonce the
 * route sets as the starting browser's cookie (stores.connect-cookie.ts).
 */
export async function startShopifyConnect(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  input: { userId: string; name: string; shop: string; redirectUri: string },
): Promise<{ authorizeUrl: string; browser: string }> {
  const settings = shopifySettings();
  if (!shopifyConfigured(settings)) throw platformNotConfigured();
  const shop = normalizeShop(input.shop);
  if (!shop) throw accountInvalid();
  const { state, browser } = await beginConnect(deps, {
    userId: input.userId,
    platform: 'shopify',
    name: input.name,
    account: shop,
  });
  return {
    browser,
    authorizeUrl: authorizeUrl({
      baseUrl: shopBaseUrl(settings, shop),
      clientId: settings.clientId,
      redirectUri: input.redirectUri,
      state,
    }),
  };
}

/** An install link from the Shopify admin: verified, then the merchant continues on /settings/sales. */
export function verifyShopifyInstall(query: Record<string, unknown>, now: Date): { shop: string } {
  const settings = shopifySettings();
  if (!shopifyConfigured(settings)) throw platformNotConfigured();
  if (!shopifyHmacValid(query, settings.clientSecret) || !timestampFresh(query, now))
    throw signatureInvalid();
  const shop = normalizeShop(String(query.shop ?? ''));
  if (!shop) throw accountInvalid();
  return { shop };
}

/**
 * Shopify's redirect after approval: the hmac verified first (a tampered query changes nothing), the shop
 * domain checked, the browser checked to be the one that started the flow (`browser`: its cookie's
 * nonce), the state taken once (a replayed callback is refused) and matched to the shop it was made for;
 * then the code is exchanged for the shop's token and the store saved.
 */
export async function finishShopifyConnect(
  deps: AppDeps,
  query: Record<string, unknown>,
  browser: string,
): Promise<{ name: string }> {
  const settings = shopifySettings();
  if (!shopifyConfigured(settings)) throw platformNotConfigured();
  if (!shopifyHmacValid(query, settings.clientSecret) || !timestampFresh(query, deps.clock()))
    throw signatureInvalid();
  const shop = normalizeShop(String(query.shop ?? ''));
  if (!shop) throw accountInvalid();
  const state = String(query.state ?? '');
  await checkConnectBrowser(deps, { state, platform: 'shopify', browser });
  const pending = await takeConnect(deps, { state, platform: 'shopify' });
  if (pending.account !== shop) throw accountInvalid();
  const code = String(query.code ?? '');
  if (!code) throw connectFailed();
  const baseUrl = shopBaseUrl(settings, shop);
  let token: { accessToken: string; scope: string };
  try {
    // Not in the API log: the store has no id yet, and the exchange carries the app's secret.
    const allowPrivate = deps.config.storesAllowPrivate;
    const http = guardStoreHttp(
      createCarrierHttp({
        db: null,
        carrierCode: 'store.shopify',
        channelId: `connect:${shop}`,
        lookup: storeLookup(allowPrivate),
      }),
      allowPrivate,
    );
    token = await exchangeCode(http, {
      baseUrl,
      clientId: settings.clientId,
      clientSecret: settings.clientSecret,
      code,
    });
  } catch (error) {
    if (error instanceof StoreError) throw connectFailed();
    throw error;
  }
  if (!scopesGranted(token.scope)) throw connectFailed();
  await saveConnectedStore(deps, {
    userId: pending.userId,
    platform: 'shopify',
    name: pending.name,
    account: shop,
    baseUrl,
    credentials: { accessToken: token.accessToken, scope: token.scope },
  });
  return { name: pending.name };
}
