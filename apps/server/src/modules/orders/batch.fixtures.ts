import { asc, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client.ts';
import { call } from '../../db/testing/fixtures.ts';
import type { TestApp } from '../../db/testing/test-app.ts';
import { jobItems, jobs } from '../jobs/jobs.table.ts';
import { runJobsOnce } from '../jobs/queue.ts';

/** Test-only helpers of the batch tests: start a batch, run the queue, read the job and its items. */

export const startBatch = (
  t: TestApp,
  token: string,
  body: unknown,
  opts: { admin?: boolean; lang?: 'en-US' | 'zh-CN' } = {},
) =>
  call(t.app, 'POST', `/${opts.admin ? 'admin' : 'app'}/order/label/batchCreate`, {
    token,
    body,
    ...(opts.lang ? { lang: opts.lang } : {}),
  });

export const runQueue = (t: TestApp) => runJobsOnce({ db: t.db, config: t.config, clock: t.clock.now });

export async function jobRow(t: TestApp, jobId: string) {
  const [row] = await t.db.select().from(jobs).where(eq(jobs.id, jobId));
  return row!;
}

export const itemsOf = (t: TestApp, jobId: string) =>
  t.db.select().from(jobItems).where(eq(jobItems.jobId, jobId)).orderBy(asc(jobItems.seq));

/**
 * A worker that did the work but died before recording it (or lost its lease): every item back to
 * pending and the job claimable again, as the queue would find it after the lease expired.
 */
export async function forgetProgress(t: TestApp, jobId: string) {
  await t.db
    .update(jobItems)
    .set({ status: 0, errorCode: null, message: null, result: null, finishedAt: null })
    .where(eq(jobItems.jobId, jobId));
  await t.db
    .update(jobs)
    .set({
      status: 'queued',
      done: 0,
      failed: 0,
      lockedBy: null,
      leaseUntil: null,
      finishedAt: null,
      runAfter: new Date(0),
    })
    .where(eq(jobs.id, jobId));
}

/** The reservations made for an order, by status: a placed order has exactly one, captured. */
export async function reservationsOf(t: TestApp, orderId: string) {
  return rowsOf<{ status: string; n: number }>(
    t.db.execute(sql`select status, count(*)::int as n from ledger_reservations
      where reference = ${orderId} group by status`),
  );
}
