import { displayStatus, formatMinor, ORDER_STATUS, PLACED_ALIASES } from '@shiplabel/shared';
import { businessDay } from '../../lib/business-time.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { labelGroups } from './cost-stats.repository.ts';

const S = ORDER_STATUS;
/** Labels that were bought: placed (and the legacy codes shown as placed), delivered, in cancellation, canceled. */
const BOUGHT = [S.placed, ...PLACED_ALIASES, S.delivered, S.inCancellation, S.canceled];
/**
 * Spend counts what the customer keeps paying for: a canceled label (4) was refunded and one in
 * cancellation (6) is waiting for its refund, so both are reported apart (`canceled`) instead of as spend.
 */
const REFUNDING: readonly number[] = [S.inCancellation, S.canceled];

export const MAX_STATS_DAYS = 366;
const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayText = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** Days between two business days, inclusive (1 for a single day). */
export const daysIn = (from: string, to: string) => dayNumber(to) - dayNumber(from) + 1;

/** The range asked for, or the last 30 business days up to today. */
export function statsRange(now: Date, timeZone: string, q: { from?: string; to?: string }) {
  const to = q.to ?? (q.from ? dayText(dayNumber(q.from) + 29) : businessDay(now, timeZone));
  const from = q.from ?? dayText(dayNumber(to) - 29);
  return { from, to };
}

type Sum = { amount: bigint; orders: number };
const add = (map: Map<string, Sum>, key: string, amount: bigint, orders: number) => {
  const sum = map.get(key) ?? { amount: 0n, orders: 0 };
  map.set(key, { amount: sum.amount + amount, orders: sum.orders + orders });
};
const money = (s: Sum) => ({ amount: formatMinor(s.amount), orders: s.orders });

/**
 * The consumption dashboard of one customer in one currency: spend per business day (every day of the
 * range, zero included, for the chart), per service, and label counts per status.
 */
export async function costStats(
  deps: AppDeps & { userId: string; currency: string; from?: string; to?: string },
) {
  const timeZone = deps.config.businessTz;
  const { from, to } = statsRange(deps.clock(), timeZone, deps);
  const groups = await labelGroups(deps.db, {
    userId: deps.userId,
    currency: deps.currency,
    statuses: BOUGHT,
    from,
    to,
    timeZone,
  });
  const days = new Map<string, Sum>();
  for (let n = dayNumber(from); n <= dayNumber(to); n++) days.set(dayText(n), { amount: 0n, orders: 0 });
  const services = new Map<string, Sum>();
  const statuses = new Map<number, number>();
  const total: Sum = { amount: 0n, orders: 0 };
  const canceled: Sum = { amount: 0n, orders: 0 };
  for (const g of groups) {
    const status = displayStatus(g.status);
    statuses.set(status, (statuses.get(status) ?? 0) + g.orders);
    const bucket = REFUNDING.includes(status) ? canceled : total;
    bucket.amount += g.amount;
    bucket.orders += g.orders;
    if (REFUNDING.includes(status)) continue;
    add(days, g.day, g.amount, g.orders);
    add(services, g.serviceName, g.amount, g.orders);
  }
  return {
    currency: deps.currency,
    from,
    to,
    timeZone,
    days: [...days].map(([day, s]) => ({ day, ...money(s) })),
    services: [...services]
      .map(([serviceName, s]) => ({ serviceName, ...money(s), minor: s.amount }))
      .sort((a, b) =>
        a.minor === b.minor ? a.serviceName.localeCompare(b.serviceName) : a.minor > b.minor ? -1 : 1,
      )
      .map(({ minor: _sortKey, ...s }) => s),
    statuses: [...statuses].sort(([a], [b]) => a - b).map(([status, orders]) => ({ status, orders })),
    total: money(total),
    canceled: money(canceled),
  };
}
