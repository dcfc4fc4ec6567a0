import { WEBHOOK_EVENTS, webhookEventSchema } from '@shiplabel/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, login } from '../../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { requireOrder } from '../orders/orders.repository.ts';
import {
  adminToken,
  type Customer,
  draft,
  fundedCustomer,
  place,
  sandboxGround,
} from '../orders/placement.fixtures.ts';
import { refreshOrderTracking } from '../tracking/tracking.usecases.ts';
import { deliverDue, RETRY_WINDOW_MS, retryDelayMs, WEBHOOK_JOBS } from './webhooks.delivery.ts';
import { receiverVerifies, startReceiver } from './webhooks.fixtures.ts';
import { pageDeliveries } from './webhooks.repository.ts';
import { webhookDeliveries } from './webhooks.table.ts';
import { emitWebhookEvent } from './webhooks.usecases.ts';

/** Issue 16: deliveries to a real local receiver: signed, retried with backoff, isolated per endpoint. */
let t: TestApp;
let deps: AppDeps;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let ann: Customer;
let ground: string;
beforeAll(async () => {
  t = await createTestApp({ webhooksAllowPrivate: true });
  deps = { db: t.db, config: t.config, clock: t.clock.now };
  receiver = await startReceiver();
  const admin = await adminToken(t);
  ann = await fundedCustomer(t, 1_000_00n);
  ground = await sandboxGround(t, admin, [ann]);
});
afterAll(async () => receiver?.close());
// Tests move the clock by days: a fresh session each time.
beforeEach(async () => {
  ann.token = await login(t.app, ann.email);
});

const register = async (path: string, events: string[] = [...WEBHOOK_EVENTS], token = ann.token) => {
  const res = await call(t.app, 'POST', '/app/webhook/create', {
    token,
    body: { url: receiver.url(path), events },
  });
  expect(res.status).toBe(200);
  return res.body.data as { id: string; secret: string };
};
const deliveries = async (id: string) =>
  (await call(t.app, 'GET', `/app/webhook/deliveries/${id}`, { token: ann.token })).body.data.list as {
    eventType: string;
    status: string;
    attempts: number;
    lastResponseCode: number | null;
    lastError: string | null;
    nextAttemptAt: string | null;
  }[];

describe('webhook deliveries', () => {
  it('retries a 500 with exponential backoff, then succeeds; gives up after 3 days', async () => {
    const flaky = await register('/flaky');
    let answers = 0;
    receiver.respond('/flaky', (_req, res) => {
      answers++;
      res.writeHead(answers < 3 ? 500 : 204).end(answers < 3 ? 'try later' : undefined);
    });
    await emitWebhookEvent(deps, ann.id, 'recharge.reviewed', { financeNo: 'R-1' });
    await deliverDue(deps);
    let [d] = await deliveries(flaky.id);
    expect(d).toMatchObject({ status: 'pending', attempts: 1, lastResponseCode: 500 });
    expect(new Date(d!.nextAttemptAt!).getTime()).toBe(t.clock.now().getTime() + 60_000);
    // Not due yet: nothing is sent.
    expect(await deliverDue(deps)).toBeNull();
    t.clock.advanceSeconds(60);
    await deliverDue(deps);
    [d] = await deliveries(flaky.id);
    expect(d).toMatchObject({ status: 'pending', attempts: 2, lastResponseCode: 500 });
    expect(new Date(d!.nextAttemptAt!).getTime()).toBe(t.clock.now().getTime() + 120_000);
    t.clock.advanceSeconds(120);
    await deliverDue(deps);
    [d] = await deliveries(flaky.id);
    expect(d).toMatchObject({ status: 'succeeded', attempts: 3, lastResponseCode: 204 });
    expect(receiver.at('/flaky')).toHaveLength(3);
    expect(new Set(receiver.at('/flaky').map((r) => JSON.parse(r.body).id)).size).toBe(1);

    // Always 500: retried until the 3-day window is over, then failed.
    receiver.respond('/flaky', (_req, res) => res.writeHead(503).end('down'));
    const start = t.clock.now().getTime();
    await emitWebhookEvent(deps, ann.id, 'recharge.reviewed', { financeNo: 'R-2' });
    const latestOf = async () =>
      (await pageDeliveries(t.db, flaky.id, { pageNum: 1, pageSize: 50 })).rows[0]!;
    for (let i = 0; i < 40; i++) {
      await deliverDue(deps);
      const latest = await latestOf();
      if (latest!.status !== 'pending') break;
      t.clock.advanceSeconds(Math.ceil(retryDelayMs(latest!.attempts) / 1000));
    }
    const gaveUp = await latestOf();
    expect(gaveUp).toMatchObject({ status: 'failed', lastResponseCode: 503, nextAttemptAt: null });
    expect(gaveUp!.attempts).toBeGreaterThan(15);
    expect(t.clock.now().getTime() - start).toBeLessThanOrEqual(RETRY_WINDOW_MS);
  });

  it('one endpoint that never answers does not delay another endpoint', async () => {
    const slow = await register('/slow', ['tracking.updated']);
    const fast = await register('/fast', ['tracking.updated']);
    receiver.respond('/slow', () => undefined); // holds the request open
    await emitWebhookEvent(deps, ann.id, 'tracking.updated', { orderNo: 'S-1' });
    await emitWebhookEvent(deps, ann.id, 'tracking.updated', { orderNo: 'S-2' });
    const started = Date.now();
    await deliverDue(deps, { timeoutMs: 2_000 });
    // Both events reached the fast endpoint long before the slow one's first attempt timed out.
    const fastHits = receiver.at('/fast');
    expect(fastHits).toHaveLength(2);
    for (const hit of fastHits) expect(hit.at - started).toBeLessThan(1_500);
    // One delivery in flight per endpoint: the slow one's second event went after its first timed out.
    const slowHits = receiver.at('/slow');
    expect(slowHits).toHaveLength(2);
    expect(slowHits[1]!.at - slowHits[0]!.at).toBeGreaterThanOrEqual(1_500);
    expect((await deliveries(fast.id)).map((d) => d.status)).toEqual(['succeeded', 'succeeded']);
    expect((await deliveries(slow.id)).map((d) => d.lastError)).toEqual([
      expect.stringMatching(/^timeout/),
      expect.stringMatching(/^timeout/),
    ]);
    await call(t.app, 'POST', `/app/webhook/delete/${slow.id}`, { token: ann.token });
  });

  it('refuses at delivery time an address that has become private (operator switch off)', async () => {
    const inside = await register('/inside', ['batch.finished']);
    await emitWebhookEvent(deps, ann.id, 'batch.finished', { jobId: 'x' });
    await deliverDue({ ...deps, config: { ...deps.config, webhooksAllowPrivate: false } });
    const [d] = await deliveries(inside.id);
    expect(d).toMatchObject({ status: 'pending', attempts: 1, lastResponseCode: null });
    expect(d!.lastError).toMatch(/^private_address/);
    expect(receiver.at('/inside')).toHaveLength(0);
  });

  it('a real placement, cancel and tracking reach the receiver as signed events', {
    timeout: 120_000,
  }, async () => {
    const hook = await register('/orders', [
      'label.created',
      'label.voided',
      'tracking.updated',
      'order.delivered',
    ]);
    const orderId = await draft(t, ann.id);
    const placed = await place(t, ann.token, { orderId, serviceId: ground });
    expect(placed.body.data.status).toBe(8);
    const other = await draft(t, ann.id);
    await place(t, ann.token, { orderId: other, serviceId: ground });
    const canceled = await call(t.app, 'POST', '/app/order/cancel', {
      token: ann.token,
      body: { orderId: other },
    });
    expect(canceled.body.data.status).toBe(6);
    t.clock.advanceMinutes(7 * 24 * 60);
    const tracked = await refreshOrderTracking(deps, await requireOrder(t.db, { id: orderId }));
    expect(tracked.status).toBe(3);
    await deliverDue(deps);
    ann.token = await login(t.app, ann.email);

    const got = receiver.at('/orders').map((r) => ({ ...r, event: JSON.parse(r.body) }));
    const now = t.clock.now().getTime();
    for (const r of got) {
      expect(receiverVerifies(r.headers['shiplabel-signature'], r.body, hook.secret, now)).toBe(true);
      // Each body is what /openapi.json and /wordView document for its type (strict: no field more or less).
      expect(webhookEventSchema.safeParse(r.event).error, r.body).toBeUndefined();
    }
    const types = got.map((r) => `${r.event.type}:${r.event.data.orderId === orderId ? 'a' : 'b'}`);
    expect(types.sort()).toEqual([
      'label.created:a',
      'label.created:b',
      'label.voided:b',
      'order.delivered:a',
      'tracking.updated:a',
    ]);
    const created = got.find(
      (r) => r.event.type === 'label.created' && r.event.data.orderId === orderId,
    )!.event;
    expect(created).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      created: expect.any(Number),
      data: {
        orderNo: placed.body.data.orderNo,
        status: 8,
        trackingNo: placed.body.data.trackingNo,
        currency: 'USD',
      },
    });
    expect(created.data.amount).toMatch(/^\d+\.\d{2}$/);
    expect((await deliveries(hook.id)).every((d) => d.status === 'succeeded')).toBe(true);
  });

  it('costs nothing for a customer without endpoints: no delivery row is written', async () => {
    const bob = await fundedCustomer(t, 1_000_00n);
    expect(await emitWebhookEvent(deps, bob.id, 'label.created', { orderNo: 'B-1' })).toBe(0);
    expect(await emitWebhookEvent(deps, ann.id, 'import.validated', { importId: 'x' })).toBeGreaterThan(0);
  });

  it('the hourly purge drops ended deliveries after 30 days and keeps pending ones', async () => {
    const keep = await register('/keep', ['label.voided']);
    receiver.respond('/keep', (_req, res) => res.writeHead(500).end());
    await emitWebhookEvent(deps, ann.id, 'label.voided', { orderNo: 'K-1' });
    await deliverDue(deps);
    t.clock.advanceMinutes(31 * 24 * 60);
    const purge = WEBHOOK_JOBS.find((j) => j.name === 'webhooks-purge')!;
    expect(await purge.run(deps)).toMatchObject({ purged: expect.any(Number) });
    const left = await t.db.select().from(webhookDeliveries);
    expect(left.length).toBeGreaterThan(0);
    expect(left.every((d) => d.status === 'pending')).toBe(true);
    expect(left.some((d) => d.endpointId === keep.id)).toBe(true);
    expect(await purge.run(deps)).toBeNull();
  });
});
