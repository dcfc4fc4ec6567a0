import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.ts';

/** A user's saved addresses (spec: address book entry). Each user sees only their own. */
export const addressBookEntries = pgTable(
  'address_book_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    personName: text('person_name').notNull(),
    company: text('company').notNull().default(''),
    phone: text('phone').notNull(),
    email: text('email').notNull().default(''),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2').notNull().default(''),
    city: text('city').notNull().default(''),
    stateCode: text('state_code').notNull().default(''),
    zipCode: text('zip_code').notNull(),
    countryCode: text('country_code').notNull().default('US'),
    isResidential: boolean('is_residential').notNull().default(false),
    /** True only when the stored address passed validation as stored; recomputed on every save. */
    isValid: boolean('is_valid').notNull().default(false),
    isDefaultSender: boolean('is_default_sender').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('address_book_user_created').on(t.userId, t.createdAt),
    // At most one default sender per user, also under concurrent saves.
    uniqueIndex('address_book_one_default_sender').on(t.userId).where(sql`${t.isDefaultSender}`),
  ],
);

export type AddressBookRow = typeof addressBookEntries.$inferSelect;
