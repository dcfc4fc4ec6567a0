import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { login, seedUser } from '../../db/testing/fixtures.ts';
import { createSandboxChannel } from '../../db/testing/rates-fixtures.ts';
import { createTestApp, createTestClock, type TestApp } from '../../db/testing/test-app.ts';
import { sandboxPlan } from '../carriers/sandbox-tracking.ts';
import type { OrderRow } from '../orders/orders.repository.ts';
import { orderEvents, orders, trackingEvents } from '../orders/orders.table.ts';
import { refreshOrderTracking } from './tracking.usecases.ts';
import { insertPlacedOrder, sandboxNumberWith } from './tracking-fixtures.ts';

const HOUR_MIN = 60;
const DAY_MS = 86_400_000;
const HOURS_PER_STEP = 24;
/** A parcel of the slow channel that meets no exception, issued now. */
const smooth = () => sandboxNumberWith(t.clock.now(), { exception: false });
/** Moves the test clock to `at` (never back). */
const moveTo = (at: Date) => t.clock.advanceSeconds((at.getTime() - t.clock.now().getTime()) / 1000);
let t: TestApp;
let userId: string;
let groundId: string;
let fastGroundId: string;

beforeAll(async () => {
  t = await createTestApp({}, createTestClock(new Date('2026-03-02T08:00:00Z')));
  const admin = await login(t.app, (await seedUser(t.db, { kind: 'admin', roles: ['Administrator'] })).email);
  userId = (await seedUser(t.db, { roles: ['Customer'] })).id;
  // A day a step (18-30 hours each): parcels take four to five days.
  const settings = { failureRate: 0, latencyMs: 0, settlementDays: 10, trackingHoursPerStep: 24 };
  const slow = await createSandboxChannel(t.app, admin, 'Sandbox Track', { settings });
  groundId = slow.services.find((s) => s.code === 'ground')!.id;
  // A minute a step: delivered within about five minutes.
  const fast = await createSandboxChannel(t.app, admin, 'Sandbox Fast', {
    settings: { ...settings, trackingHoursPerStep: 1 / 60 },
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
  it('follows a parcel 1 -> 2 -> 2 -> 4 -> 6, stores each event once, and delivers the order with its deposit due date', async () => {
    const started = t.clock.now();
    const number = smooth();
    const plan = sandboxPlan(number, started, HOURS_PER_STEP);
    const order = await place([number], { depositMinor: 500n });
    const seen: number[] = [];
    for (const event of plan) {
      moveTo(new Date(event.time));
      const refreshed = await refreshOrderTracking(deps(), await reload(order));
      await refreshOrderTracking(deps(), await reload(order));
      seen.push(refreshed.logisticsStatus);
      expect(refreshed.trackedAt).toEqual(t.clock.now());
    }
    expect(seen).toEqual([1, 2, 2, 4, 6]);
    const events = await eventsOf(order.id);
    expect(events.map((e) => e.status).sort()).toEqual([1, 2, 2, 4, 6]);
    const delivered = await reload(order);
    const deliveredAt = new Date(plan.at(-1)!.time);
    expect(delivered).toMatchObject({ status: 3, logisticsStatus: 6, deliveredAt });
    // The channel's settlementDays (10) after the delivery event, not after the refresh.
    expect(delivered.depositDueAt).toEqual(new Date(deliveredAt.getTime() + 10 * DAY_MS));
    expect(await timelineOf(order.id)).toEqual(['package_delivered', 'delivered']);
    // Another refresh of a delivered order changes nothing.
    t.clock.advanceMinutes(HOUR_MIN);
    await refreshOrderTracking(deps(), delivered);
    expect(await eventsOf(order.id)).toHaveLength(5);
    expect(await timelineOf(order.id)).toHaveLength(2);
  });

  it('delivers a multi-parcel order only when every parcel is delivered', async () => {
    const first = smooth();
    t.clock.advanceMinutes(4 * 24 * HOUR_MIN);
    const second = smooth();
    const order = await place([first, second], { depositMinor: 800n });
    // Two days on, the first parcel (six days old) is delivered, the second (two days old) in transit.
    t.clock.advanceMinutes(48 * HOUR_MIN);
    const partly = await refreshOrderTracking(deps(), order);
    expect(partly).toMatchObject({ status: 8, logisticsStatus: 2, deliveredAt: null });
    expect(await timelineOf(order.id)).toEqual(['package_delivered']);
    const secondDelivered = new Date(
      sandboxPlan(second, new Date(order.createdAt), HOURS_PER_STEP).at(-1)!.time,
    );
    moveTo(new Date(secondDelivered.getTime() + 60_000));
    const whole = await refreshOrderTracking(deps(), partly);
    expect(whole).toMatchObject({ status: 3, logisticsStatus: 6, deliveredAt: secondDelivered });
    expect(await timelineOf(order.id)).toEqual(['package_delivered', 'package_delivered', 'delivered']);
  });

  it('sets no deposit due date when the order holds no deposit', async () => {
    const order = await place([smooth()]);
    t.clock.advanceMinutes(7 * 24 * HOUR_MIN);
    expect(await refreshOrderTracking(deps(), order)).toMatchObject({ status: 3, depositDueAt: null });
  });

  it('lets concurrent refreshes of one order store every event and timeline entry once', async () => {
    const order = await place([smooth(), smooth()]);
    t.clock.advanceMinutes(7 * 24 * HOUR_MIN);
    const results = await Promise.all([1, 2, 3].map(() => refreshOrderTracking(deps(), order)));
    expect(results.every((r) => r.status === 3)).toBe(true);
    expect(await eventsOf(order.id)).toHaveLength(10);
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
      trackingNumbers: [smooth()],
      status: 6,
      at: t.clock.now(),
    });
    t.clock.advanceMinutes(7 * 24 * HOUR_MIN);
    expect(await refreshOrderTracking(deps(), order)).toMatchObject({ status: 6, logisticsStatus: 6 });
  });

  it("advances at the channel's trackingHoursPerStep", async () => {
    const order = await place([smooth()], { serviceId: fastGroundId });
    const slow = await place([smooth()]);
    t.clock.advanceMinutes(2);
    expect((await refreshOrderTracking(deps(), order)).logisticsStatus).toBe(2);
    t.clock.advanceMinutes(5);
    expect(await refreshOrderTracking(deps(), order)).toMatchObject({ status: 3, logisticsStatus: 6 });
    expect((await refreshOrderTracking(deps(), slow)).logisticsStatus).toBe(1);
  });
});
