import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../db/testing/fixtures.ts';
import {
  insertOrderRow,
  type OrdersWorld,
  orderForm,
  ordersWorld,
} from '../../db/testing/orders-fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { COUNT_CAP, countLimitOf } from './order-list.repository.ts';

let t: TestApp;
let w: OrdersWorld;
const ids: Record<string, string> = {};
// Business days in America/Los_Angeles (the default BUSINESS_TZ): 2025-05-01 starts at 07:00 UTC.
beforeAll(async () => {
  t = await createTestApp();
  w = await ordersWorld(t);
  const at = (iso: string) => new Date(iso);
  const rows = [
    { key: 'draft', status: 0, createdAt: at('2025-05-01T07:30:00Z'), reference: 'Spring-Sale' },
    {
      key: 'placed',
      status: 8,
      createdAt: at('2025-05-02T10:00:00Z'),
      labelCreatedAt: at('2025-05-03T06:59:00Z'), // still 2025-05-02 in Los Angeles
      trackingNo: '1ZTRACK0001',
      channelId: w.channelId,
    },
    { key: 'legacy', status: 2, createdAt: at('2025-05-03T10:00:00Z'), batchNo: 'BATCH-77' },
    { key: 'delivered', status: 3, createdAt: at('2025-05-04T10:00:00Z'), toName: 'zoë o’hara' },
    { key: 'voided', status: 15, createdAt: at('2025-05-05T10:00:00Z'), orderNo: 'VOID-50%_OFF' },
  ];
  for (const { key, ...values } of rows)
    ids[key] = (await insertOrderRow(t.db, { userId: w.ann.id, updatedAt: values.createdAt, ...values })).id;
  await insertOrderRow(t.db, { userId: w.bob.id, status: 8, reference: 'Spring-Sale' });
});

const list = async (query: string, token = w.ann.token) => {
  const res = await call(t.app, 'GET', `/app/order/orders?${query}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { list: { id: string; userEmail?: string }[]; total: number; pageSize: number };
};
const idsOf = (page: { list: { id: string }[] }) => page.list.map((r) => r.id);

describe('order lists', () => {
  it('allWaybills: every own order, newest first, with a page and a total', async () => {
    const page = await list('');
    expect(idsOf(page)).toEqual([ids.voided, ids.delivered, ids.legacy, ids.placed, ids.draft]);
    expect(page).toMatchObject({ total: 5, totalCapped: false, pageNum: 1, pageSize: 50 });
    expect(page.list[0]).not.toHaveProperty('userEmail');
    const status8 = await list('view=allWaybills&status=8');
    expect(idsOf(status8)).toEqual([ids.legacy, ids.placed]);
  });

  it('views: each shows its statuses; transported includes legacy codes', async () => {
    expect(idsOf(await list('view=draft'))).toEqual([ids.draft]);
    expect(idsOf(await list('view=transported'))).toEqual([ids.legacy, ids.placed]);
    expect(idsOf(await list('view=Delivered'))).toEqual([ids.delivered]);
    expect(idsOf(await list('view=VoidedAll'))).toEqual([ids.voided]);
    expect((await list('view=canceled')).total).toBe(0);
    // A view's statuses are not widened by `status`.
    expect(idsOf(await list('view=draft&status=8'))).toEqual([ids.draft]);
  });

  it('filters by channel and by business days of creation and label', async () => {
    expect(idsOf(await list(`channelId=${w.channelId}`))).toEqual([ids.placed]);
    expect(idsOf(await list('createdFrom=2025-05-02&createdTo=2025-05-03'))).toEqual([
      ids.legacy,
      ids.placed,
    ]);
    expect(idsOf(await list('createdTo=2025-05-01'))).toEqual([ids.draft]);
    expect(idsOf(await list('labelFrom=2025-05-02&labelTo=2025-05-02'))).toEqual([ids.placed]);
    expect((await list('labelFrom=2025-05-03')).total).toBe(0);
  });

  it('keyword: contains, case-insensitive, over number, tracking, references, batch and recipient', async () => {
    expect(idsOf(await list('keyword=spring-sale'))).toEqual([ids.draft]);
    expect(idsOf(await list('keyword=track0001'))).toEqual([ids.placed]);
    expect(idsOf(await list('keyword=batch-7'))).toEqual([ids.legacy]);
    expect(idsOf(await list(`keyword=${encodeURIComponent('ZOË')}`))).toEqual([ids.delivered]);
    // LIKE wildcards match literally.
    expect(idsOf(await list(`keyword=${encodeURIComponent('50%_')}`))).toEqual([ids.voided]);
    expect((await list(`keyword=${encodeURIComponent('%')}`)).total).toBe(1);
  });

  it('pages of 50..1000 only, and refuses bad filters with 400', async () => {
    expect((await list('pageSize=1000')).pageSize).toBe(1000);
    for (const query of [
      'pageSize=20',
      'view=nope',
      'createdFrom=2025-13-01',
      'channelId=not-a-uuid',
      `keyword=${'k'.repeat(101)}`,
    ]) {
      const res = await call(t.app, 'GET', `/app/order/orders?${query}`, {
        token: w.ann.token,
        lang: 'zh-CN',
      });
      expect(res.status, query).toBe(400);
      expect(res.body.errors.length, query).toBeGreaterThan(0);
    }
  });

  it('a customer never sees another customer’s orders, whatever userId says', async () => {
    expect((await list(`userId=${w.ann.id}`, w.bob.token)).total).toBe(1);
    expect((await list('keyword=spring', w.bob.token)).list).toHaveLength(1);
  });
});

describe('back-office list', () => {
  it('shows every customer’s orders with their e-mail, optionally one customer', async () => {
    const all = await call(t.app, 'GET', '/admin/order/orders?keyword=spring-sale', { token: w.adminToken });
    expect(all.status).toBe(200);
    expect(all.body.data.list.map((r: { userEmail: string }) => r.userEmail).sort()).toEqual(
      [w.ann.email, w.bob.email].sort(),
    );
    const bobs = await call(t.app, 'GET', `/admin/order/orders?userId=${w.bob.id}`, { token: w.adminToken });
    expect(bobs.body.data.total).toBe(1);
    expect(bobs.body.data.list[0].userEmail).toBe(w.bob.email);
  });

  it('needs the orderList resource', async () => {
    const res = await call(t.app, 'GET', '/admin/order/orders', { token: w.ann.token });
    expect(res.status).toBe(403);
    const copy = await call(t.app, 'POST', '/admin/order/order/copy', {
      token: w.ann.token,
      body: { orderId: ids.draft },
    });
    expect(copy.status).toBe(403);
  });

  it('a draft saved through the route shows up in the draft view', async () => {
    const saved = await call(t.app, 'POST', '/app/order/draft', {
      token: w.bob.token,
      body: orderForm({ batchNo: 'B-ROUTE' }),
    });
    const page = await list('view=draft&keyword=b-route', w.bob.token);
    expect(idsOf(page)).toEqual([saved.body.data.id]);
  });

  it('counts a total up to 10,000 rows, or ten pages beyond the page asked, past which it is capped', () => {
    expect(COUNT_CAP).toBe(10_000);
    expect(countLimitOf({ limit: 50, offset: 0 })).toBe(10_000);
    expect(countLimitOf({ limit: 1000, offset: 0 })).toBe(10_000);
    expect(countLimitOf({ limit: 50, offset: 9_950 })).toBe(10_450);
    expect(countLimitOf({ limit: 1000, offset: 20_000 })).toBe(30_000);
  });
});
