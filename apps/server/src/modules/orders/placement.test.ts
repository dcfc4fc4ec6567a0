import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { messageOfError } from '../../lib/error-handler.ts';
import { CarrierError } from '../carriers/carrier-adapter.ts';
import { sandboxAdapter } from '../carriers/sandbox.adapter.ts';
import { allot, placeIn } from './funded-world.fixtures.ts';
import { labelTextNotLatin } from './orders.errors.ts';
import { orderEvents, orders } from './orders.table.ts';
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
let admin: string;
let rich: Customer;
let poor: Customer;
let other: Customer;
let ground: string;
let failing: string;
let review: string;
let deposit: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
  rich = await fundedCustomer(t, 1_000_00n);
  poor = await fundedCustomer(t, 1_00n);
  other = await fundedCustomer(t, 1_000_00n);
  ground = await sandboxGround(t, admin, [rich, poor, other]);
  failing = await sandboxGround(t, admin, [rich], { failureRate: 1 });
  review = await sandboxGround(t, admin, [rich], { reviewOrders: true });
  deposit = await sandboxGround(t, admin, [rich], { domesticDeposit: 12.5 });
  // Allotment replaces a customer's set: give `rich` all four services at once.
  await allot(t, admin, rich.id, [ground, failing, review, deposit]);
});

const eventsOf = async (orderId: string) =>
  (await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId))).map((e) => e.kind);

describe('POST /app/order/label/create', () => {
  it('places a draft: price held, label bought, charged once (8), with the timeline', async () => {
    const before = await usd(t.db, rich.id);
    const id = await draft(t, rich.id);
    const res = await place(t, rich.token, { orderId: id, serviceId: ground });
    expect(res.status).toBe(200);
    const detail = res.body.data;
    expect(detail).toMatchObject({ id, status: 8, hasLabel: true, serviceId: ground, deposit: '0.00' });
    expect(detail.trackingNumbers).toHaveLength(1);
    expect(detail.trackingNo).toMatch(/^SBX/);
    expect(detail.baseInfo.totalAmount).toBe(detail.rate);
    // The test clock stands still, so events of one instant come in any order.
    expect(detail.events.map((e: { kind: string }) => e.kind).sort()).toEqual([
      'received',
      'transmitting',
      'waybill_generated',
    ]);
    const after = await usd(t.db, rich.id);
    expect(before.available - after.available).toBe(BigInt(detail.rate.replace('.', '')));
    expect(after.held).toBe(0n);
    await expectLedgerHealthy(t.db);
  });

  it("places the full form (saved as a draft first) and holds the channel's domestic deposit", async () => {
    const before = await usd(t.db, rich.id);
    const res = await place(t, rich.token, { ...FORM, serviceId: deposit });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 8, deposit: '12.50' });
    expect(res.body.data.baseInfo.depositAmount).toBe('12.50');
    const after = await usd(t.db, rich.id);
    const rate = BigInt(res.body.data.rate.replace('.', ''));
    expect(before.available - after.available).toBe(rate + 12_50n);
    expect(after.deposit - before.deposit).toBe(12_50n);
    await expectLedgerHealthy(t.db);
  });

  it('fails on a carrier error (19): the hold is released, the reason kept; a retry is a new attempt', async () => {
    // A sandbox with failureRate 1 refuses to quote too, so the carrier fails only at the label here.
    const createLabel = vi
      .spyOn(sandboxAdapter, 'createLabel')
      .mockRejectedValue(new CarrierError('carrier.unavailable'));
    const before = await usd(t.db, rich.id);
    const id = await draft(t, rich.id);
    const res = await place(t, rich.token, { orderId: id, serviceId: ground });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 19,
      errorMessage: 'The carrier did not answer, try again',
    });
    expect(await usd(t.db, rich.id)).toEqual(before);
    const again = await place(t, rich.token, { orderId: id }, undefined);
    expect(again.body.data.status).toBe(19);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(row).toMatchObject({ errorCode: 'carrier.unavailable', placementAttempt: 2 });
    expect((await eventsOf(id)).sort()).toEqual([
      'failed',
      'failed',
      'received',
      'transmitting',
      'transmitting',
    ]);
    expect(await usd(t.db, rich.id)).toEqual(before);
    expect(createLabel).toHaveBeenCalledTimes(2);
    createLabel.mockRestore();
    await expectLedgerHealthy(t.db);
  });

  it('refuses to quote on a sandbox whose every call fails (422), holding nothing', async () => {
    const before = await usd(t.db, rich.id);
    const id = await draft(t, rich.id);
    const res = await place(t, rich.token, { orderId: id, serviceId: failing });
    expect(res.status).toBe(422);
    expect(res.body.errorCode).toBe('carrier.unavailable');
    expect(await usd(t.db, rich.id)).toEqual(before);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(row!.status).toBe(0);
  });

  it('refuses when the wallet cannot pay (422 with the balance); the order stays a draft, nothing held', async () => {
    const id = await draft(t, poor.id);
    const [before] = await t.db.select().from(orders).where(eq(orders.id, id));
    for (const lang of ['en-US', 'zh-CN'] as const) {
      const res = await placeIn(t, lang, poor.token, { orderId: id, serviceId: ground });
      expect(res.status).toBe(422);
      expect(res.body.errorCode).toBe('ledger.insufficient_funds');
      expect(res.body.message).toContain(lang === 'en-US' ? 'available 1.00' : '可用余额 1.00');
    }
    const [after] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect({ ...after, updatedAt: null }).toEqual({ ...before, updatedAt: null });
    expect(await eventsOf(id)).toEqual(['received']);
    expect(await usd(t.db, poor.id)).toMatchObject({ available: 1_00n, held: 0n });
    await expectLedgerHealthy(t.db);
  });

  it('refuses text a label cannot print (422, each field named, in both languages); nothing moves', async () => {
    const id = await draft(t, rich.id, {
      to: { ...FORM.to, personName: '王芳', city: 'Los Angeles' },
      from: { ...FORM.from, addressLine2: 'Suite 5', company: '深圳贸易' },
      reference2: '第一批',
    });
    const [before] = await t.db.select().from(orders).where(eq(orders.id, id));
    const money = await usd(t.db, rich.id);
    const expected = {
      'en-US': 'write sender company, recipient name, reference 2 in English or pinyin',
      'zh-CN': '请用英文或拼音填写发件人公司、收件人姓名、参考号2',
    };
    for (const lang of ['en-US', 'zh-CN'] as const) {
      const res = await placeIn(t, lang, rich.token, { orderId: id, serviceId: ground });
      expect(res.status).toBe(422);
      expect(res.body.errorCode).toBe('placement.label_text_not_latin');
      expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual([
        'from.company',
        'to.personName',
        'reference2',
      ]);
      expect(res.body.message).toBe(
        lang === 'en-US'
          ? 'Labels print Latin letters only: write this in English or pinyin'
          : '面单只能打印拉丁字母，请用英文或拼音填写',
      );
      // The summary the batch reports per order names every field.
      expect(
        messageOfError(lang, labelTextNotLatin(lang, ['from.company', 'to.personName', 'reference2'])),
      ).toContain(expected[lang]);
    }
    const [after] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect({ ...after, updatedAt: null }).toEqual({ ...before, updatedAt: null });
    expect(await usd(t.db, rich.id)).toEqual(money);
    // Accents print (without them): a Latin name with diacritics is placed.
    const accented = await draft(t, rich.id, { to: { ...FORM.to, personName: 'José Müller' } });
    expect((await place(t, rich.token, { orderId: accented, serviceId: ground })).status).toBe(200);
    await expectLedgerHealthy(t.db);
  });

  it('stops at 18 (forecast successful) on a review channel, the money still held, no carrier call', async () => {
    const id = await draft(t, rich.id);
    const before = await usd(t.db, rich.id);
    const res = await place(t, rich.token, { orderId: id, serviceId: review });
    expect(res.body.data).toMatchObject({ status: 18, hasLabel: false, trackingNumbers: [] });
    const after = await usd(t.db, rich.id);
    expect(after.held - before.held).toBe(BigInt(res.body.data.rate.replace('.', '')));
    expect((await eventsOf(id)).sort()).toEqual(['forecast_successful', 'received', 'transmitting']);
    await expectLedgerHealthy(t.db);
  });

  it('needs a service (422 in both languages)', async () => {
    const id = await draft(t, rich.id);
    const en = await place(t, rich.token, { orderId: id });
    expect(en.status).toBe(422);
    expect(en.body).toMatchObject({ errorCode: 'orders.service_required' });
    const zh = await placeIn(t, 'zh-CN', rich.token, { orderId: id });
    expect(zh.body.message).toBe('请先选择服务再创建面单');
  });

  it("answers another customer's order as unknown (404) and changes nothing", async () => {
    const id = await draft(t, rich.id);
    const before = await usd(t.db, other.id);
    const res = await place(t, other.token, { orderId: id, serviceId: ground });
    expect(res.status).toBe(404);
    expect(res.body.errorCode).toBe('orders.not_found');
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(row!.status).toBe(0);
    expect(await usd(t.db, other.id)).toEqual(before);
  });

  it('refuses to place an order that is already placed (422) and charges nothing more', async () => {
    const id = await draft(t, rich.id);
    await place(t, rich.token, { orderId: id, serviceId: ground });
    const before = await usd(t.db, rich.id);
    const res = await place(t, rich.token, { orderId: id, serviceId: ground });
    expect(res.status).toBe(422);
    expect(res.body.errorCode).toBe('orders.transition_refused');
    expect(await usd(t.db, rich.id)).toEqual(before);
  });
});

describe('placing twice', () => {
  it('with one Idempotency-Key, one after the other or at once: one order, one charge', async () => {
    const id = await draft(t, rich.id);
    const before = await usd(t.db, rich.id);
    const [a, b] = await Promise.all([
      place(t, rich.token, { orderId: id, serviceId: ground }, 'click-1'),
      place(t, rich.token, { orderId: id, serviceId: ground }, 'click-1'),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.data.id).toBe(id);
    expect(b.body.data.id).toBe(id);
    const later = await place(t, rich.token, { orderId: id, serviceId: ground }, 'click-1');
    expect(later.body.data).toMatchObject({ id, status: 8 });
    const rate = BigInt(later.body.data.rate.replace('.', ''));
    const after = await usd(t.db, rich.id);
    expect(before.available - after.available).toBe(rate);
    expect(after.held).toBe(before.held);
    await expectLedgerHealthy(t.db);
  });

  it('the full form with one key at once: one order placed, no stray draft', async () => {
    const count = async () => (await t.db.select().from(orders).where(eq(orders.userId, other.id))).length;
    const orderCount = await count();
    const before = await usd(t.db, other.id);
    const body = { ...FORM, serviceId: ground };
    const results = await Promise.all([1, 2, 3].map(() => place(t, other.token, body, 'form-click')));
    expect(new Set(results.map((r) => r.body.data.id)).size).toBe(1);
    expect(await count()).toBe(orderCount + 1);
    const rate = BigInt(results[0]!.body.data.rate.replace('.', ''));
    expect(before.available - (await usd(t.db, other.id)).available).toBe(rate);
  });

  it('without a key at once: one wins, the other is refused, one charge', async () => {
    const id = await draft(t, rich.id);
    const before = await usd(t.db, rich.id);
    const results = await Promise.all(
      [1, 2].map(() => place(t, rich.token, { orderId: id, serviceId: ground })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses[0]).toBe(200);
    expect([409, 422]).toContain(statuses[1]);
    const placed = results.find((r) => r.status === 200)!.body.data;
    expect(before.available - (await usd(t.db, rich.id)).available).toBe(
      BigInt(placed.rate.replace('.', '')),
    );
    await expectLedgerHealthy(t.db);
  });
});
