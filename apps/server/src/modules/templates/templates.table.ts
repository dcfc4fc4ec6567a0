import { index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.ts';

/** Package templates (spec section 3): a customer's usual boxes, to fill parcel dimensions. */
export const packageTemplates = pgTable(
  'package_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    length: numeric('length', { mode: 'number' }).notNull(),
    width: numeric('width', { mode: 'number' }).notNull(),
    height: numeric('height', { mode: 'number' }).notNull(),
    weight: numeric('weight', { mode: 'number' }).notNull(),
    unit: text('unit').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('package_templates_user').on(t.userId, t.createdAt)],
);
