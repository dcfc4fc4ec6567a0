import { and, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { loginFailures } from './auth.table.ts';

/**
 * Sign-in throttling (issue 12): an outsider who knows an e-mail address must not keep its owner out.
 * LOGIN_MAX_FAILURES failures of one account from one client address in LOGIN_LOCK_MINUTES lock that
 * pair only; LOGIN_ACCOUNT_MAX_FAILURES failures from all addresses together lock the account, which
 * bounds a distributed attack. Counters live in the database, so every instance shares them.
 */
export const throttleKeys = (userId: string, ip: string) => ({
  pair: `pair:${userId}:${ip}`,
  account: `acct:${userId}`,
});

/** The latest lock still running on any of the keys, or null. */
export async function activeLock(db: Database, keys: string[], now: Date): Promise<Date | null> {
  const rows = await db
    .select({ lockedUntil: loginFailures.lockedUntil })
    .from(loginFailures)
    .where(and(inArray(loginFailures.key, keys), gt(loginFailures.lockedUntil, now)));
  const ends = rows.map((r) => r.lockedUntil!.getTime());
  return ends.length ? new Date(Math.max(...ends)) : null;
}

/**
 * Counts one failure for `key` in a fixed window (one atomic upsert); the failure that reaches `max` in
 * the window locks the key until `lockUntil`. Returns the lock end when the key is now locked.
 */
export async function recordFailure(
  db: Database,
  opts: { key: string; max: number; now: Date; windowMs: number; lockUntil: Date },
): Promise<Date | null> {
  const { key, max, now, lockUntil } = opts;
  const expired = sql`${loginFailures.windowStart} <= ${new Date(now.getTime() - opts.windowMs).toISOString()}::timestamptz`;
  const next = sql`case when ${expired} then 1 else ${loginFailures.count} + 1 end`;
  const [row] = await db
    .insert(loginFailures)
    .values({ key, count: 1, windowStart: now, lockedUntil: max <= 1 ? lockUntil : null })
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        count: next,
        windowStart: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${loginFailures.windowStart} end`,
        lockedUntil: sql`case when ${next} >= ${max} then ${lockUntil.toISOString()}::timestamptz else ${loginFailures.lockedUntil} end`,
      },
    })
    .returning({ lockedUntil: loginFailures.lockedUntil });
  const until = row?.lockedUntil ?? null;
  return until && until > now ? until : null;
}

/** A successful sign-in forgets the failures of its own address (the account-wide window runs out). */
export async function clearFailures(db: Database, key: string): Promise<void> {
  await db.delete(loginFailures).where(sql`${loginFailures.key} = ${key}`);
}

/** Housekeeping: counters whose window and lock both ended before `before`. */
export async function purgeLoginFailures(db: Database, before: Date): Promise<number> {
  const purged = await db
    .delete(loginFailures)
    .where(
      and(
        lt(loginFailures.windowStart, before),
        or(isNull(loginFailures.lockedUntil), lt(loginFailures.lockedUntil, before)),
      ),
    )
    .returning({ key: loginFailures.key });
  return purged.length;
}
