import { and, asc, count, desc, eq, ilike, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { likePattern, prefixPattern } from '../../lib/pagination.ts';
import { blobs } from '../files/blobs.table.ts';
import { orders } from '../orders/orders.table.ts';
import { resources, roleResources, userRoles } from '../rbac/rbac.table.ts';
import { users } from '../users/users.table.ts';
import {
  type TicketReplyRow,
  type TicketRow,
  ticketAttachments,
  ticketReplies,
  tickets,
} from './tickets.table.ts';

export interface TicketFilter {
  customerId?: string;
  status?: string | undefined;
  type?: string | undefined;
  keyword?: string | undefined;
  customer?: string | undefined;
  assigneeId?: string | undefined;
  /** Open tickets whose last public word is the customer's, from before this instant. */
  unansweredSince?: Date | undefined;
}

const assignees = alias(users, 'assignees');

function whereOf(f: TicketFilter): SQL | undefined {
  return and(
    f.customerId ? eq(tickets.customerId, f.customerId) : undefined,
    f.status ? eq(tickets.status, f.status) : undefined,
    f.type ? eq(tickets.type, f.type) : undefined,
    f.keyword
      ? or(ilike(tickets.subject, likePattern(f.keyword)), ilike(tickets.number, likePattern(f.keyword)))
      : undefined,
    f.customer
      ? or(ilike(users.email, likePattern(f.customer)), ilike(users.nickName, likePattern(f.customer)))
      : undefined,
    f.assigneeId ? eq(tickets.assigneeId, f.assigneeId) : undefined,
    f.unansweredSince
      ? and(
          eq(tickets.status, 'processing'),
          eq(tickets.lastReplySide, 'customer'),
          lt(tickets.lastReplyAt, f.unansweredSince),
        )
      : undefined,
  );
}

export type TicketListRow = TicketRow & { customerEmail: string; assigneeName: string | null };

/** Tickets matching the filter (a customer's list passes customerId), latest activity first. */
export async function listTickets(db: Database, f: TicketFilter, page: { limit: number; offset: number }) {
  const where = whereOf(f);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        ticket: tickets,
        customerEmail: users.email,
        assigneeName: sql<string | null>`coalesce(nullif(${assignees.nickName}, ''), ${assignees.email})`,
      })
      .from(tickets)
      .innerJoin(users, eq(users.id, tickets.customerId))
      .leftJoin(assignees, eq(assignees.id, tickets.assigneeId))
      .where(where)
      .orderBy(desc(tickets.updatedAt), desc(tickets.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(tickets).innerJoin(users, eq(users.id, tickets.customerId)).where(where),
  ]);
  return {
    rows: rows.map(
      (r): TicketListRow => ({ ...r.ticket, customerEmail: r.customerEmail, assigneeName: r.assigneeName }),
    ),
    total: Number(total?.n ?? 0),
  };
}

/** One ticket; with customerId, only when it is that customer's (another's reads as missing). */
export async function findTicket(
  db: Database,
  id: string,
  customerId?: string,
): Promise<TicketListRow | null> {
  const [row] = await db
    .select({
      ticket: tickets,
      customerEmail: users.email,
      assigneeName: sql<string | null>`coalesce(nullif(${assignees.nickName}, ''), ${assignees.email})`,
    })
    .from(tickets)
    .innerJoin(users, eq(users.id, tickets.customerId))
    .leftJoin(assignees, eq(assignees.id, tickets.assigneeId))
    .where(and(eq(tickets.id, id), customerId ? eq(tickets.customerId, customerId) : undefined));
  return row ? { ...row.ticket, customerEmail: row.customerEmail, assigneeName: row.assigneeName } : null;
}

/** The ticket row locked for a change (status moves and replies are serialised per ticket). */
export async function lockTicket(db: Database, id: string, customerId?: string): Promise<TicketRow | null> {
  const [row] = await db
    .select()
    .from(tickets)
    .where(and(eq(tickets.id, id), customerId ? eq(tickets.customerId, customerId) : undefined))
    .for('update');
  return row ?? null;
}

/** Ticket numbers of one day already taken: the next one follows the highest. */
export async function lastNumberWithPrefix(db: Database, prefix: string): Promise<string | null> {
  const [row] = await db
    .select({ number: tickets.number })
    .from(tickets)
    .where(ilike(tickets.number, prefixPattern(prefix)))
    .orderBy(desc(tickets.number))
    .limit(1);
  return row?.number ?? null;
}

export async function insertTicket(db: Database, values: typeof tickets.$inferInsert): Promise<TicketRow> {
  const [row] = await db.insert(tickets).values(values).returning();
  return row!;
}

export async function updateTicket(db: Database, id: string, values: Partial<typeof tickets.$inferInsert>) {
  const [row] = await db.update(tickets).set(values).where(eq(tickets.id, id)).returning();
  return row!;
}

export async function insertReply(
  db: Database,
  values: typeof ticketReplies.$inferInsert,
): Promise<TicketReplyRow> {
  const [row] = await db.insert(ticketReplies).values(values).returning();
  return row!;
}

/** The thread, oldest first; `withInternal` false leaves staff notes out in the query itself. */
export function repliesOf(db: Database, ticketId: string, withInternal: boolean) {
  return db
    .select({
      reply: ticketReplies,
      authorNick: users.nickName,
      authorEmail: users.email,
    })
    .from(ticketReplies)
    .innerJoin(users, eq(users.id, ticketReplies.authorId))
    .where(
      and(eq(ticketReplies.ticketId, ticketId), withInternal ? undefined : eq(ticketReplies.internal, false)),
    )
    .orderBy(asc(ticketReplies.createdAt), asc(ticketReplies.id));
}

/** Attachments of a ticket with their file facts; without internal ones unless asked. */
export function attachmentsOf(db: Database, ticketId: string, withInternal: boolean) {
  return db
    .select({
      id: blobs.id,
      filename: blobs.filename,
      mimeType: blobs.mimeType,
      size: blobs.size,
      replyId: ticketAttachments.replyId,
    })
    .from(ticketAttachments)
    .innerJoin(blobs, eq(blobs.id, ticketAttachments.blobId))
    .leftJoin(ticketReplies, eq(ticketReplies.id, ticketAttachments.replyId))
    .where(
      and(
        eq(ticketAttachments.ticketId, ticketId),
        withInternal ? undefined : or(isNull(ticketAttachments.replyId), eq(ticketReplies.internal, false)),
      ),
    )
    .orderBy(asc(ticketAttachments.createdAt));
}

/** The caller's uploads of kind 'ticket' among `ids` that no ticket uses yet. */
export async function freeUploadsOf(db: Database, ownerId: string, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: blobs.id })
    .from(blobs)
    .leftJoin(ticketAttachments, eq(ticketAttachments.blobId, blobs.id))
    .where(
      and(
        inArray(blobs.id, ids),
        eq(blobs.ownerId, ownerId),
        eq(blobs.kind, 'ticket'),
        isNull(ticketAttachments.blobId),
      ),
    );
  return rows.map((r) => r.id);
}

/** Links the files to the ticket (or one reply); answers how many it linked. */
export async function linkAttachments(
  db: Database,
  values: { ticketId: string; replyId: string | null; blobIds: string[]; now: Date },
): Promise<number> {
  if (!values.blobIds.length) return 0;
  // A file another message took meanwhile (two submissions racing) is skipped here; the caller refuses.
  const rows = await db
    .insert(ticketAttachments)
    .values(
      values.blobIds.map((blobId) => ({
        blobId,
        ticketId: values.ticketId,
        replyId: values.replyId,
        createdAt: values.now,
      })),
    )
    .onConflictDoNothing()
    .returning({ blobId: ticketAttachments.blobId });
  return rows.length;
}

/** The ticket an attachment belongs to, and whether it sits on an internal note. */
export async function attachmentOwner(db: Database, blobId: string) {
  const [row] = await db
    .select({
      ticketId: ticketAttachments.ticketId,
      customerId: tickets.customerId,
      internal: sql<boolean>`coalesce(${ticketReplies.internal}, false)`,
    })
    .from(ticketAttachments)
    .innerJoin(tickets, eq(tickets.id, ticketAttachments.ticketId))
    .leftJoin(ticketReplies, eq(ticketReplies.id, ticketAttachments.replyId))
    .where(eq(ticketAttachments.blobId, blobId));
  return row ?? null;
}

/** The customer's own orders among `ids` (id and number): the linked-orders check. */
export async function ownOrders(db: Database, customerId: string, ids: string[]) {
  if (!ids.length) return [];
  return db
    .select({ id: orders.id, orderNo: orders.orderNo })
    .from(orders)
    .where(and(eq(orders.userId, customerId), inArray(orders.id, ids)));
}

/** Active users holding a resource code through one of their roles (who may work the ticket queue). */
export async function holdersOfCode(db: Database, code: string) {
  return db
    .selectDistinct({
      id: users.id,
      email: users.email,
      name: sql<string>`coalesce(nullif(${users.nickName}, ''), ${users.email})`,
    })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roleResources, eq(roleResources.roleId, userRoles.roleId))
    .innerJoin(resources, eq(resources.id, roleResources.resourceId))
    .where(and(eq(resources.code, code), eq(users.status, 1), isNull(users.deletedAt)))
    .orderBy(users.email);
}

export async function userContact(db: Database, id: string) {
  const [row] = await db
    .select({
      email: users.email,
      name: sql<string>`coalesce(nullif(${users.nickName}, ''), ${users.email})`,
    })
    .from(users)
    .where(eq(users.id, id));
  return row ?? null;
}
