import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { TRACKING_JOBS, TRACKING_REFRESH_KIND } from '../tracking/tracking-jobs.ts';
import { jobs } from './jobs.table.ts';
import { enqueueJob, enqueueSingletonJob, jobOf, runJobsOnce, SYSTEM_JOB_RETENTION_MS } from './queue.ts';
import { QUEUE_JOBS } from './workers.ts';

let t: TestApp;
let deps: AppDeps;

beforeAll(async () => {
  t = await createTestApp();
  deps = { db: t.db, config: t.config, clock: t.clock.now };
});

const ofKind = (kind: string) => t.db.select().from(jobs).where(eq(jobs.kind, kind));

describe('system jobs', () => {
  it('queues one singleton job at a time, also when processes ask at once', async () => {
    const asks = await Promise.all(
      Array.from({ length: 5 }, () => enqueueSingletonJob(deps, { kind: 'test.solo' })),
    );
    expect(asks.filter((a) => a.created)).toHaveLength(1);
    expect(new Set(asks.map((a) => a.id)).size).toBe(1);
    await t.db
      .update(jobs)
      .set({ status: 'done', finishedAt: t.clock.now() })
      .where(eq(jobs.kind, 'test.solo'));
    expect((await enqueueSingletonJob(deps, { kind: 'test.solo' })).created).toBe(true);
    expect(await ofKind('test.solo')).toHaveLength(2);
  });

  it('refreshes tracking through the queue: each process asks every minute, one job runs', async () => {
    const [periodic] = TRACKING_JOBS;
    await periodic!.run(deps);
    await periodic!.run(deps);
    const queued = await ofKind(TRACKING_REFRESH_KIND);
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ status: 'queued', userId: null });
    expect(await runJobsOnce(deps)).toBe(1);
    // Nothing stale in this database: done, with nothing to report.
    expect(await jobOf(t.db, { id: queued[0]!.id })).toMatchObject({ status: 'done', result: null });
    await periodic!.run(deps);
    expect(await ofKind(TRACKING_REFRESH_KIND)).toHaveLength(2);
  });

  it("purges ended system jobs after a day, never a user's job or one still to run", async () => {
    const [purge] = QUEUE_JOBS;
    const system = await enqueueJob(deps, { kind: 'test.old', userId: null });
    const pending = await enqueueJob(deps, { kind: 'test.old', userId: null });
    const users = await enqueueJob(deps, { kind: 'test.old', userId: randomUUID() });
    for (const id of [system.id, users.id])
      await t.db.update(jobs).set({ status: 'done', finishedAt: t.clock.now() }).where(eq(jobs.id, id));
    expect(await purge!.run(deps)).toBeNull();
    t.clock.advanceSeconds(SYSTEM_JOB_RETENTION_MS / 1000 + 60);
    const purged = (await purge!.run(deps)) as { purged: number };
    // The one old system job, and the earlier tests' ended ones.
    expect(purged.purged).toBeGreaterThanOrEqual(1);
    expect(await jobOf(t.db, { id: system.id })).toBeNull();
    expect(await jobOf(t.db, { id: pending.id })).not.toBeNull();
    expect(await jobOf(t.db, { id: users.id })).not.toBeNull();
  });
});
