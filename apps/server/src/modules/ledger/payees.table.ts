import { boolean, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.ts';

/** The payee of each offline payment method (shared PAYMENT_METHODS), shown to customers on Add funds. */
export const rechargePayees = pgTable('recharge_payees', {
  method: text('method').primaryKey(),
  recipient: text('recipient').notNull(),
  account: text('account').notNull(),
  bank: text('bank').notNull().default(''),
  notes: text('notes').notNull().default(''),
  enabled: boolean('enabled').notNull().default(true),
  updatedBy: uuid('updated_by').references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type RechargePayeeRow = typeof rechargePayees.$inferSelect;
