import { type SQL, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client.ts';

/** What the figures are grouped by: the business day, the customer, the customer's seller. */
export type GroupKey = 'day' | 'user' | 'seller';

export interface StatisticsFilter {
  from: string;
  to: string;
  timeZone: string;
  currency: string;
  sellerId?: string | undefined;
  userId?: string | undefined;
}

export interface LedgerGroup {
  day: string | null;
  userId: string | null;
  sellerId: string | null;
  placement: bigint;
  refunds: bigint;
  bills: bigint;
  commissions: bigint;
}

export interface OrderGroup {
  day: string | null;
  userId: string | null;
  sellerId: string | null;
  orders: number;
  carrierCost: bigint;
}

const keyColumns = (by: GroupKey[], time: SQL, user: SQL, tz: string) => [
  by.includes('day')
    ? sql`to_char((${time} at time zone ${tz})::date, 'YYYY-MM-DD') as day`
    : sql`null::text as day`,
  by.includes('user') ? sql`${user} as user_id` : sql`null::uuid as user_id`,
  by.includes('seller') ? sql`u.seller_id as seller_id` : sql`null::uuid as seller_id`,
];

/** Positions of the key columns (the day expression carries a parameter GROUP BY could not match by text). */
const groupBy = (by: GroupKey[]) => {
  const positions = [by.includes('day') && 1, by.includes('user') && 2, by.includes('seller') && 3].filter(
    (p): p is number => typeof p === 'number',
  );
  return positions.length ? sql` group by ${sql.raw(positions.join(', '))}` : sql``;
};

const customerFilter = (f: StatisticsFilter, user: SQL) => [
  f.userId ? sql` and ${user} = ${f.userId}::uuid` : sql``,
  f.sellerId ? sql` and u.seller_id = ${f.sellerId}::uuid` : sql``,
];

const inRange = (time: SQL, f: StatisticsFilter) =>
  sql`${time} >= (${f.from}::date)::timestamp at time zone ${f.timeZone}
    and ${time} < (${f.to}::date + 1)::timestamp at time zone ${f.timeZone}`;

/**
 * Postage revenue from the ledger: the platform's postage-revenue entries of each customer's transactions,
 * by the transaction's business day (its entries are written in the same statement, at the same time).
 * The range is read through the transactions' time index, then their entries: a month costs that month's
 * rows, not every postage entry ever. Summed by the database (bigint sums read as text: no float).
 */
export async function ledgerGroups(
  db: Database,
  f: StatisticsFilter,
  by: GroupKey[],
): Promise<LedgerGroup[]> {
  const time = sql`t.created_at`;
  const user = sql`t.user_id`;
  const rows = await rowsOf<Record<string, string | null>>(
    db.execute(sql`select ${sql.join(keyColumns(by, time, user, f.timeZone), sql`, `)},
        coalesce(sum(e.amount) filter (where t.type = 'capture'), 0)::text as placement,
        (coalesce(sum(e.amount) filter (where t.type in ('refund', 'refundRequest', 'refundReject')), 0) * -1)::text as refunds,
        coalesce(sum(e.amount) filter (where t.type in ('billDeduction', 'billSupplement')), 0)::text as bills,
        (coalesce(sum(e.amount) filter (where t.type in ('proxyCommission', 'proxyCommissionReversal')), 0) * -1)::text as commissions
      from ledger_entries e
      join ledger_accounts a on a.id = e.account_id
      join ledger_transactions t on t.id = e.transaction_id
      join users u on u.id = t.user_id
      where a.owner_id is null and a.kind = 'postage_revenue' and a.currency = ${f.currency}
        and ${inRange(time, f)}${sql.join(customerFilter(f, user), sql``)}${groupBy(by)}`),
  );
  return rows.map((r) => ({
    day: r.day ?? null,
    userId: r.user_id ?? null,
    sellerId: r.seller_id ?? null,
    placement: BigInt(r.placement!),
    refunds: BigInt(r.refunds!),
    bills: BigInt(r.bills!),
    commissions: BigInt(r.commissions!),
  }));
}

/**
 * Labels bought (by the label's business day, read through orders_label_created) and the carrier's cost of those not cancelled in the end
 * (in cancellation 6 or canceled 4: cancelling voids the label with the carrier; a rejected cancellation
 * brings the order back to 8 and its cost with it). Test labels are left out.
 */
export async function orderGroups(db: Database, f: StatisticsFilter, by: GroupKey[]): Promise<OrderGroup[]> {
  const time = sql`o.label_created_at`;
  const user = sql`o.user_id`;
  const rows = await rowsOf<Record<string, string | number | null>>(
    db.execute(sql`select ${sql.join(keyColumns(by, time, user, f.timeZone), sql`, `)},
        count(*)::int as orders,
        coalesce(sum(o.carrier_cost_minor) filter (where o.status not in (4, 6)), 0)::text as carrier_cost
      from orders o
      join users u on u.id = o.user_id
      where o.label_created_at is not null and not o.is_test and o.currency = ${f.currency}
        and ${inRange(time, f)}${sql.join(customerFilter(f, user), sql``)}${groupBy(by)}`),
  );
  return rows.map((r) => ({
    day: (r.day as string | null) ?? null,
    userId: (r.user_id as string | null) ?? null,
    sellerId: (r.seller_id as string | null) ?? null,
    orders: Number(r.orders),
    carrierCost: BigInt(r.carrier_cost as string),
  }));
}

/** The sellers (kind seller), with how many customers each owns; only `onlyId` when given. */
export async function sellers(db: Database, onlyId?: string) {
  const rows = await rowsOf<{ id: string; email: string; nick_name: string; customers: number | string }>(
    db.execute(sql`select s.id, s.email, s.nick_name,
        (select count(*) from users c where c.seller_id = s.id)::int as customers
      from users s where s.kind = 'seller' and s.deleted_at is null${onlyId ? sql` and s.id = ${onlyId}::uuid` : sql``}
      order by s.nick_name, s.email`),
  );
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    nickName: r.nick_name,
    customers: Number(r.customers),
  }));
}

/** Customers per seller (null: without one), to show how many each owns. */
export async function customersPerSeller(db: Database, f: Pick<StatisticsFilter, 'sellerId' | 'userId'>) {
  const rows = await rowsOf<{ seller_id: string | null; customers: number | string }>(
    db.execute(sql`select u.seller_id, count(*)::int as customers from users u
      where u.kind in ('customer', 'proxy', 'warehouse')${f.sellerId ? sql` and u.seller_id = ${f.sellerId}::uuid` : sql``}${
        f.userId ? sql` and u.id = ${f.userId}::uuid` : sql``
      }
      group by 1`),
  );
  return new Map(rows.map((r) => [r.seller_id, Number(r.customers)]));
}

/** E-mail, nickname and seller of the given users (customers and sellers alike). */
export async function usersById(db: Database, ids: string[]) {
  if (ids.length === 0)
    return new Map<string, { email: string; nickName: string; sellerId: string | null }>();
  const rows = await rowsOf<{ id: string; email: string; nick_name: string; seller_id: string | null }>(
    db.execute(sql`select id, email, nick_name, seller_id from users
      where id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`),
  );
  return new Map(rows.map((r) => [r.id, { email: r.email, nickName: r.nick_name, sellerId: r.seller_id }]));
}
