import { operations } from '@shiplabel/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { call, login, seedUser } from '../../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { postTransaction } from '../ledger/ledger.post.ts';
import {
  adminToken,
  type Customer,
  draft,
  expectLedgerHealthy,
  fundedCustomer,
  place,
  sandboxGround,
} from '../orders/placement.fixtures.ts';

/**
 * Issue 13: every statistics figure is recomputed here from the raw rows (orders and ledger entries, read
 * one by one, days computed with Intl in JS: a different path than the implementation's grouped SQL),
 * with labels and refunds placed on both sides of a business-day boundary.
 */

let t: TestApp;
let admin: string;
let ground: string;
const people: Record<'a' | 'b' | 'c' | 'd', Customer> = {} as never;
let s1: { id: string; token: string };
let s2: { id: string; token: string };
const RANGE = { from: '2026-01-13', to: '2026-01-16' };

async function seller(name: string) {
  const u = await seedUser(t.db, { kind: 'seller', roles: ['Seller'], nickName: name });
  return { id: u.id, token: await login(t.app, u.email) };
}

/** Sets when an order's label was bought and when the ledger moved for it (by transaction types). */
async function at(orderNo: string, userId: string, iso: string, types: string[]) {
  const ids = sql`select id from ledger_transactions where user_id = ${userId}::uuid and order_no = ${orderNo}
      and type in (${sql.join(
        types.map((x) => sql`${x}`),
        sql`, `,
      )})`;
  await t.db.execute(
    sql`update ledger_entries set created_at = ${iso}::timestamptz where transaction_id in (${ids})`,
  );
  await t.db.execute(
    sql`update ledger_transactions set created_at = ${iso}::timestamptz where id in (${ids})`,
  );
}

async function placeFor(c: Customer, labelAt: string) {
  const res = await place(t, c.token, { orderId: await draft(t, c.id), serviceId: ground });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const order = res.body.data as { id: string; orderNo: string; rate: string };
  await t.db.execute(
    sql`update orders set label_created_at = ${labelAt}::timestamptz where id = ${order.id}::uuid`,
  );
  await at(order.orderNo, c.id, labelAt, ['reserve', 'capture']);
  return order;
}

const stats = (
  path: string,
  body: Record<string, unknown>,
  token = admin,
  lang: 'en-US' | 'zh-CN' = 'en-US',
) => call(t.app, 'POST', `/admin/${path}`, { token, body: { ...RANGE, ...body }, lang });

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
  for (const k of ['a', 'b', 'c', 'd'] as const) people[k] = await fundedCustomer(t, 1_000_00n);
  ground = await sandboxGround(t, admin, Object.values(people), { domesticDeposit: 5 });
  s1 = await seller('Seller One');
  s2 = await seller('Seller Two');
  const owner = { a: s1.id, b: s1.id, c: s2.id, d: null } as const;
  for (const k of ['a', 'b', 'c', 'd'] as const)
    await t.db.execute(sql`update users set seller_id = ${owner[k]}::uuid where id = ${people[k].id}::uuid`);

  // Jan 14/15 boundary in Los Angeles (UTC-8): 07:59:59Z is still the 14th, 08:00:00Z the 15th.
  await placeFor(people.a, '2026-01-14T18:00:00Z');
  await placeFor(people.a, '2026-01-15T07:59:59Z');
  const cancelled = await placeFor(people.a, '2026-01-15T08:00:00Z');
  const billed = await placeFor(people.b, '2026-01-15T20:00:00Z');
  await placeFor(people.c, '2026-01-16T07:00:00Z');
  const pending = await placeFor(people.c, '2026-01-14T20:00:00Z');
  await placeFor(people.d, '2026-01-13T12:00:00Z');
  // Outside the range: the 17th in Los Angeles.
  await placeFor(people.d, '2026-01-17T08:00:01Z');

  // a's third label is cancelled and the refund approved on the 16th: sales drop that day, its cost goes.
  expect(
    (
      await call(t.app, 'POST', '/app/order/cancel', {
        token: people.a.token,
        body: { orderId: cancelled.id },
      })
    ).status,
  ).toBe(200);
  const audit = await call(t.app, 'POST', '/admin/order/orders/cancelAudit', {
    token: admin,
    body: { orderId: cancelled.id, approve: true, reason: '' },
  });
  expect(audit.status).toBe(200);
  await at(cancelled.orderNo, people.a.id, '2026-01-16T09:00:00Z', ['refundRequest', 'refundApprove']);
  // c's second label waits in cancellation (6): refunded into pending refund on the 15th, no carrier cost.
  expect(
    (await call(t.app, 'POST', '/app/order/cancel', { token: people.c.token, body: { orderId: pending.id } }))
      .status,
  ).toBe(200);
  await at(pending.orderNo, people.c.id, '2026-01-15T10:00:00Z', ['refundRequest']);
  // b's label gets a supplementary bill with the penalty on the 16th just before midnight.
  const bill = await call(t.app, 'POST', '/admin/order/billed', {
    token: admin,
    body: { orderId: billed.id, amount: '3.25', reason: 'Weight adjustment', penalty: true },
  });
  expect(bill.status, JSON.stringify(bill.body)).toBe(200);
  await at(billed.orderNo, people.b.id, '2026-01-17T07:59:00Z', ['billDeduction', 'billSupplement']);
  // b is also a proxy: a commission of 1.23 paid on the 15th and one of 0.50 reversed on the 16th.
  await postTransaction(t.db, {
    userId: people.b.id,
    type: 'proxyCommission',
    idempotencyKey: 'stats-commission',
    legs: operations.proxyCommission('USD', 123n),
    orderNo: 'COMMISSION-1',
  });
  await at('COMMISSION-1', people.b.id, '2026-01-15T21:00:00Z', ['proxyCommission']);
  await postTransaction(t.db, {
    userId: people.b.id,
    type: 'proxyCommissionReversal',
    idempotencyKey: 'stats-commission-reversal',
    legs: operations.proxyCommissionReversal('USD', 50n),
    orderNo: 'COMMISSION-2',
  });
  await at('COMMISSION-2', people.b.id, '2026-01-16T21:00:00Z', ['proxyCommissionReversal']);
});

// ---- the independent recomputation ----------------------------------------------------------------------

type Sum = {
  orders: number;
  placement: bigint;
  refunds: bigint;
  bills: bigint;
  carrierCost: bigint;
  commissions: bigint;
};
const empty = (): Sum => ({
  orders: 0,
  placement: 0n,
  refunds: 0n,
  bills: 0n,
  carrierCost: 0n,
  commissions: 0n,
});
const money = (m: bigint) =>
  `${m < 0n ? '-' : ''}${(m < 0n ? -m : m) / 100n}.${String((m < 0n ? -m : m) % 100n).padStart(2, '0')}`;
const asFigures = (s: Sum) => ({
  orders: s.orders,
  placement: money(s.placement),
  refunds: money(s.refunds),
  bills: money(s.bills),
  sales: money(s.placement - s.refunds + s.bills),
  carrierCost: money(s.carrierCost),
  commissions: money(s.commissions),
  margin: money(s.placement - s.refunds + s.bills - s.carrierCost - s.commissions),
});

async function recompute(keep: (userId: string) => boolean, keyOf: (day: string, userId: string) => string) {
  const day = (d: Date) =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: t.config.businessTz,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(d);
  const inRange = (d: string) => d >= RANGE.from && d <= RANGE.to;
  const sums = new Map<string, Sum>();
  const slot = (k: string) => {
    if (!sums.has(k)) sums.set(k, empty());
    return sums.get(k)!;
  };
  const orderRows = await rowsOf<{
    user_id: string;
    label_created_at: Date | string | null;
    status: number;
    carrier_cost_minor: string | null;
    currency: string;
    is_test: boolean;
  }>(
    t.db.execute(
      sql`select user_id, label_created_at, status, carrier_cost_minor, currency, is_test from orders`,
    ),
  );
  for (const o of orderRows) {
    if (!o.label_created_at || o.is_test || o.currency !== 'USD' || !keep(o.user_id)) continue;
    const d = day(new Date(o.label_created_at));
    if (!inRange(d)) continue;
    const s = slot(keyOf(d, o.user_id));
    s.orders += 1;
    if (![4, 6].includes(Number(o.status))) s.carrierCost += BigInt(o.carrier_cost_minor!);
  }
  const entries = await rowsOf<{
    amount: string;
    created_at: Date | string;
    kind: string;
    owner_id: string | null;
    currency: string;
    type: string;
    user_id: string;
  }>(
    t.db.execute(sql`select e.amount, e.created_at, a.kind, a.owner_id, a.currency, tr.type, tr.user_id
      from ledger_entries e, ledger_accounts a, ledger_transactions tr
      where a.id = e.account_id and tr.id = e.transaction_id`),
  );
  for (const e of entries) {
    if (e.owner_id !== null || e.kind !== 'postage_revenue' || e.currency !== 'USD' || !keep(e.user_id))
      continue;
    const d = day(new Date(e.created_at));
    if (!inRange(d)) continue;
    const s = slot(keyOf(d, e.user_id));
    const amount = BigInt(e.amount);
    if (e.type === 'capture') s.placement += amount;
    else if (['refund', 'refundRequest', 'refundReject'].includes(e.type)) s.refunds -= amount;
    else if (['billDeduction', 'billSupplement'].includes(e.type)) s.bills += amount;
    else if (['proxyCommission', 'proxyCommissionReversal'].includes(e.type)) s.commissions -= amount;
  }
  return sums;
}

const sellerOf = (userId: string) =>
  ({ [people.a.id]: s1.id, [people.b.id]: s1.id, [people.c.id]: s2.id })[userId] ?? null;
const all = () => true;

describe('statistics', () => {
  it('every placed label keeps its carrier cost, below what the customer paid', async () => {
    const rows = await rowsOf<{ rate_minor: string; carrier_cost_minor: string | null }>(
      t.db.execute(sql`select rate_minor, carrier_cost_minor from orders where label_created_at is not null`),
    );
    expect(rows).toHaveLength(8);
    for (const r of rows) {
      expect(r.carrier_cost_minor).not.toBeNull();
      expect(BigInt(r.carrier_cost_minor!)).toBeGreaterThan(0n);
      expect(BigInt(r.carrier_cost_minor!)).toBeLessThanOrEqual(BigInt(r.rate_minor));
    }
  });

  it('totals and days match the recomputation, with the business-day boundary and the refund', async () => {
    const totals = await stats('salesAndOrders', {});
    expect(totals.status, JSON.stringify(totals.body)).toBe(200);
    const whole = await recompute(all, () => 'all');
    expect(totals.body.data.totals).toEqual(asFigures(whole.get('all')!));
    expect(totals.body.data.totals.commissions).toBe('0.73');
    expect(totals.body.data.totals.orders).toBe(7);
    expect(totals.body.data.totals.bills).toBe('8.25');

    const daily = await stats('getDailyOrderQuantity', {});
    const perDay = await recompute(all, (d) => d);
    expect(daily.body.data.days.map((d: { day: string }) => d.day)).toEqual([
      '2026-01-13',
      '2026-01-14',
      '2026-01-15',
      '2026-01-16',
    ]);
    for (const d of daily.body.data.days) {
      const { day, ...figures } = d;
      expect(figures, day).toEqual(asFigures(perDay.get(day) ?? empty()));
    }
    // 07:59:59Z on the 15th is the 14th in Los Angeles; 08:00:00Z is the 15th, and so is 07:00Z on the 16th.
    expect(daily.body.data.days.map((d: { orders: number }) => d.orders)).toEqual([1, 3, 3, 0]);
    expect(daily.body.data.days[3].refunds).not.toBe('0.00');
    expect(daily.body.data.days[3].bills).toBe('8.25');
  });

  it('per seller per day, top customers and seller performance match the recomputation', async () => {
    const bySeller = await stats('dailyAmountGroupBySeller', {});
    const expected = await recompute(all, (d, u) => `${sellerOf(u)}|${d}`);
    expect(bySeller.body.data.sellers.map((s: { sellerId: string | null }) => s.sellerId).sort()).toEqual(
      [s1.id, s2.id, null].sort(),
    );
    for (const s of bySeller.body.data.sellers) {
      for (const d of s.days) {
        const f = asFigures(expected.get(`${s.sellerId}|${d.day}`) ?? empty());
        expect({ orders: d.orders, sales: d.sales, margin: d.margin }).toEqual({
          orders: f.orders,
          sales: f.sales,
          margin: f.margin,
        });
      }
    }
    expect(
      bySeller.body.data.sellers.find((s: { sellerId: string | null }) => s.sellerId === null).sellerName,
    ).toBe('No seller');
    const zh = await stats('dailyAmountGroupBySeller', {}, admin, 'zh-CN');
    expect(
      zh.body.data.sellers.find((s: { sellerId: string | null }) => s.sellerId === null).sellerName,
    ).toBe('无销售');

    const customers = await stats('sellerUserDayStatistics', { limit: 10 });
    const perUser = await recompute(all, (_d, u) => u);
    expect(customers.body.data.customers).toHaveLength(4);
    for (const c of customers.body.data.customers) {
      const { userId, email: _e, nickName: _n, sellerId, sellerName: _s, ...figures } = c;
      expect(figures).toEqual(asFigures(perUser.get(userId)!));
      expect(sellerId).toBe(sellerOf(userId));
    }
    const sales = customers.body.data.customers.map((c: { sales: string }) => Number(c.sales));
    expect([...sales].sort((x, y) => y - x)).toEqual(sales);

    const performance = await stats('sellerPerformanceStatistics', {});
    const perSeller = await recompute(all, (_d, u) => String(sellerOf(u)));
    const one = performance.body.data.sellers.find((s: { sellerId: string }) => s.sellerId === s1.id);
    const { sellerId: _id, sellerName, customers: owned, activeCustomers, ...figures } = one;
    expect(figures).toEqual(asFigures(perSeller.get(s1.id)!));
    expect({ sellerName, owned, activeCustomers }).toEqual({
      sellerName: 'Seller One',
      owned: 2,
      activeCustomers: 2,
    });
  });

  it('a seller sees only their own customers, and never another seller', async () => {
    const own = await stats('salesAndOrders', {}, s1.token);
    expect(own.status).toBe(200);
    const mine = await recompute(
      (u) => sellerOf(u) === s1.id,
      () => 'all',
    );
    expect(own.body.data.totals).toEqual(asFigures(mine.get('all')!));
    expect((await stats('salesAndOrders', { sellerId: s2.id }, s1.token)).status).toBe(403);
    // Another seller's customer asked by id: nothing of theirs comes back.
    const other = await stats('salesAndOrders', { userId: people.c.id }, s1.token);
    expect(other.body.data.totals.orders).toBe(0);
    const customers = await stats('sellerUserDayStatistics', {}, s1.token);
    expect(customers.body.data.customers.map((c: { userId: string }) => c.userId).sort()).toEqual(
      [people.a.id, people.b.id].sort(),
    );
    const sellers = await call(t.app, 'POST', '/admin/allSellers', { token: s1.token, body: {} });
    expect(sellers.body.data.map((s: { id: string }) => s.id)).toEqual([s1.id]);
    const everyone = await call(t.app, 'POST', '/admin/allSellers', { token: admin, body: {} });
    expect(
      everyone.body.data.map((s: { nickName: string; customers: number }) => [s.nickName, s.customers]),
    ).toEqual([
      ['Seller One', 2],
      ['Seller Two', 1],
    ]);
    // The admin can narrow to one seller too.
    const two = await stats('salesAndOrders', { sellerId: s2.id });
    expect(two.body.data.totals).toEqual(
      asFigures(
        (
          await recompute(
            (u) => sellerOf(u) === s2.id,
            () => 'all',
          )
        ).get('all')!,
      ),
    );
  });

  it('refuses customers, long or reversed ranges and malformed bodies without a 500', async () => {
    expect((await stats('salesAndOrders', {}, people.a.token)).status).toBe(403);
    const long = await stats('salesAndOrders', { from: '2025-01-01', to: '2026-01-03' });
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toContain('366');
    expect((await stats('getDailyOrderQuantity', { from: '2026-01-16', to: '2026-01-13' })).status).toBe(400);
    expect((await stats('salesAndOrders', { from: '2026-02-30' })).status).toBe(400);
    expect((await stats('salesAndOrders', { sellerId: 'nope' })).status).toBe(400);
    expect((await stats('salesAndOrders', { currency: 'EUR' })).status).toBe(400);
    expect((await stats('salesAndOrders', { from: 20260101 })).status).toBe(400);
    const cny = await stats('salesAndOrders', { currency: 'CNY' });
    expect(cny.body.data.totals).toMatchObject({ orders: 0, sales: '0.00', margin: '0.00' });
    await expectLedgerHealthy(t.db);
  });
});
