import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Everyone who signs in: back office (admin, staff, seller) and customers (customer, proxy, warehouse). */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased; it is also the username. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** One of shared USER_KINDS. */
    kind: text('kind').notNull(),
    /** shared USER_STATUS: 0 inactive, 1 active, 2 disabled. */
    status: smallint('status').notNull().default(0),
    nickName: text('nick_name').notNull().default(''),
    realName: text('real_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    company: text('company').notNull().default(''),
    avatar: text('avatar').notNull().default(''),
    job: text('job').notNull().default(''),
    organization: text('organization').notNull().default(''),
    location: text('location').notNull().default(''),
    introduction: text('introduction').notNull().default(''),
    personalWebsite: text('personal_website').notNull().default(''),
    invitationCode: text('invitation_code').notNull().default(''),
    certification: integer('certification').notNull().default(0),
    memberType: integer('member_type').notNull().default(-1),
    /** Sub-accounts of a proxy user point at the proxy. */
    parentId: uuid('parent_id').references((): AnyPgColumn => users.id),
    /** The seller (sales representative, kind seller) who owns this customer; statistics group by it. */
    sellerId: uuid('seller_id').references((): AnyPgColumn => users.id),
    /**
     * Soft delete: the row stays so ledger entries, orders and audit rows keep their user; a deleted
     * account is disabled and hidden from every list.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    // A seller's invitation code ties a new sign-up to that seller, so two sellers never share one.
    uniqueIndex('users_invitation_code_unique').on(t.invitationCode).where(sql`${t.invitationCode} <> ''`),
    index('users_seller').on(t.sellerId),
  ],
);

export type UserRow = typeof users.$inferSelect;
