import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { addressBookEntries } from '../address-book/address-book.table.ts';
import { users } from './users.table.ts';

/**
 * The warehouse of an overseas-warehouse user (kind warehouse). Its address lives in the user's address
 * book as their default sender, so a new order starts from it like any other default sender.
 */
export const warehouseProfiles = pgTable(
  'warehouse_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id),
    name: text('name').notNull(),
    /** Upper-case, unique across warehouses (e.g. LAX01). */
    code: text('code').notNull(),
    addressEntryId: uuid('address_entry_id').references(() => addressBookEntries.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('warehouse_profiles_code_unique').on(t.code)],
);

export type WarehouseProfileRow = typeof warehouseProfiles.$inferSelect;
