import { and, count, desc, eq, ilike, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { likePattern } from '../../lib/pagination.ts';
import { users } from '../users/users.table.ts';
import type { OrderRow } from './orders.repository.ts';
import { orders } from './orders.table.ts';

export interface OrderFilter {
  /** One customer's orders (always set for a customer caller). */
  userId?: string | undefined;
  /** null: every status. */
  statuses: readonly number[] | null;
  channelId?: string | undefined;
  /** Business days (YYYY-MM-DD, inclusive) in `timeZone`. */
  createdFrom?: string | undefined;
  createdTo?: string | undefined;
  labelFrom?: string | undefined;
  labelTo?: string | undefined;
  keyword?: string | undefined;
  timeZone: string;
}

/** `column` within the business days `from`..`to` (either open): a plain range, so indexes apply. */
export function dayRange(column: AnyPgColumn, from: string | undefined, to: string | undefined, tz: string) {
  const parts: SQL[] = [];
  if (from) parts.push(sql`${column} >= (${from}::date)::timestamp at time zone ${tz}`);
  if (to) parts.push(sql`${column} < (${to}::date + 1)::timestamp at time zone ${tz}`);
  return parts;
}

function keywordCondition(keyword: string | undefined) {
  if (!keyword) return undefined;
  const pattern = likePattern(keyword);
  return or(
    ilike(orders.orderNo, pattern),
    ilike(orders.trackingNo, pattern),
    ilike(orders.reference, pattern),
    ilike(orders.reference2, pattern),
    ilike(orders.batchNo, pattern),
    // to_name is stored lower-cased for exactly this: a LIKE, no lower() per row.
    like(orders.toName, likePattern(keyword.toLowerCase())),
  );
}

/** The one WHERE of a list: the page and its count use the same filter (and bulk downloads, issue 6). */
export function whereOf(f: OrderFilter) {
  return and(
    f.userId ? eq(orders.userId, f.userId) : undefined,
    f.statuses ? inArray(orders.status, [...f.statuses]) : undefined,
    f.channelId ? eq(orders.channelId, f.channelId) : undefined,
    ...dayRange(orders.createdAt, f.createdFrom, f.createdTo, f.timeZone),
    ...dayRange(orders.labelCreatedAt, f.labelFrom, f.labelTo, f.timeZone),
    keywordCondition(f.keyword),
  );
}

/**
 * A page of orders, newest first (created_at, then id for a stable order), and the filtered total. The
 * back office (`withEmail`) joins the owner's e-mail for the page rows only; the count needs no join.
 */
export async function listOrders(
  db: Database,
  filter: OrderFilter,
  page: { limit: number; offset: number; withEmail: boolean },
): Promise<{ rows: { order: OrderRow; email?: string }[]; total: number }> {
  const where = whereOf(filter);
  const order = [desc(orders.createdAt), desc(orders.id)];
  const rowsQuery = page.withEmail
    ? db
        .select({ order: orders, email: users.email })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(where)
        .orderBy(...order)
        .limit(page.limit)
        .offset(page.offset)
    : db
        .select({ order: orders })
        .from(orders)
        .where(where)
        .orderBy(...order)
        .limit(page.limit)
        .offset(page.offset);
  const [rows, [total]] = await Promise.all([rowsQuery, db.select({ n: count() }).from(orders).where(where)]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function emailOfUser(db: Database, userId: string): Promise<string> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? '';
}
