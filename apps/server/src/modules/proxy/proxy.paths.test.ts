import { parseMinor } from '@shiplabel/shared';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../db/testing/fixtures.ts';
import { SHIPMENT } from '../../db/testing/rates-fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { runQueue, startBatch } from '../orders/batch.fixtures.ts';
import { orders } from '../orders/orders.table.ts';
import {
  adminToken,
  type Customer,
  draft,
  expectLedgerHealthy,
  fundedCustomer,
  place,
  sandboxGround,
  usd,
} from '../orders/placement.fixtures.ts';
import { attach, expectedMarkup, proxyUser, quoteOf, setMarkup } from './proxy.fixtures.ts';
import { proxyCommissions } from './proxy.table.ts';

/**
 * Issue 13: every way a sub-account is priced or buys agrees with the one stacking of quoteService:
 * the batch estimate, batch placement (a background job) and a review channel's approval.
 */
let t: TestApp;
let admin: string;
let proxy: Customer;
let sub: Customer;
let ground: string;
let review: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
  proxy = await proxyUser(t);
  sub = await fundedCustomer(t, 1_000_00n);
  ground = await sandboxGround(t, admin, [proxy]);
  review = await sandboxGround(t, admin, [], { reviewOrders: true });
  const allot = await call(t.app, 'POST', '/admin/channel/allot-channel', {
    token: admin,
    body: { userId: proxy.id, serviceIds: [ground, review] },
  });
  expect(allot.status).toBe(200);
  await attach(t, admin, proxy.id, [sub.id]);
  await setMarkup(t, proxy, { percent: 7.77, fixedAmount: '0.33' });
});

const commissionOf = async (orderIds: string[]) =>
  t.db.select().from(proxyCommissions).where(inArray(proxyCommissions.orderId, orderIds));

describe('every path agrees', () => {
  it('the batch estimate quotes the sub-account exactly as the single estimate does', async () => {
    const own = await quoteOf(t, proxy.token, ground);
    const single = await quoteOf(t, sub.token, ground);
    expect(single.shipping - own.shipping).toBe(expectedMarkup(own.shipping, 777, 33n, 1));
    const batch = await call(t.app, 'POST', '/app/order/batchEstimateRate', {
      token: sub.token,
      body: { shipments: [{ ...SHIPMENT, serviceIds: [ground] }] },
    });
    expect(batch.status).toBe(200);
    const [item] = batch.body.data;
    expect(parseMinor(item.result.quotes[0].shippingAmount)).toBe(single.shipping);
  });

  it('batch placement charges the stacked price and pays each commission once', async () => {
    const proxyBefore = (await usd(t.db, proxy.id)).available;
    const ids = [await draft(t, sub.id), await draft(t, sub.id), await draft(t, sub.id)];
    const res = await startBatch(t, sub.token, { orderIds: ids, serviceId: ground });
    expect(res.status).toBe(200);
    await runQueue(t);
    const placed = await t.db.select().from(orders).where(inArray(orders.id, ids));
    expect(placed.map((o) => o.status)).toEqual([8, 8, 8]);
    const rows = await commissionOf(ids);
    expect(rows.map((r) => r.status)).toEqual(['paid', 'paid', 'paid']);
    const own = await quoteOf(t, proxy.token, ground);
    for (const order of placed) {
      const row = rows.find((r) => r.orderId === order.id)!;
      expect(row.proxyPriceMinor).toBe(own.shipping);
      expect(order.rateMinor).toBe(own.total + row.commissionMinor);
    }
    const paid = rows.reduce((sum, r) => sum + r.commissionMinor, 0n);
    expect((await usd(t.db, proxy.id)).available - proxyBefore).toBe(paid);
    await expectLedgerHealthy(t.db);
  });

  it('a review channel pays nothing while held, and the commission when approved', async () => {
    const proxyBefore = (await usd(t.db, proxy.id)).available;
    const res = await place(t, sub.token, { orderId: await draft(t, sub.id), serviceId: review });
    expect(res.body.data.status).toBe(18);
    const [pending] = await commissionOf([res.body.data.id]);
    expect(pending!.status).toBe('pending');
    expect((await usd(t.db, proxy.id)).available).toBe(proxyBefore);
    const approved = await call(t.app, 'POST', '/admin/order/orders/review', {
      token: admin,
      body: { orderId: res.body.data.id, approve: true, reason: '' },
    });
    expect(approved.body.data.status).toBe(8);
    const [paid] = await commissionOf([res.body.data.id]);
    expect(paid!.status).toBe('paid');
    expect((await usd(t.db, proxy.id)).available - proxyBefore).toBe(paid!.commissionMinor);
    // A rejected review never pays.
    const second = await place(t, sub.token, { orderId: await draft(t, sub.id), serviceId: review });
    await call(t.app, 'POST', '/admin/order/orders/review', {
      token: admin,
      body: { orderId: second.body.data.id, approve: false, reason: 'No' },
    });
    const [never] = await commissionOf([second.body.data.id]);
    expect(never!.status).toBe('pending');
    expect((await t.db.select().from(orders).where(eq(orders.id, second.body.data.id)))[0]!.status).toBe(16);
    expect((await usd(t.db, proxy.id)).available - proxyBefore).toBe(paid!.commissionMinor);
    await expectLedgerHealthy(t.db);
  });
});
