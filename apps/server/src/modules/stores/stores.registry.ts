import { shopifyAdapter } from './shopify/shopify.adapter.ts';
import type { StoreAdapter, StorePlatform } from './store-adapter.ts';
import { woocommerceAdapter } from './woocommerce/woocommerce.adapter.ts';

/**
 * Platform -> adapter. Each platform adds its line here; the sync, the fulfil job and the store routes
 * find adapters only through storeAdapter(), so they never name a platform.
 */
const STORE_ADAPTERS: Partial<Record<StorePlatform, StoreAdapter>> = {
  shopify: shopifyAdapter,
  woocommerce: woocommerceAdapter,
};

export function storeAdapter(platform: string): StoreAdapter | null {
  return STORE_ADAPTERS[platform as StorePlatform] ?? null;
}

export const registeredStorePlatforms = () => Object.keys(STORE_ADAPTERS) as StorePlatform[];
