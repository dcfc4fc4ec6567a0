import type {
  AdminTicketDetail,
  AdminTicketSummary,
  TicketAttachment,
  TicketDetail,
  TicketReplyItem,
  TicketSide,
  TicketStatus,
  TicketSummary,
  TicketType,
} from '@shiplabel/shared';
import type { Database } from '../../db/client.ts';
import { attachmentsOf, repliesOf, type TicketListRow } from './tickets.repository.ts';
import type { TicketRow } from './tickets.table.ts';

/** What a customer sees of a ticket: nothing about staff assignment. */
export function toSummary(row: TicketRow): TicketSummary {
  return {
    id: row.id,
    number: row.number,
    type: row.type as TicketType,
    subject: row.subject,
    status: row.status as TicketStatus,
    latestReply: row.latestReply,
    lastReplyAt: row.lastReplyAt.toISOString(),
    lastReplySide: row.lastReplySide as TicketSide,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toAdminSummary(row: TicketListRow): AdminTicketSummary {
  return {
    ...toSummary(row),
    customerId: row.customerId,
    customerEmail: row.customerEmail,
    assigneeId: row.assigneeId,
    assigneeName: row.assigneeName ?? '',
  };
}

/**
 * The thread and files of a ticket. `withInternal` false (every customer route) leaves staff notes and
 * their files out in the queries themselves, so no customer answer can carry them.
 */
async function threadOf(db: Database, row: TicketRow, withInternal: boolean) {
  const [replies, files] = await Promise.all([
    repliesOf(db, row.id, withInternal),
    attachmentsOf(db, row.id, withInternal),
  ]);
  const fileOf = ({ id, filename, mimeType, size }: (typeof files)[number]): TicketAttachment => ({
    id,
    filename,
    mimeType,
    size,
  });
  return {
    description: row.description,
    orders: row.orders,
    attachments: files.filter((f) => f.replyId === null).map(fileOf),
    replies: replies.map(
      ({ reply, authorNick, authorEmail }): TicketReplyItem => ({
        id: reply.id,
        side: reply.side as TicketSide,
        // A customer sees a staff member's nickname only, never their e-mail ('' reads as "Support").
        authorName: withInternal || reply.side === 'customer' ? authorNick || authorEmail : authorNick,
        content: reply.body,
        internal: reply.internal,
        createdAt: reply.createdAt.toISOString(),
        attachments: files.filter((f) => f.replyId === reply.id).map(fileOf),
      }),
    ),
  };
}

export async function toDetail(db: Database, row: TicketRow): Promise<TicketDetail> {
  return { ...toSummary(row), ...(await threadOf(db, row, false)) };
}

export async function toAdminDetail(db: Database, row: TicketListRow): Promise<AdminTicketDetail> {
  return { ...toAdminSummary(row), ...(await threadOf(db, row, true)) };
}
