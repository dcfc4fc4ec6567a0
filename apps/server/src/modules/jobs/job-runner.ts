import { normalizeLocale } from '@shiplabel/shared';
import { and, asc, eq, inArray, lt, notInArray, sql } from 'drizzle-orm';
import type { AppDeps } from '../../lib/deps.ts';
import { messageOfError } from '../../lib/error-handler.ts';
import { AppError } from '../../lib/errors.ts';
import {
  ITEM_PENDING,
  isSharedJobKind,
  type JobContext,
  type JobRow,
  jobHandler,
  registeredJobKinds,
  sharedJobKinds,
} from './job-handlers.ts';
import { claimedPages, finishItem, iso, LEASE_MS, later, releaseItems, renewItems } from './job-items.ts';
import { jobs } from './jobs.table.ts';

export { finishItem, LEASE_MS } from './job-items.ts';

/** Claims of one job (crashes, lost leases and thrown errors) before it is marked failed. */
export const MAX_ATTEMPTS = 5;
const DEFAULT_PAGE = 200;
/**
 * Items a worker of a shared job claims at a time: small, so that workers joining later still find work,
 * and two full rounds of a handler's own concurrency (a label batch places 10 orders at once,
 * batch-place.job.ts), so no round runs part-empty (12 ran each page as 10, then 2). On the sandbox
 * carrier the Node core is the limit and 12 or 20 measure the same (3,000 orders: 41-44 s either way);
 * with a real carrier's latency a part-empty round waits for nothing.
 */
export const SHARED_PAGE = 20;

/**
 * Claims the next runnable job of a kind this process can run: queued, or running under an expired lease
 * (its worker died). SKIP LOCKED lets several workers claim at once without waiting on each other.
 */
export async function claimJob(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  workerId: string,
): Promise<JobRow | null> {
  const kinds = registeredJobKinds();
  if (kinds.length === 0) return null;
  const now = deps.clock();
  const next = deps.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(
      and(
        inArray(jobs.status, ['queued', 'running']),
        inArray(jobs.kind, kinds),
        lt(jobs.attempts, MAX_ATTEMPTS),
        sql`${jobs.runAfter} <= ${iso(now)}::timestamptz`,
        sql`(${jobs.leaseUntil} is null or ${jobs.leaseUntil} < ${iso(now)}::timestamptz)`,
      ),
    )
    .orderBy(asc(jobs.runAfter), asc(jobs.createdAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await deps.db
    .update(jobs)
    .set({
      status: 'running',
      lockedBy: workerId,
      leaseUntil: later(now, LEASE_MS),
      attempts: sql`${jobs.attempts} + 1`,
      startedAt: sql`coalesce(${jobs.startedAt}, ${iso(now)}::timestamptz)`,
    })
    .where(eq(jobs.id, sql`(${next})`))
    .returning();
  return row ?? null;
}

/**
 * A running job of a shared kind that another worker owns (under a live lease) and that still has items
 * nobody holds: this worker may help with it (runJoinedJob). `exclude`: jobs this process already runs.
 */
export async function joinableJob(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  workerId: string,
  exclude: string[] = [],
): Promise<JobRow | null> {
  const kinds = sharedJobKinds();
  if (kinds.length === 0) return null;
  const now = iso(deps.clock());
  const [row] = await deps.db
    .select()
    .from(jobs)
    .where(
      and(
        eq(jobs.status, 'running'),
        inArray(jobs.kind, kinds),
        sql`${jobs.leaseUntil} >= ${now}::timestamptz`,
        sql`${jobs.lockedBy} <> ${workerId}`,
        exclude.length > 0 ? notInArray(jobs.id, exclude) : undefined,
        sql`exists (select 1 from job_items i where i.job_id = ${jobs.id} and i.status = ${ITEM_PENDING}
          and (i.lease_until is null or i.lease_until < ${now}::timestamptz))`,
      ),
    )
    .orderBy(asc(jobs.createdAt))
    .limit(1);
  return row ?? null;
}

/** Jobs whose worker died on their last allowed attempt: failed rather than left running forever. */
export async function failExhaustedJobs(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<number> {
  const now = deps.clock();
  const rows = await deps.db
    .update(jobs)
    .set({
      status: 'failed',
      error: 'jobs.interrupted',
      finishedAt: now,
      lockedBy: null,
      leaseUntil: null,
    })
    .where(
      and(
        inArray(jobs.status, ['queued', 'running']),
        sql`${jobs.attempts} >= ${MAX_ATTEMPTS}`,
        sql`(${jobs.leaseUntil} is null or ${jobs.leaseUntil} < ${iso(now)}::timestamptz)`,
      ),
    )
    .returning({ id: jobs.id });
  return rows.length;
}

export type StopReason = 'lost' | 'shutdown' | null;
/** The owner claimed the job and records its end; a helper only does some of its items. */
type Role = 'owner' | 'helper';

/**
 * One worker's run of a job: its context for the handler, lease renewal (the job's for the owner, and
 * always the items it holds) and the reason to stop, if any.
 */
function openRun(deps: AppDeps, job: JobRow, workerId: string, role: Role, shuttingDown: () => boolean) {
  let stop: StopReason = null;
  let leaseUntil = role === 'owner' ? job.leaseUntil!.getTime() : deps.clock().getTime() + LEASE_MS;
  const mine = and(eq(jobs.id, job.id), eq(jobs.lockedBy, workerId), eq(jobs.status, 'running'));
  const alive = role === 'owner' ? mine : and(eq(jobs.id, job.id), eq(jobs.status, 'running'));
  const renew = async () => {
    const now = deps.clock();
    const rows =
      role === 'owner'
        ? await deps.db
            .update(jobs)
            .set({ leaseUntil: later(now, LEASE_MS) })
            .where(mine)
            .returning({ id: jobs.id })
        : await deps.db.select({ id: jobs.id }).from(jobs).where(alive);
    // Canceled, ended, or another worker took over after our lease expired: stop when the handler looks.
    if (rows.length === 0) {
      stop = 'lost';
      return;
    }
    await renewItems(deps, job.id, workerId, now);
    leaseUntil = now.getTime() + LEASE_MS;
  };
  const timer = setInterval(() => void renew().catch(() => {}), LEASE_MS / 3);
  timer.unref();
  const shouldStop = () => {
    if (stop === null && deps.clock().getTime() >= leaseUntil) stop = 'lost';
    if (stop === null && shuttingDown()) stop = 'shutdown';
    return stop !== null;
  };
  // Looked up before each page, so a cancel is noticed within a page rather than at the next renewal.
  const stillRunning = async () => {
    if (shouldStop()) return false;
    const [row] = await deps.db.select({ id: jobs.id }).from(jobs).where(alive);
    if (!row) stop = 'lost';
    return !shouldStop();
  };
  const shared = isSharedJobKind(job.kind);
  const ctx: JobContext = {
    deps,
    job,
    locale: normalizeLocale(job.payload.locale),
    pendingItems: (pageSize = DEFAULT_PAGE) =>
      claimedPages(
        deps,
        {
          jobId: job.id,
          workerId,
          pageSize: shared ? Math.min(pageSize, SHARED_PAGE) : pageSize,
          waitForOthers: role === 'owner',
        },
        stillRunning,
      ),
    finishItem: (seq, outcome) => finishItem(deps, job.id, seq, outcome, workerId),
    setTotal: async (total) => {
      await deps.db.update(jobs).set({ total }).where(eq(jobs.id, job.id));
    },
    shouldStop,
  };
  return {
    ctx,
    mine,
    stopReason: () => {
      shouldStop();
      return stop;
    },
    close: async () => {
      clearInterval(timer);
      // Items started but not finished (a stop, a throw) go back at once rather than when leases lapse.
      await releaseItems(deps, job.id, workerId).catch(() => {});
    },
  };
}

/** Runs one claimed job to its end: renews the lease meanwhile, then records done, retry or failure. */
export async function runClaimedJob(
  deps: AppDeps,
  job: JobRow,
  workerId: string,
  shuttingDown: () => boolean = () => false,
): Promise<void> {
  const run = openRun(deps, job, workerId, 'owner', shuttingDown);
  try {
    const result = await jobHandler(job.kind)!(run.ctx);
    const stop = run.stopReason();
    if (stop === 'lost') return;
    if (stop === 'shutdown') {
      // Handed back at once for another process; a clean shutdown does not count as an attempt.
      await deps.db
        .update(jobs)
        .set({ leaseUntil: null, lockedBy: null, attempts: sql`${jobs.attempts} - 1` })
        .where(run.mine);
      return;
    }
    await deps.db
      .update(jobs)
      .set({
        status: 'done',
        result: result ?? null,
        finishedAt: deps.clock(),
        leaseUntil: null,
        lockedBy: null,
      })
      .where(run.mine);
  } catch (error) {
    await recordFailure(deps, job, run.mine, error);
  } finally {
    await run.close();
  }
}

/**
 * Helps with a running shared job owned by another worker: the same handler on the items this worker
 * claims. Its return value is dropped and a throw only hands its items back: the owner ends the job.
 */
export async function runJoinedJob(
  deps: AppDeps,
  job: JobRow,
  workerId: string,
  shuttingDown: () => boolean = () => false,
): Promise<void> {
  const run = openRun(deps, job, workerId, 'helper', shuttingDown);
  try {
    await jobHandler(job.kind)!(run.ctx);
  } finally {
    await run.close();
  }
}

/**
 * What jobs.error keeps of a thrown error: one of our errors as its message key (read in the viewer's
 * language), or worded in the asker's language when it has parameters; anything else as its text.
 */
function errorText(job: JobRow, error: unknown): string {
  if (error instanceof AppError) {
    if (Object.keys(error.params).length === 0) return error.errorCode;
    return messageOfError(normalizeLocale(job.payload.locale), error);
  }
  return (error instanceof Error ? error.message : String(error)).slice(0, 1000);
}

/** A thrown error: retried later (resuming its pending items) until MAX_ATTEMPTS, then failed. */
async function recordFailure(deps: AppDeps, job: JobRow, mine: ReturnType<typeof and>, error: unknown) {
  const message = errorText(job, error);
  const now = deps.clock();
  const exhausted = job.attempts >= MAX_ATTEMPTS;
  await deps.db
    .update(jobs)
    .set(
      exhausted
        ? { status: 'failed', error: message, finishedAt: now, leaseUntil: null, lockedBy: null }
        : // Backs off a little more on each attempt so a failing dependency gets time to recover.
          {
            status: 'queued',
            error: message,
            runAfter: later(now, job.attempts * 5_000),
            leaseUntil: null,
            lockedBy: null,
          },
    )
    .where(mine);
}
