import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { blobs } from '../files/blobs.table.ts';
import { users } from '../users/users.table.ts';

/** Work orders (support tickets, issue 14): a customer's question and the back office's handling of it. */
export const tickets = pgTable(
  'tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Human-readable: WO + business day (YYYYMMDD) + 4-digit sequence of that day, e.g. WO202611240007. */
    number: text('number').notNull(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id),
    /** One of shared TICKET_TYPES. */
    type: text('type').notNull(),
    subject: text('subject').notNull(),
    description: text('description').notNull().default(''),
    /** The customer's language when they last wrote: e-mails to them are written in it. */
    locale: text('locale').notNull().default('en-US'),
    /** One of shared TICKET_STATUSES. */
    status: text('status').notNull().default('processing'),
    /** The staff member handling it; null while unassigned (then every holder of adminQuestionList is told). */
    assigneeId: uuid('assignee_id').references(() => users.id),
    /** Linked orders, the customer's own (checked on opening), with their numbers as they were then. */
    orders: jsonb('orders').$type<{ id: string; orderNo: string }[]>().notNull().default([]),
    /** The start of the latest public message (internal notes never change these three). */
    latestReply: text('latest_reply').notNull().default(''),
    lastReplyAt: timestamp('last_reply_at', { withTimezone: true }).notNull(),
    /** shared TICKET_SIDES: whose word was last, for the "unanswered for more than N hours" queue filter. */
    lastReplySide: text('last_reply_side').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('tickets_number_unique').on(t.number),
    index('tickets_customer').on(t.customerId, t.createdAt),
    index('tickets_queue').on(t.status, t.lastReplySide, t.lastReplyAt),
  ],
);

/** The thread of a ticket: customer and staff messages, and staff's internal notes. */
export const ticketReplies = pgTable(
  'ticket_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id),
    /** shared TICKET_SIDES. */
    side: text('side').notNull(),
    /** Plain text; the web shows it as text, never as HTML. */
    body: text('body').notNull(),
    /** A staff note the customer never sees (no customer route reads it). */
    internal: boolean('internal').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('ticket_replies_ticket').on(t.ticketId, t.createdAt)],
);

/** Files of a ticket (blob kind 'ticket'): on the opening (replyId null) or on one reply. */
export const ticketAttachments = pgTable(
  'ticket_attachments',
  {
    blobId: uuid('blob_id')
      .primaryKey()
      .references(() => blobs.id),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id),
    replyId: uuid('reply_id').references(() => ticketReplies.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('ticket_attachments_ticket').on(t.ticketId)],
);

export type TicketRow = typeof tickets.$inferSelect;
export type TicketReplyRow = typeof ticketReplies.$inferSelect;
