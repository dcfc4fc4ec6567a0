import { asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { claimItems, releaseItems } from './job-items.ts';
import { claimJob } from './job-runner.ts';
import { jobItems, jobs } from './jobs.table.ts';
import {
  cancelJob,
  enqueueJob,
  type JobContext,
  jobOf,
  LEASE_MS,
  MAX_ATTEMPTS,
  registerJobHandler,
  runJobsOnce,
} from './queue.ts';

let t: TestApp;
let deps: AppDeps;

/** What the test handlers did, per job: every item they processed (a repeat would show twice). */
const processed = new Map<string, number[]>();
const record = (ctx: JobContext, seq: number) => {
  processed.set(ctx.job.id, [...(processed.get(ctx.job.id) ?? []), seq]);
};

async function everyItem(ctx: JobContext, work: (seq: number, ref: string) => Promise<void>) {
  for await (const page of ctx.pendingItems(7)) for (const item of page) await work(item.seq, item.ref);
}

registerJobHandler('test.echo', async (ctx) => {
  await everyItem(ctx, async (seq, ref) => {
    record(ctx, seq);
    if (ref.startsWith('bad')) {
      await ctx.finishItem(seq, {
        ok: false,
        errorCode: 'test.bad',
        message: `${ctx.locale}: ${ref} is bad`,
      });
    } else await ctx.finishItem(seq, { ok: true, result: { upper: ref.toUpperCase() } });
  });
  return { summary: 'echoed' };
});

registerJobHandler('test.throws', async () => {
  throw new Error('carrier down');
});

const items = (job: string) =>
  t.db.select().from(jobItems).where(eq(jobItems.jobId, job)).orderBy(asc(jobItems.seq));

beforeAll(async () => {
  t = await createTestApp();
  deps = { db: t.db, config: t.config, clock: t.clock.now };
});

describe('enqueue, claim, finish, progress', () => {
  it('queues a job with its items in order and 10,000 items at once', async () => {
    const job = await enqueueJob(deps, { kind: 'test.none', userId: null, items: ['a', 'b', 'c'] });
    expect(job.total).toBe(3);
    expect((await items(job.id)).map((i) => [i.seq, i.ref, i.status])).toEqual([
      [0, 'a', 0],
      [1, 'b', 0],
      [2, 'c', 0],
    ]);
    const big = await enqueueJob(deps, {
      kind: 'test.none',
      userId: null,
      items: Array.from({ length: 10_000 }, (_, i) => `r${i}`),
    });
    const [count] = await t.db
      .select({ n: sql<number>`count(*)::int`, max: sql<number>`max(seq)` })
      .from(jobItems)
      .where(eq(jobItems.jobId, big.id));
    expect(count).toEqual({ n: 10_000, max: 9_999 });
    // A kind no process here can run is never claimed.
    await t.db.delete(jobs).where(eq(jobs.kind, 'test.none'));
  });

  it('runs every item once, records failures per item and completes the job', async () => {
    const refs = Array.from({ length: 20 }, (_, i) => (i % 5 === 0 ? `bad${i}` : `ok${i}`));
    const job = await enqueueJob(deps, {
      kind: 'test.echo',
      userId: null,
      payload: { locale: 'zh-CN' },
      items: refs,
    });
    expect(await runJobsOnce(deps)).toBe(1);
    const view = await jobOf(t.db, { id: job.id });
    expect(view).toMatchObject({
      status: 'done',
      total: 20,
      done: 16,
      failed: 4,
      result: { summary: 'echoed' },
    });
    expect(processed.get(job.id)).toEqual(refs.map((_, i) => i));
    const rows = await items(job.id);
    expect(rows[0]).toMatchObject({ status: 2, errorCode: 'test.bad', message: 'zh-CN: bad0 is bad' });
    expect(rows[1]).toMatchObject({ status: 1, result: { upper: 'OK1' }, errorCode: null });
    expect(await runJobsOnce(deps)).toBe(0);
  });

  it('counts an item finished twice once', async () => {
    const job = await enqueueJob(deps, { kind: 'test.none', userId: null, items: ['x'] });
    const ctx = { deps, job: { id: job.id } } as JobContext;
    const { finishItem } = await import('./job-runner.ts');
    await finishItem(ctx.deps, job.id, 0, { ok: true });
    await finishItem(ctx.deps, job.id, 0, { ok: false, errorCode: 'late', message: 'late' });
    expect(await jobOf(t.db, { id: job.id })).toMatchObject({ done: 1, failed: 0 });
    expect((await items(job.id))[0]).toMatchObject({ status: 1, errorCode: null });
    await t.db.delete(jobs).where(eq(jobs.id, job.id));
  });

  it('retries a throwing handler with backoff and fails it after the last attempt', async () => {
    const job = await enqueueJob(deps, { kind: 'test.throws', userId: null });
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      expect(await runJobsOnce(deps)).toBe(1);
      const view = await jobOf(t.db, { id: job.id });
      expect(view).toMatchObject({
        error: 'carrier down',
        status: attempt < MAX_ATTEMPTS ? 'queued' : 'failed',
      });
      // Not runnable again until its backoff has passed.
      expect(await runJobsOnce(deps)).toBe(0);
      t.clock.advanceSeconds(60);
    }
    expect((await jobOf(t.db, { id: job.id }))?.finishedAt).not.toBeNull();
  });
});

describe('item claims', () => {
  it('claims a page at a time, never an item another worker holds, and takes over lapsed claims', async () => {
    const job = await enqueueJob(deps, {
      kind: 'test.none',
      userId: null,
      items: Array.from({ length: 30 }, (_, i) => `${i}`),
    });
    const seqs = (page: { seq: number }[]) => page.map((i) => i.seq);
    const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);
    expect(seqs(await claimItems(deps, job.id, 'a', 12))).toEqual(range(0, 12));
    expect(seqs(await claimItems(deps, job.id, 'b', 12))).toEqual(range(12, 24));
    expect(seqs(await claimItems(deps, job.id, 'c', 12))).toEqual(range(24, 30));
    expect(await claimItems(deps, job.id, 'd', 12)).toEqual([]);
    // b hands its items back (a stop): they are free at once; a's lapse with its lease.
    await releaseItems(deps, job.id, 'b');
    expect(seqs(await claimItems(deps, job.id, 'd', 5))).toEqual(range(12, 17));
    t.clock.advanceSeconds(LEASE_MS / 1000 + 1);
    expect(seqs(await claimItems(deps, job.id, 'e', 100))).toEqual(range(0, 30));
    await t.db.delete(jobs).where(eq(jobs.id, job.id));
  });
});

describe('cancel', () => {
  it('stops a running job at its next look and keeps finished items', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    registerJobHandler('test.cancelable', async (ctx) => {
      await everyItem(ctx, async (seq) => {
        if (seq === 3) await gate;
        await ctx.finishItem(seq, { ok: true });
      });
    });
    const job = await enqueueJob(deps, {
      kind: 'test.cancelable',
      userId: null,
      items: Array.from({ length: 30 }, (_, i) => `${i}`),
    });
    const running = runJobsOnce(deps);
    await expect.poll(async () => (await jobOf(t.db, { id: job.id }))?.done).toBe(3);
    expect(await cancelJob(deps, { id: job.id })).toBe(true);
    // A canceled job is nobody's: no worker holds or renews it.
    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row?.leaseUntil).toBeNull();
    release();
    await running;
    // The page in hand (7 items) is finished; the next page is not started.
    expect(await jobOf(t.db, { id: job.id })).toMatchObject({ status: 'canceled', done: 7 });
    expect(await cancelJob(deps, { id: job.id })).toBe(false);
    expect(await claimJob(deps, 'w')).toBeNull();
  });
});
