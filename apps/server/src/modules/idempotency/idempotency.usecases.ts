import { lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { idempotentRequests } from './idempotency.table.ts';

/**
 * How long a request's key is remembered: a client retrying (or a user clicking again) within this window
 * gets the first answer. 30 days (issue 16: the public API's promise) covers any retry loop, a job
 * replayed after a long outage or a laptop reopened weeks later; longer would keep a row per creating call
 * for ever.
 */
export const IDEMPOTENCY_KEEP_MS = 30 * 24 * 60 * 60_000;

/** Forgets keys older than the window (answered or dead). Idempotent, so every instance may run it. */
export async function purgeOldIdempotentRequests(db: Database, now: Date): Promise<number> {
  const purged = await db
    .delete(idempotentRequests)
    .where(lt(idempotentRequests.startedAt, new Date(now.getTime() - IDEMPOTENCY_KEEP_MS)))
    .returning({ key: idempotentRequests.key });
  return purged.length;
}
