import { normalizeLocale } from '@shiplabel/shared';
import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { AppDeps } from '../../lib/deps.ts';
import {
  ITEM_DONE,
  ITEM_FAILED,
  ITEM_PENDING,
  type ItemOutcome,
  type JobContext,
  type JobRow,
  jobHandler,
  registeredJobKinds,
} from './job-handlers.ts';
import { jobItems, jobs } from './jobs.table.ts';

/** A claim lasts this long; the running worker renews it every third of it. */
export const LEASE_MS = 30_000;
/** Claims of one job (crashes, lost leases and thrown errors) before it is marked failed. */
export const MAX_ATTEMPTS = 5;
const DEFAULT_PAGE = 200;

const iso = (date: Date) => date.toISOString();
const later = (date: Date, ms: number) => new Date(date.getTime() + ms);

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

/** Jobs whose worker died on their last allowed attempt: failed rather than left running forever. */
export async function failExhaustedJobs(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<number> {
  const now = deps.clock();
  const rows = await deps.db
    .update(jobs)
    .set({
      status: 'failed',
      error: `interrupted ${MAX_ATTEMPTS} times (worker lost)`,
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

/**
 * Records an item's outcome and the job's counters in one statement; only a pending item changes, so
 * finishing an item twice (a resumed run, a worker that lost its lease) counts it once.
 */
export async function finishItem(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  jobId: string,
  seq: number,
  outcome: ItemOutcome,
) {
  const status = outcome.ok ? ITEM_DONE : ITEM_FAILED;
  const result = outcome.ok && outcome.result ? JSON.stringify(outcome.result) : null;
  const errorCode = outcome.ok ? null : outcome.errorCode;
  const message = outcome.ok ? null : outcome.message;
  await deps.db.execute(sql`
    with changed as (
      update job_items
      set status = ${status}, result = ${result}::jsonb, error_code = ${errorCode}, message = ${message},
          finished_at = ${iso(deps.clock())}::timestamptz
      where job_id = ${jobId} and seq = ${seq} and status = ${ITEM_PENDING}
      returning status
    )
    update jobs
    set done = done + (select count(*) from changed where status = ${ITEM_DONE}),
        failed = failed + (select count(*) from changed where status = ${ITEM_FAILED})
    where id = ${jobId} and exists (select 1 from changed)`);
}

export type StopReason = 'lost' | 'shutdown' | null;

/** Runs one claimed job to its end: renews the lease meanwhile, then records done, retry or failure. */
export async function runClaimedJob(
  deps: AppDeps,
  job: JobRow,
  workerId: string,
  shuttingDown: () => boolean = () => false,
): Promise<void> {
  let stop: StopReason = null;
  let leaseUntil = job.leaseUntil!.getTime();
  const mine = and(eq(jobs.id, job.id), eq(jobs.lockedBy, workerId), eq(jobs.status, 'running'));
  const renew = async () => {
    const now = deps.clock();
    const rows = await deps.db
      .update(jobs)
      .set({ leaseUntil: later(now, LEASE_MS) })
      .where(mine)
      .returning({ id: jobs.id });
    // Canceled, or another worker took over after our lease expired: stop as soon as the handler looks.
    if (rows.length === 0) stop = 'lost';
    else leaseUntil = now.getTime() + LEASE_MS;
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
    const [row] = await deps.db.select({ id: jobs.id }).from(jobs).where(mine);
    if (!row) stop = 'lost';
    return !shouldStop();
  };
  const ctx: JobContext = {
    deps,
    job,
    locale: normalizeLocale(job.payload.locale),
    pendingItems: (pageSize = DEFAULT_PAGE) => pendingItems(deps, job.id, pageSize, stillRunning),
    finishItem: (seq, outcome) => finishItem(deps, job.id, seq, outcome),
    setTotal: async (total) => {
      await deps.db.update(jobs).set({ total }).where(eq(jobs.id, job.id));
    },
    shouldStop,
  };
  try {
    const handler = jobHandler(job.kind)!;
    const result = await handler(ctx);
    shouldStop();
    if (stop === 'lost') return;
    if (stop === 'shutdown') {
      // Handed back at once for another process; a clean shutdown does not count as an attempt.
      await deps.db
        .update(jobs)
        .set({ leaseUntil: null, lockedBy: null, attempts: sql`${jobs.attempts} - 1` })
        .where(mine);
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
      .where(mine);
  } catch (error) {
    await recordFailure(deps, job, mine, error);
  } finally {
    clearInterval(timer);
  }
}

/** A thrown error: retried later (resuming its pending items) until MAX_ATTEMPTS, then failed. */
async function recordFailure(deps: AppDeps, job: JobRow, mine: ReturnType<typeof and>, error: unknown) {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
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

/** Pending items in seq order, a page at a time (keyset on seq: items finished meanwhile are not revisited). */
async function* pendingItems(
  deps: AppDeps,
  jobId: string,
  pageSize: number,
  stillRunning: () => Promise<boolean>,
): AsyncGenerator<{ seq: number; ref: string }[]> {
  let after = -1;
  while (await stillRunning()) {
    const page = await deps.db
      .select({ seq: jobItems.seq, ref: jobItems.ref })
      .from(jobItems)
      .where(and(eq(jobItems.jobId, jobId), eq(jobItems.status, ITEM_PENDING), gt(jobItems.seq, after)))
      .orderBy(asc(jobItems.seq))
      .limit(pageSize);
    if (page.length === 0) return;
    after = page[page.length - 1]!.seq;
    yield page;
  }
}
