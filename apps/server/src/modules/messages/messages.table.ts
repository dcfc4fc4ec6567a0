import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { roles } from '../rbac/rbac.table.ts';
import { users } from '../users/users.table.ts';

/**
 * A system message (issue 14, DESIGN 13): published in the back office (title/subTitle/sanitised HTML
 * content) or raised by another module's event through notify() (titleKey/contentKey/params, rendered in
 * the reader's language when listed). The audience is kept as written; the recipients table holds who
 * received it, resolved when the message is due (publishAt), with a read state per recipient.
 */
export const sysMessages = pgTable(
  'sys_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** message | notice | todo (shared SYS_MESSAGE_TYPES). */
    type: text('type').notNull(),
    /** admin (published in msgConfig) | event (notify()). */
    source: text('source').notNull(),
    title: text('title').notNull().default(''),
    subTitle: text('sub_title').notNull().default(''),
    /** Sanitised HTML for admin messages, empty for events. */
    content: text('content').notNull().default(''),
    titleKey: text('title_key'),
    contentKey: text('content_key'),
    params: jsonb('params').$type<Record<string, string>>(),
    link: text('link'),
    /** Spec section 3: 0, 1 or 3 on notices and todos; null on plain messages. */
    messageType: smallint('message_type'),
    /** all | customers | role | users. */
    audience: text('audience').notNull(),
    audienceRoleId: uuid('audience_role_id').references(() => roles.id, { onDelete: 'set null' }),
    /** The chosen users of audience "users", kept so the back-office list can say who. */
    audienceUserIds: jsonb('audience_user_ids').$type<string[]>(),
    publishAt: timestamp('publish_at', { withTimezone: true }).notNull(),
    /** Set once the recipients rows exist; a scheduled message waits with null until it is due. */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sys_messages_due').on(t.publishAt).where(sql`${t.resolvedAt} is null`),
    index('sys_messages_created').on(t.createdAt),
  ],
);

/** Who received a message, and whether that person has read it (spec section 4: status 0 -> 1). */
export const sysMessageRecipients = pgTable(
  'sys_message_recipients',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => sysMessages.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.userId] }),
    index('sys_message_recipients_user').on(t.userId, t.deliveredAt),
  ],
);

export type SysMessageRow = typeof sysMessages.$inferSelect;
export type SysMessageRecipientRow = typeof sysMessageRecipients.$inferSelect;
