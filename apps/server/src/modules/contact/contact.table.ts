import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { mailOutbox } from '../mail/mail.table.ts';
import { tickets } from '../tickets/tickets.table.ts';
import { users } from '../users/users.table.ts';

/**
 * Messages sent with the /contactUs form (issue 14), kept whatever became of them: an e-mail to the
 * company contact address (anonymous senders) or a work order (signed-in customers).
 */
export const contactRequests = pgTable(
  'contact_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Lower-cased address the sender gave (the reply goes there). */
    email: text('email').notNull(),
    company: text('company').notNull().default(''),
    /** shared CONTACT_TOPICS. */
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    locale: text('locale').notNull(),
    /** The client address it came from (rate limits and abuse reports). */
    ip: text('ip').notNull(),
    /** The signed-in customer who sent it, if any. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    ticketId: uuid('ticket_id').references(() => tickets.id, { onDelete: 'set null' }),
    mailId: uuid('mail_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('contact_requests_created').on(t.createdAt), index('contact_requests_email').on(t.email)],
);
