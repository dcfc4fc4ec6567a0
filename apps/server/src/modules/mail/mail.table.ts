import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Outgoing e-mail (issue 13). Features call enqueueMail(); the sender job takes due rows, sends them
 * through SMTP (SMTP_URL) or writes them to the log, and keeps each row with its outcome so the back
 * office can read what went out (GET /admin/mail/outbox).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased recipient address. */
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull().default(''),
    /** Which message this is (e.g. `registration.code`), for the outbox view and statistics. */
    templateKey: text('template_key').notNull(),
    /** The language it was written in (en-US / zh-CN). */
    locale: text('locale').notNull(),
    /** shared MAIL_STATUSES: queued (waiting or retrying), sent, failed (gave up). */
    status: text('status').notNull().default('queued'),
    /** 'smtp' or 'log' once sent; null before. */
    transport: text('transport'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When the sender may take it (now, or later after a failure: backoff); null once ended. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** A sender holds the row until then, so two instances never send one mail twice at once. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_due').on(t.status, t.nextAttemptAt),
    index('mail_outbox_to').on(t.to),
    index('mail_outbox_created').on(t.createdAt),
  ],
);

export type MailRow = typeof mailOutbox.$inferSelect;
