import type { Locale } from '@shiplabel/shared';
import { type Figures, formatMinor, type StatisticsQuery } from '@shiplabel/shared';
import type { AppDeps } from '../../lib/deps.ts';
import { t } from '../../lib/i18n/index.ts';
import { otherSeller } from './statistics.errors.ts';
import {
  customersPerSeller,
  type GroupKey,
  ledgerGroups,
  orderGroups,
  type StatisticsFilter,
  sellers,
  usersById,
} from './statistics.repository.ts';

/** The resource code that sees every seller's figures; holders of sellerCustomers alone see their own. */
export const ALL_FIGURES = 'adminList';

interface Caller {
  userId: string;
  codes: readonly string[];
}

/**
 * The query as the caller may ask it: a seller (no adminList) is always limited to their own customers,
 * whatever sellerId they sent; another seller's id is refused rather than silently answered with theirs.
 */
export function scopeFor(caller: Caller, query: StatisticsQuery): StatisticsQuery {
  if (caller.codes.includes(ALL_FIGURES)) return query;
  if (query.sellerId && query.sellerId !== caller.userId) throw otherSeller();
  return { ...query, sellerId: caller.userId };
}

type Sums = {
  orders: number;
  placement: bigint;
  refunds: bigint;
  bills: bigint;
  carrierCost: bigint;
  commissions: bigint;
};
const zero = (): Sums => ({
  orders: 0,
  placement: 0n,
  refunds: 0n,
  bills: 0n,
  carrierCost: 0n,
  commissions: 0n,
});

/** Money figures as decimal strings; sales and margin derived here only, from the sums. */
export function figuresOf(s: Sums): Figures {
  const sales = s.placement - s.refunds + s.bills;
  return {
    orders: s.orders,
    placement: formatMinor(s.placement),
    refunds: formatMinor(s.refunds),
    bills: formatMinor(s.bills),
    sales: formatMinor(sales),
    carrierCost: formatMinor(s.carrierCost),
    commissions: formatMinor(s.commissions),
    margin: formatMinor(sales - s.carrierCost - s.commissions),
  };
}
const salesOf = (s: Sums) => s.placement - s.refunds + s.bills;

type Deps = Pick<AppDeps, 'db' | 'config'>;

/** Ledger and order groups merged by their key (day | user | seller). */
async function grouped(deps: Deps, query: StatisticsQuery, by: GroupKey[]) {
  const filter: StatisticsFilter = { ...query, timeZone: deps.config.businessTz };
  const [money, labels] = await Promise.all([
    ledgerGroups(deps.db, filter, by),
    orderGroups(deps.db, filter, by),
  ]);
  const sums = new Map<
    string,
    Sums & { day: string | null; userId: string | null; sellerId: string | null }
  >();
  const slot = (g: { day: string | null; userId: string | null; sellerId: string | null }) => {
    const key = `${g.day}|${g.userId}|${g.sellerId}`;
    let s = sums.get(key);
    if (!s) {
      s = { ...zero(), day: g.day, userId: g.userId, sellerId: g.sellerId };
      sums.set(key, s);
    }
    return s;
  };
  for (const g of money) {
    const s = slot(g);
    s.placement += g.placement;
    s.refunds += g.refunds;
    s.bills += g.bills;
    s.commissions += g.commissions;
  }
  for (const g of labels) {
    const s = slot(g);
    s.orders += g.orders;
    s.carrierCost += g.carrierCost;
  }
  return [...sums.values()];
}

const DAY_MS = 86_400_000;
/** Every business day of the range, for charts that show zero days too. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let n = Date.parse(`${from}T00:00:00Z`); n <= Date.parse(`${to}T00:00:00Z`); n += DAY_MS)
    days.push(new Date(n).toISOString().slice(0, 10));
  return days;
}

const rangeOf = (deps: Deps, q: StatisticsQuery) => ({
  from: q.from,
  to: q.to,
  currency: q.currency,
  timeZone: deps.config.businessTz,
});

/** POST /admin/salesAndOrders: the totals of the range. */
export async function salesAndOrders(deps: Deps & { query: StatisticsQuery }) {
  const [total] = await grouped(deps, deps.query, []);
  return { ...rangeOf(deps, deps.query), totals: figuresOf(total ?? zero()) };
}

/** POST /admin/getDailyOrderQuantity: every day of the range with its figures. */
export async function dailyStatistics(deps: Deps & { query: StatisticsQuery }) {
  const byDay = new Map((await grouped(deps, deps.query, ['day'])).map((g) => [g.day, g]));
  return {
    ...rangeOf(deps, deps.query),
    days: daysOf(deps.query.from, deps.query.to).map((day) => ({
      day,
      ...figuresOf(byDay.get(day) ?? zero()),
    })),
  };
}

const sellerName = (locale: Locale, seller: { email: string; nickName: string } | undefined) =>
  seller ? seller.nickName || seller.email : t(locale, 'statistics.no_seller');

/** POST /admin/dailyAmountGroupBySeller: per seller (most sales first), every day of the range. */
export async function dailyBySeller(deps: Deps & { query: StatisticsQuery; locale: Locale }) {
  const groups = await grouped(deps, deps.query, ['day', 'seller']);
  const names = await usersById(deps.db, [
    ...new Set(groups.flatMap((g) => (g.sellerId ? [g.sellerId] : []))),
  ]);
  const perSeller = new Map<string | null, { total: bigint; days: Map<string, Sums> }>();
  for (const g of groups) {
    const entry = perSeller.get(g.sellerId) ?? { total: 0n, days: new Map() };
    entry.total += salesOf(g);
    entry.days.set(g.day!, g);
    perSeller.set(g.sellerId, entry);
  }
  const days = daysOf(deps.query.from, deps.query.to);
  return {
    ...rangeOf(deps, deps.query),
    sellers: [...perSeller]
      .sort(([, a], [, b]) => (a.total === b.total ? 0 : a.total > b.total ? -1 : 1))
      .map(([sellerId, entry]) => ({
        sellerId,
        sellerName: sellerName(deps.locale, sellerId ? names.get(sellerId) : undefined),
        days: days.map((day) => {
          const f = figuresOf(entry.days.get(day) ?? zero());
          return { day, orders: f.orders, sales: f.sales, margin: f.margin };
        }),
      })),
  };
}

const bySalesThenOrders = (a: Sums, b: Sums) => {
  const d = salesOf(b) - salesOf(a);
  return d !== 0n ? (d > 0n ? 1 : -1) : b.orders - a.orders;
};

/** POST /admin/sellerUserDayStatistics: the customers with the most sales in the range (top `limit`). */
export async function customerStatistics(deps: Deps & { query: StatisticsQuery; locale: Locale }) {
  const groups = (await grouped(deps, deps.query, ['user']))
    .sort(bySalesThenOrders)
    .slice(0, deps.query.limit);
  const people = await usersById(
    deps.db,
    groups.map((g) => g.userId!),
  );
  const sellerNames = await usersById(deps.db, [
    ...new Set([...people.values()].flatMap((p) => (p.sellerId ? [p.sellerId] : []))),
  ]);
  return {
    ...rangeOf(deps, deps.query),
    customers: groups.map((g) => {
      const person = people.get(g.userId!);
      const sellerId = person?.sellerId ?? null;
      return {
        userId: g.userId!,
        email: person?.email ?? '',
        nickName: person?.nickName ?? '',
        sellerId,
        sellerName: sellerName(deps.locale, sellerId ? sellerNames.get(sellerId) : undefined),
        ...figuresOf(g),
      };
    }),
  };
}

/** POST /admin/sellerPerformanceStatistics: per seller, every seller listed (zero when idle). */
export async function sellerPerformance(deps: Deps & { query: StatisticsQuery; locale: Locale }) {
  const [bySeller, byCustomer, owned, known] = await Promise.all([
    grouped(deps, deps.query, ['seller']),
    grouped(deps, deps.query, ['user', 'seller']),
    customersPerSeller(deps.db, deps.query),
    sellers(deps.db, deps.query.sellerId),
  ]);
  const sums = new Map(bySeller.map((g) => [g.sellerId, g as Sums]));
  const active = new Map<string | null, number>();
  for (const g of byCustomer) if (g.orders > 0) active.set(g.sellerId, (active.get(g.sellerId) ?? 0) + 1);
  const ids = new Set<string | null>([...known.map((s) => s.id), ...sums.keys()]);
  if (!deps.query.sellerId && owned.has(null)) ids.add(null);
  const names = new Map(known.map((s) => [s.id, s]));
  return {
    ...rangeOf(deps, deps.query),
    sellers: [...ids]
      .map((sellerId) => ({ sellerId, sums: sums.get(sellerId) ?? zero() }))
      .sort((a, b) => bySalesThenOrders(a.sums, b.sums))
      .slice(0, deps.query.limit)
      .map(({ sellerId, sums: s }) => ({
        sellerId,
        sellerName: sellerName(deps.locale, sellerId ? names.get(sellerId) : undefined),
        customers: owned.get(sellerId) ?? 0,
        activeCustomers: active.get(sellerId) ?? 0,
        ...figuresOf(s),
      })),
  };
}

/** POST /admin/allSellers: every seller for the filters; a seller sees only themselves. */
export async function allSellers(deps: Deps & { caller: Caller }) {
  const onlyOwn = !deps.caller.codes.includes(ALL_FIGURES);
  return sellers(deps.db, onlyOwn ? deps.caller.userId : undefined);
}
