import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { preparedRowsOf, rowsOf } from '../../db/client.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { ITEM_DONE, ITEM_FAILED, ITEM_PENDING, type ItemOutcome } from './job-handlers.ts';
import { jobItems } from './jobs.table.ts';

/**
 * A claim (of a job, or of a page of its items) lasts this long; the running worker renews it every
 * third of it. A worker that dies stops renewing: its job and items are taken over once this has passed.
 */
export const LEASE_MS = 30_000;
/** How often a job's owner looks again while other workers hold its last items. */
const OTHERS_POLL_MS = 500;

type Deps = Pick<AppDeps, 'db' | 'clock'>;
type Item = { seq: number; ref: string };

export const iso = (date: Date) => date.toISOString();
export const later = (date: Date, ms: number) => new Date(date.getTime() + ms);

/**
 * Claims up to `limit` pending items of a job that nobody holds (or whose holder's lease lapsed), lowest
 * seq first. SKIP LOCKED: workers claiming at the same moment get different items without waiting on each
 * other. The candidates are a MATERIALIZED CTE: as `seq in (subquery ... limit)` the planner may run the
 * subquery again per row, and then claims more than `limit` items.
 */
export async function claimItems(
  deps: Deps,
  jobId: string,
  workerId: string,
  limit: number,
): Promise<Item[]> {
  const now = deps.clock();
  const rows = await rowsOf<{ seq: number; ref: string }>(
    deps.db.execute(sql`
      with next as materialized (
        select seq from job_items
        where job_id = ${jobId} and status = ${ITEM_PENDING}
          and (lease_until is null or lease_until < ${iso(now)}::timestamptz)
        order by seq
        limit ${limit}
        for update skip locked
      )
      update job_items i
      set locked_by = ${workerId}, lease_until = ${iso(later(now, LEASE_MS))}::timestamptz
      from next
      where i.job_id = ${jobId} and i.seq = next.seq
      returning i.seq, i.ref`),
  );
  return rows.map((row) => ({ seq: Number(row.seq), ref: row.ref })).sort((a, b) => a.seq - b.seq);
}

const heldBy = (jobId: string, workerId: string) =>
  and(eq(jobItems.jobId, jobId), eq(jobItems.lockedBy, workerId), eq(jobItems.status, ITEM_PENDING));

/** Extends the lease of every unfinished item this worker holds in the job. */
export async function renewItems(deps: Deps, jobId: string, workerId: string, now = deps.clock()) {
  await deps.db
    .update(jobItems)
    .set({ leaseUntil: later(now, LEASE_MS) })
    .where(heldBy(jobId, workerId));
}

/** Hands this worker's unfinished items back at once (shutdown, cancel, a helper done with the job). */
export async function releaseItems(deps: Deps, jobId: string, workerId: string) {
  await deps.db.update(jobItems).set({ lockedBy: null, leaseUntil: null }).where(heldBy(jobId, workerId));
}

/** Whether items of the job are still pending outside this worker's hands (held by others, or free). */
async function othersPending(deps: Deps, jobId: string, workerId: string): Promise<boolean> {
  const [row] = await deps.db
    .select({ seq: jobItems.seq })
    .from(jobItems)
    .where(
      and(
        eq(jobItems.jobId, jobId),
        eq(jobItems.status, ITEM_PENDING),
        or(isNull(jobItems.lockedBy), ne(jobItems.lockedBy, workerId)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The items a worker is to do, in claimed pages, while `stillRunning` says so. A helper stops when nothing
 * is left to claim; the owner (`waitForOthers`) also waits until the items other workers hold are
 * finished, taking over those whose holder's lease lapsed, so that when it returns the job is complete.
 */
export async function* claimedPages(
  deps: Deps,
  claim: { jobId: string; workerId: string; pageSize: number; waitForOthers: boolean },
  stillRunning: () => Promise<boolean>,
): AsyncGenerator<Item[]> {
  while (await stillRunning()) {
    const page = await claimItems(deps, claim.jobId, claim.workerId, claim.pageSize);
    if (page.length > 0) {
      yield page;
      continue;
    }
    if (!claim.waitForOthers || !(await othersPending(deps, claim.jobId, claim.workerId))) return;
    await sleep(OTHERS_POLL_MS);
  }
}

interface Finish {
  seq: number;
  status: number;
  result: Record<string, unknown> | null;
  error_code: string | null;
  message: string | null;
  locked_by: string | null;
}

interface FinishQueue {
  pending: { row: Finish; done: () => void; failed: (error: unknown) => void }[];
  writing: boolean;
}

/** Outcomes waiting for their statement, per database and job. */
const finishQueues = new WeakMap<Deps['db'], Map<string, FinishQueue>>();

/** Writes the job's queued outcomes, one statement per round, until none is left; settles each caller. */
async function writeFinishes(deps: Deps, jobId: string, queue: FinishQueue) {
  queue.writing = true;
  try {
    while (queue.pending.length > 0) {
      const round = queue.pending.splice(0);
      try {
        // Named prepared: one text whatever the round's size (its rows travel as one JSON value).
        await preparedRowsOf(
          deps.db,
          sql`
          with input as (
            select * from jsonb_to_recordset(${JSON.stringify(round.map((p) => p.row))}::jsonb)
              as x(seq integer, status smallint, result jsonb, error_code text, message text, locked_by text)
          ),
          changed as (
            update job_items i
            set status = x.status, result = x.result, error_code = x.error_code, message = x.message,
                finished_at = ${iso(deps.clock())}::timestamptz,
                locked_by = coalesce(x.locked_by, i.locked_by), lease_until = null
            from input x
            where i.job_id = ${jobId} and i.seq = x.seq and i.status = ${ITEM_PENDING}
            returning i.status
          )
          update jobs
          set done = done + (select count(*) from changed where status = ${ITEM_DONE}),
              failed = failed + (select count(*) from changed where status = ${ITEM_FAILED})
          where id = ${jobId} and exists (select 1 from changed)`,
        );
        for (const p of round) p.done();
      } catch (error) {
        for (const p of round) p.failed(error);
      }
    }
  } finally {
    queue.writing = false;
  }
}

/**
 * Records an item's outcome and the job's counters; only a pending item changes, so finishing an item
 * twice (a resumed run, a worker that lost its lease) counts it once. The item keeps the id of the worker
 * that finished it (who did the work); its lease ends. Resolves once the outcome is committed.
 *
 * Outcomes of one job that arrive while its previous statement is running are written together in the
 * next one (group commit): a batch placing 10 orders at once finishes several per round trip, instead of
 * one statement per item all updating the same jobs row.
 */
export function finishItem(
  deps: Deps,
  jobId: string,
  seq: number,
  outcome: ItemOutcome,
  workerId?: string,
): Promise<void> {
  const row: Finish = {
    seq,
    status: outcome.ok ? ITEM_DONE : ITEM_FAILED,
    result: outcome.ok && outcome.result ? outcome.result : null,
    error_code: outcome.ok ? null : outcome.errorCode,
    message: outcome.ok ? null : outcome.message,
    locked_by: workerId ?? null,
  };
  let byJob = finishQueues.get(deps.db);
  if (!byJob) {
    byJob = new Map();
    finishQueues.set(deps.db, byJob);
  }
  let queue = byJob.get(jobId);
  if (!queue) {
    queue = { pending: [], writing: false };
    byJob.set(jobId, queue);
  }
  const q = queue;
  const written = new Promise<void>((done, failed) => q.pending.push({ row, done, failed }));
  if (!q.writing)
    void writeFinishes(deps, jobId, q).finally(() => {
      if (q.pending.length === 0 && !q.writing) byJob.delete(jobId);
    });
  return written;
}
