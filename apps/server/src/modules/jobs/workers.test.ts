import { asc, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { jobItems, jobs } from './jobs.table.ts';
import { enqueueJob, type JobContext, jobOf, registerJobHandler } from './queue.ts';
import { startJobWorkers } from './workers.ts';

let t: TestApp;
let deps: AppDeps;
const stops: (() => Promise<void>)[] = [];

/** Items each handler run processed, by job: a repeat would show twice. */
const processed = new Map<string, number[]>();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function slowly(ctx: JobContext, ms: number) {
  for await (const page of ctx.pendingItems(50)) {
    for (const item of page) {
      if (ctx.shouldStop()) return;
      await sleep(ms);
      processed.set(ctx.job.id, [...(processed.get(ctx.job.id) ?? []), item.seq]);
      await ctx.finishItem(item.seq, { ok: true });
    }
  }
}

registerJobHandler('test.workers.shared', (ctx) => slowly(ctx, 15), { shared: true });
registerJobHandler('test.workers.single', async (ctx) => {
  await slowly(ctx, 15);
  return { who: ctx.job.lockedBy };
});

beforeAll(async () => {
  t = await createTestApp();
  // Leases and lease renewals in real time, as in a server.
  deps = { db: t.db, config: t.config, clock: () => new Date() };
});

afterEach(async () => {
  await Promise.all(stops.splice(0).map((stop) => stop()));
});

const start = (concurrency = 1, pollMs = 30) => {
  const stop = startJobWorkers(deps, { concurrency, pollMs });
  stops.push(stop);
  return stop;
};
const itemsOf = (id: string) =>
  t.db.select().from(jobItems).where(eq(jobItems.jobId, id)).orderBy(asc(jobItems.seq));
const refs = (n: number) => Array.from({ length: n }, (_, i) => `r${i}`);

describe('startJobWorkers', () => {
  it('runs queued jobs in the background and records the result', async () => {
    start(2);
    const job = await enqueueJob(deps, { kind: 'test.workers.single', userId: null, items: refs(5) });
    await expect
      .poll(async () => (await jobOf(t.db, { id: job.id }))?.status, { timeout: 10_000 })
      .toBe('done');
    const view = await jobOf(t.db, { id: job.id });
    expect(view).toMatchObject({ done: 5, failed: 0 });
    expect(String(view?.result?.who)).toContain(`:${process.pid}:`);
    expect(processed.get(job.id)).toEqual([0, 1, 2, 3, 4]);
  });

  it('lets the workers of two "processes" share one job of a shared kind, each item done once', async () => {
    start(1);
    start(1);
    const job = await enqueueJob(deps, { kind: 'test.workers.shared', userId: null, items: refs(80) });
    await expect
      .poll(async () => (await jobOf(t.db, { id: job.id }))?.status, { timeout: 20_000 })
      .toBe('done');
    expect(await jobOf(t.db, { id: job.id })).toMatchObject({ done: 80, failed: 0 });
    expect([...(processed.get(job.id) ?? [])].sort((a, b) => a - b)).toEqual(refs(80).map((_, i) => i));
    const items = await itemsOf(job.id);
    const workers = new Set(items.map((i) => i.lockedBy));
    expect(workers.size).toBe(2);
    expect(items.every((i) => i.leaseUntil === null && i.status === 1)).toBe(true);
  });

  it('never splits a job of a kind that is not shared', async () => {
    start(1);
    start(1);
    const job = await enqueueJob(deps, { kind: 'test.workers.single', userId: null, items: refs(40) });
    await expect
      .poll(async () => (await jobOf(t.db, { id: job.id }))?.status, { timeout: 20_000 })
      .toBe('done');
    expect(new Set((await itemsOf(job.id)).map((i) => i.lockedBy)).size).toBe(1);
  });

  it('stop() hands a running job back at its next item; another worker finishes it', async () => {
    const stop = start(1);
    const job = await enqueueJob(deps, { kind: 'test.workers.shared', userId: null, items: refs(200) });
    await expect.poll(async () => (await jobOf(t.db, { id: job.id }))?.done ?? 0).toBeGreaterThan(3);
    await stop();
    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, job.id));
    // Still running, nobody's: claimable at once by any other process, and not counted as an attempt.
    expect(row).toMatchObject({ status: 'running', lockedBy: null, leaseUntil: null, attempts: 0 });
    expect(row!.done).toBeLessThan(200);
    const held = (await itemsOf(job.id)).filter((i) => i.status === 0 && i.lockedBy !== null);
    expect(held).toEqual([]);
    start(2, 20);
    await expect
      .poll(async () => (await jobOf(t.db, { id: job.id }))?.status, { timeout: 20_000 })
      .toBe('done');
    expect(await jobOf(t.db, { id: job.id })).toMatchObject({ done: 200 });
    expect(processed.get(job.id)).toHaveLength(200);
  });

  it('with concurrency 0 starts nothing', async () => {
    const stop = startJobWorkers(deps, { concurrency: 0, pollMs: 10 });
    const job = await enqueueJob(deps, { kind: 'test.workers.single', userId: null, items: refs(1) });
    await sleep(100);
    expect((await jobOf(t.db, { id: job.id }))?.status).toBe('queued');
    await stop();
    await t.db.delete(jobs).where(eq(jobs.id, job.id));
  });
});
