import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What the built-in carriers remember between calls, as a remote carrier does on its side: the label
 * created for an idempotency key, so a retried or recovered placement gets the same label, never a second.
 */
export const carrierMemory = pgTable('carrier_memory', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
