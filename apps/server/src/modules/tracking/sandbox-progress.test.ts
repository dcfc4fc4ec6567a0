import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, login } from '../../db/testing/fixtures.ts';
import type { TestApp } from '../../db/testing/test-app.ts';
import { sandboxPlan } from '../carriers/sandbox-tracking.ts';
import { releaseDueDeposits } from '../orders/deposits.usecases.ts';
import { fundedWorld } from '../orders/funded-world.fixtures.ts';
import { orders } from '../orders/orders.table.ts';
import { type Customer, draft, expectLedgerHealthy, usd } from '../orders/placement.fixtures.ts';
import { insertPlacedOrder, sandboxNumberWith } from './tracking-fixtures.ts';
import { refreshStaleTracking } from './tracking-jobs.ts';

/**
 * Through the API and the background jobs: a sandbox label moves over the hours its channel sets, the
 * refresh job delivers the order (3, logistics 6), the timeline lists the carrier's steps in order, and
 * the settlement job releases the deposit once the window after delivery has passed.
 */
let t: TestApp;
let ann: Customer;
let ground: string;
const HOURS_PER_STEP = 4;
const SETTLEMENT_DAYS = 2;

beforeAll(async () => {
  ({
    t,
    alice: ann,
    ground,
  } = await fundedWorld({
    ground: { trackingHoursPerStep: HOURS_PER_STEP, settlementDays: SETTLEMENT_DAYS, domesticDeposit: 5 },
  }));
});

const deps = () => ({ db: t.db, config: t.config, clock: t.clock.now });
interface Detail {
  status: number;
  logisticsStatus: number;
  trackingNo: string;
  events: { kind: string }[];
  tracking: { status: number; description: string; time: string }[];
}
const detail = async (id: string, lang: 'en-US' | 'zh-CN' = 'en-US') => {
  // Days pass in these tests: a fresh session each time (sessions expire after 12 idle hours).
  const token = await login(t.app, ann.email);
  const res = await call(t.app, 'GET', `/app/order/orders/${id}`, { token, lang });
  expect(res.status).toBe(200);
  return res.body.data as Detail;
};
const hours = (h: number) => t.clock.advanceMinutes(h * 60);

describe('sandbox parcels through the refresh and settlement jobs', () => {
  it('a placed label is delivered by the refresh job, its timeline in order, and its deposit released after the window', async () => {
    const id = await draft(t, ann.id);
    const placed = await call(t.app, 'POST', '/app/order/label/create', {
      token: ann.token,
      body: { orderId: id, serviceId: ground },
    });
    expect(placed.status).toBe(200);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(row!.depositMinor).toBe(500n);
    const plan = sandboxPlan(row!.trackingNo, row!.labelCreatedAt!, HOURS_PER_STEP);

    // Two hours on: information received only (the first step takes three to five hours).
    hours(2);
    await refreshStaleTracking(deps());
    expect(await detail(id)).toMatchObject({ status: 8, logisticsStatus: 1 });

    // A day on: every step has happened (25 hours covers even an exception's extra step).
    hours(23);
    const run = await refreshStaleTracking(deps());
    expect(run).toMatchObject({ delivered: 1, failures: 0 });
    const done = await detail(id);
    expect(done).toMatchObject({ status: 3, logisticsStatus: 6 });
    expect(done.tracking.map((e) => [e.status, e.time])).toEqual(
      plan.map((e) => [e.status, new Date(e.time).toISOString()]),
    );
    expect(done.tracking.map((e) => e.description).slice(0, 2)).toEqual([
      'Shipping label created, information received',
      'Picked up, in transit',
    ]);
    expect(done.tracking.at(-1)?.description).toBe('Delivered');
    expect((await detail(id, 'zh-CN')).tracking.at(-1)?.description).toBe('已签收');
    expect(done.events.map((e) => e.kind).slice(-2)).toEqual(['package_delivered', 'delivered']);

    // The deposit is held for settlementDays after the delivery event, then the job releases it.
    const [delivered] = await t.db.select().from(orders).where(eq(orders.id, id));
    const deliveredAt = new Date(plan.at(-1)!.time);
    expect(delivered!.deliveredAt).toEqual(deliveredAt);
    expect(delivered!.depositDueAt).toEqual(new Date(deliveredAt.getTime() + SETTLEMENT_DAYS * 86_400_000));
    const held = (await usd(t.db, ann.id)).deposit;
    hours(24);
    expect(await releaseDueDeposits(deps())).toBeNull();
    hours(48);
    expect(await releaseDueDeposits(deps())).toEqual({ released: 1 });
    expect((await usd(t.db, ann.id)).deposit).toBe(held - 500n);
    expect((await detail(id)).events.map((e) => e.kind)).toContain('deposit_released');
    await expectLedgerHealthy(t.db);
  });

  it('a parcel held by an exception reads exception (7) on the order, then is delivered a step later', async () => {
    const number = sandboxNumberWith(t.clock.now(), { exception: true });
    const plan = sandboxPlan(number, t.clock.now(), HOURS_PER_STEP);
    expect(plan.map((e) => e.status)).toEqual([1, 2, 2, 7, 4, 6]);
    const [service] = await t.db.select({ serviceId: orders.serviceId }).from(orders).limit(1);
    const order = await insertPlacedOrder(t.db, {
      userId: ann.id,
      serviceId: service!.serviceId!,
      trackingNumbers: [number],
      at: t.clock.now(),
    });
    // Just after the exception, before out for delivery.
    const exceptionAt = new Date(plan[3]!.time).getTime();
    t.clock.advanceSeconds((exceptionAt - t.clock.now().getTime()) / 1000 + 60);
    await refreshStaleTracking(deps());
    const held = await detail(order.id);
    expect(held).toMatchObject({ status: 8, logisticsStatus: 7 });
    expect(held.tracking.at(-1)?.description).toBe('Delayed: the delivery address is being verified');
    expect((await detail(order.id, 'zh-CN')).tracking.at(-1)?.description).toBe('延误：正在核实收件地址');

    hours(2 * HOURS_PER_STEP * 1.25);
    await refreshStaleTracking(deps());
    const done = await detail(order.id);
    expect(done).toMatchObject({ status: 3, logisticsStatus: 6 });
    expect(done.tracking.map((e) => e.status)).toEqual([1, 2, 2, 7, 4, 6]);
  });
});
