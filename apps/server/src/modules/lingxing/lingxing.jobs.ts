import type { AppDeps } from '../../lib/deps.ts';
import type { PeriodicJob } from '../../lib/jobs.ts';
import { enqueueSingletonJob, registerJobHandler } from '../jobs/queue.ts';
import { LingxingError } from './lingxing.errors.ts';
import { pullConnection } from './lingxing.pull.ts';
import { pushDue } from './lingxing.push.ts';
import { connectionById, connectionsDue, hasDuePush, markLabelledDue } from './lingxing.repository.ts';
import { LINGXING_PULL_KIND, LINGXING_PUSH_KIND } from './lingxing.usecases.ts';

export const LINGXING_PULL_DUE_KIND = 'lingxing.pullDue';

/** "Pull now" of one connection (payload.connectionId); the job's result is the counts. */
registerJobHandler(LINGXING_PULL_KIND, async (ctx) => {
  const connection = await connectionById(ctx.deps.db, String(ctx.job.payload.connectionId ?? ''));
  if (!connection || connection.userId !== ctx.job.userId) return { pulled: 0, skipped: 0, invalid: 0 };
  return { ...(await pullConnection(ctx.deps, connection)) };
});

/**
 * The scheduled pull: every due connection in turn. One connection's refusal, outage or any other failure
 * is recorded on it (last error, when it may try again) and the others go on; each call has LingXing's
 * 30-second timeout.
 */
export async function pullDueConnections(
  deps: AppDeps & { log?: { warn(obj: object, msg: string): void } },
  shouldStop: () => boolean = () => false,
) {
  const due = await connectionsDue(deps.db, deps.clock());
  let pulled = 0;
  let failed = 0;
  for (const connection of due) {
    if (shouldStop()) break;
    try {
      pulled += (await pullConnection(deps, connection)).pulled;
    } catch (error) {
      failed++;
      if (!(error instanceof LingxingError))
        (deps.log ?? console).warn({ err: error, connectionId: connection.id }, 'LingXing pull failed');
    }
  }
  return { connections: due.length, pulled, failed };
}

registerJobHandler(LINGXING_PULL_DUE_KIND, async (ctx) => pullDueConnections(ctx.deps, ctx.shouldStop));
registerJobHandler(
  LINGXING_PUSH_KIND,
  async (ctx) => (await pushDue(ctx.deps, { shouldStop: ctx.shouldStop })) ?? undefined,
);

/** How often every customer's waiting orders are checked for a label the per-order hook missed. */
export const LABELLED_SWEEP_MS = 5 * 60_000;

export const LINGXING_JOBS: PeriodicJob[] = [
  {
    // Retries whose wait has passed are pushed by one sender job (an indexed look at pending rows).
    name: 'lingxing-push',
    intervalMs: 10_000,
    run: async (deps) => {
      if (await hasDuePush(deps.db, deps.clock()))
        await enqueueSingletonJob(deps, { kind: LINGXING_PUSH_KIND });
      return null;
    },
  },
  {
    // The safety net: a label bought while its hook failed (placement.settle calls it per order).
    name: 'lingxing-labelled-sweep',
    intervalMs: LABELLED_SWEEP_MS,
    run: async (deps) => {
      const labelled = await markLabelledDue(deps.db, deps.clock());
      if (labelled.length === 0) return null;
      await enqueueSingletonJob(deps, { kind: LINGXING_PUSH_KIND });
      return { labelled: labelled.length };
    },
  },
  {
    name: 'lingxing-pull',
    intervalMs: 60_000,
    run: async (deps) => {
      const due = await connectionsDue(deps.db, deps.clock());
      if (due.length > 0) await enqueueSingletonJob(deps, { kind: LINGXING_PULL_DUE_KIND });
      return null;
    },
  },
];
