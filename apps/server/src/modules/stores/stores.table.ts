import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders } from '../orders/orders.table.ts';
import { users } from '../users/users.table.ts';

/**
 * A customer's online-store connections (issue 16). `platform` names the adapter (stores.registry.ts);
 * `account` is what identifies the store on its platform (Shopify: the shop's myshopify domain; Woo: the
 * site address) and `base_url` where its API is. Credentials (access token, consumer key/secret) are
 * sealed like carrier credentials (carriers/credentials.ts encryptSecretText over a JSON object); null while
 * a connect flow is pending and after a disconnect. One row per user, platform and account: reconnecting
 * reuses it, so the store's imported orders keep their link.
 */
export const stores = pgTable(
  'stores',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** shopify, woocommerce (StorePlatform) */
    platform: text('platform').notNull(),
    name: text('name').notNull(),
    account: text('account').notNull(),
    baseUrl: text('base_url').notNull(),
    credentialsCipher: text('credentials_cipher'),
    /** pending, connected, error, disconnected (StoreStatus) */
    status: text('status').notNull().default('pending'),
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
    /** The last sync's or push's failure ('' none), shown on the store list. */
    lastError: text('last_error').notNull().default(''),
    /** Orders created before this were already pulled (the next pull asks from here, with an overlap). */
    syncedUntil: timestamp('synced_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stores_user_platform_account').on(t.userId, t.platform, t.account),
    index('stores_user').on(t.userId, t.createdAt),
  ],
);

/**
 * A connect flow in progress (OAuth `state`, or Woo's wc-auth `user_id`): a random nonce, stored hashed,
 * single use (`used_at`), expiring. A callback whose state is unknown, used or expired changes nothing.
 * `browser_hash` binds the flow to the browser that started it (stores.connect-cookie.ts): the callback
 * the browser brings must carry the cookie set then, so a link started by someone else is refused.
 */
export const storeConnectStates = pgTable('store_connect_states', {
  /** SHA-256 hex of the nonce sent to the platform. */
  stateHash: text('state_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id),
  platform: text('platform').notNull(),
  name: text('name').notNull(),
  account: text('account').notNull(),
  /** SHA-256 hex of the nonce in the starting browser's cookie ('' for flows from before the binding). */
  browserHash: text('browser_hash').notNull().default(''),
  /**
   * Keys a platform posted server to server (WooCommerce), sealed like store credentials, parked until
   * the starting browser returns with its cookie; wiped when the state is taken or expires.
   */
  pendingCredentialsCipher: text('pending_credentials_cipher'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Each store order imported, keyed by (store, store order id): the UNIQUE index is what makes a second
 * sync (or two workers at once) never create a second draft. After a label is bought for the draft the
 * `store.fulfill` job pushes its tracking back; `tracking_pushed_at` set means done, never pushed again.
 */
export const storeOrders = pgTable(
  'store_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id),
    storeOrderId: text('store_order_id').notNull(),
    /** The store's name of the order ("#1001"). */
    storeOrderName: text('store_order_name').notNull().default(''),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    /** What the adapter needs to push tracking (StoreOrder.fulfillmentRef). */
    fulfillmentRef: jsonb('fulfillment_ref').$type<Record<string, unknown>>().notNull().default({}),
    trackingNumber: text('tracking_number'),
    trackingPushedAt: timestamp('tracking_pushed_at', { withTimezone: true }),
    trackingAttempts: integer('tracking_attempts').notNull().default(0),
    /** When the next push may be tried (backoff after a failure); null: as soon as a label exists. */
    trackingNextAt: timestamp('tracking_next_at', { withTimezone: true }),
    trackingLastError: text('tracking_last_error').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('store_orders_store_order').on(t.storeId, t.storeOrderId),
    uniqueIndex('store_orders_order').on(t.orderId),
    index('store_orders_unpushed').on(t.storeId).where(sql`tracking_pushed_at is null`),
  ],
);

export type StoreRow = typeof stores.$inferSelect;
export type StoreOrderRow = typeof storeOrders.$inferSelect;
