import type {
  AdminTicketDetail,
  AdminTicketListQuery,
  AdminTicketSummary,
  Page,
  TicketAssignee,
} from '@shiplabel/shared';
import type { AppDeps } from '../../lib/deps.ts';
import { pageOffset, toPage } from '../../lib/pagination.ts';
import { assigneeInvalid, ticketClosed, ticketNotFound } from './tickets.errors.ts';
import { STAFF_CODE, tellCustomerSide } from './tickets.notify.ts';
import {
  findTicket,
  holdersOfCode,
  insertReply,
  listTickets,
  lockTicket,
  updateTicket,
} from './tickets.repository.ts';
import { toAdminDetail, toAdminSummary } from './tickets.serialize.ts';
import { attachUploads, checkUploads, excerpt, moveTicket } from './tickets.usecases.ts';

const HOUR_MS = 3_600_000;

/** The back office's queue: every customer's tickets, filtered; latest activity first. */
export async function ticketQueuePage(
  deps: AppDeps & { query: AdminTicketListQuery },
): Promise<Page<AdminTicketSummary>> {
  const { query } = deps;
  const { rows, total } = await listTickets(
    deps.db,
    {
      status: query.status,
      type: query.type,
      keyword: query.keyword || undefined,
      customer: query.customer || undefined,
      assigneeId: query.assigneeId,
      unansweredSince:
        query.unansweredHours === undefined
          ? undefined
          : new Date(deps.clock().getTime() - query.unansweredHours * HOUR_MS),
    },
    { limit: query.pageSize, offset: pageOffset(query) },
  );
  return toPage(rows.map(toAdminSummary), total, query);
}

async function adminDetail(deps: AppDeps, id: string): Promise<AdminTicketDetail> {
  const row = await findTicket(deps.db, id);
  if (!row) throw ticketNotFound();
  return toAdminDetail(deps.db, row);
}

/** Any ticket with its whole thread, internal notes included. */
export const ticketForStaff = (deps: AppDeps & { id: string }) => adminDetail(deps, deps.id);

/** Who a ticket may be assigned to: active users holding the queue's resource. */
export async function ticketAssignees(deps: AppDeps): Promise<TicketAssignee[]> {
  return holdersOfCode(deps.db, STAFF_CODE);
}

/** Assigns (or with null unassigns) a ticket; only to someone who works the queue. */
export async function assignTicket(
  deps: AppDeps & { id: string; assigneeId: string | null },
): Promise<AdminTicketDetail> {
  if (deps.assigneeId) {
    const holders = await holdersOfCode(deps.db, STAFF_CODE);
    if (!holders.some((h) => h.id === deps.assigneeId)) throw assigneeInvalid();
  }
  await deps.db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, deps.id);
    if (!ticket) throw ticketNotFound();
    await updateTicket(tx, ticket.id, { assigneeId: deps.assigneeId, updatedAt: deps.clock() });
  });
  return adminDetail(deps, deps.id);
}

/**
 * A staff reply (the customer is told and mailed after the commit) or an internal note (nobody outside
 * is told; it leaves the latest-reply columns alone, so the ticket still reads as unanswered).
 */
export async function replyAsStaff(
  deps: AppDeps & {
    id: string;
    authorId: string;
    content: string;
    internal: boolean;
    attachmentIds: string[];
  },
): Promise<AdminTicketDetail> {
  const row = await deps.db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, deps.id);
    if (!ticket) throw ticketNotFound();
    if (!deps.internal && ticket.status !== 'processing') throw ticketClosed();
    const blobIds = await checkUploads(tx, deps.authorId, deps.attachmentIds);
    const now = deps.clock();
    const reply = await insertReply(tx, {
      ticketId: ticket.id,
      authorId: deps.authorId,
      side: 'staff',
      body: deps.content,
      internal: deps.internal,
      createdAt: now,
    });
    await attachUploads(tx, { ticketId: ticket.id, replyId: reply.id, blobIds, now });
    if (deps.internal) return updateTicket(tx, ticket.id, { updatedAt: now });
    return updateTicket(tx, ticket.id, {
      latestReply: excerpt(deps.content),
      lastReplyAt: now,
      lastReplySide: 'staff',
      // Whoever answers an unassigned ticket takes it, so the customer's next reply reaches them.
      assigneeId: ticket.assigneeId ?? deps.authorId,
      updatedAt: now,
    });
  });
  if (!deps.internal) await tellCustomerSide(deps, row, deps.content);
  return adminDetail(deps, row.id);
}

export async function closeTicketAsStaff(deps: AppDeps & { id: string }): Promise<AdminTicketDetail> {
  await moveTicket({ ...deps, move: 'close' });
  return adminDetail(deps, deps.id);
}
