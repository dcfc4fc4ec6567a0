import { randomBytes } from 'node:crypto';
import { ORDER_STATUS } from '@shiplabel/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../../db/testing/test-app.ts';
import type { AppDeps } from '../../../lib/deps.ts';
import { orders } from '../../orders/orders.table.ts';
import { buyLabel } from '../../orders/placement.carrier.ts';
import {
  adminToken,
  type Customer,
  draft,
  expectLedgerHealthy,
  fundedCustomer,
  place,
  usd,
} from '../../orders/placement.fixtures.ts';
import { recoverPlacements } from '../../orders/placement-recovery.ts';
import { credentials, settings, startFakeYun, YUN_PATHS } from './yunexpress.fake.ts';
import { customerOrderNumber } from './yunexpress.orders.ts';

/**
 * The recovery job with the YunExpress adapter behind the fake YunExpress: a waybill YunExpress made
 * before the process died is found again, by YunExpress's own record of our customer order number (not
 * only the channel's memory), and charged once; one YunExpress never made is failed and its money released.
 */
let t: TestApp;
let deps: AppDeps;
let fake: Awaited<ReturnType<typeof startFakeYun>>;
let customer: Customer;
let standard: string;

/** From Shenzhen to New York with one customs line: what every YunExpress product needs. */
const SHENZHEN_ORDER = {
  from: {
    personName: 'Zhang San',
    addressLine1: '1 Keji Road',
    city: 'Shenzhen',
    stateCode: 'GD',
    zipCode: '518000',
    countryCode: 'CN',
  },
  items: [{ description: 'T-Shirt', quantity: 2, declaredValue: '10.00', weight: 1, hsCode: '610910' }],
};

beforeAll(async () => {
  fake = await startFakeYun();
  t = await createTestApp({ secretsKey: randomBytes(32), orderRecoveryGraceSeconds: 120 });
  deps = { db: t.db, config: t.config, clock: t.clock.now };
  const admin = await adminToken(t);
  customer = await fundedCustomer(t, 1_000_00n);
  const channel = await call(t.app, 'POST', '/admin/channel/create', {
    token: admin,
    body: {
      carrierCode: 'yunexpress',
      name: 'YunExpress (fake)',
      mode: 'test',
      // reviewOrders: placing holds the money without asking YunExpress, as a crash before the answer leaves it.
      settings: { ...settings, cnyPerUsd: '7.1000', baseUrl: fake.server.url, reviewOrders: true },
      credentials,
    },
  });
  expect(channel.status, JSON.stringify(channel.body)).toBe(200);
  const services = channel.body.data.services as {
    id: string;
    code: string;
    limits: { domestic: boolean; international: boolean; batteryAllowed: boolean };
  }[];
  // International only; the ZX products (带电) carry batteries, the PH ones (普货) do not.
  expect(
    services.map((s) => [s.code, s.limits.domestic, s.limits.international, s.limits.batteryAllowed]),
  ).toEqual([
    ['THPHR', false, true, false],
    ['THZXR', false, true, true],
    ['BKPHR', false, true, false],
    ['BKZXR', false, true, true],
    ['THZXU', false, true, true],
  ]);
  standard = services.find((s) => s.code === 'BKZXR')!.id;
  const allot = await call(t.app, 'POST', '/admin/channel/allot-channel', {
    token: admin,
    body: { userId: customer.id, serviceIds: [standard] },
  });
  expect(allot.status).toBe(200);
}, 120_000);

afterAll(async () => {
  await fake?.server.close();
});

const rowOf = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;

/** An order as a crash leaves it: money held, "being placed" since now. */
async function stuckOrder() {
  const id = await draft(t, customer.id, SHENZHEN_ORDER);
  const res = await place(t, customer.token, { orderId: id, serviceId: standard });
  expect(res.body.data?.status, JSON.stringify(res.body)).toBe(18);
  await t.db
    .update(orders)
    .set({ status: ORDER_STATUS.placing, placingStartedAt: t.clock.now(), reservationId: null })
    .where(eq(orders.id, id));
  return rowOf(id);
}

describe('placement recovery with YunExpress behind a fake carrier', () => {
  it('completes an order whose waybill YunExpress made before the crash: placed, charged once, bought once', async () => {
    const before = await usd(t.db, customer.id);
    const order = await stuckOrder();
    const bought = await buyLabel(deps, order); // YunExpress answered, then the process died
    expect(bought.ok ? true : bought.code).toBe(true);
    t.clock.advanceMinutes(3);
    const runs = await Promise.all([recoverPlacements(deps), recoverPlacements(deps)]);
    expect(runs.reduce((n, r) => n + (r?.completed ?? 0), 0)).toBe(1);
    const after = await rowOf(order.id);
    expect(after.status).toBe(8);
    const waybill = fake.orders.get(customerOrderNumber(order.placementKey!))!.waybill;
    expect(after.carrierRef).toBe(waybill);
    expect(after.trackingNumbers).toEqual(['LE339614461CN']);
    const wallet = await usd(t.db, customer.id);
    expect(wallet.held).toBe(before.held);
    expect(before.available - wallet.available).toBe(after.rateMinor! + after.depositMinor);
    expect(fake.callsTo(YUN_PATHS.create)).toHaveLength(1);
    expect(fake.badSignatures).toEqual([]);
    await expectLedgerHealthy(t.db);
  }, 60_000);

  it('fails one YunExpress made nothing for: money released', async () => {
    const before = await usd(t.db, customer.id);
    const order = await stuckOrder();
    t.clock.advanceMinutes(3);
    expect(await recoverPlacements(deps)).toMatchObject({ failed: 1 });
    expect(await rowOf(order.id)).toMatchObject({ status: 19, errorCode: 'placement.interrupted' });
    expect(await usd(t.db, customer.id)).toEqual(before);
    expect(fake.callsTo(YUN_PATHS.info).length).toBeGreaterThan(0);
    await expectLedgerHealthy(t.db);
  }, 60_000);
});
