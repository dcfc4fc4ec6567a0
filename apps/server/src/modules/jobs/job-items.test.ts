import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { finishItem } from './job-items.ts';
import { jobItems, jobs } from './jobs.table.ts';
import { enqueueJob } from './queue.ts';

let t: TestApp;
let deps: AppDeps;
beforeAll(async () => {
  t = await createTestApp();
  deps = { db: t.db, config: t.config, clock: t.clock.now };
});

/** The same database, counting the statements finishItem sends through it. */
function counted(): { deps: AppDeps; statements: () => number } {
  let n = 0;
  const db = new Proxy(t.db, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver);
      if (key !== 'execute') return value;
      return (...args: unknown[]) => {
        n++;
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { deps: { ...deps, db }, statements: () => n };
}

describe('finishing job items', () => {
  it('writes outcomes that arrive together in one statement per round, each counted once', async () => {
    const job = await enqueueJob(deps, {
      kind: 'test.finish',
      userId: null,
      items: Array.from({ length: 30 }, (_, i) => `r${i}`),
    });
    const { deps: countedDeps, statements } = counted();
    await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        finishItem(
          countedDeps,
          job.id,
          i,
          i % 3 === 0
            ? { ok: false, errorCode: 'test.bad', message: `item ${i}` }
            : { ok: true, result: { i } },
          'worker-a',
        ),
      ),
    );
    // The first outcome's statement, then everything that queued behind it: not one per item.
    expect(statements()).toBeLessThanOrEqual(2);
    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect({ done: row?.done, failed: row?.failed }).toEqual({ done: 20, failed: 10 });
    const rows = await t.db
      .select()
      .from(jobItems)
      .where(eq(jobItems.jobId, job.id))
      .orderBy(asc(jobItems.seq));
    expect(rows[0]).toMatchObject({
      status: 2,
      errorCode: 'test.bad',
      message: 'item 0',
      lockedBy: 'worker-a',
    });
    expect(rows[1]).toMatchObject({ status: 1, result: { i: 1 }, errorCode: null, leaseUntil: null });

    // Finishing again (a resumed run) changes nothing and counts nothing.
    await Promise.all([0, 1].map((seq) => finishItem(deps, job.id, seq, { ok: true })));
    const [again] = await t.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect({ done: again?.done, failed: again?.failed }).toEqual({ done: 20, failed: 10 });
  });

  it('fails every caller of a round whose statement fails, and keeps serving the next ones', async () => {
    const job = await enqueueJob(deps, { kind: 'test.finish', userId: null, items: ['a', 'b'] });
    const bad = finishItem(deps, job.id, 0, { ok: true, result: { n: 1n as unknown as number } });
    await expect(bad).rejects.toThrow();
    await finishItem(deps, job.id, 1, { ok: true });
    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row?.done).toBe(1);
  });
});
