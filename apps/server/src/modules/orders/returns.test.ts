import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { call } from '../../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { sandboxAdapter } from '../carriers/sandbox.adapter.ts';
import { orders } from './orders.table.ts';
import {
  adminToken,
  type Customer,
  draft,
  expectLedgerHealthy,
  FORM,
  fundedCustomer,
  place,
  sandboxGround,
  usd,
} from './placement.fixtures.ts';

let t: TestApp;
let ann: Customer;
let bob: Customer;
let ground: string;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await adminToken(t);
  ann = await fundedCustomer(t, 1_000_00n);
  bob = await fundedCustomer(t, 1_000_00n);
  ground = await sandboxGround(t, admin, [ann, bob]);
});

const askReturn = (token: string, orderId: string, opts: { key?: string; lang?: 'en-US' | 'zh-CN' } = {}) =>
  call(t.app, 'POST', '/app/order/label/return', {
    token,
    body: { orderId },
    ...(opts.lang ? { lang: opts.lang } : {}),
    ...(opts.key ? { headers: { 'idempotency-key': opts.key } } : {}),
  });

async function placedOrder(customer: Customer): Promise<string> {
  const id = await draft(t, customer.id);
  expect((await place(t, customer.token, { orderId: id, serviceId: ground })).body.data.status).toBe(8);
  return id;
}

const returnsOf = (orderId: string) => t.db.select().from(orders).where(eq(orders.returnOfId, orderId));

describe('POST /app/order/label/return', () => {
  it("buys a return label: a linked order, addresses swapped, the carrier's return call, charged once", async () => {
    const original = await placedOrder(ann);
    const spy = vi.spyOn(sandboxAdapter, 'createReturnLabel');
    const before = await usd(t.db, ann.id);
    try {
      const res = await askReturn(ann.token, original, { key: 'return-1' });
      expect(res.status).toBe(200);
      const detail = res.body.data;
      expect(detail).toMatchObject({ status: 8, isReturn: true, returnOfId: original, hasLabel: true });
      expect(detail.id).not.toBe(original);
      expect(detail.fromAddress.personName).toBe(FORM.to.personName);
      expect(detail.toAddress.personName).toBe(FORM.from.personName);
      expect(spy).toHaveBeenCalledOnce();
      const input = spy.mock.calls[0]![1];
      expect(input.shipment).toMatchObject({ isReturn: true, from: { zip: '10001' }, to: { zip: '90001' } });
      const after = await usd(t.db, ann.id);
      expect(before.available - after.available).toBe(BigInt(detail.rate.replace('.', '')));
      expect(after.held).toBe(before.held);
    } finally {
      spy.mockRestore();
    }
    await expectLedgerHealthy(t.db);
  });

  it("another customer's order reads as unknown (404), a malformed id too; nothing is made", async () => {
    const original = await placedOrder(ann);
    const res = await askReturn(bob.token, original);
    expect(res.status).toBe(404);
    expect((await askReturn(bob.token, crypto.randomUUID())).status).toBe(404);
    expect((await askReturn(bob.token, 'not-a-uuid')).status).toBe(400);
    expect(await returnsOf(original)).toHaveLength(0);
  });

  it('refuses an order that is not placed, and a return of a return, in the caller language', async () => {
    const unplaced = await draft(t, ann.id);
    const en = await askReturn(ann.token, unplaced);
    expect(en.status).toBe(422);
    expect(en.body).toMatchObject({
      errorCode: 'placement.return_not_placed',
      message: 'A return label can be made only for a placed or delivered order',
    });
    const zh = await askReturn(ann.token, unplaced, { lang: 'zh-CN' });
    expect(zh.body.message).toBe('只有已下单或已签收的订单才能创建退货面单');

    const original = await placedOrder(ann);
    const returned = (await askReturn(ann.token, original)).body.data;
    const again = await askReturn(ann.token, returned.id);
    expect(again.status).toBe(422);
    expect(again.body.errorCode).toBe('placement.return_of_return');
  });

  it('a double submit makes one return and one charge (same key, or no key at once)', async () => {
    const original = await placedOrder(ann);
    const before = await usd(t.db, ann.id);
    const [a, b] = await Promise.all([
      askReturn(ann.token, original, { key: 'double-1' }),
      askReturn(ann.token, original, { key: 'double-1' }),
    ]);
    const answered = [a, b].filter((r) => r.status === 200);
    expect(answered.length).toBeGreaterThan(0);
    const replay = await askReturn(ann.token, original, { key: 'double-1' });
    expect(replay.body.data.id).toBe(answered[0]!.body.data.id);
    const [c, d] = await Promise.all([askReturn(ann.token, original), askReturn(ann.token, original)]);
    expect(c.body.data.id).toBe(answered[0]!.body.data.id);
    expect(d.body.data.id).toBe(answered[0]!.body.data.id);
    expect(await returnsOf(original)).toHaveLength(1);
    const after = await usd(t.db, ann.id);
    expect(before.available - after.available).toBe(BigInt(answered[0]!.body.data.rate.replace('.', '')));
    await expectLedgerHealthy(t.db);
  });
});
