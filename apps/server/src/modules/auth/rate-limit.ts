import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rateLimits } from './auth.table.ts';

/**
 * Counts one hit for `key` in a fixed window and returns the count so far in the current window. One
 * atomic upsert, so concurrent requests on any number of instances count correctly.
 */
export async function hitRateLimit(opts: {
  db: Database;
  key: string;
  now: Date;
  windowMs: number;
}): Promise<number> {
  const { db, key, now, windowMs } = opts;
  const expiredBefore = new Date(now.getTime() - windowMs);
  const expired = sql`${rateLimits.windowStart} <= ${expiredBefore.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        windowStart: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${rateLimits.windowStart} end`,
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
      },
    })
    .returning({ count: rateLimits.count });
  return row?.count ?? 1;
}
