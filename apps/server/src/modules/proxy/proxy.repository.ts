import { ORDER_STATUS } from '@shiplabel/shared';
import { and, count, desc, eq, ilike, inArray, isNotNull, ne, or, type SQL, sql, sum } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { likePattern } from '../../lib/pagination.ts';
import { orders } from '../orders/orders.table.ts';
import { users } from '../users/users.table.ts';
import { proxyCommissions, proxyMarkups } from './proxy.table.ts';

/** Days of the business time zone, inclusive; either end may be open. */
export interface Period {
  from?: string;
  to?: string;
  tz: string;
}

const inPeriod = (column: SQL | typeof orders.labelCreatedAt, p: Period) => {
  const day = sql`((${column}) at time zone ${p.tz})::date`;
  return and(
    p.from ? sql`${day} >= ${p.from}::date` : undefined,
    p.to ? sql`${day} <= ${p.to}::date` : undefined,
  );
};

const userColumns = {
  id: users.id,
  email: users.email,
  nickName: users.nickName,
  company: users.company,
  status: users.status,
  kind: users.kind,
  parentId: users.parentId,
  createdAt: users.createdAt,
};

export async function findUser(db: Database, id: string) {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function findUsers(db: Database, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select(userColumns).from(users).where(inArray(users.id, ids));
}

const matching = (keyword: string | undefined) =>
  keyword
    ? or(
        ilike(users.email, likePattern(keyword)),
        ilike(users.nickName, likePattern(keyword)),
        ilike(users.company, likePattern(keyword)),
      )
    : undefined;

/** The sub-accounts of one proxy (every query of a proxy's view is scoped by parent_id = the proxy). */
export async function subAccountsPage(
  db: Database,
  proxyId: string,
  keyword: string | undefined,
  page: { limit: number; offset: number },
) {
  const where = and(eq(users.parentId, proxyId), matching(keyword));
  const [rows, [total]] = await Promise.all([
    db
      .select(userColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function subAccountsOf(db: Database, proxyIds: string[]) {
  if (proxyIds.length === 0) return [];
  return db.select(userColumns).from(users).where(inArray(users.parentId, proxyIds)).orderBy(users.email);
}

/** Labels bought (refunded ones excluded) per user and currency: how many, and what they paid. */
export async function spendByUser(db: Database, userIds: string[], period: Period) {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({
      userId: orders.userId,
      currency: orders.currency,
      orders: count(),
      spend: sum(orders.rateMinor),
    })
    .from(orders)
    .where(
      and(
        inArray(orders.userId, userIds),
        isNotNull(orders.labelCreatedAt),
        ne(orders.status, ORDER_STATUS.canceled),
        inPeriod(sql`${orders.labelCreatedAt}`, period),
      ),
    )
    .groupBy(orders.userId, orders.currency);
  return rows.map((r) => ({ ...r, spend: BigInt(r.spend ?? 0) }));
}

/** Commission paid to the proxies (net: reversed ones are no longer paid) per proxy, sub-account, currency. */
export async function commissionBySub(db: Database, proxyIds: string[], period: Period) {
  if (proxyIds.length === 0) return [];
  const rows = await db
    .select({
      proxyId: proxyCommissions.proxyId,
      subAccountId: proxyCommissions.subAccountId,
      currency: proxyCommissions.currency,
      status: proxyCommissions.status,
      amount: sum(proxyCommissions.commissionMinor),
    })
    .from(proxyCommissions)
    .where(
      and(
        inArray(proxyCommissions.proxyId, proxyIds),
        inArray(proxyCommissions.status, ['paid', 'reversal_due']),
        inPeriod(sql`${proxyCommissions.paidAt}`, period),
      ),
    )
    .groupBy(
      proxyCommissions.proxyId,
      proxyCommissions.subAccountId,
      proxyCommissions.currency,
      proxyCommissions.status,
    );
  return rows.map((r) => ({ ...r, amount: BigInt(r.amount ?? 0) }));
}

/** One sub-account's orders (drafts excluded), newest first, with the proxy's commission on each. */
export async function subOrdersPage(
  db: Database,
  input: { proxyId: string; subAccountId: string; period: Period; limit: number; offset: number },
) {
  const where = and(
    eq(orders.userId, input.subAccountId),
    ne(orders.status, ORDER_STATUS.draft),
    inPeriod(sql`${orders.createdAt}`, input.period),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: orders.id,
        orderNo: orders.orderNo,
        status: orders.status,
        serviceName: orders.serviceName,
        trackingNo: orders.trackingNo,
        currency: orders.currency,
        rateMinor: orders.rateMinor,
        labelCreatedAt: orders.labelCreatedAt,
        createdAt: orders.createdAt,
        commissionMinor: proxyCommissions.commissionMinor,
        commissionStatus: proxyCommissions.status,
      })
      .from(orders)
      .leftJoin(
        proxyCommissions,
        and(
          eq(proxyCommissions.placementKey, orders.placementKey),
          eq(proxyCommissions.proxyId, input.proxyId),
        ),
      )
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(input.limit)
      .offset(input.offset),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Orders of a user between placement and the carrier's answer or review: their commission is in flight. */
export async function ordersInFlight(db: Database, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db
    .selectDistinct({ userId: orders.userId })
    .from(orders)
    .where(
      and(
        inArray(orders.userId, userIds),
        inArray(orders.status, [ORDER_STATUS.placing, ORDER_STATUS.forecastSuccessful]),
      ),
    );
}

export async function markupsOf(db: Database, proxyIds: string[]) {
  if (proxyIds.length === 0) return [];
  return db.select().from(proxyMarkups).where(inArray(proxyMarkups.proxyId, proxyIds));
}

/** Customers no proxy holds yet, matching a keyword: the back office's choices to attach (20 at most). */
export async function freeCustomers(db: Database, keyword: string | undefined) {
  return db
    .select({ id: users.id, email: users.email, nickName: users.nickName })
    .from(users)
    .where(and(eq(users.kind, 'customer'), sql`${users.parentId} is null`, matching(keyword)))
    .orderBy(users.email)
    .limit(20);
}

export async function proxiesPage(
  db: Database,
  input: { keyword?: string; status?: number; limit: number; offset: number },
) {
  const where = and(
    eq(users.kind, 'proxy'),
    matching(input.keyword),
    input.status === undefined ? undefined : eq(users.status, input.status),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(userColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(input.limit)
      .offset(input.offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}
