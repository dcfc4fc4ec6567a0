import { lt, or } from 'drizzle-orm';
import type { AppDeps } from '../../lib/deps.ts';
import { purgeOldIdempotentRequests } from '../idempotency/idempotency.usecases.ts';
import { oneTimeTokens, rateLimits, sessions } from './auth.table.ts';
import { purgeLoginFailures } from './login-throttle.ts';
import { purgeUsedNonces } from './payload-freshness.ts';

/**
 * Dead sessions and tokens stay a day (useful when reading the audit log), rate-limit windows an hour,
 * sign-in failure counters a day after their window and lock, payload nonces until their payload expired,
 * Idempotency-Key records 30 days (IDEMPOTENCY_KEEP_MS).
 */
const KEEP_DEAD_MS = 24 * 60 * 60_000;
const KEEP_RATE_WINDOW_MS = 60 * 60_000;
export const HOUSEKEEPING_INTERVAL_MS = 15 * 60_000;

export interface PurgeResult {
  sessions: number;
  oneTimeTokens: number;
  rateLimits: number;
  loginFailures: number;
  usedNonces: number;
  idempotentRequests: number;
}

/**
 * Deletes auth records that can no longer matter: expired or revoked sessions, expired one-time tokens and
 * old rate-limit windows. Idempotent, so every instance may run it.
 */
export async function purgeExpiredAuthRecords({
  db,
  clock,
}: Pick<AppDeps, 'db' | 'clock'>): Promise<PurgeResult> {
  const now = clock().getTime();
  const deadBefore = new Date(now - KEEP_DEAD_MS);
  const purgedSessions = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, deadBefore), lt(sessions.revokedAt, deadBefore)))
    .returning({ id: sessions.id });
  const purgedTokens = await db
    .delete(oneTimeTokens)
    .where(lt(oneTimeTokens.expiresAt, deadBefore))
    .returning({ id: oneTimeTokens.id });
  const purgedWindows = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, new Date(now - KEEP_RATE_WINDOW_MS)))
    .returning({ key: rateLimits.key });
  return {
    sessions: purgedSessions.length,
    oneTimeTokens: purgedTokens.length,
    rateLimits: purgedWindows.length,
    loginFailures: await purgeLoginFailures(db, deadBefore),
    usedNonces: await purgeUsedNonces(db, clock()),
    idempotentRequests: await purgeOldIdempotentRequests(db, clock()),
  };
}

/** Runs the purge now and then every interval, without keeping the process alive; returns a stop function. */
export function scheduleHousekeeping(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void },
  intervalMs = HOUSEKEEPING_INTERVAL_MS,
): () => void {
  const run = () =>
    purgeExpiredAuthRecords(deps).then(
      (purged) => log.info({ purged }, 'housekeeping'),
      (error: unknown) => log.error({ err: error }, 'housekeeping failed'),
    );
  void run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
