import { parseMinor } from '@shiplabel/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, seedUser } from '../../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import {
  adminToken,
  type Customer,
  draft,
  fundedCustomer,
  place,
  sandboxGround,
} from '../orders/placement.fixtures.ts';
import { attach, proxyUser, setMarkup } from './proxy.fixtures.ts';

/** Issue 13: the proxy's own view and the back office's, scoped and refused as they must be. */
let t: TestApp;
let admin: string;
let proxy: Customer;
let sub: Customer;
let idle: Customer;
let otherProxy: Customer;
let otherSub: Customer;
let order: { id: string; orderNo: string; rate: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
  proxy = await proxyUser(t);
  otherProxy = await proxyUser(t);
  sub = await fundedCustomer(t, 500_00n);
  idle = await fundedCustomer(t, 0n);
  otherSub = await fundedCustomer(t, 500_00n);
  const ground = await sandboxGround(t, admin, [proxy, otherProxy]);
  await attach(t, admin, proxy.id, [sub.id, idle.id]);
  await attach(t, admin, otherProxy.id, [otherSub.id]);
  await setMarkup(t, proxy, { percent: 10, fixedAmount: '0.20' });
  const res = await place(t, sub.token, { orderId: await draft(t, sub.id), serviceId: ground });
  expect(res.status).toBe(200);
  order = res.body.data;
});

const get = (token: string, url: string, lang?: 'en-US' | 'zh-CN') =>
  call(t.app, 'GET', url, { token, lang });

describe("the proxy's own view", () => {
  it('lists its sub-accounts with labels, spend and commission; totals; its default markup', async () => {
    const res = await get(proxy.token, '/app/proxy/subAccounts');
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.total).toBe(2);
    const row = data.list.find((r: { id: string }) => r.id === sub.id);
    expect(row.orderCount).toBe(1);
    expect(row.figures).toHaveLength(1);
    expect(row.figures[0]).toMatchObject({ currency: 'USD', spend: order.rate });
    const commission = parseMinor(row.figures[0].commission)!;
    expect(commission > 0n).toBe(true);
    expect(data.list.find((r: { id: string }) => r.id === idle.id)).toMatchObject({
      orderCount: 0,
      figures: [],
    });
    expect(data.totals).toEqual({ orderCount: 1, figures: row.figures });
    expect(data.defaults).toEqual([
      { subAccountId: null, currency: 'USD', percent: 10, fixedAmount: '0.20' },
    ]);
    // A period after today has nothing in it.
    const later = await get(proxy.token, '/app/proxy/subAccounts?from=2999-01-01');
    expect(later.body.data.totals).toEqual({ orderCount: 0, figures: [] });
    // Search by e-mail.
    const found = await get(proxy.token, `/app/proxy/subAccounts?keyword=${sub.email}`);
    expect(found.body.data.list.map((r: { id: string }) => r.id)).toEqual([sub.id]);
  });

  it("lists one sub-account's orders with the commission on each", async () => {
    const res = await get(proxy.token, `/app/proxy/subAccounts/${sub.id}/orders`);
    expect(res.status).toBe(200);
    expect(res.body.data.list).toEqual([
      expect.objectContaining({
        orderNo: order.orderNo,
        amount: order.rate,
        commissionStatus: 'paid',
        status: 8,
      }),
    ]);
  });

  it("another proxy gets 404 for the first one's sub-accounts, in the caller's language", async () => {
    const orders = await get(otherProxy.token, `/app/proxy/subAccounts/${sub.id}/orders`, 'zh-CN');
    expect(orders.status).toBe(404);
    expect(orders.body).toMatchObject({
      code: 404,
      errorCode: 'proxy.sub_account_not_found',
      message: '该子账户不存在',
    });
    const markup = await call(t.app, 'POST', '/app/proxy/markup', {
      token: otherProxy.token,
      body: { subAccountId: sub.id, percent: 50 },
    });
    expect(markup.status).toBe(404);
    const list = await get(otherProxy.token, '/app/proxy/subAccounts');
    expect(list.body.data.list.map((r: { id: string }) => r.id)).toEqual([otherSub.id]);
    // An unknown id reads the same.
    const unknown = await get(
      proxy.token,
      '/app/proxy/subAccounts/00000000-0000-4000-8000-000000000000/orders',
    );
    expect(unknown.status).toBe(404);
  });

  it('a customer (or a sub-account) may not use the proxy endpoints; bad input is a 400 with the field', async () => {
    expect((await get(sub.token, '/app/proxy/subAccounts')).status).toBe(403);
    const bad = await call(t.app, 'POST', '/app/proxy/markup', {
      token: proxy.token,
      lang: 'en-US',
      body: { percent: -1, fixedAmount: 'abc' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['fixedAmount', 'percent']);
    expect((await get(proxy.token, '/app/proxy/subAccounts/not-a-uuid/orders')).status).toBe(400);
    expect((await get(proxy.token, '/app/proxy/subAccounts?from=2026-13')).status).toBe(400);
  });
});

describe('back office: /admin/getPoxyUserList and /admin/proxyUpdate/{id}', () => {
  it('lists proxies with sub-account counts, spend and commission', async () => {
    const res = await get(admin, `/admin/getPoxyUserList?keyword=${proxy.email}`);
    expect(res.status).toBe(200);
    const [row] = res.body.data.list;
    expect(row).toMatchObject({ id: proxy.id, subAccountCount: 2, reversalDue: [] });
    expect(row.figures[0]).toMatchObject({ currency: 'USD', spend: order.rate });
    expect((await get(proxy.token, '/admin/getPoxyUserList')).status).toBe(403);
  });

  it("refuses what cannot be: a non-customer, another proxy's sub-account, a stranger to detach", async () => {
    const staff = await seedUser(t.db, { kind: 'staff' });
    const update = (id: string, body: unknown, lang: 'en-US' | 'zh-CN' = 'en-US') =>
      call(t.app, 'POST', `/admin/proxyUpdate/${id}`, { token: admin, body, lang });
    expect((await update(proxy.id, { attach: [staff.id] })).body.errorCode).toBe('proxy.not_a_customer');
    expect((await update(proxy.id, { attach: [otherProxy.id] })).status).toBe(422);
    const elsewhere = await update(proxy.id, { attach: [otherSub.id] }, 'zh-CN');
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.body.message).toContain(otherSub.email);
    expect((await update(proxy.id, { detach: [otherSub.id] })).status).toBe(404);
    expect((await update(proxy.id, { attach: [sub.id], detach: [sub.id] })).status).toBe(422);
    expect((await update(sub.id, { status: 1 })).status).toBe(404); // not a proxy
    expect((await update(proxy.id, { status: 7 })).status).toBe(400);
    // Nothing changed.
    const row = (await get(admin, `/admin/getPoxyUserList?keyword=${proxy.email}`)).body.data.list[0];
    expect(row.subAccounts.map((s: { id: string }) => s.id).sort()).toEqual([sub.id, idle.id].sort());
  });

  it('detaches and attaches; a detached customer prices on its own again; disabling signs the proxy out', async () => {
    const moved = await call(t.app, 'POST', `/admin/proxyUpdate/${proxy.id}`, {
      token: admin,
      body: { detach: [idle.id], markup: { percent: 7.5, fixedAmount: '0.10' } },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.data.subAccountCount).toBe(1);
    expect(moved.body.data.defaults).toEqual([
      { subAccountId: null, currency: 'USD', percent: 7.5, fixedAmount: '0.10' },
    ]);
    // The detached customer has no services of its own: nothing to quote.
    const quotes = await call(t.app, 'POST', '/app/order/estimateRate', {
      token: idle.token,
      body: { from: { zipCode: '90001' }, to: { zipCode: '10001' }, parcels: [{ weight: 1 }] },
    });
    expect(quotes.status).toBe(200);
    expect(quotes.body.data.quotes).toEqual([]);
    const disabled = await call(t.app, 'POST', `/admin/proxyUpdate/${otherProxy.id}`, {
      token: admin,
      body: { status: 2 },
    });
    expect(disabled.body.data.status).toBe(2);
    expect((await get(otherProxy.token, '/app/proxy/subAccounts')).status).toBe(401);
  });
});

describe('GET /admin/proxy/customerOptions', () => {
  it('offers customers no proxy holds, never sub-accounts, proxies or staff', async () => {
    const free = await fundedCustomer(t, 0n);
    const res = await get(admin, '/admin/proxy/customerOptions?keyword=test.example');
    expect(res.status).toBe(200);
    const ids = res.body.data.map((u: { id: string }) => u.id);
    expect(res.body.data.length).toBeLessThanOrEqual(20);
    expect(ids).not.toContain(sub.id);
    expect(ids).not.toContain(proxy.id);
    const mine = await get(admin, `/admin/proxy/customerOptions?keyword=${free.email}`);
    expect(mine.body.data).toEqual([{ id: free.id, email: free.email, nickName: '' }]);
    expect((await get(proxy.token, '/admin/proxy/customerOptions')).status).toBe(403);
  });
});
