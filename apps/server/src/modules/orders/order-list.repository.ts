import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { selectedRowsOf } from '../../db/table-rows.ts';
import { likePattern, prefixPattern } from '../../lib/pagination.ts';
import { users } from '../users/users.table.ts';
import { LIST_ROW_KEYS, type ListRow } from './orders.serialize.ts';
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
  /** How the keyword matches; unset: decided by withKeywordMode (contains in whereOf). */
  keywordMode?: KeywordMode | undefined;
  /** true: only orders placed with a test-mode API key; false: only the others; unset: both. */
  testMode?: boolean | undefined;
  timeZone: string;
}

/** `column` within the business days `from`..`to` (either open): a plain range, so indexes apply. */
export function dayRange(column: AnyPgColumn, from: string | undefined, to: string | undefined, tz: string) {
  const parts: SQL[] = [];
  if (from) parts.push(sql`${column} >= (${from}::date)::timestamp at time zone ${tz}`);
  if (to) parts.push(sql`${column} < (${to}::date + 1)::timestamp at time zone ${tz}`);
  return parts;
}

/**
 * How a list's keyword matches (docs/decisions.md, "Order lists at scale: keyword search"):
 * - `number`: the keyword is the start (or the whole) of an order no, tracking no (of any parcel: the
 *   others only whole), reference, reference2 or batch no, case-insensitive. Read by one btree range per
 *   field (migration 0009), so a whole order or tracking number costs a few index pages.
 * - `contains`: the keyword appears anywhere in those fields or in the recipient's name (the trigram index).
 * A keyword that looks like a number (a digit, no blank) is matched as `number` when any order under the
 * list's other filters matches so; otherwise, and for every other keyword, as `contains`.
 */
export type KeywordMode = 'number' | 'contains';

/** A keyword tried as a number first: it has a digit and no blank ("SL2511", "1Z...", "REF-41"). */
export const looksLikeNumber = (keyword: string) => /\d/.test(keyword) && !/\s/.test(keyword);

/**
 * The text the contains search reads: order no, tracking no, both references, batch no, recipient and
 * the other parcels' tracking numbers, lower case, joined by a character nobody types (so a match never
 * spans two fields). The very expression of the trigram index orders_search_trgm (migration 0009):
 * change both together.
 */
const searchText = sql`lower(${orders.orderNo} || E'\x1f' || ${orders.trackingNo} || E'\x1f' || ${orders.reference}
  || E'\x1f' || ${orders.reference2} || E'\x1f' || ${orders.batchNo} || E'\x1f' || ${orders.toName} || E'\x1f'
  || CASE WHEN jsonb_array_length(${orders.trackingNumbers}) > 1 THEN (${orders.trackingNumbers} - 0)::text ELSE '' END)`;

/** The number fields' prefix search, each in the form of its index (lower(field) text_pattern_ops). */
function numberCondition(keyword: string) {
  const pattern = sql`lower(${prefixPattern(keyword)})`;
  const prefixOf = (column: AnyPgColumn) => sql`lower(${column}) like ${pattern}`;
  const whole = [...new Set([keyword, keyword.toUpperCase()])].map(
    (n) => sql`${orders.trackingNumbers} @> ${JSON.stringify([n])}::jsonb`,
  );
  return sql`(${sql.join(
    [
      prefixOf(orders.orderNo),
      prefixOf(orders.trackingNo),
      prefixOf(orders.reference),
      prefixOf(orders.reference2),
      prefixOf(orders.batchNo),
      sql`(jsonb_array_length(${orders.trackingNumbers}) > 1 and (${sql.join(whole, sql` or `)}))`,
    ],
    sql` or `,
  )})`;
}

/** The keyword's condition: `contains` when no mode is given (one LIKE, so the trigram index applies). */
function keywordCondition(keyword: string | undefined, mode: KeywordMode | undefined) {
  if (!keyword) return undefined;
  if (mode === 'number') return numberCondition(keyword);
  return sql`${searchText} like lower(${likePattern(keyword)})`;
}

/** The one WHERE of a list: the page and its count use the same filter (and bulk downloads, issue 6). */
export function whereOf(f: OrderFilter) {
  return and(
    f.userId ? eq(orders.userId, f.userId) : undefined,
    f.statuses ? inArray(orders.status, [...f.statuses]) : undefined,
    f.channelId ? eq(orders.channelId, f.channelId) : undefined,
    ...dayRange(orders.createdAt, f.createdFrom, f.createdTo, f.timeZone),
    ...dayRange(orders.labelCreatedAt, f.labelFrom, f.labelTo, f.timeZone),
    keywordCondition(f.keyword, f.keywordMode),
    f.testMode === undefined ? undefined : eq(orders.testMode, f.testMode),
  );
}

/**
 * The filter with its keyword's mode decided (see KeywordMode): `number` when the keyword looks like one
 * and some order under the filter matches so. Lists and the selections made from them (bulk downloads)
 * decide through this one rule, so a selection holds the orders its list showed.
 */
export async function withKeywordMode(db: Database, f: OrderFilter): Promise<OrderFilter> {
  if (!f.keyword || f.keywordMode) return f;
  if (!looksLikeNumber(f.keyword)) return { ...f, keywordMode: 'contains' };
  const asNumber: OrderFilter = { ...f, keywordMode: 'number' };
  const [hit] = await db.select({ one: sql`1` }).from(orders).where(whereOf(asNumber)).limit(1);
  return hit ? asNumber : { ...f, keywordMode: 'contains' };
}

/** The list's columns only: a page of 1,000 would otherwise carry each order's quote and label data. */
const listColumns = Object.fromEntries(LIST_ROW_KEYS.map((key) => [key, orders[key]])) as {
  [K in (typeof LIST_ROW_KEYS)[number]]: (typeof orders)[K];
};

/**
 * Rows counted at least for a list's total. A larger set is counted only this far (or ten pages beyond
 * the asked page, so paging on always has a next page) and reported as capped: an exact count of a
 * 500,000-order customer reads half a million index entries per page view (docs/decisions.md).
 */
export const COUNT_CAP = 10_000;

/** How far the total of a page at `offset` is counted: COUNT_CAP, or ten pages beyond the page. */
export const countLimitOf = (page: { limit: number; offset: number }) =>
  Math.max(COUNT_CAP, page.offset + page.limit * 10);

/**
 * A page of orders, newest first (created_at, then id for a stable order), and the filtered total, exact
 * up to countLimitOf(page); beyond it `total` is that limit and `totalCapped` is true. The back office
 * (`withEmail`) joins the owner's e-mail for the page rows only; the count needs no join. A keyword that
 * looks like a number is matched as one first, and as contains only when that finds nothing (withKeywordMode).
 */
export async function listOrders(
  db: Database,
  filter: OrderFilter,
  page: { limit: number; offset: number; withEmail: boolean },
): Promise<{ rows: { order: ListRow; email?: string }[]; total: number; totalCapped: boolean }> {
  return listPage(db, await withKeywordMode(db, filter), page);
}

async function listPage(
  db: Database,
  filter: OrderFilter,
  page: { limit: number; offset: number; withEmail: boolean },
) {
  const where = whereOf(filter);
  const order = [desc(orders.createdAt), desc(orders.id)];
  const limit = countLimitOf(page);
  const counted = db
    .select({ one: sql`1`.as('one') })
    .from(orders)
    .where(where)
    .limit(limit + 1)
    .as('counted');
  // The total rides on the page's own statement (an uncorrelated subquery, computed once): one round trip
  // per list instead of two. Only an empty page (past the end) asks for it on its own.
  const total = sql<number>`(select count(*) from ${counted})`.mapWith(Number);
  const rowsQuery = page.withEmail
    ? db
        .select({ order: listColumns, email: users.email, total })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(where)
        .orderBy(...order)
        .limit(page.limit)
        .offset(page.offset)
    : db
        .select({ order: listColumns, total })
        .from(orders)
        .where(where)
        .orderBy(...order)
        .limit(page.limit)
        .offset(page.offset);
  const found = (await fastPage(db, rowsQuery, page.withEmail)) ?? (await rowsQuery);
  const n = found.length
    ? found[0]!.total
    : Number((await db.select({ n: count() }).from(counted))[0]?.n ?? 0);
  const rows = found.map(({ total: _, ...row }) => row as { order: ListRow; email?: string });
  return { rows, total: Math.min(n, limit), totalCapped: n > limit };
}

const listDecoders = [
  ...LIST_ROW_KEYS.map((key) => orders[key]),
  (value: unknown) => Number(value ?? 0),
] as Parameters<typeof selectedRowsOf>[2];
const listDecodersWithEmail = [
  ...LIST_ROW_KEYS.map((key) => orders[key]),
  (value: unknown) => value,
  (value: unknown) => Number(value ?? 0),
] as Parameters<typeof selectedRowsOf>[2];

/**
 * The page's rows as drizzle would map them (`{ order, email?, total }`), decoded by db/table-rows.ts on
 * PostgreSQL (the hot list: drizzle's generic mapping was a fifth of the request's CPU); null elsewhere.
 */
async function fastPage(
  db: Database,
  query: { toSQL(): { sql: string; params: unknown[] } },
  withEmail: boolean,
): Promise<{ order: ListRow; email?: string; total: number }[] | null> {
  const rows = await selectedRowsOf(db, query, withEmail ? listDecodersWithEmail : listDecoders);
  if (!rows) return null;
  const n = LIST_ROW_KEYS.length;
  return rows.map((values) => {
    const order = {} as Record<string, unknown>;
    for (let i = 0; i < n; i++) order[LIST_ROW_KEYS[i]!] = values[i];
    return withEmail
      ? { order: order as ListRow, email: values[n] as string, total: values[n + 1] as number }
      : { order: order as ListRow, total: values[n] as number };
  });
}

export async function emailOfUser(db: Database, userId: string): Promise<string> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? '';
}
