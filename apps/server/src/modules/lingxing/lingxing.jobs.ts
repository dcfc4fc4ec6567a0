import type { AppDeps } from '../../lib/deps.ts';
import type { PeriodicJob } from '../../lib/jobs.ts';
import { enqueueSingletonJob, registerJobHandler } from '../jobs/queue.ts';
import { LingxingError } from './lingxing.errors.ts';
import { pullConnection } from './lingxing.pull.ts';
import { pushDue } from './lingxing.push.ts';
import { connectionById, connectionsDue, hasDuePush, markLabelledDue } from './lingxing.repository.ts';
import { LINGXING_PULL_KIND, LINGXING_PUSH_KIND } from './lingxing.usecases.ts';

/** The scheduled pull of every connection: this long after its last pull. */
export const PULL_EVERY_MS = 15 * 60_000;
export const LINGXING_PULL_DUE_KIND = 'lingxing.pullDue';

/** "Pull now" of one connection (payload.connectionId); the job's result is the counts. */
registerJobHandler(LINGXING_PULL_KIND, async (ctx) => {
  const connection = await connectionById(ctx.deps.db, String(ctx.job.payload.connectionId ?? ''));
  if (!connection || connection.userId !== ctx.job.userId) return { pulled: 0, skipped: 0, invalid: 0 };
  return { ...(await pullConnection(ctx.deps, connection)) };
});

/**
 * The scheduled pull: every due connection in turn. One connection's refusal or outage is recorded on
 * it (lastErrorCode) and the others go on; each call has LingXing's 30-second timeout.
 */
export async function pullDueConnections(deps: AppDeps, shouldStop: () => boolean = () => false) {
  const due = await connectionsDue(deps.db, new Date(deps.clock().getTime() - PULL_EVERY_MS));
  let pulled = 0;
  let failed = 0;
  for (const connection of due) {
    if (shouldStop()) break;
    try {
      pulled += (await pullConnection(deps, connection)).pulled;
    } catch (error) {
      if (!(error instanceof LingxingError)) throw error;
      failed++;
    }
  }
  return { connections: due.length, pulled, failed };
}

registerJobHandler(LINGXING_PULL_DUE_KIND, async (ctx) => pullDueConnections(ctx.deps, ctx.shouldStop));
registerJobHandler(
  LINGXING_PUSH_KIND,
  async (ctx) => (await pushDue(ctx.deps, { shouldStop: ctx.shouldStop })) ?? undefined,
);

export const LINGXING_JOBS: PeriodicJob[] = [
  {
    // Labels bought since the last check, and retries whose wait has passed, are pushed by one sender job.
    name: 'lingxing-push',
    intervalMs: 10_000,
    run: async (deps) => {
      const labelled = await markLabelledDue(deps.db, deps.clock());
      if (labelled.length > 0 || (await hasDuePush(deps.db, deps.clock())))
        await enqueueSingletonJob(deps, { kind: LINGXING_PUSH_KIND });
      return null;
    },
  },
  {
    name: 'lingxing-pull',
    intervalMs: 60_000,
    run: async (deps) => {
      const due = await connectionsDue(deps.db, new Date(deps.clock().getTime() - PULL_EVERY_MS));
      if (due.length > 0) await enqueueSingletonJob(deps, { kind: LINGXING_PULL_DUE_KIND });
      return null;
    },
  },
];
