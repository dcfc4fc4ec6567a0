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
import { PDF } from './fourpx.fake.ts';
import { FOP_PATH } from './fourpx.http.ts';
import { fixture } from './fourpx.testing.ts';

/**
 * The recovery job with the 4PX adapter behind a fake 4PX: the process died while 4PX was making the
 * order (4PX has it, we have nothing recorded). Recovery finds it by its ref_no (ds.xms.order.get),
 * completes and charges once, never creating a second order; an order 4PX never made is failed and
 * its money released.
 */
let t: TestApp;
let deps: AppDeps;
let fake: FakeCarrier;
let customer: Customer;
let serviceId: string;
/** The ref_no values the fake 4PX holds an order for. */
const made = new Set<string>();

const methodOf = (q: URLSearchParams) => q.get('method') ?? '';

beforeAll(async () => {
  fake = await startFakeCarrier([
    {
      method: 'POST',
      path: FOP_PATH,
      reply: (req) => {
        const method = methodOf(req.query);
        const ref = req.json<{ request_no?: string }>().request_no ?? '';
        if (method === 'ds.xms.estimated_cost.get')
          return {
            body: JSON.parse(JSON.stringify(fixture('estimated-cost-response.json')).replace('"A1"', '"PX"')),
          };
        if (method === 'ds.xms.order.get')
          return made.has(ref)
            ? {
                body: JSON.parse(
                  JSON.stringify(fixture('order-get-response.json')).replace('AQ710216678CN', ref),
                ),
              }
            : { body: { result: '1', msg: 'System processing succeeded', data: [] } };
        if (method === 'ds.xms.label.get') {
          const answer = fixture<{ data: { label_url_info: { logistics_label: string } } }>(
            'label-get-response.json',
          );
          answer.data.label_url_info.logistics_label = `${fake.url}/label/DS303367756838.pdf`;
          return { body: answer };
        }
        return { status: 404, body: { error: `unexpected ${method}` } };
      },
    },
    {
      method: 'GET',
      path: /^\/label\//,
      reply: () => ({ headers: { 'content-type': 'application/pdf' }, body: PDF }),
    },
  ]);
  t = await createTestApp({ secretsKey: randomBytes(32), orderRecoveryGraceSeconds: 120 });
  deps = { db: t.db, config: t.config, clock: t.clock.now };
  const admin = await adminToken(t);
  customer = await fundedCustomer(t, 1_000_00n);
  const channel = await call(t.app, 'POST', '/admin/channel/create', {
    token: admin,
    body: {
      carrierCode: '4px',
      name: '4PX (fake)',
      mode: 'test',
      // reviewOrders: placing holds the money without asking 4PX, as a crash before the answer leaves it.
      settings: {
        appKey: '16081f05-e8fc-4250-b9c4-0660d1ecbb28',
        deliverType: '1',
        dutyType: 'U',
        cnyPerUsd: '7',
        baseUrl: fake.url,
        reviewOrders: true,
      },
      credentials: { appSecret: '7eebf328-8e5a-4030-904d-ec6e89174fbc' },
    },
  });
  expect(channel.status, JSON.stringify(channel.body)).toBe(200);
  serviceId = (channel.body.data.services as { id: string; code: string }[]).find((s) => s.code === 'PX')!.id;
  const allot = await call(t.app, 'POST', '/admin/channel/allot-channel', {
    token: admin,
    body: { userId: customer.id, serviceIds: [serviceId] },
  });
  expect(allot.status).toBe(200);
}, 120_000);

afterAll(async () => {
  await fake?.close();
});

const rowOf = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;

/** An international order (with its customs line) as a crash leaves it: money held, "being placed". */
async function stuckOrder() {
  const id = await draft(t, customer.id, {
    to: {
      personName: 'Zhang San',
      addressLine1: '10 Downing St',
      city: 'London',
      stateCode: '',
      zipCode: 'SW1A 2AA',
      countryCode: 'GB',
    } as never,
    items: [
      {
        description: 'ceramic bowl',
        quantity: 3,
        declaredValue: '27.00',
        hsCode: '691200',
        countryOfOrigin: 'CN',
      },
    ] as never,
  });
  const res = await place(t, customer.token, { orderId: id, serviceId });
  expect(res.body.data?.status, JSON.stringify(res.body)).toBe(18);
  await t.db
    .update(orders)
    .set({ status: ORDER_STATUS.placing, placingStartedAt: t.clock.now(), reservationId: null })
    .where(eq(orders.id, id));
  return rowOf(id);
}

const creates = () => fake.calls.filter((c) => methodOf(c.query) === 'ds.xms.order.create');

describe('placement recovery with 4PX behind a fake carrier', () => {
  it('completes an order 4PX made before the crash, found by ref_no: placed, charged once, no second order', async () => {
    const before = await usd(t.db, customer.id);
    const order = await stuckOrder();
    made.add(order.placementKey!); // 4PX made it; its answer never reached us
    t.clock.advanceMinutes(3);
    const runs = await Promise.all([recoverPlacements(deps), recoverPlacements(deps)]);
    expect(runs.reduce((n, r) => n + (r?.completed ?? 0), 0)).toBe(1);
    const after = await rowOf(order.id);
    expect(after.status).toBe(8);
    expect(after.trackingNumbers).toEqual(['420766679365559903506222909294']);
    expect(after.carrierRef).toBe('305646756838');
    const wallet = await usd(t.db, customer.id);
    expect(wallet.held).toBe(before.held);
    expect(before.available - wallet.available).toBe(after.rateMinor! + after.depositMinor);
    expect(creates()).toHaveLength(0);
    await expectLedgerHealthy(t.db);
  }, 60_000);

  it('fails one 4PX made nothing for: money released', async () => {
    const before = await usd(t.db, customer.id);
    const order = await stuckOrder();
    t.clock.advanceMinutes(3);
    expect(await recoverPlacements(deps)).toMatchObject({ failed: 1 });
    expect(await rowOf(order.id)).toMatchObject({ status: 19, errorCode: 'placement.interrupted' });
    expect(await usd(t.db, customer.id)).toEqual(before);
    expect(creates()).toHaveLength(0);
    await expectLedgerHealthy(t.db);
  }, 60_000);
});
