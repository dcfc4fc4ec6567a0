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
import { type FakeCarrier, startFakeCarrier } from '../http/testing/fake-carrier-server.ts';
import { fixture } from './fedex.testing.ts';

/**
 * The recovery job with FedEx behind a fake carrier: a label FedEx made before the process died is found
 * again (the adapter kept it in the channel's carrier memory as FedEx answered) and charged once; one
 * FedEx made nothing for is failed and its money released.
 */
let t: TestApp;
let deps: AppDeps;
let fake: FakeCarrier;
let customer: Customer;
let ground: string;

beforeAll(async () => {
  fake = await startFakeCarrier([
    { method: 'POST', path: '/oauth/token', reply: () => ({ body: fixture('token-response.json') }) },
    { method: 'POST', path: '/rate/v1/rates/quotes', reply: () => ({ body: fixture('rate-response.json') }) },
    { method: 'POST', path: '/ship/v1/shipments', reply: () => ({ body: fixture('ship-response.json') }) },
  ]);
  t = await createTestApp({ secretsKey: randomBytes(32), orderRecoveryGraceSeconds: 120 });
  deps = { db: t.db, config: t.config, clock: t.clock.now };
  const admin = await adminToken(t);
  customer = await fundedCustomer(t, 1_000_00n);
  const channel = await call(t.app, 'POST', '/admin/channel/create', {
    token: admin,
    body: {
      carrierCode: 'fedex',
      name: 'FedEx (fake)',
      mode: 'test',
      // reviewOrders: placing holds the money without asking FedEx, as a crash before the answer leaves it.
      settings: { accountNumber: '123456789', baseUrl: fake.url, reviewOrders: true },
      credentials: { apiKey: 'api-key', secretKey: 'secret-key' },
    },
  });
  expect(channel.status, JSON.stringify(channel.body)).toBe(200);
  ground = (channel.body.data.services as { id: string; code: string }[]).find(
    (s) => s.code === 'FEDEX_EXPRESS_SAVER',
  )!.id;
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

describe('placement recovery with FedEx behind a fake carrier', () => {
  it('completes an order whose label FedEx made before the crash: placed, charged once, FedEx asked once', async () => {
    const before = await usd(t.db, customer.id);
    const order = await stuckOrder();
    const bought = await buyLabel(deps, order); // FedEx answered, then the process died
    expect(bought.ok).toBe(true);
    t.clock.advanceMinutes(3);
    const runs = await Promise.all([recoverPlacements(deps), recoverPlacements(deps)]);
    expect(runs.reduce((n, r) => n + (r?.completed ?? 0), 0)).toBe(1);
    const after = await rowOf(order.id);
    expect(after.status).toBe(8);
    expect(after.trackingNumbers).toEqual(['794953535000']);
    expect(after.carrierRef).toBe('794953535000');
    const wallet = await usd(t.db, customer.id);
    expect(wallet.held).toBe(before.held);
    expect(before.available - wallet.available).toBe(after.rateMinor! + after.depositMinor);
    expect(fake.calls.filter((c) => c.path === '/ship/v1/shipments')).toHaveLength(1);
    await expectLedgerHealthy(t.db);
  }, 60_000);

  it('fails one FedEx made nothing for: money released', async () => {
    const before = await usd(t.db, customer.id);
    const order = await stuckOrder();
    t.clock.advanceMinutes(3);
    expect(await recoverPlacements(deps)).toMatchObject({ failed: 1 });
    expect(await rowOf(order.id)).toMatchObject({ status: 19, errorCode: 'placement.interrupted' });
    expect(await usd(t.db, customer.id)).toEqual(before);
    await expectLedgerHealthy(t.db);
  }, 60_000);
});
