import {
  type AnyPgColumn,
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
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_unique').on(t.email)],
);

export type UserRow = typeof users.$inferSelect;
