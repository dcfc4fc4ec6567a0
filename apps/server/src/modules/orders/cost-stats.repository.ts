import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { dayRange } from './order-list.repository.ts';
import { orders } from './orders.table.ts';

/**
 * A customer's labels bought in the business days `from`..`to`, grouped by business day, service and
 * status: a few hundred groups at most, summed by the database (numeric sum of bigint, read as text so
 * no float ever holds money).
 */
export async function labelGroups(
  db: Database,
  f: { userId: string; currency: string; statuses: number[]; from: string; to: string; timeZone: string },
) {
  const rows = await db
    .select({
      day: sql<string>`to_char((${orders.labelCreatedAt} at time zone ${f.timeZone})::date, 'YYYY-MM-DD')`,
      serviceName: orders.serviceName,
      status: orders.status,
      orders: count(),
      amount: sql<string>`coalesce(sum(${orders.rateMinor}), 0)::text`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.userId, f.userId),
        eq(orders.currency, f.currency),
        inArray(orders.status, f.statuses),
        ...dayRange(orders.labelCreatedAt, f.from, f.to, f.timeZone),
      ),
    )
    // Positions: the day expression carries a parameter, which GROUP BY could not match by text.
    .groupBy(sql`1`, sql`2`, sql`3`);
  return rows.map((r) => ({ ...r, orders: Number(r.orders), amount: BigInt(r.amount) }));
}
