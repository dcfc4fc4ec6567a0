import { randomBytes } from 'node:crypto';
import { ORDER_STATUS } from '@shiplabel/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../../db/testing/test-app.ts';
import type { AppDeps } from '../../../lib/deps.ts';
import { orders } from '../../orders/orders.table.ts';
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
import { type FakeCarrier, startFakeCarrier } from '../http/testing/fake-carrier-server.ts';
import { externalShipmentId } from './shipengine.adapter.ts';
import { API_KEY, fakeShipengineRoutes } from './shipengine.testing.ts';

/**
 * The recovery job with the ShipEngine adapter behind a fake ShipEngine: a label ShipEngine sold before
 * the process died, with nothing kept on our side (not even the channel's carrier memory), is found again
 * by its external_shipment_id and charged once; a placement ShipEngine made nothing for is failed and its
 * money released.
 */
let t: TestApp;
let deps: AppDeps;
let fake: FakeCarrier;
let shipengine: ReturnType<typeof fakeShipengineRoutes>;
let customer: Customer;
let ground: string;

beforeAll(async () => {
  shipengine = fakeShipengineRoutes(() => fake.url);
  fake = await startFakeCarrier(shipengine.routes);
  t = await createTestApp({ secretsKey: randomBytes(32), orderRecoveryGraceSeconds: 120 });
  deps = { db: t.db, config: t.config, clock: t.clock.now };
  const admin = await adminToken(t);
  customer = await fundedCustomer(t, 1_000_00n);
  const channel = await call(t.app, 'POST', '/admin/channel/create', {
    token: admin,
    body: {
      carrierCode: 'shipengine',
      name: 'ShipEngine (fake)',
      mode: 'test',
      // reviewOrders: placing holds the money without buying, as a crash before the answer leaves it.
      settings: { carrierId: 'se-423888', baseUrl: fake.url, reviewOrders: true },
      credentials: { apiKey: API_KEY },
    },
  });
  expect(channel.status, JSON.stringify(channel.body)).toBe(200);
  const services = channel.body.data.services as { id: string; code: string }[];
  ground = services.find((s) => s.code === 'ups_ground')!.id;
  const allot = await call(t.app, 'POST', '/admin/channel/allot-channel', {
    token: admin,
    body: { userId: customer.id, serviceIds: [ground] },
  });
  expect(allot.status).toBe(200);
}, 120_000);

afterAll(async () => {
  await fake?.close();
});

const rowOf = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;

/** An order as a crash leaves it: money held, "being placed" since now. */
async function stuckOrder() {
  const id = await draft(t, customer.id);
  const res = await place(t, customer.token, { orderId: id, serviceId: ground });
  expect(res.body.data?.status, JSON.stringify(res.body)).toBe(18);
  await t.db
    .update(orders)
    .set({ status: ORDER_STATUS.placing, placingStartedAt: t.clock.now(), reservationId: null })
    .where(eq(orders.id, id));
  return rowOf(id);
}

/** ShipEngine sells the label for the placement; its answer is lost with the process. */
async function soldBeforeTheCrash(placementKey: string) {
  const res = await fetch(`${fake.url}/v1/labels`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'API-Key': API_KEY },
    body: JSON.stringify({ shipment: { external_shipment_id: externalShipmentId(placementKey) } }),
  });
  expect(res.status).toBe(200);
}

const purchases = () => fake.calls.filter((c) => c.method === 'POST' && c.path === '/v1/labels');

describe('placement recovery with ShipEngine behind a fake carrier', () => {
  it('completes an order whose label ShipEngine sold before the crash: placed, charged once, bought once', async () => {
    const before = await usd(t.db, customer.id);
    const order = await stuckOrder();
    await soldBeforeTheCrash(order.placementKey!);
    t.clock.advanceMinutes(3);
    const runs = await Promise.all([recoverPlacements(deps), recoverPlacements(deps)]);
    expect(runs.reduce((n, r) => n + (r?.completed ?? 0), 0)).toBe(1);
    const after = await rowOf(order.id);
    expect(after.status).toBe(8);
    expect(after.trackingNumbers).toEqual(['9405511899560337048294']);
    expect(after.carrierRef).toBe('se-900001');
    const wallet = await usd(t.db, customer.id);
    expect(wallet.held).toBe(before.held);
    expect(before.available - wallet.available).toBe(after.rateMinor! + after.depositMinor);
    expect(purchases()).toHaveLength(1);
    await expectLedgerHealthy(t.db);
  }, 60_000);

  it('fails one ShipEngine made nothing for: money released, nothing bought', async () => {
    const before = await usd(t.db, customer.id);
    const order = await stuckOrder();
    t.clock.advanceMinutes(3);
    expect(await recoverPlacements(deps)).toMatchObject({ failed: 1 });
    expect(await rowOf(order.id)).toMatchObject({ status: 19, errorCode: 'placement.interrupted' });
    expect(await usd(t.db, customer.id)).toEqual(before);
    expect(purchases()).toHaveLength(1);
    await expectLedgerHealthy(t.db);
  }, 60_000);
});
