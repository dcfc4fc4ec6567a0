import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.table.ts';

/**
 * Sign-up codes sent by e-mail (POST /user/code/send). Only a salted SHA-256 of the code is kept; a code
 * is single-use, lives EMAIL_CODE_TTL_MINUTES and dies after a few wrong guesses.
 */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased address the code was sent to. */
    email: text('email').notNull(),
    /** What the code is for ('register'), so a later use (e.g. password reset) cannot reuse it. */
    purpose: text('purpose').notNull(),
    /** `salt$sha256(salt:code)`, base64url. */
    codeHash: text('code_hash').notNull(),
    /** Wrong codes tried against this one. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('email_codes_email').on(t.email, t.purpose, t.createdAt)],
);

/**
 * What a self-registered customer gave besides the profile fields of `users` (spec section 3,
 * registration): WeChat ID, the name as two parts, both consents and where the sign-up came from.
 */
export const registrations = pgTable('registrations', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  wechatId: text('wechat_id').notNull().default(''),
  /** The seller's invitation code given at sign-up ('' for none). */
  invitationCode: text('invitation_code').notNull().default(''),
  smsConsent: boolean('sms_consent').notNull(),
  /** When the privacy terms were accepted (they must be, to register). */
  privacyAcceptedAt: timestamp('privacy_accepted_at', { withTimezone: true }).notNull(),
  ip: text('ip').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export type EmailCodeRow = typeof emailCodes.$inferSelect;
