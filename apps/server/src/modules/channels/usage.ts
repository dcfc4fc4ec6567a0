import type { Database } from '../../db/client.ts';

/**
 * How many orders use a channel or some of its services. There is no orders table yet: the orders issue
 * registers its count here (e.g. `registerChannelUsage(countOrdersOfServices)`), and deleting a channel or
 * service is refused while the total is above zero.
 */
export type ChannelUsageCheck = (db: Database, serviceIds: string[]) => Promise<number>;

const checks: ChannelUsageCheck[] = [];

export function registerChannelUsage(check: ChannelUsageCheck): void {
  if (!checks.includes(check)) checks.push(check);
}

export function unregisterChannelUsage(check: ChannelUsageCheck): void {
  const i = checks.indexOf(check);
  if (i >= 0) checks.splice(i, 1);
}

export async function ordersUsing(db: Database, serviceIds: string[]): Promise<number> {
  if (serviceIds.length === 0) return 0;
  let total = 0;
  for (const check of checks) total += await check(db, serviceIds);
  return total;
}
