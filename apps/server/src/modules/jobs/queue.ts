import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { JobStatus, JobView } from '@shiplabel/shared';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { isUuid } from '../../lib/validation.ts';
import type { JobRow } from './job-handlers.ts';
import { claimJob, failExhaustedJobs, runClaimedJob } from './job-runner.ts';
import { jobItems, jobs } from './jobs.table.ts';

export {
  type ItemOutcome,
  type JobContext,
  type JobHandler,
  type JobItemStatus,
  type JobRow,
  registerJobHandler,
} from './job-handlers.ts';
export { LEASE_MS, MAX_ATTEMPTS } from './job-runner.ts';

/** Items inserted per statement: 10,000 items take 2 statements (3 parameters each, far below the limit). */
const INSERT_CHUNK = 5_000;

/** Queues a job and its items (seq = index in `items`) in one transaction: a job never lacks items. */
export async function enqueueJob(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  input: { kind: string; userId: string | null; payload?: Record<string, unknown>; items?: string[] },
): Promise<{ id: string; total: number }> {
  const items = input.items ?? [];
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const [job] = await tx
      .insert(jobs)
      .values({
        kind: input.kind,
        userId: input.userId,
        payload: input.payload ?? {},
        total: items.length,
        runAfter: now,
        createdAt: now,
      })
      .returning({ id: jobs.id });
    for (let first = 0; first < items.length; first += INSERT_CHUNK) {
      const chunk = items.slice(first, first + INSERT_CHUNK);
      await tx.insert(jobItems).values(chunk.map((ref, i) => ({ jobId: job!.id, seq: first + i, ref })));
    }
    return { id: job!.id, total: items.length };
  });
}

/**
 * Queues a system job of `kind` unless one is already queued or running (e.g. the periodic tracking
 * refresh: every process asks each minute, one job runs). A transaction-scoped advisory lock per kind
 * makes "look, then insert" atomic between processes.
 */
export async function enqueueSingletonJob(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  input: { kind: string; payload?: Record<string, unknown> },
): Promise<{ id: string; created: boolean }> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`jobs:${input.kind}`}))`);
    const [active] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.kind, input.kind), inArray(jobs.status, ['queued', 'running'])))
      .limit(1);
    if (active) return { id: active.id, created: false };
    const [job] = await tx
      .insert(jobs)
      .values({ kind: input.kind, userId: null, payload: input.payload ?? {}, runAfter: now, createdAt: now })
      .returning({ id: jobs.id });
    return { id: job!.id, created: true };
  });
}

/**
 * Queues a job of `kind` for one subject (`payload[subject.field] = subject.id`: a store, an ERP connection)
 * unless one is queued or running for it already, which is answered instead (created false). Jobs per
 * subject keep a slow or failing one to its own job; two clicks or two tabs queue one. An advisory lock
 * per kind and subject makes "look, then insert" atomic between processes.
 */
export async function enqueueJobPerSubject(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  input: {
    kind: string;
    userId: string | null;
    subject: { field: string; id: string };
    payload?: Record<string, unknown>;
  },
): Promise<{ id: string; created: boolean }> {
  const { kind, subject } = input;
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`jobs:${kind}:${subject.id}`}))`);
    const [active] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          eq(jobs.kind, kind),
          inArray(jobs.status, ['queued', 'running']),
          sql`${jobs.payload}->>${subject.field} = ${subject.id}`,
        ),
      )
      .limit(1);
    if (active) return { id: active.id, created: false };
    const [job] = await tx
      .insert(jobs)
      .values({
        kind,
        userId: input.userId,
        payload: { ...input.payload, [subject.field]: subject.id },
        runAfter: now,
        createdAt: now,
      })
      .returning({ id: jobs.id });
    return { id: job!.id, created: true };
  });
}

/** How long ended system jobs (no asker: the tracking refresh...) are kept for operators to look at. */
export const SYSTEM_JOB_RETENTION_MS = 24 * 3_600_000;

/** Deletes system jobs that ended more than SYSTEM_JOB_RETENTION_MS ago (a user's jobs are kept). */
export async function purgeEndedSystemJobs(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<number> {
  const before = new Date(deps.clock().getTime() - SYSTEM_JOB_RETENTION_MS);
  const rows = await deps.db
    .delete(jobs)
    .where(
      and(
        isNull(jobs.userId),
        inArray(jobs.status, ['done', 'failed', 'canceled']),
        sql`${jobs.finishedAt} < ${before.toISOString()}::timestamptz`,
      ),
    )
    .returning({ id: jobs.id });
  return rows.length;
}

export const toJobView = (row: JobRow): JobView => ({
  id: row.id,
  kind: row.kind,
  status: row.status as JobStatus,
  total: row.total,
  done: row.done,
  failed: row.failed,
  result: row.result ?? null,
  error: row.error,
  createdAt: row.createdAt.toISOString(),
  startedAt: row.startedAt?.toISOString() ?? null,
  finishedAt: row.finishedAt?.toISOString() ?? null,
});

/**
 * Where-clause of one job as seen by its asker (userId given: another user's job does not exist for them)
 * or by the back office (userId undefined: any job). Null for an id that cannot exist.
 */
export function jobScope(scope: { id: string; userId?: string }): SQL | null {
  if (!isUuid(scope.id)) return null;
  return scope.userId === undefined
    ? eq(jobs.id, scope.id)
    : and(eq(jobs.id, scope.id), eq(jobs.userId, scope.userId))!;
}

/** One job, scoped like orders: another user's job is null, as an unknown one. */
export async function jobOf(db: Database, scope: { id: string; userId?: string }): Promise<JobView | null> {
  const where = jobScope(scope);
  if (!where) return null;
  const [row] = await db.select().from(jobs).where(where);
  return row ? toJobView(row) : null;
}

/**
 * Cancels a queued or running job; its worker notices at its next lease renewal and stops. Items already
 * finished keep their outcome. False when the job had already ended.
 */
export async function cancelJob(deps: Pick<AppDeps, 'db' | 'clock'>, scope: { id: string; userId?: string }) {
  const where = jobScope(scope);
  if (!where) return false;
  const rows = await deps.db
    .update(jobs)
    .set({ status: 'canceled', finishedAt: deps.clock(), leaseUntil: null })
    .where(and(where, inArray(jobs.status, ['queued', 'running'])))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** A worker's identity in jobs.locked_by: which process (and which loop in it) holds a claim. */
export const newWorkerId = () => `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

/**
 * Runs every job that can run now, one after another, then returns how many ran (for tests and scripts;
 * servers use startJobWorkers). Jobs retried later (backoff) or leased by a live worker are left alone.
 */
export async function runJobsOnce(deps: AppDeps, opts: { workerId?: string } = {}): Promise<number> {
  const workerId = opts.workerId ?? newWorkerId();
  let ran = 0;
  await failExhaustedJobs(deps);
  for (let job = await claimJob(deps, workerId); job; job = await claimJob(deps, workerId)) {
    await runClaimedJob(deps, job, workerId);
    ran++;
  }
  return ran;
}
