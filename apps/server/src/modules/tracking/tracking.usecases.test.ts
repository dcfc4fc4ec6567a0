import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { login, seedUser } from '../../db/testing/fixtures.ts';
import { createSandboxChannel } from '../../db/testing/rates-fixtures.ts';
import { createTestApp, createTestClock, type TestApp } from '../../db/testing/test-app.ts';
import type { OrderRow } from '../orders/orders.repository.ts';
import { orderEvents, orders, trackingEvents } from '../orders/orders.table.ts';
import { refreshOrderTracking } from './tracking.usecases.ts';
import { insertPlacedOrder, sandboxNumber } from './tracking-fixtures.ts';

const HOUR_MIN = 60;
const DAY_MS = 86_400_000;
let t: TestApp;
let userId: string;
let groundId: string;
let fastGroundId: string;

beforeAll(async () => {
  t = await createTestApp({}, createTestClock(new Date('2026-03-02T08:00:00Z')));
  const admin = await login(t.app, (await seedUser(t.db, { kind: 'admin', roles: ['Administrator'] })).email);
  userId = (await seedUser(t.db, { roles: ['Customer'] })).id;
  const settings = { failureRate: 0, latencyMs: 0, settlementDays: 10 };
  const slow = await createSandboxChannel(t.app, admin, 'Sandbox Track', { settings });
  groundId = slow.services.find((s) => s.code === 'ground')!.id;
  // 1440 times real time: the sandbox's three days of transit take three minutes.
  const fast = await createSandboxChannel(t.app, admin, 'Sandbox Fast', {
    settings: { ...settings, trackingSpeed: 1440 },
  });
  fastGroundId = fast.services.find((s) => s.code === 'ground')!.id;
});

const deps = () => ({ db: t.db, clock: t.clock.now });
const place = (trackingNumbers: string[], extra: { depositMinor?: bigint; serviceId?: string } = {}) =>
  insertPlacedOrder(t.db, {
    userId,
    serviceId: extra.serviceId ?? groundId,
    trackingNumbers,
    depositMinor: extra.depositMinor,
    at: t.clock.now(),
  });
const eventsOf = (orderId: string) =>
  t.db.select().from(trackingEvents).where(eq(trackingEvents.orderId, orderId));
const timelineOf = async (orderId: string) =>
  (
    await t.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, orderId))
      .orderBy(orderEvents.createdAt)
  ).map((e) => e.kind);
const reload = async (order: OrderRow) =>
  (await t.db.select().from(orders).where(eq(orders.id, order.id)))[0]!;

describe('refreshOrderTracking', () => {
  it('follows a parcel 1 -> 2 -> 4 -> 6, stores each event once, and delivers the order with its deposit due date', async () => {
    const started = t.clock.now();
    const order = await place([sandboxNumber(started)], { depositMinor: 500n });
    const seen: number[] = [];
    for (const hours of [0, 6, 60, 6]) {
      t.clock.advanceMinutes(hours * HOUR_MIN);
      const refreshed = await refreshOrderTracking(deps(), await reload(order));
      await refreshOrderTracking(deps(), await reload(order));
      seen.push(refreshed.logisticsStatus);
      expect(refreshed.trackedAt).toEqual(t.clock.now());
    }
    expect(seen).toEqual([1, 2, 4, 6]);
    const events = await eventsOf(order.id);
    expect(events.map((e) => e.status).sort()).toEqual([1, 2, 4, 6]);
    const delivered = await reload(order);
    const deliveredAt = new Date(started.getTime() + 3 * DAY_MS);
    expect(delivered).toMatchObject({ status: 3, logisticsStatus: 6, deliveredAt });
    // The channel's settlementDays (10) after the delivery event, not after the refresh.
    expect(delivered.depositDueAt).toEqual(new Date(deliveredAt.getTime() + 10 * DAY_MS));
    expect(await timelineOf(order.id)).toEqual(['package_delivered', 'delivered']);
    // Another refresh of a delivered order changes nothing.
    t.clock.advanceMinutes(HOUR_MIN);
    await refreshOrderTracking(deps(), delivered);
    expect(await eventsOf(order.id)).toHaveLength(4);
    expect(await timelineOf(order.id)).toHaveLength(2);
  });

  it('delivers a multi-parcel order only when every parcel is delivered', async () => {
    const first = sandboxNumber(t.clock.now());
    t.clock.advanceMinutes(24 * HOUR_MIN);
    const second = sandboxNumber(t.clock.now());
    const order = await place([first, second], { depositMinor: 800n });
    t.clock.advanceMinutes(48 * HOUR_MIN);
    const partly = await refreshOrderTracking(deps(), order);
    // The first parcel is delivered, the second only in transit: the order reads in transit.
    expect(partly).toMatchObject({ status: 8, logisticsStatus: 2, deliveredAt: null });
    expect(await timelineOf(order.id)).toEqual(['package_delivered']);
    t.clock.advanceMinutes(24 * HOUR_MIN);
    const whole = await refreshOrderTracking(deps(), partly);
    expect(whole).toMatchObject({ status: 3, logisticsStatus: 6, deliveredAt: t.clock.now() });
    expect(await timelineOf(order.id)).toEqual(['package_delivered', 'package_delivered', 'delivered']);
  });

  it('sets no deposit due date when the order holds no deposit', async () => {
    const order = await place([sandboxNumber(t.clock.now())]);
    t.clock.advanceMinutes(72 * HOUR_MIN);
    expect(await refreshOrderTracking(deps(), order)).toMatchObject({ status: 3, depositDueAt: null });
  });

  it('lets concurrent refreshes of one order store every event and timeline entry once', async () => {
    const order = await place([sandboxNumber(t.clock.now()), sandboxNumber(t.clock.now())]);
    t.clock.advanceMinutes(72 * HOUR_MIN);
    const results = await Promise.all([1, 2, 3].map(() => refreshOrderTracking(deps(), order)));
    expect(results.every((r) => r.status === 3)).toBe(true);
    expect(await eventsOf(order.id)).toHaveLength(8);
    expect((await timelineOf(order.id)).sort()).toEqual([
      'delivered',
      'package_delivered',
      'package_delivered',
    ]);
  });

  it('leaves an order in cancellation where it is, but records its parcel', async () => {
    const order = await insertPlacedOrder(t.db, {
      userId,
      serviceId: groundId,
      trackingNumbers: [sandboxNumber(t.clock.now())],
      status: 6,
      at: t.clock.now(),
    });
    t.clock.advanceMinutes(72 * HOUR_MIN);
    expect(await refreshOrderTracking(deps(), order)).toMatchObject({ status: 6, logisticsStatus: 6 });
  });

  it('advances trackingSpeed times faster on a channel that sets it', async () => {
    const order = await place([sandboxNumber(t.clock.now())], { serviceId: fastGroundId });
    const slow = await place([sandboxNumber(t.clock.now())]);
    t.clock.advanceMinutes(1);
    expect((await refreshOrderTracking(deps(), order)).logisticsStatus).toBe(2);
    t.clock.advanceMinutes(2);
    expect(await refreshOrderTracking(deps(), order)).toMatchObject({ status: 3, logisticsStatus: 6 });
    expect((await refreshOrderTracking(deps(), slow)).logisticsStatus).toBe(1);
  });
});
