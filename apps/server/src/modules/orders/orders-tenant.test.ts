import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../db/testing/fixtures.ts';
import {
  insertOrderRow,
  type OrdersWorld,
  orderForm,
  orderRow,
  ordersWorld,
} from '../../db/testing/orders-fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { orderEvents } from './orders.table.ts';

let t: TestApp;
let w: OrdersWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await ordersWorld(t);
});

/** Every order route of this slice that takes an order id, as Bob would call it on Ann's order. */
const routes = (id: string) =>
  [
    ['GET', `/app/order/orders/${id}`, undefined],
    ['POST', '/app/order/void', { orderId: id }],
    ['POST', '/app/order/cancelRestore', { orderId: id }],
    ['POST', '/app/order/order/copy', { orderId: id }],
    ['POST', '/app/order/draft', orderForm({ orderId: id, reference: 'changed by bob' })],
  ] as const;

describe('tenant boundary', () => {
  it("another customer's order answers 404 orders.not_found exactly like an unknown id, and nothing changes", async () => {
    const draft = await insertOrderRow(t.db, { userId: w.ann.id, status: 0 });
    const voided = await insertOrderRow(t.db, { userId: w.ann.id, status: 15 });
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const order of [draft, voided]) {
      for (const [method, url, body] of routes(order.id)) {
        const theirs = await call(t.app, method, url, { token: w.bob.token, body, lang: 'zh-CN' });
        const missing = await call(t.app, method, url.replace(order.id, unknown), {
          token: w.bob.token,
          body: body && JSON.parse(JSON.stringify(body).replaceAll(order.id, unknown)),
          lang: 'zh-CN',
        });
        expect(theirs.status, url).toBe(404);
        expect({ ...theirs.body, requestId: null }, url).toEqual({ ...missing.body, requestId: null });
        expect(theirs.body.errorCode).toBe('orders.not_found');
      }
      const after = await orderRow(t.db, order.id);
      expect(after).toEqual(order);
    }
    // No copies were made for Bob, no events were written on Ann's orders.
    const bobs = await call(t.app, 'GET', '/app/order/orders', { token: w.bob.token });
    expect(bobs.body.data.total).toBe(0);
    expect(await t.db.select().from(orderEvents)).toEqual([]);
  });

  it('every route needs a session', async () => {
    for (const [method, url, body] of routes('00000000-0000-4000-8000-000000000000'))
      expect((await call(t.app, method, url, { body })).status, url).toBe(401);
    expect((await call(t.app, 'GET', '/app/order/orders')).status).toBe(401);
    expect((await call(t.app, 'GET', '/app/order/costStats')).status).toBe(401);
    expect((await call(t.app, 'GET', '/app/packageTemplate/list')).status).toBe(401);
  });

  it('refuses to delete a service used by orders', async () => {
    await insertOrderRow(t.db, {
      userId: w.ann.id,
      status: 0,
      serviceId: w.overnight,
      channelId: w.channelId,
    });
    const res = await call(t.app, 'POST', `/admin/channel/delete/${w.overnight}`, { token: w.adminToken });
    expect(res.status, JSON.stringify(res.body)).toBe(409);
  });
});
