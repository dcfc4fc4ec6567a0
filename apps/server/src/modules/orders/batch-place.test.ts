import { randomUUID } from 'node:crypto';
import { operations } from '@shiplabel/shared';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { postTransaction } from '../ledger/ledger.post.ts';
import { forgetProgress, itemsOf, jobRow, reservationsOf, runQueue, startBatch } from './batch.fixtures.ts';
import { orderEvents, orders } from './orders.table.ts';
import {
  adminToken,
  type Customer,
  draft,
  expectLedgerHealthy,
  fundedCustomer,
  place,
  sandboxGround,
  usd,
} from './placement.fixtures.ts';

let t: TestApp;
let admin: string;
let probe: Customer;
let buyer: Customer;
let other: Customer;
let ground: string;
/** What one ground label of the standard form costs (sandbox, no deposit), in cents. */
let priceMinor: bigint;

const PAID = 45;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
  probe = await fundedCustomer(t, 1_000_00n);
  buyer = await fundedCustomer(t, 0n);
  other = await fundedCustomer(t, 1_000_00n);
  ground = await sandboxGround(t, admin, [probe, buyer, other]);
  const res = await place(t, probe.token, { orderId: await draft(t, probe.id), serviceId: ground });
  expect(res.body.data.status).toBe(8);
  priceMinor = BigInt(res.body.data.rate.replace('.', ''));
  // Enough for exactly PAID labels: the rest of the batch is refused for insufficient funds.
  await postTransaction(t.db, {
    userId: buyer.id,
    type: 'recharge',
    legs: operations.recharge('USD', priceMinor * BigInt(PAID)),
    idempotencyKey: `batch-test-recharge:${buyer.id}`,
  });
});

async function drafts(userId: string, count: number) {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) ids.push(await draft(t, userId));
  return ids;
}

describe('POST /app/order/label/batchCreate', () => {
  let jobId: string;
  let ordersOfBatch: string[];
  let foreign: string;

  it('places 50 selected orders as a job: each succeeds or fails on its own, with its reason', async () => {
    const mine = await drafts(buyer.id, 48);
    // The buyer's own placed order (wrong status) and another customer's draft (never touched).
    const [wrongStatus] = await drafts(buyer.id, 1);
    await t.db.update(orders).set({ status: 8 }).where(eq(orders.id, wrongStatus!));
    foreign = (await drafts(other.id, 1))[0]!;
    ordersOfBatch = [...mine, wrongStatus!, foreign];
    const foreignBefore = (await t.db.select().from(orders).where(eq(orders.id, foreign)))[0]!;

    const res = await startBatch(
      t,
      buyer.token,
      { orderIds: ordersOfBatch, serviceId: ground },
      { lang: 'zh-CN' },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.total).toBe(50);
    jobId = res.body.data.jobId;
    await runQueue(t);

    const job = await jobRow(t, jobId);
    expect(job).toMatchObject({ status: 'done', total: 50, done: PAID, failed: 5 });
    const items = await itemsOf(t, jobId);
    const failed = items.filter((i) => i.status === 2);
    const codes = failed.map((i) => i.errorCode).sort();
    expect(codes).toEqual([
      'ledger.insufficient_funds',
      'ledger.insufficient_funds',
      'ledger.insufficient_funds',
      'orders.not_found',
      'orders.transition_refused',
    ]);
    // In the asker's language (zh-CN), naming the order.
    const poor = failed.find((i) => i.errorCode === 'ledger.insufficient_funds')!;
    const poorOrder = (await t.db.select().from(orders).where(eq(orders.id, poor.ref)))[0]!;
    expect(poor.message?.startsWith(`${poorOrder.orderNo}: `)).toBe(true);
    expect(poor.message).toMatch(/[\u4e00-\u9fff]/u);
    expect(failed.find((i) => i.ref === foreign)!.errorCode).toBe('orders.not_found');

    const after = await t.db.select().from(orders).where(eq(orders.id, foreign));
    expect(after[0]).toEqual(foreignBefore);
    const foreignEvents = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, foreign));
    expect(foreignEvents.map((e) => e.kind)).toEqual(['received']);

    const placed = items.filter((i) => i.status === 1);
    for (const item of placed) {
      expect(item.result).toMatchObject({ orderId: item.ref, status: 8 });
      expect(await reservationsOf(t, item.ref)).toEqual([{ status: 'captured', n: 1 }]);
    }
    const wallet = await usd(t.db, buyer.id);
    expect(wallet.available).toBe(0n);
    expect(wallet.held).toBe(0n);
    await expectLedgerHealthy(t.db);
  });

  it('a job resumed after a lost lease (work done, progress lost) charges nobody twice', async () => {
    const walletBefore = await usd(t.db, buyer.id);
    await forgetProgress(t, jobId);
    await runQueue(t);
    const job = await jobRow(t, jobId);
    expect(job).toMatchObject({ status: 'done', done: PAID, failed: 5 });
    const placedIds = (await itemsOf(t, jobId)).filter((i) => i.status === 1).map((i) => i.ref);
    expect(placedIds).toHaveLength(PAID);
    for (const id of placedIds) expect(await reservationsOf(t, id)).toEqual([{ status: 'captured', n: 1 }]);
    expect(await usd(t.db, buyer.id)).toEqual(walletBefore);
    await expectLedgerHealthy(t.db);
  });

  it('refuses an empty batch and one over 10,000 orders, in both languages', async () => {
    const empty = await startBatch(t, buyer.token, { orderIds: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Select at least one order');
    const emptyZh = await startBatch(t, buyer.token, { orderIds: [] }, { lang: 'zh-CN' });
    expect(emptyZh.body.message).toBe('请至少选择一个订单');
    const ids = Array.from({ length: 10_001 }, () => randomUUID());
    const many = await startBatch(t, buyer.token, { orderIds: ids });
    expect(many.status).toBe(400);
    expect(many.body.message).toBe('At most 10000 orders at a time');
    const manyZh = await startBatch(t, buyer.token, { orderIds: ids }, { lang: 'zh-CN' });
    expect(manyZh.body.message).toBe('每次最多 10000 个订单');
  });
});

describe('POST /admin/order/label/batchCreate', () => {
  it("places any customers' orders, each paid from its owner's wallet, the admin as actor", async () => {
    const a = await fundedCustomer(t, 500_00n);
    const b = await fundedCustomer(t, 500_00n);
    const serviceId = await sandboxGround(t, admin, [a, b]);
    const ids = [...(await drafts(a.id, 2)), ...(await drafts(b.id, 2))];
    const res = await startBatch(t, admin, { orderIds: ids, serviceId }, { admin: true });
    expect(res.status).toBe(200);
    const customerTry = await startBatch(t, a.token, { orderIds: ids }, { admin: true });
    expect(customerTry.status).toBe(403);
    await runQueue(t);
    const job = await jobRow(t, res.body.data.jobId);
    expect(job).toMatchObject({ status: 'done', done: 4, failed: 0 });
    const placed = await t.db.select().from(orders).where(inArray(orders.id, ids));
    expect(placed.map((o) => o.status)).toEqual([8, 8, 8, 8]);
    for (const c of [a, b]) {
      const spent = placed.filter((o) => o.userId === c.id).reduce((sum, o) => sum + (o.rateMinor ?? 0n), 0n);
      expect((await usd(t.db, c.id)).available).toBe(500_00n - spent);
    }
    await expectLedgerHealthy(t.db);
  });
});
