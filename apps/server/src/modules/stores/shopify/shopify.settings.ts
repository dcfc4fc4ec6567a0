/**
 * The Shopify app this server is (its client id and secret from the Partner Dashboard), read from the
 * environment: SHOPIFY_CLIENT_ID, SHOPIFY_CLIENT_SECRET. SHOPIFY_API_BASE_OVERRIDE sends every shop's
 * API calls to another address, "{shop}" replaced by the shop's domain (tests and the e2e fake store);
 * the shop domain itself is still checked to be *.myshopify.com.
 */
export interface ShopifySettings {
  clientId: string;
  clientSecret: string;
  apiBaseOverride: string;
}

let override: ShopifySettings | null = null;

/** Tests set the settings directly; null goes back to the environment. */
export function useShopifySettings(settings: ShopifySettings | null): void {
  override = settings;
}

export function shopifySettings(): ShopifySettings {
  if (override) return override;
  return {
    clientId: process.env.SHOPIFY_CLIENT_ID?.trim() ?? '',
    clientSecret: process.env.SHOPIFY_CLIENT_SECRET?.trim() ?? '',
    apiBaseOverride: process.env.SHOPIFY_API_BASE_OVERRIDE?.trim() ?? '',
  };
}

export const shopifyConfigured = (s: ShopifySettings) => Boolean(s.clientId && s.clientSecret);

/** Where a shop's Admin API is: https://{shop}, or the override with {shop} filled in. */
export function shopBaseUrl(s: ShopifySettings, shop: string): string {
  return s.apiBaseOverride
    ? s.apiBaseOverride.replaceAll('{shop}', shop).replace(/\/+$/, '')
    : `https://${shop}`;
}
