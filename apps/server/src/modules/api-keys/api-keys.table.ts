import { doublePrecision, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.ts';

/**
 * Customer API keys (issue 16): only the SHA-256 of the whole key is stored; `prefix` (`sl_test_` or
 * `sl_live_` + a short public id) and `last4` let the owner recognise a key without it being readable.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** 'test' | 'live' */
    mode: text('mode').notNull(),
    /** Subset of API_KEY_SCOPES (rates, orders_labels, tracking, addresses). */
    scopes: text('scopes').array().notNull(),
    prefix: text('prefix').notNull(),
    secretHash: text('secret_hash').notNull().unique(),
    last4: text('last4').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Written at most once a minute per key (not a write per request). */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('api_keys_user').on(t.userId, t.createdAt)],
);

export type ApiKeyRow = typeof apiKeys.$inferSelect;

/**
 * Per-key token buckets (the rate limit): in the database so every instance shares them (DESIGN 2).
 * One row per key, updated by one atomic statement per request.
 */
export const apiKeyBuckets = pgTable('api_key_buckets', {
  keyId: uuid('key_id')
    .primaryKey()
    .references(() => apiKeys.id, { onDelete: 'cascade' }),
  tokens: doublePrecision('tokens').notNull(),
  refilledAt: timestamp('refilled_at', { withTimezone: true }).notNull(),
});
