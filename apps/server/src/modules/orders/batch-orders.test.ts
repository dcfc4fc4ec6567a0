import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import {
  adminToken,
  type Customer,
  draft,
  FORM,
  fundedCustomer,
  sandboxGround,
} from './placement.fixtures.ts';

let t: TestApp;
let admin: string;
let ann: Customer;
let bob: Customer;
let ground: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
  ann = await fundedCustomer(t, 0n);
  bob = await fundedCustomer(t, 0n);
  ground = await sandboxGround(t, admin, [ann, bob]);
});

const post = (path: string, token: string, orderIds: string[], lang?: 'en-US' | 'zh-CN') =>
  call(t.app, 'POST', path, { token, body: { orderIds }, ...(lang ? { lang } : {}) });

describe('POST /app/order/orders/estimate', () => {
  it("quotes each of my orders on its own; another customer's order reads as not found", async () => {
    const mine = await draft(t, ann.id);
    const tooHeavy = await draft(t, ann.id, { parcels: [{ weight: 2000, length: 10, width: 8, height: 6 }] });
    const foreign = await draft(t, bob.id);
    const res = await post('/app/order/orders/estimate', ann.token, [mine, tooHeavy, foreign]);
    expect(res.status).toBe(200);
    const [a, heavy, b] = res.body.data;
    expect(a).toMatchObject({ orderId: mine, ok: true });
    expect(a.result.quotes.map((q: { serviceId: string }) => q.serviceId)).toContain(ground);
    // Too heavy for every service: still answered, each service saying why.
    expect(heavy.orderId).toBe(tooHeavy);
    if (heavy.ok) expect(heavy.result.quotes).toEqual([]);
    expect(b).toEqual({
      orderId: foreign,
      orderNo: null,
      ok: false,
      errorCode: 'orders.not_found',
      message: 'Order not found',
    });
  });

  it("the back office quotes any customer's order with that customer's prices", async () => {
    const foreign = await draft(t, bob.id);
    const res = await post('/admin/order/orders/estimate', admin, [foreign]);
    expect(res.status).toBe(200);
    expect(res.body.data[0]).toMatchObject({ orderId: foreign, ok: true });
    expect((await post('/admin/order/orders/estimate', ann.token, [foreign])).status).toBe(403);
  });

  it('the back office estimate answers on the spec path POST /admin/order/batchEstimateRate too', async () => {
    const foreign = await draft(t, bob.id);
    const res = await post('/admin/order/batchEstimateRate', admin, [foreign]);
    expect(res.status).toBe(200);
    expect(res.body.data[0]).toMatchObject({ orderId: foreign, ok: true });
    expect(res.body.data[0].result.quotes.length).toBeGreaterThan(0);
    expect((await post('/admin/order/batchEstimateRate', ann.token, [foreign])).status).toBe(403);
  });

  it('takes 1 to 100 orders, saying so in the caller’s language', async () => {
    const ids = Array.from({ length: 101 }, () => randomUUID());
    const en = await post('/app/order/orders/estimate', ann.token, ids);
    expect(en.status).toBe(400);
    expect(en.body.message).toBe('At most 100 orders at a time');
    const zh = await post('/app/order/orders/estimate', ann.token, [], 'zh-CN');
    expect(zh.body.message).toBe('请至少选择一个订单');
  });
});

describe('POST /app/order/orders/validateAddresses', () => {
  it('validates the sender and recipient of each order, in the caller’s language', async () => {
    const good = await draft(t, ann.id);
    const wrongCity = await draft(t, ann.id, { to: { ...FORM.to, city: 'Springfield' } });
    const foreign = await draft(t, bob.id);
    const res = await post(
      '/app/order/orders/validateAddresses',
      ann.token,
      [good, wrongCity, foreign],
      'zh-CN',
    );
    expect(res.status).toBe(200);
    const [ok, wrong, other] = res.body.data;
    expect(ok).toMatchObject({
      orderId: good,
      ok: true,
      result: { from: { valid: true }, to: { valid: true } },
    });
    expect(wrong.result.from.valid).toBe(true);
    expect(wrong.result.to.valid).toBe(false);
    expect(wrong.result.to.issues[0].message).toMatch(/[\u4e00-\u9fff]/u);
    expect(other).toMatchObject({ orderId: foreign, ok: false, errorCode: 'orders.not_found' });
  });

  it("the back office validates any customer's orders; at most 1,000 at a time", async () => {
    const foreign = await draft(t, bob.id);
    const res = await post('/admin/order/orders/validateAddresses', admin, [foreign]);
    expect(res.body.data[0]).toMatchObject({ orderId: foreign, ok: true });
    const many = Array.from({ length: 1001 }, () => randomUUID());
    const refused = await post('/app/order/orders/validateAddresses', ann.token, many);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('At most 1000 orders at a time');
  });
});
