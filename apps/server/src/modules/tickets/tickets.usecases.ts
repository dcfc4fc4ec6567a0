import {
  type Locale,
  type Page,
  type TicketDetail,
  type TicketListQuery,
  type TicketSummary,
  type TicketType,
  ticketOpenSchema,
} from '@shiplabel/shared';
import type { Database } from '../../db/client.ts';
import { businessDay } from '../../lib/business-time.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { isUniqueViolation, validationFailed } from '../../lib/errors.ts';
import { pageOffset, toPage } from '../../lib/pagination.ts';
import {
  attachmentNotFound,
  orderNotFound,
  ticketAlreadyOpen,
  ticketClosed,
  ticketNotFound,
  ticketNotOpen,
} from './tickets.errors.ts';
import { tellStaffSide } from './tickets.notify.ts';
import {
  findTicket,
  freeUploadsOf,
  insertReply,
  insertTicket,
  lastNumberWithPrefix,
  linkAttachments,
  listTickets,
  lockTicket,
  ownOrders,
  updateTicket,
} from './tickets.repository.ts';
import { toDetail, toSummary } from './tickets.serialize.ts';
import type { TicketRow } from './tickets.table.ts';

/** How much of a message the list's "latest reply" column and the notifications show. */
export const excerpt = (text: string) => (text.length > 120 ? `${text.slice(0, 119)}…` : text);

/** Every id must be the uploader's own ticket upload not yet used; else nothing is written. */
export async function checkUploads(db: Database, ownerId: string, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  const free = await freeUploadsOf(db, ownerId, unique);
  if (free.length !== unique.length) throw attachmentNotFound();
  return unique;
}

/** Links checked uploads; one taken by a concurrent message meanwhile refuses the whole message. */
export async function attachUploads(
  db: Database,
  values: { ticketId: string; replyId: string | null; blobIds: string[]; now: Date },
) {
  if ((await linkAttachments(db, values)) !== values.blobIds.length) throw attachmentNotFound();
}

/** WO + the business day + a 4-digit sequence of that day (more than 9999 a day just grows longer). */
export async function nextNumber(db: Database, now: Date, timeZone: string) {
  const prefix = `WO${businessDay(now, timeZone).replace(/-/g, '')}`;
  const last = await lastNumberWithPrefix(db, prefix);
  const seq = last ? Number(last.slice(prefix.length)) + 1 : 1;
  return `${prefix}${String(seq).padStart(4, '0')}`;
}

export interface OpenTicketInput {
  customerId: string;
  type: TicketType;
  subject: string;
  description?: string;
  orderIds?: string[];
  attachmentBlobIds?: string[];
  /** The customer's language (e-mails to them use it); en-US when unknown. */
  locale?: Locale;
}

/**
 * Opens a work order for a customer (the contact form uses this too): linked orders must be the
 * customer's own, attachments the customer's unused uploads. Staff are told after the commit.
 */
export async function openTicket(deps: AppDeps, input: OpenTicketInput): Promise<TicketSummary> {
  const parsed = ticketOpenSchema.safeParse({
    type: input.type,
    subject: input.subject,
    description: input.description ?? '',
    orderIds: input.orderIds ?? [],
    attachmentIds: input.attachmentBlobIds ?? [],
  });
  // Callers other than our route (the contact form) get the same field errors as the route gives.
  if (!parsed.success)
    throw validationFailed(
      parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), key: issue.message })),
    );
  const valid = parsed.data;
  let row: TicketRow | undefined;
  // Two openings on one day may pick the same number: the unique index refuses one, which tries again.
  for (let attempt = 0; !row; attempt++) {
    try {
      row = await deps.db.transaction(async (tx) => {
        const orderIds = [...new Set(valid.orderIds)];
        const orders = await ownOrders(tx, input.customerId, orderIds);
        if (orders.length !== orderIds.length) throw orderNotFound();
        const blobIds = await checkUploads(tx, input.customerId, valid.attachmentIds);
        const now = deps.clock();
        const ticket = await insertTicket(tx, {
          number: await nextNumber(tx, now, deps.config.businessTz),
          customerId: input.customerId,
          type: valid.type,
          subject: valid.subject,
          description: valid.description,
          locale: input.locale ?? 'en-US',
          orders: orderIds.map((id) => orders.find((o) => o.id === id)!),
          latestReply: excerpt(valid.description || valid.subject),
          lastReplyAt: now,
          lastReplySide: 'customer',
          createdAt: now,
          updatedAt: now,
        });
        await attachUploads(tx, { ticketId: ticket.id, replyId: null, blobIds, now });
        return ticket;
      });
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 4) throw error;
    }
  }
  await tellStaffSide(deps, row, { event: 'opened' });
  return toSummary(row);
}

type Mine = AppDeps & { customerId: string };

/** The customer's tickets, latest activity first, filtered by status, type and keyword. */
export async function myTicketsPage(deps: Mine & { query: TicketListQuery }): Promise<Page<TicketSummary>> {
  const { query } = deps;
  const { rows, total } = await listTickets(
    deps.db,
    {
      customerId: deps.customerId,
      status: query.status,
      type: query.type,
      keyword: query.keyword || undefined,
    },
    { limit: query.pageSize, offset: pageOffset(query) },
  );
  return toPage(rows.map(toSummary), total, query);
}

/** One of the customer's tickets with its thread, without staff's internal notes. */
export async function myTicket(deps: Mine & { id: string }): Promise<TicketDetail> {
  const row = await findTicket(deps.db, deps.id, deps.customerId);
  if (!row) throw ticketNotFound();
  return toDetail(deps.db, row);
}

/** The customer answers in the thread; a closed or cancelled ticket must be reopened first. */
export async function replyAsCustomer(
  deps: Mine & { id: string; content: string; attachmentIds: string[]; locale: Locale },
): Promise<TicketDetail> {
  const row = await deps.db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, deps.id, deps.customerId);
    if (!ticket) throw ticketNotFound();
    if (ticket.status !== 'processing') throw ticketClosed();
    const blobIds = await checkUploads(tx, deps.customerId, deps.attachmentIds);
    const now = deps.clock();
    const reply = await insertReply(tx, {
      ticketId: ticket.id,
      authorId: deps.customerId,
      side: 'customer',
      body: deps.content,
      createdAt: now,
    });
    await attachUploads(tx, { ticketId: ticket.id, replyId: reply.id, blobIds, now });
    return updateTicket(tx, ticket.id, {
      latestReply: excerpt(deps.content),
      lastReplyAt: now,
      lastReplySide: 'customer',
      locale: deps.locale,
      updatedAt: now,
    });
  });
  await tellStaffSide(deps, row, { event: 'replied', content: deps.content });
  return toDetail(deps.db, row);
}

const MOVES = {
  close: { from: ['processing'], to: 'closed', refuse: ticketNotOpen },
  cancel: { from: ['processing'], to: 'cancelled', refuse: ticketNotOpen },
  reopen: { from: ['closed', 'cancelled'], to: 'processing', refuse: ticketAlreadyOpen },
} as const;
export type TicketMove = keyof typeof MOVES;

/** Status moves of spec section 4 (close, cancel, reopen); `customerId` limits it to the customer's own. */
export async function moveTicket(
  deps: AppDeps & { id: string; move: TicketMove; customerId?: string },
): Promise<TicketRow> {
  const rule = MOVES[deps.move];
  return deps.db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, deps.id, deps.customerId);
    if (!ticket) throw ticketNotFound();
    if (!(rule.from as readonly string[]).includes(ticket.status)) throw rule.refuse();
    return updateTicket(tx, ticket.id, { status: rule.to, updatedAt: deps.clock() });
  });
}

export async function moveMyTicket(deps: Mine & { id: string; move: TicketMove }): Promise<TicketDetail> {
  return toDetail(deps.db, await moveTicket(deps));
}
