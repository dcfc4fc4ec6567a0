import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, seedUser } from '../../db/testing/fixtures.ts';
import {
  insertOrderRow,
  type OrdersWorld,
  orderForm,
  ordersWorld,
} from '../../db/testing/orders-fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { COUNT_CAP, countLimitOf, looksLikeNumber } from './order-list.repository.ts';

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

describe('keyword: numbers by their start, then contains', () => {
  let token: string;
  const mine: Record<string, string> = {};
  beforeAll(async () => {
    const user = await seedUser(t.db, { roles: ['Customer'] });
    token = await login(t.app, user.email);
    const rows = [
      { key: 'a1', orderNo: 'BLK-7Q1-1', reference: 'PO-1001' },
      { key: 'a2', orderNo: 'BLK-7Q1-2', toName: 'blk-7q1 fan' },
      { key: 'b', orderNo: 'XX-BLK-7Q1-9', batchNo: 'W-2024-01' },
      {
        key: 'multi',
        status: 8,
        trackingNo: '1ZAAA0000000001',
        trackingNumbers: ['1ZAAA0000000001', '1ZAAA0000000002', '1ZAAA0000000003'],
      },
      { key: 'name', toName: 'room 2024 reception', reference2: 'R2-77' },
    ];
    for (const [i, { key, ...values }] of rows.entries())
      mine[key] = (
        await insertOrderRow(t.db, {
          userId: user.id,
          createdAt: new Date(Date.UTC(2025, 0, 1 + i)),
          ...values,
        })
      ).id;
  });
  const found = async (keyword: string) => idsOf(await list(`keyword=${encodeURIComponent(keyword)}`, token));

  it('tries a keyword with a digit and no blank as a number', () => {
    expect(looksLikeNumber('BLK-7Q1')).toBe(true);
    expect(looksLikeNumber('1Z999')).toBe(true);
    expect(looksLikeNumber('spring-sale')).toBe(false);
    expect(looksLikeNumber('yuki tanaka 5')).toBe(false);
  });

  it('a number: the orders whose number fields start with it, any case, not those merely containing it', async () => {
    // Newest first; 'XX-BLK-7Q1-9' contains the keyword, and a2's recipient too, but only numbers starting
    // with it are shown as long as there are any.
    expect(await found('blk-7q1')).toEqual([mine.a2, mine.a1]);
    expect(await found('BLK-7Q1-2')).toEqual([mine.a2]);
    expect(await found('po-10')).toEqual([mine.a1]);
    expect(await found('W-2024')).toEqual([mine.b]);
    expect(await found('r2-7')).toEqual([mine.name]);
  });

  it('finds every parcel’s tracking number of a multi-parcel order, whole or by its start', async () => {
    expect(await found('1ZAAA0000000003')).toEqual([mine.multi]);
    expect(await found('1zaaa0000000002')).toEqual([mine.multi]);
    expect(await found('1ZAAA')).toEqual([mine.multi]);
    // Part of the third parcel's number: by contains.
    expect(await found('AAA0000000003')).toEqual([mine.multi]);
  });

  it('falls back to contains when no number starts with it, and for other keywords', async () => {
    expect(await found('7Q1-9')).toEqual([mine.b]);
    expect(await found('2024')).toEqual([mine.name, mine.b]);
    expect(await found('room 2024')).toEqual([mine.name]);
    expect(await found('fan')).toEqual([mine.a2]);
    expect((await list('keyword=zz9-nothing', token)).total).toBe(0);
  });
});
