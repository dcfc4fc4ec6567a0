import { ORDER_STATUS } from '@shiplabel/shared';
import type { AppDeps } from '../../lib/deps.ts';
import type { PeriodicJob } from '../../lib/jobs.ts';
import { enqueueSingletonJob, registerJobHandler } from '../jobs/queue.ts';
import { claimStaleOrders } from './tracking.repository.ts';
import { refreshOrders } from './tracking.usecases.ts';

export const TRACKING_BATCH_SIZE = 200;
/** Bounds one run (5,000 orders); the rest wait for the next run, oldest first. */
const MAX_BATCHES_PER_RUN = 25;
/** How many failures a run reports in its log line (the count is always complete). */
const REPORTED_FAILURES = 20;

const errorText = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

/**
 * Refreshes placed orders whose tracking is older than TRACKING_REFRESH_SECONDS (never tracked first), a
 * batch at a time. Each batch is claimed in the database, so instances running this at once share the
 * work; a carrier failure on one order is reported and the order is retried after the next interval.
 * Returns null when there was nothing to do (no log line).
 */
export async function refreshStaleTracking(deps: AppDeps, batchSize = TRACKING_BATCH_SIZE) {
  const now = deps.clock();
  const staleBefore = new Date(now.getTime() - deps.config.trackingRefreshSeconds * 1000);
  let refreshed = 0;
  let delivered = 0;
  const failed: { orderId: string; error: string }[] = [];
  let failures = 0;
  for (let batch = 0; batch < MAX_BATCHES_PER_RUN; batch++) {
    const claimed = await claimStaleOrders(deps.db, { now, staleBefore, limit: batchSize });
    const outcome = await refreshOrders(deps, claimed);
    refreshed += outcome.refreshed.length;
    delivered += outcome.refreshed.filter((o) => o.status === ORDER_STATUS.delivered).length;
    failures += outcome.failed.length;
    for (const f of outcome.failed)
      if (failed.length < REPORTED_FAILURES) failed.push({ orderId: f.orderId, error: errorText(f.error) });
    if (claimed.length < batchSize) break;
  }
  if (refreshed === 0 && failures === 0) return null;
  return { refreshed, delivered, failures, failed };
}

/** The queue job that runs refreshStaleTracking: at most one queued or running at a time, system-wide. */
export const TRACKING_REFRESH_KIND = 'tracking.refresh';

registerJobHandler(TRACKING_REFRESH_KIND, async (ctx) => (await refreshStaleTracking(ctx.deps)) ?? undefined);

/**
 * Tracking's background jobs. Every minute each process asks the queue for a refresh; while one is
 * queued or running no other is added, so one worker of one process refreshes at a time (its result,
 * the counts, stays on the job). Only orders that went stale are picked, so each parcel in transit is
 * asked about roughly every TRACKING_REFRESH_SECONDS (at least 60).
 */
export const TRACKING_JOBS: PeriodicJob[] = [
  {
    name: 'tracking-refresh',
    intervalMs: 60_000,
    run: async (deps) => {
      await enqueueSingletonJob(deps, { kind: TRACKING_REFRESH_KIND });
      return null;
    },
  },
];
