import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login } from '../../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { jobs } from '../jobs/jobs.table.ts';
import { runQueue } from '../orders/batch.fixtures.ts';
import {
  adminToken,
  type Customer,
  fundedCustomer,
  place,
  sandboxGround,
} from '../orders/placement.fixtures.ts';
import { LABELLED_SWEEP_MS, LINGXING_JOBS, pullDueConnections } from './lingxing.jobs.ts';
import { PULL_EVERY_MS, WMS_ORDER_LIST } from './lingxing.pull.ts';
import { lingxingConnections, lingxingOrders } from './lingxing.table.ts';
import { LINGXING_PULL_KIND, LINGXING_PUSH_KIND } from './lingxing.usecases.ts';
import { startFakeLingxing, wmsOrder } from './lingxing-fake.testing.ts';
import { addWarehouseSender } from './testing/lingxing-world.ts';

/** Issue 16 review: the LingXing schedule backs off a failing connection, pulls once per click, pushes per label. */
const APP_ID = 'ak_shiplabel0002';
const APP_SECRET = 'lx-secret-77d0e2';
let t: TestApp;
let fake: Awaited<ReturnType<typeof startFakeLingxing>>;
let ann: Customer;
let ground: string;

const post = (path: string, token: string) => call(t.app, 'POST', `/app/lingxing${path}`, { token });
const get = (path: string, token: string) => call(t.app, 'GET', `/app/lingxing${path}`, { token });
const deps = () => ({ db: t.db, config: t.config, clock: t.clock.now });
const listCalls = () => fake.at(WMS_ORDER_LIST).length;
const minutes = (ms: number) => ms / 60_000;
const connectionRow = async () =>
  (await t.db.select().from(lingxingConnections).where(eq(lingxingConnections.userId, ann.id)))[0]!;
const activeJobs = (kind: string) =>
  t.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, kind), sql`${jobs.status} in ('queued', 'running')`));

beforeAll(async () => {
  t = await createTestApp();
  fake = await startFakeLingxing({ appId: APP_ID, appSecret: APP_SECRET, orders: [wmsOrder(21)] });
  ann = await fundedCustomer(t, 1_000_00n);
  ground = await sandboxGround(t, await adminToken(t), [ann]);
  await addWarehouseSender(t, ann.id);
  const connected = await call(t.app, 'POST', '/app/lingxing/connect', {
    token: ann.token,
    body: { appId: APP_ID, appSecret: APP_SECRET, baseUrl: fake.url },
  });
  expect(connected.status).toBe(200);
});
afterAll(async () => fake?.close());

describe('the scheduled pull', () => {
  it('waits its interval after a failed attempt too, longer after each failure in a row', async () => {
    await pullDueConnections(deps()); // never tried: due at once
    expect(listCalls()).toBe(1);
    t.clock.advanceMinutes(minutes(PULL_EVERY_MS) + 1);
    fake.failNext(WMS_ORDER_LIST, '3001008', '3001008');
    const failedAt = t.clock.now();
    await pullDueConnections(deps());
    let row = await connectionRow();
    expect(row).toMatchObject({ lastErrorCode: 'lingxing.rate_limited', pullFailures: 1 });
    expect(row.lastAttemptAt).toEqual(failedAt);
    // The schedule runs every minute: a failing connection is not asked again until its wait has passed.
    for (let i = 0; i < 3; i++) {
      t.clock.advanceMinutes(1);
      await pullDueConnections(deps());
    }
    expect((await connectionRow()).lastAttemptAt).toEqual(failedAt);
    t.clock.advanceMinutes(minutes(PULL_EVERY_MS) - 3);
    await pullDueConnections(deps()); // 15 minutes after the failure: tried (and refused) again
    row = await connectionRow();
    expect(row.pullFailures).toBe(2);
    expect(row.nextPullAt!.getTime() - row.lastAttemptAt!.getTime()).toBe(2 * PULL_EVERY_MS);
    t.clock.advanceMinutes(2 * minutes(PULL_EVERY_MS) - 1);
    await pullDueConnections(deps());
    expect((await connectionRow()).pullFailures).toBe(2);
    t.clock.advanceMinutes(1);
    await pullDueConnections(deps()); // the backoff has passed and LingXing answers again
    expect(listCalls()).toBe(2);
    row = await connectionRow();
    expect(row).toMatchObject({ lastErrorCode: '', pullFailures: 0 });
    expect(row.lastPulledAt).toEqual(row.lastAttemptAt);
  });

  it('the settings API shows the last error and when the last attempt was', async () => {
    t.clock.advanceMinutes(1);
    fake.failNext(WMS_ORDER_LIST, '3001008');
    await post('/pull', ann.token);
    await runQueue(t);
    const view = (await get('/connection', ann.token)).body.data;
    expect(view).toMatchObject({ status: 'error', lastErrorCode: 'lingxing.rate_limited' });
    expect(view.lastAttemptAt).toBe(t.clock.now().toISOString());
    expect(Date.parse(view.nextPullAt)).toBe(t.clock.now().getTime() + PULL_EVERY_MS);
    expect(new Date(view.lastPulledAt).getTime()).toBeLessThan(t.clock.now().getTime());
  });
});

describe('"Pull now"', () => {
  // The schedule's test moved the clock past the session's idle limit: sign in again.
  beforeAll(async () => {
    ann = { ...ann, token: await login(t.app, ann.email) };
  });

  it('two clicks (or two tabs) queue one pull of the connection; a later click after it ran queues a new one', async () => {
    t.clock.advanceMinutes(1); // the refused pull of the test before is retried by the queue, and succeeds
    await runQueue(t);
    expect(await activeJobs(LINGXING_PULL_KIND)).toHaveLength(0);
    const [a, b] = await Promise.all([post('/pull', ann.token), post('/pull', ann.token)]);
    expect(a.status).toBe(200);
    expect(b.body.data.jobId).toBe(a.body.data.jobId);
    const c = await post('/pull', ann.token);
    expect(c.body.data.jobId).toBe(a.body.data.jobId);
    expect(await activeJobs(LINGXING_PULL_KIND)).toHaveLength(1);
    await runQueue(t);
    expect(await activeJobs(LINGXING_PULL_KIND)).toHaveLength(0);
    const d = await post('/pull', ann.token);
    expect(d.body.data.jobId).not.toBe(a.body.data.jobId);
    await runQueue(t);
  });
});

describe('the push-back after a label', () => {
  it("is due as soon as the label is bought: only that order's row, without waiting for a sweep", async () => {
    await runQueue(t);
    const [erp] = await t.db.select().from(lingxingOrders).where(eq(lingxingOrders.userId, ann.id));
    expect(erp).toMatchObject({ pushState: 'waiting', woNumber: wmsOrder(21).wo_number });
    expect((await place(t, ann.token, { orderId: erp!.orderId!, serviceId: ground })).status).toBe(200);
    const [after] = await t.db.select().from(lingxingOrders).where(eq(lingxingOrders.id, erp!.id));
    expect(after!.pushState).toBe('pending');
    expect(await activeJobs(LINGXING_PUSH_KIND)).toHaveLength(1);
    await runQueue(t);
    const [pushed] = await t.db.select().from(lingxingOrders).where(eq(lingxingOrders.id, erp!.id));
    expect(pushed!.pushState).toBe('pushed');
  });

  it('a label whose hook was lost is taken up by the slow sweep', async () => {
    const [erp] = await t.db.select().from(lingxingOrders).where(eq(lingxingOrders.userId, ann.id));
    await t.db
      .update(lingxingOrders)
      .set({ pushState: 'waiting', labelPushedAt: null })
      .where(eq(lingxingOrders.id, erp!.id));
    const sweep = LINGXING_JOBS.find((j) => j.name === 'lingxing-labelled-sweep')!;
    expect(sweep.intervalMs).toBe(LABELLED_SWEEP_MS);
    expect(LABELLED_SWEEP_MS).toBeGreaterThanOrEqual(60_000);
    expect(await sweep.run(deps() as never)).toMatchObject({ labelled: expect.any(Number) });
    const [after] = await t.db.select().from(lingxingOrders).where(eq(lingxingOrders.id, erp!.id));
    expect(after!.pushState).toBe('pending');
    await runQueue(t);
  });
});
