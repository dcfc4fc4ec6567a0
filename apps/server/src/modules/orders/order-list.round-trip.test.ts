import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../db/testing/fixtures.ts';
import { insertOrderRow, type OrdersWorld, orderRow, ordersWorld } from '../../db/testing/orders-fixtures.ts';
import { countStatements } from '../../db/testing/statements.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { getTestDb } from '../../db/testing/test-db.ts';
import { listOrders } from './order-list.repository.ts';
import { LIST_ROW_KEYS } from './orders.serialize.ts';

let t: TestApp;
let w: OrdersWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await ordersWorld(t);
  for (let i = 0; i < 57; i++) await insertOrderRow(t.db, { userId: w.ann.id, status: 8 });
});

describe('order list round trips', () => {
  it('a page and its total in one statement, after the one of authentication', async () => {
    const handle = await getTestDb();
    const read = (query: string) =>
      countStatements(handle, async () => {
        const res = await call(t.app, 'GET', `/app/order/orders?${query}`, { token: w.ann.token });
        expect(res.status).toBe(200);
        return res.body.data as { list: unknown[]; total: number; totalCapped: boolean };
      });
    const first = await read('pageSize=50');
    expect(first.result).toMatchObject({ total: 57, totalCapped: false });
    expect(first.result.list).toHaveLength(50);
    expect(first.statements).toBe(2);
    // Past the end the page is empty: the total is asked on its own and stays right.
    const past = await read('pageSize=50&pageNum=3');
    expect(past.result).toMatchObject({ total: 57, list: [] });
    expect(past.statements).toBe(3);
  });

  it('decodes each row as drizzle reads the order (dates, money, JSON, nulls), with the e-mail for the back office', async () => {
    const labelled = await insertOrderRow(t.db, {
      userId: w.ann.id,
      status: 8,
      rateMinor: 1_234n,
      depositMinor: 500n,
      labelCreatedAt: new Date('2026-11-24T01:02:03.456Z'),
      trackingNumbers: ['1ZA', '1ZB'],
    });
    const page = await listOrders(
      t.db,
      { userId: w.ann.id, statuses: null, timeZone: 'America/Los_Angeles' },
      { limit: 100, offset: 0, withEmail: true },
    );
    expect(page.total).toBe(58);
    const mine = page.rows.find((r) => r.order.id === labelled.id)!;
    const full = await orderRow(t.db, labelled.id);
    expect(mine).toEqual({
      order: Object.fromEntries(LIST_ROW_KEYS.map((k) => [k, full[k]])),
      email: w.ann.email,
    });
    for (const { order } of page.rows.slice(0, 5)) {
      const row = await orderRow(t.db, order.id);
      expect(order).toEqual(Object.fromEntries(LIST_ROW_KEYS.map((k) => [k, row[k]])));
    }
  });
});
