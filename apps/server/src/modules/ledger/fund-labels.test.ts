import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHANGE_TYPES } from '@shiplabel/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { readXlsx } from '../../lib/spreadsheet/read-xlsx.ts';
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
 * Issue 12: a customer reconciles their financial details by eye. Every line has the right change type, the
 * order number where there is one and a reason in the reader's language; checked through the customer's own
 * fund-details API (and its export), for new postings and for rows written before the fix.
 */

interface Line {
  changeType: number;
  accountKind: string;
  amount: string;
  orderNo: string | null;
  number: string;
  reason: string;
}

let t: TestApp;
let admin: string;
let ground: string;
let review: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
  ground = await sandboxGround(t, admin, [], { domesticDeposit: 20 });
  review = await sandboxGround(t, admin, [], { reviewOrders: true });
});

async function customer(): Promise<Customer> {
  const c = await fundedCustomer(t, 1_000_00n);
  const res = await call(t.app, 'POST', '/admin/channel/allot-channel', {
    token: admin,
    body: { userId: c.id, serviceIds: [ground, review] },
  });
  expect(res.status).toBe(200);
  return c;
}

async function lines(c: Customer, query = '', lang: 'en-US' | 'zh-CN' = 'en-US'): Promise<Line[]> {
  const res = await call(t.app, 'GET', `/app/balance/log/list?pageSize=200${query}`, {
    token: c.token,
    lang,
  });
  expect(res.status).toBe(200);
  return res.body.data.list;
}

async function placed(c: Customer, serviceId: string) {
  const id = await draft(t, c.id);
  const res = await place(t, c.token, { orderId: id, serviceId });
  expect(res.status).toBe(200);
  return res.body.data as { id: string; orderNo: string; status: number; rate: string; deposit: string };
}

describe('fund details a customer can reconcile', () => {
  it('a label is one line per balance it moves, each with the order number and a reason', async () => {
    const c = await customer();
    const order = await placed(c, ground);
    expect(order.status).toBe(8);
    const mine = (await lines(c)).filter((l) => l.orderNo === order.orderNo);
    // The hold (available -> held) is not one of the customer's balances: no "held" lines.
    expect(mine.map((l) => [l.changeType, l.accountKind, l.amount]).sort()).toEqual(
      [
        [1, 'available', `-${(Number(order.rate) + Number(order.deposit)).toFixed(2)}`],
        [1, 'deposit', order.deposit],
      ].sort(),
    );
    for (const l of mine) {
      expect(l.number).toBe(order.orderNo);
      expect(l.reason).not.toBe('');
    }
    expect(mine.find((l) => l.accountKind === 'deposit')!.reason).toBe(
      'Temporary deposit kept for the label',
    );
    const zh = (await lines(c, '', 'zh-CN')).find(
      (l) => l.orderNo === order.orderNo && l.accountKind === 'deposit',
    );
    expect(zh!.reason).toBe('面单的临时押金');
  });

  it('the refund of an order rejected in review is a refund with its order number and the reason', async () => {
    const c = await customer();
    const order = await placed(c, review);
    expect(order.status).toBe(18);
    const res = await call(t.app, 'POST', '/admin/order/orders/review', {
      token: admin,
      body: { orderId: order.id, approve: false, reason: 'Prohibited contents' },
    });
    expect(res.status).toBe(200);
    const refunds = await lines(c, `&changeType=${CHANGE_TYPES.refund}`);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      changeType: 2,
      accountKind: 'available',
      orderNo: order.orderNo,
      reason: 'Refund: order rejected in review: Prohibited contents',
    });
    const zh = await lines(c, `&changeType=${CHANGE_TYPES.refund}`, 'zh-CN');
    expect(zh[0]!.reason).toBe('退款：订单审核未通过：Prohibited contents');
    // The placement line and the refund net to zero on the available balance.
    const all = (await lines(c)).filter((l) => l.orderNo === order.orderNo);
    expect(all.reduce((sum, l) => sum + Math.round(Number(l.amount) * 100), 0)).toBe(0);
    await expectLedgerHealthy(t.db);
  });

  it('collecting an assurance deposit is a margin collection, not a margin release', async () => {
    const c = await customer();
    const res = await call(t.app, 'POST', `/admin/wallets/${c.id}/earnest`, {
      token: admin,
      body: { currency: 'USD', amount: '50.00', reason: 'New account' },
    });
    expect(res.status).toBe(200);
    expect(await lines(c, `&changeType=${CHANGE_TYPES.marginRelease}`)).toEqual([]);
    const collected = await lines(c, `&changeType=${CHANGE_TYPES.marginCollection}`);
    expect(collected.map((l) => [l.accountKind, l.amount, l.reason]).sort()).toEqual(
      [
        ['available', '-50.00', 'Assurance deposit collected: New account'],
        ['earnest', '50.00', 'Assurance deposit collected: New account'],
      ].sort(),
    );
    const released = await call(t.app, 'POST', `/admin/releaseEarnest/${c.id}`, { token: admin, body: {} });
    expect(released.status).toBe(200);
    expect(await lines(c, `&changeType=${CHANGE_TYPES.marginRelease}`)).toHaveLength(2);
  });

  it('the zone fee reads as a zone lookup in the reader language, never "findZone"', async () => {
    const c = await customer();
    const res = await call(t.app, 'POST', '/app/zone/find', {
      token: c.token,
      body: { fromZip: '10001', toZip: '90210' },
    });
    expect(res.status).toBe(200);
    const [fee] = await lines(c, `&changeType=${CHANGE_TYPES.consumption}`);
    expect(fee!.reason).toBe('Zone lookup 10001-90210');
    const [zh] = await lines(c, `&changeType=${CHANGE_TYPES.consumption}`, 'zh-CN');
    expect(zh!.reason).toBe('分区查询 10001-90210');
  });

  it('the export shows order numbers, never internal ids, and a reason on every line', async () => {
    const c = await customer();
    const order = await placed(c, ground);
    const res = await t.app.inject({
      method: 'GET',
      url: '/app/balance/log/down',
      headers: { authorization: `Bearer ${c.token}` },
    });
    expect(res.statusCode).toBe(200);
    const sheet = await readXlsx(res.rawPayload, { maxRows: 1000 });
    const numberColumn = sheet.headers.indexOf('Order / finance no.');
    const reasonColumn = sheet.headers.indexOf('Reason');
    expect(numberColumn).toBeGreaterThan(-1);
    const rows = sheet.rows.map((r) => r.cells);
    expect(JSON.stringify(rows)).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/);
    expect(rows.filter((r) => r[numberColumn] === order.orderNo)).toHaveLength(2);
    for (const r of rows) expect(String(r[reasonColumn] ?? '')).not.toBe('');
  });
});

describe('rows written before the fix (data migration)', () => {
  it('get their change type, order number and reason', async () => {
    const c = await customer();
    const order = await placed(c, review);
    await call(t.app, 'POST', '/admin/order/orders/review', {
      token: admin,
      body: { orderId: order.id, approve: false, reason: 'Wrong address' },
    });
    await call(t.app, 'POST', `/admin/wallets/${c.id}/earnest`, {
      token: admin,
      body: { currency: 'USD', amount: '10.00', reason: 'Deposit' },
    });
    await call(t.app, 'POST', '/app/zone/find', {
      token: c.token,
      body: { fromZip: '10001', toZip: '10002' },
    });
    // Put this customer's rows back the way the old code wrote them.
    await t.db.execute(sql`update ledger_transactions set order_no = null where user_id = ${c.id}::uuid`);
    await t.db.execute(sql`update ledger_transactions set reason = ${order.orderNo}
      where user_id = ${c.id}::uuid and type = 'reserve'`);
    await t.db.execute(sql`update ledger_transactions set type = 'release', change_type = 1, reason = ''
      where user_id = ${c.id}::uuid and type = 'reviewRefund'`);
    await t.db.execute(sql`update ledger_transactions set change_type = 3
      where user_id = ${c.id}::uuid and type = 'earnestCollect'`);
    await t.db.execute(sql`update ledger_transactions set reason = 'findZone'
      where user_id = ${c.id}::uuid and type = 'fee'`);
    expect(await lines(c, `&changeType=${CHANGE_TYPES.refund}`)).toEqual([]);

    const file = join(import.meta.dirname, '../../db/migrations/0012_ledger_labels_fix.sql');
    for (const statement of readFileSync(file, 'utf8').split('--> statement-breakpoint'))
      await t.db.execute(sql.raw(statement));

    const [refund] = await lines(c, `&changeType=${CHANGE_TYPES.refund}`);
    expect(refund).toMatchObject({
      orderNo: order.orderNo,
      reason: 'Refund: order rejected in review: Wrong address',
    });
    const placement = await lines(c, `&changeType=${CHANGE_TYPES.orderPlacement}`);
    expect(placement.map((l) => [l.orderNo, l.reason])).toEqual([
      [order.orderNo, 'Label purchase: postage and temporary deposit'],
    ]);
    expect(await lines(c, `&changeType=${CHANGE_TYPES.marginRelease}`)).toEqual([]);
    expect(await lines(c, `&changeType=${CHANGE_TYPES.marginCollection}`)).toHaveLength(2);
    const [fee] = await lines(c, `&changeType=${CHANGE_TYPES.consumption}`);
    expect(fee!.reason).toBe('Zone lookup 10001-10002');
    await expectLedgerHealthy(t.db);
  });
});
