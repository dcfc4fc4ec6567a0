import { z } from 'zod';

/** Online stores (issue 16): the platforms a customer can connect, each with its adapter on the server. */
export const STORE_PLATFORMS = ['shopify', 'woocommerce'] as const;
export type StorePlatform = (typeof STORE_PLATFORMS)[number];

/** pending (connect flow started), connected, error (last sync or push failed; still retried), disconnected. */
export const STORE_STATUSES = ['pending', 'connected', 'error', 'disconnected'] as const;
export type StoreStatus = (typeof STORE_STATUSES)[number];

/**
 * The store list's sort options (spec section 9: none, left, right, index): none = newest first,
 * left = by store name, right = by account, index = in the order the stores were added.
 */
export const STORE_SORTS = ['none', 'left', 'right', 'index'] as const;
export type StoreSort = (typeof STORE_SORTS)[number];
/** The store list's font sizes (spec section 9). */
export const STORE_FONT_SIZES = ['mini', 'small', 'medium', 'large'] as const;
export type StoreFontSize = (typeof STORE_FONT_SIZES)[number];

export const storeListQuerySchema = z.object({ sort: z.enum(STORE_SORTS).default('none') });
export type StoreListQuery = z.infer<typeof storeListQuerySchema>;

export const storeIdParamsSchema = z.object({ id: z.uuid({ error: 'stores.invalid_id' }) });

/** A store as the list shows it (spec: store name, type, account) with its sync state. Never credentials. */
export const storeViewSchema = z.object({
  id: z.uuid(),
  platform: z.enum(STORE_PLATFORMS),
  name: z.string(),
  account: z.string(),
  status: z.enum(STORE_STATUSES),
  lastSyncAt: z.string().nullable(),
  lastError: z.string(),
  createdAt: z.string(),
  /** Store orders imported as drafts, and those whose tracking reached the store. */
  importedOrders: z.number().int(),
  trackingPushed: z.number().int(),
});
export type StoreView = z.infer<typeof storeViewSchema>;

/** Spec section 5: a store connection requires type, name and account. */
export const storeNameSchema = z
  .string({ error: 'stores.name_required' })
  .trim()
  .min(1, 'stores.name_required')
  .max(60, 'stores.name_too_long');

/** A Shopify shop: "my-shop" or "my-shop.myshopify.com" (the server checks the domain). */
export const shopifyConnectSchema = z.object({
  name: storeNameSchema,
  shop: z
    .string({ error: 'stores.account_required' })
    .trim()
    .toLowerCase()
    .min(1, 'stores.account_required')
    .max(255, 'stores.account_invalid'),
});
export type ShopifyConnectInput = z.infer<typeof shopifyConnectSchema>;

/** Where the browser goes next to approve the connection on the platform. */
export const storeConnectAnswerSchema = z.object({ authorizeUrl: z.string() });

/** A sync asked for: the job that runs it (GET /app/jobs/:id shows its progress and result). */
export const storeSyncAnswerSchema = z.object({ jobId: z.uuid() });
