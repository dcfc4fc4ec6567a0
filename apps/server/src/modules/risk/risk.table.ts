import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders } from '../orders/orders.table.ts';
import { users } from '../users/users.table.ts';
import type { RiskReason } from './risk-rules.ts';

/**
 * The avoid-high-risk list (/maintenance/avoidHighRisk): customers whose orders skip every risk rule.
 * Deleting a user drops its entry; deleting the administrator who added it keeps the entry.
 */
export const riskExemptions = pgTable(
  'risk_exemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('risk_exemptions_user_unique').on(t.userId),
    index('risk_exemptions_at').on(t.createdAt),
  ],
);

/**
 * Why a risk rule sent an order to order review (one row per order, replaced when it is placed again):
 * the reviewer reads it in their own language; the customer's order itself carries no trace of it.
 */
export const riskHolds = pgTable('risk_holds', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  userId: uuid('user_id').notNull(),
  /** Every rule that fired, with the figures it compared (the message's parameters). */
  reasons: jsonb('reasons').$type<RiskReason[]>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export type RiskExemptionRow = typeof riskExemptions.$inferSelect;
