import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { roles } from '../rbac/rbac.table.ts';
import { users } from '../users/users.table.ts';

/** Opaque bearer sessions: only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Set when an administrator or staff member opened this session on the user's behalf. */
    impersonatorId: uuid('impersonator_id').references(() => users.id, { onDelete: 'cascade' }),
    /**
     * "Switch roles": when set, this session acts with this one role's codes only (null: every role the
     * user holds). A deleted role falls back to every role.
     */
    activeRoleId: uuid('active_role_id').references(() => roles.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Set once when the session is rotated; the old token then only lives for a short grace period. */
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [index('sessions_user_id').on(t.userId)],
);

/** Single-use tokens (impersonation, later e-mail codes), stored hashed like sessions. */
export const oneTimeTokens = pgTable('one_time_tokens', {
  id: uuid('id').primaryKey().defaultRandom(),
  tokenHash: text('token_hash').notNull().unique(),
  purpose: text('purpose').notNull(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** Fixed-window counters shared by every server instance (e.g. `login:ip:1.2.3.4`). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

/**
 * Failed sign-ins counted per key, shared by every instance: `acct:<userId>` (the account, all addresses)
 * and `pair:<userId>:<ip>` (the account from one client address). A key that reaches its limit in its
 * window is locked until `lockedUntil`.
 */
export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/** Nonces of encrypted payloads (sign-in, password change) already opened: a replay is refused. */
export const usedNonces = pgTable(
  'used_nonces',
  {
    nonce: text('nonce').primaryKey(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('used_nonces_used_at').on(t.usedAt)],
);

/** Key material generated once and shared by every instance (e.g. the login RSA key pair). */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  privatePem: text('private_pem').notNull(),
  publicPem: text('public_pem').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type SessionRow = typeof sessions.$inferSelect;
