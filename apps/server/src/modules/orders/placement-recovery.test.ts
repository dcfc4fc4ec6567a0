import { ORDER_STATUS } from '@shiplabel/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../db/testing/test-app.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { reserveFunds } from '../ledger/ledger.usecases.ts';
import { fundedWorld } from './funded-world.fixtures.ts';
import { orders } from './orders.table.ts';
import { buyLabel } from './placement.carrier.ts';
import { type Customer, draft, expectLedgerHealthy, place, usd } from './placement.fixtures.ts';
import { recoverPlacements } from './placement-recovery.ts';

let t: TestApp;
let deps: AppDeps;
let customer: Customer;
let review: string;

beforeAll(async () => {
  ({
    t,
    alice: customer,
    ground: review,
  } = await fundedWorld({
    config: { orderRecoveryGraceSeconds: 120 },
    ground: { reviewOrders: true, domesticDeposit: 10 },
  }));
  deps = { db: t.db, config: t.config, clock: t.clock.now };
});

const rowOf = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;

/**
 * An order as a crash leaves it: placed on a review channel (so its money is held and no carrier was
 * asked), then put back to "being placed" since `started`.
 */
async function stuckOrder() {
  const id = await draft(t, customer.id);
  const res = await place(t, customer.token, { orderId: id, serviceId: review });
  expect(res.body.data.status).toBe(18);
  await t.db
    .update(orders)
    .set({ status: ORDER_STATUS.placing, placingStartedAt: t.clock.now(), reservationId: null })
    .where(eq(orders.id, id));
  return rowOf(id);
}

describe('recovery of placements stuck in 17', () => {
  it('leaves orders younger than the grace period alone', async () => {
    const order = await stuckOrder();
    expect(await recoverPlacements(deps)).toBeNull();
    expect((await rowOf(order.id)).status).toBe(17);
    t.clock.advanceMinutes(3);
    await recoverPlacements(deps);
  });

  it('completes one whose label the carrier made (charged once), even with two runs at once', async () => {
    const before = await usd(t.db, customer.id);
    const order = await stuckOrder();
    const bought = await buyLabel(deps, order); // the carrier answered, then the process died
    expect(bought.ok).toBe(true);
    t.clock.advanceMinutes(3);
    const runs = await Promise.all([recoverPlacements(deps), recoverPlacements(deps)]);
    expect(runs.reduce((n, r) => n + (r?.completed ?? 0), 0)).toBe(1);
    const after = await rowOf(order.id);
    expect(after.status).toBe(8);
    expect(after.trackingNumbers).toEqual(bought.ok ? bought.label.trackingNumbers : []);
    const wallet = await usd(t.db, customer.id);
    expect(wallet.held).toBe(before.held);
    expect(before.available - wallet.available).toBe(after.rateMinor! + after.depositMinor);
    expect(wallet.deposit - before.deposit).toBe(10_00n);
    await expectLedgerHealthy(t.db);
  });

  it('fails one the carrier has no label for: money released, reason in both languages', async () => {
    const before = await usd(t.db, customer.id);
    const order = await stuckOrder();
    t.clock.advanceMinutes(3);
    expect(await recoverPlacements(deps)).toMatchObject({ failed: 1 });
    const after = await rowOf(order.id);
    expect(after).toMatchObject({ status: 19, errorCode: 'placement.interrupted' });
    expect(after.errorMessage).toContain('interrupted');
    expect(after.errorMessage).toContain('中断');
    expect(await usd(t.db, customer.id)).toEqual(before);
    await expectLedgerHealthy(t.db);
  });

  it('puts one that never reserved money back where it was', async () => {
    const id = await draft(t, customer.id);
    await t.db
      .update(orders)
      .set({
        status: ORDER_STATUS.placing,
        placementKey: `place:${id}:attempt:1`,
        placingStartedAt: t.clock.now(),
      })
      .where(eq(orders.id, id));
    t.clock.advanceMinutes(3);
    expect(await recoverPlacements(deps)).toMatchObject({ reverted: 1 });
    expect((await rowOf(id)).status).toBe(0);
  });

  it('releases a held reservation no order in placement or review stands behind', async () => {
    const before = await usd(t.db, customer.id);
    const id = await draft(t, customer.id);
    await reserveFunds({
      deps,
      userId: customer.id,
      currency: 'USD',
      amountMinor: 7_00n,
      idempotencyKey: `reserve:place:${id}:attempt:9`,
      reference: id,
    });
    expect((await usd(t.db, customer.id)).held - before.held).toBe(7_00n);
    // The reservation's own timestamp is the database's: move the test clock past the grace period.
    t.clock.advanceMinutes(3);
    expect(await recoverPlacements(deps)).toMatchObject({ strayReleased: 1 });
    expect(await usd(t.db, customer.id)).toEqual(before);
    await expectLedgerHealthy(t.db);
  });
});
