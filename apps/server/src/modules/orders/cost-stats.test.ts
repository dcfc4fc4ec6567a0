import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../db/testing/fixtures.ts';
import { insertOrderRow, type OrdersWorld, ordersWorld } from '../../db/testing/orders-fixtures.ts';
import { createTestApp, createTestClock, type TestApp } from '../../db/testing/test-app.ts';

let t: TestApp;
let w: OrdersWorld;
// "Today" is 2025-06-15 in Los Angeles (BUSINESS_TZ default): the default range is 2025-05-17..2025-06-15.
beforeAll(async () => {
  t = await createTestApp({}, createTestClock(new Date('2025-06-15T19:00:00Z')));
  w = await ordersWorld(t);
  const label = (
    status: number,
    at: string,
    rateMinor: bigint,
    serviceName = 'Ground',
    extra: { currency?: string; userId?: string } = {},
  ) =>
    insertOrderRow(t.db, {
      userId: w.ann.id,
      status,
      labelCreatedAt: new Date(at),
      rateMinor,
      serviceName,
      ...extra,
    });
  await label(8, '2025-06-01T18:00:00Z', 1234n);
  await label(1, '2025-06-02T06:59:00Z', 66n); // legacy "placed", still June 1st in Los Angeles
  await label(3, '2025-06-10T18:00:00Z', 500n, 'Express');
  await label(4, '2025-06-10T18:00:00Z', 700n); // canceled: refunded
  await label(6, '2025-06-11T18:00:00Z', 300n); // in cancellation: being refunded
  await label(19, '2025-06-11T18:00:00Z', 999n); // failed: no label bought
  await label(8, '2025-06-12T18:00:00Z', 4200n, 'Ground', { currency: 'CNY' });
  await label(8, '2025-04-01T18:00:00Z', 100n); // outside the default range
  await label(8, '2025-06-01T18:00:00Z', 100n, 'Ground', { userId: w.bob.id });
  await insertOrderRow(t.db, { userId: w.ann.id, status: 0 });
});

const stats = (query = '', lang: 'en-US' | 'zh-CN' = 'en-US') =>
  call(t.app, 'GET', `/app/order/costStats${query}`, { token: w.ann.token, lang });

describe('consumption statistics', () => {
  it('sums the last 30 business days per day, service and status; canceled labels apart', async () => {
    const res = await stats();
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({ currency: 'USD', from: '2025-05-17', to: '2025-06-15' });
    expect(data.days).toHaveLength(30);
    expect(data.days.filter((d: { orders: number }) => d.orders > 0)).toEqual([
      { day: '2025-06-01', amount: '13.00', orders: 2 },
      { day: '2025-06-10', amount: '5.00', orders: 1 },
    ]);
    expect(data.days[0]).toEqual({ day: '2025-05-17', amount: '0.00', orders: 0 });
    expect(data.services).toEqual([
      { serviceName: 'Ground', amount: '13.00', orders: 2 },
      { serviceName: 'Express', amount: '5.00', orders: 1 },
    ]);
    expect(data.statuses).toEqual([
      { status: 3, orders: 1 },
      { status: 4, orders: 1 },
      { status: 6, orders: 1 },
      { status: 8, orders: 2 },
    ]);
    expect(data.total).toEqual({ amount: '18.00', orders: 3 });
    expect(data.canceled).toEqual({ amount: '10.00', orders: 2 });
  });

  it('takes a range and a currency', async () => {
    const april = (await stats('?from=2025-04-01&to=2025-04-01')).body.data;
    expect(april.days).toEqual([{ day: '2025-04-01', amount: '1.00', orders: 1 }]);
    const cny = (await stats('?from=2025-06-01&to=2025-06-30&currency=CNY')).body.data;
    expect(cny).toMatchObject({ currency: 'CNY', total: { amount: '42.00', orders: 1 } });
    expect(cny.days).toHaveLength(30);
    expect((await stats('?from=2024-06-15&to=2025-06-15')).status).toBe(200);
  });

  it('refuses bad ranges with 400 in both languages', async () => {
    const reversed = await stats('?from=2025-06-10&to=2025-06-01', 'zh-CN');
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toBe('结束日期不能早于开始日期');
    const long = await stats('?from=2024-01-01&to=2025-06-15');
    expect(long.body.message).toBe('The date range may span at most 366 days');
    expect((await stats('?from=2025-02-30')).status).toBe(400);
    expect((await stats('?currency=EUR')).status).toBe(400);
  });

  it('needs the userCostChart resource', async () => {
    const res = await call(t.app, 'GET', '/app/order/costStats', { token: w.adminToken });
    expect(res.status).toBe(403);
  });
});
