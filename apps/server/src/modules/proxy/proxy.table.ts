import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders } from '../orders/orders.table.ts';
import { users } from '../users/users.table.ts';

/**
 * A proxy's markup on top of its own price, per currency: for one sub-account, or the default for all its
 * sub-accounts (sub_account_id null). Percent in basis points of the proxy's shipping price (half up to the
 * cent) plus a fixed amount per parcel (shared rating/proxy-markup.ts).
 */
export const proxyMarkups = pgTable(
  'proxy_markups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    proxyId: uuid('proxy_id')
      .notNull()
      .references(() => users.id),
    subAccountId: uuid('sub_account_id').references(() => users.id),
    currency: text('currency').notNull(),
    percentBp: integer('percent_bp').notNull().default(0),
    fixedMinor: bigint('fixed_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One row per proxy, sub-account (or default) and currency; the default row has no sub-account.
    uniqueIndex('proxy_markups_one')
      .on(t.proxyId, t.subAccountId, t.currency)
      .where(sql`${t.subAccountId} is not null`),
    uniqueIndex('proxy_markups_default').on(t.proxyId, t.currency).where(sql`${t.subAccountId} is null`),
  ],
);
export type ProxyMarkupRow = typeof proxyMarkups.$inferSelect;

/**
 * The commission of one placement of a sub-account's order, written when the order is placed (the prices
 * it was quoted with) and paid to the proxy when the label is bought. Keyed by the order's placement key,
 * so a retried capture never pays twice; a refunded order reverses it.
 * status: pending (placed, not captured), paid, reversed, reversal_due (the proxy's funds did not cover
 * the reversal yet).
 */
export const proxyCommissions = pgTable(
  'proxy_commissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    placementKey: text('placement_key').notNull(),
    proxyId: uuid('proxy_id')
      .notNull()
      .references(() => users.id),
    subAccountId: uuid('sub_account_id')
      .notNull()
      .references(() => users.id),
    currency: text('currency').notNull(),
    proxyPriceMinor: bigint('proxy_price_minor', { mode: 'bigint' }).notNull(),
    subPriceMinor: bigint('sub_price_minor', { mode: 'bigint' }).notNull(),
    commissionMinor: bigint('commission_minor', { mode: 'bigint' }).notNull(),
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('proxy_commissions_placement').on(t.placementKey),
    index('proxy_commissions_order').on(t.orderId),
    index('proxy_commissions_proxy').on(t.proxyId, t.status),
  ],
);
export type ProxyCommissionRow = typeof proxyCommissions.$inferSelect;
