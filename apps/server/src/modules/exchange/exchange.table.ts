import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.ts';

/**
 * Exchange rates set by administrators (issue 13), one row per change: the rate in force for a direction
 * is its row with the latest `effective_from` not after now, and the older rows are its history.
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** One unit of `base` buys `rate` units of `quote` (shared CURRENCIES). */
    base: text('base').notNull(),
    quote: text('quote').notNull(),
    /** The rate in millionths (shared RATE_SCALE): 7.1234 is 7123400. */
    rateMicros: bigint('rate_micros', { mode: 'bigint' }).notNull(),
    effectiveFrom: timestamp('effective_from', { withTimezone: true }).notNull(),
    setBy: uuid('set_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('exchange_rates_pair').on(t.base, t.quote, t.effectiveFrom)],
);

export type ExchangeRateRow = typeof exchangeRates.$inferSelect;
