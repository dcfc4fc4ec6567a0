import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../db/testing/fixtures.ts';
import { SHIPMENT, uploadXlsx, xlsxOf } from '../../db/testing/rates-fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { ledgerTransactions } from '../ledger/ledger.table.ts';
import { orders } from '../orders/orders.table.ts';
import {
  adminToken,
  type Customer,
  expectLedgerHealthy,
  FORM,
  fundedCustomer,
  sandboxGround,
  usd,
} from '../orders/placement.fixtures.ts';
import { createKey, keyCall } from './api-keys.fixtures.ts';

let t: TestApp;
let admin: string;
let alice: Customer;
let ground: string;
let cardService: string;

/** A rate-card channel (not the sandbox) with a small card, allotted to `customer`. */
async function rateCardService(customer: Customer): Promise<string> {
  const channel = await call(t.app, 'POST', '/admin/channel/create', {
    token: admin,
    body: { carrierCode: 'ratecard', name: 'Card Channel' },
  });
  const serviceId = channel.body.data.services[0].id as string;
  const header = ['Weight (lb)', ...[1, 2, 3, 4, 5, 6, 7, 8].map((z) => `Zone ${z}`)];
  const rows = [1, 2, 3, 5, 10, 70].map((w) => [w, ...[1, 2, 3, 4, 5, 6, 7, 8].map((z) => 5 + w + z)]);
  const up = await uploadXlsx(
    t.app,
    `/admin/channel/rateCard/${serviceId}`,
    admin,
    await xlsxOf([header, ...rows]),
  );
  expect(up.status).toBe(200);
  const allot = await call(t.app, 'POST', '/admin/channel/allot-channel', {
    token: admin,
    body: { userId: customer.id, serviceIds: [ground, serviceId] },
  });
  expect(allot.status).toBe(200);
  return serviceId;
}

const txCount = async (userId: string) =>
  (await t.db.select().from(ledgerTransactions).where(eq(ledgerTransactions.userId, userId))).length;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
  alice = await fundedCustomer(t, 1_000_00n);
  ground = await sandboxGround(t, admin, [alice]);
  cardService = await rateCardService(alice);
});

describe('test-mode keys: the sandbox only, no money', () => {
  it('rates: a test key sees sandbox quotes only, a live key every allotted service', async () => {
    const test = await createKey(t.app, alice.token, { mode: 'test' });
    const live = await createKey(t.app, alice.token, { mode: 'live' });
    const quotesOf = async (secret: string) =>
      (
        await keyCall(t.app, 'POST', '/app/order/estimateRate', secret, { body: SHIPMENT })
      ).body.data.quotes.map((q: { carrierCode: string }) => q.carrierCode);
    expect(await quotesOf(test.secret)).toEqual(['sandbox']);
    expect((await quotesOf(live.secret)).sort()).toEqual(['ratecard', 'sandbox']);
  });

  it('buys a sandbox label with a test key without any ledger posting; other channels are 422', async () => {
    const test = await createKey(t.app, alice.token, { mode: 'test' });
    const before = await usd(t.db, alice.id);
    const txBefore = await txCount(alice.id);

    const bought = await keyCall(t.app, 'POST', '/app/order/label/create', test.secret, {
      body: { ...FORM, serviceId: ground },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(bought.status).toBe(200);
    expect(bought.body.data.status).toBe(8);
    expect(bought.body.data.trackingNo).not.toBe('');
    const [row] = await t.db.select().from(orders).where(eq(orders.id, bought.body.data.id));
    expect(row).toMatchObject({
      testMode: true,
      isTest: true,
      rateMinor: 0n,
      depositMinor: 0n,
      reservationId: null,
    });

    const refused = await keyCall(t.app, 'POST', '/app/order/label/create', test.secret, {
      body: { ...FORM, serviceId: cardService },
      lang: 'zh-CN',
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errorCode).toBe('apiKey.test_mode_sandbox_only');
    expect(refused.body.message).toContain('沙箱');

    // Money-moving batch routes refuse a test key outright.
    const batch = await keyCall(t.app, 'POST', '/app/order/label/batchCreate', test.secret, {
      body: { orderIds: [bought.body.data.id] },
    });
    expect(batch.status).toBe(403);
    expect(batch.body.errorCode).toBe('apiKey.test_mode_refused');

    expect(await usd(t.db, alice.id)).toEqual(before);
    expect(await txCount(alice.id)).toBe(txBefore);
    await expectLedgerHealthy(t.db);
  });

  it('a test order cancelled from the web app or billed by the back office moves no money either', async () => {
    const test = await createKey(t.app, alice.token, { mode: 'test' });
    const bought = await keyCall(t.app, 'POST', '/app/order/label/create', test.secret, {
      body: { ...FORM, serviceId: ground },
    });
    expect(bought.status).toBe(200);
    const txBefore = await txCount(alice.id);
    const cancel = await call(t.app, 'POST', '/app/order/cancel', {
      token: alice.token,
      body: { orderId: bought.body.data.id },
    });
    expect(cancel.status).toBe(200);
    expect(cancel.body.data.status).toBe(6);
    expect(await txCount(alice.id)).toBe(txBefore);
    // Nor can the back office bill it: 422 in both languages, nothing posted.
    const another = await keyCall(t.app, 'POST', '/app/order/label/create', test.secret, {
      body: { ...FORM, serviceId: ground },
    });
    for (const lang of ['en-US', 'zh-CN'] as const) {
      const bill = await call(t.app, 'POST', '/admin/order/billed', {
        token: admin,
        lang,
        body: { orderId: another.body.data.id, amount: '3.25', reason: 'weight', penalty: true },
        headers: { 'idempotency-key': `bill-${lang}` },
      });
      expect(bill.status).toBe(422);
      expect(bill.body.errorCode).toBe('apiKey.test_order_not_billable');
      expect(bill.body.message).toContain(lang === 'en-US' ? 'test-mode API key' : '测试模式');
    }
    expect(await txCount(alice.id)).toBe(txBefore);
    await expectLedgerHealthy(t.db);
  });

  it('a live key spends the wallet like the web app', async () => {
    const live = await createKey(t.app, alice.token, { mode: 'live' });
    const before = await usd(t.db, alice.id);
    const bought = await keyCall(t.app, 'POST', '/app/order/label/create', live.secret, {
      body: { ...FORM, serviceId: ground },
    });
    expect(bought.status).toBe(200);
    expect(bought.body.data.status).toBe(8);
    const after = await usd(t.db, alice.id);
    expect(Number(after.available)).toBeLessThan(Number(before.available));
    const [row] = await t.db.select().from(orders).where(eq(orders.id, bought.body.data.id));
    expect(row!.testMode).toBe(false);
  });
});

describe('Idempotency-Key with an API key', () => {
  it('replays the first answer of a label purchase; another body with the key is 409', async () => {
    const live = await createKey(t.app, alice.token, { mode: 'live' });
    const key = randomUUID();
    const buy = (body: unknown) =>
      keyCall(t.app, 'POST', '/app/order/label/create', live.secret, {
        body,
        headers: { 'idempotency-key': key },
      });
    const first = await buy({ ...FORM, serviceId: ground });
    expect(first.status).toBe(200);
    const balance = await usd(t.db, alice.id);
    const again = await buy({ ...FORM, serviceId: ground });
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(await usd(t.db, alice.id)).toEqual(balance);
    const other = await buy({
      ...FORM,
      serviceId: ground,
      parcels: [{ weight: 3, length: 10, width: 8, height: 6 }],
    });
    expect(other.status).toBe(409);
    expect(other.body.errorCode).toBe('idempotency.mismatch');
  });

  it('keeps an error answer too, on a mutating route that declares no idempotency of its own', async () => {
    const live = await createKey(t.app, alice.token, { mode: 'live' });
    const key = randomUUID();
    const orderId = randomUUID();
    const voidIt = (id: string) =>
      keyCall(t.app, 'POST', '/app/order/void', live.secret, {
        body: { orderId: id },
        headers: { 'idempotency-key': key },
      });
    const first = await voidIt(orderId);
    expect(first.status).toBe(404);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await voidIt(orderId);
    expect(again.status).toBe(404);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect((await voidIt(randomUUID())).status).toBe(409);
    // A session keeps the web app's rule: an error frees the key (the user may fix and resend).
    const session = () =>
      call(t.app, 'POST', '/app/order/label/create', {
        token: alice.token,
        body: { orderId: randomUUID() },
        headers: { 'idempotency-key': 'session-key' },
      });
    expect((await session()).status).toBe(404);
    expect((await session()).headers['idempotent-replayed']).toBeUndefined();
  });
});
