import { CHANGE_TYPES, parseMinor } from '@shiplabel/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { adjustBalance } from '../ledger/ledger.usecases.ts';
import {
  adminToken,
  type Customer,
  draft,
  expectLedgerHealthy,
  fundedCustomer,
  place,
  sandboxGround,
  usd,
} from '../orders/placement.fixtures.ts';
import { payCommission } from './proxy.commission.ts';
import { attach, expectedMarkup, proxyUser, quoteOf, setMarkup } from './proxy.fixtures.ts';
import { proxyCommissions } from './proxy.table.ts';

/**
 * Issue 13: a proxy's sub-account pays the proxy's price plus the proxy's markup; the difference is
 * credited to the proxy through the ledger when the label is bought, once, and taken back on a refund.
 */
let t: TestApp;
let admin: string;
let proxy: Customer;
let sub: Customer;
let otherProxy: Customer;
let otherSub: Customer;
let ground: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
  proxy = await proxyUser(t);
  otherProxy = await proxyUser(t);
  sub = await fundedCustomer(t, 1_000_00n);
  otherSub = await fundedCustomer(t, 1_000_00n);
  // Only the proxies are allotted the service: their sub-accounts rate with their proxy's services.
  ground = await sandboxGround(t, admin, [proxy, otherProxy]);
  // The proxy's own price: the platform's price rule for it (10 % + 0.50 on the carrier cost).
  const rule = await call(t.app, 'POST', '/admin/priceRule/create', {
    token: admin,
    body: { name: 'Proxy wholesale', entries: [{ markupPercent: 10, fixedAmount: '0.50' }] },
  });
  expect(rule.status).toBe(200);
  const relation = await call(t.app, 'POST', '/admin/addUserPriceRuleRelation', {
    token: admin,
    body: { userIds: [proxy.id], priceRuleId: rule.body.data.id },
  });
  expect(relation.status).toBe(200);
  await attach(t, admin, proxy.id, [sub.id]);
  await attach(t, admin, otherProxy.id, [otherSub.id]);
});

describe('stacking to the cent', () => {
  it('without a markup the sub-account pays exactly its proxy price (the proxy rule, the proxy services)', async () => {
    const own = await quoteOf(t, proxy.token, ground);
    const mine = await quoteOf(t, sub.token, ground);
    expect(mine.shipping).toBe(own.shipping);
    expect(mine.raw.priceRuleId).toBe(own.raw.priceRuleId);
  });

  const markups = [
    { percent: 12.5, fixedAmount: '0.30' },
    { percent: 0.01, fixedAmount: '0.00' },
    { percent: 33.33, fixedAmount: '0.01' },
    { percent: 0, fixedAmount: '1.99' },
    { percent: 100, fixedAmount: '0.00' },
    { percent: 999.99, fixedAmount: '1000.00' },
  ];
  for (const m of markups) {
    for (const count of [1, 3]) {
      it(`${m.percent} % + ${m.fixedAmount} per parcel, ${count} parcel(s)`, async () => {
        await setMarkup(t, proxy, { subAccountId: sub.id, ...m });
        const parcels = [{ weight: 2, length: 10, width: 8, height: 6, packageNum: count }];
        const own = await quoteOf(t, proxy.token, ground, parcels);
        const mine = await quoteOf(t, sub.token, ground, parcels);
        const bp = Math.round(m.percent * 100);
        const markup = expectedMarkup(own.shipping, bp, parseMinor(m.fixedAmount)!, count);
        expect(mine.shipping).toBe(own.shipping + markup);
        expect(mine.total).toBe(mine.shipping + mine.insurance);
        expect(mine.insurance).toBe(own.insurance); // insurance is never marked up
        expect(parseMinor(mine.raw.breakdown.base)! - parseMinor(own.raw.breakdown.base)!).toBe(markup);
      });
    }
  }

  it('rounds a half cent up (a percentage chosen so the exact markup ends in .5 cent)', async () => {
    const own = await quoteOf(t, proxy.token, ground);
    const bp = Array.from({ length: 10_000 }, (_, i) => i + 1).find(
      (b) => (own.shipping * BigInt(b)) % 10_000n === 5_000n,
    );
    expect(bp).toBeDefined();
    await setMarkup(t, proxy, { subAccountId: sub.id, percent: bp! / 100, fixedAmount: '0' });
    const mine = await quoteOf(t, sub.token, ground);
    const exactTimes10k = own.shipping * BigInt(bp!);
    expect((mine.shipping - own.shipping) * 10_000n).toBe(exactTimes10k + 5_000n);
  });

  it('the default markup applies to sub-accounts without their own; a removed own markup falls back to it', async () => {
    await setMarkup(t, proxy, { percent: 5, fixedAmount: '0.25' });
    await setMarkup(t, proxy, { subAccountId: sub.id, remove: true });
    const own = await quoteOf(t, proxy.token, ground);
    const mine = await quoteOf(t, sub.token, ground);
    expect(mine.shipping - own.shipping).toBe(expectedMarkup(own.shipping, 500, 25n, 1));
    // A CNY markup does not touch USD quotes.
    await setMarkup(t, proxy, { subAccountId: sub.id, currency: 'CNY', percent: 50 });
    expect((await quoteOf(t, sub.token, ground)).shipping).toBe(mine.shipping);
  });
});

describe('commission through the ledger', () => {
  it('a label bought by the sub-account pays its proxy the difference, once; a refund takes it back', async () => {
    await setMarkup(t, proxy, { subAccountId: sub.id, percent: 12.5, fixedAmount: '0.30' });
    const own = await quoteOf(t, proxy.token, ground);
    const commission = expectedMarkup(own.shipping, 1250, 30n, 1);
    const subBefore = await usd(t.db, sub.id);
    const proxyBefore = await usd(t.db, proxy.id);

    const res = await place(t, sub.token, { orderId: await draft(t, sub.id), serviceId: ground });
    expect(res.status).toBe(200);
    const order = res.body.data;
    expect(order.status).toBe(8);
    const subPrice = parseMinor(order.rate)!;
    expect(subPrice).toBe(own.total + commission);
    expect(subBefore.available - (await usd(t.db, sub.id)).available).toBe(subPrice);
    expect((await usd(t.db, proxy.id)).available - proxyBefore.available).toBe(commission);

    const [row] = await t.db.select().from(proxyCommissions).where(eq(proxyCommissions.orderId, order.id));
    expect(row).toMatchObject({ status: 'paid', commissionMinor: commission, proxyId: proxy.id });
    expect(row!.subPriceMinor - row!.proxyPriceMinor).toBe(commission);

    // A retried capture (recovery, a repeated approval) pays nothing more.
    await payCommission(
      { db: t.db, clock: t.clock.now },
      { id: order.id, orderNo: order.orderNo, placementKey: row!.placementKey, userId: sub.id },
    );
    expect((await usd(t.db, proxy.id)).available - proxyBefore.available).toBe(commission);

    // The proxy's fund details show the commission with the order number, in both languages.
    for (const [lang, text] of [
      ['en-US', `Proxy commission on sub-account order ${order.orderNo}`],
      ['zh-CN', `子账户订单 ${order.orderNo} 的代理佣金`],
    ] as const) {
      const lines = await call(
        t.app,
        'GET',
        `/app/balance/log/list?changeType=${CHANGE_TYPES.proxyCommission}`,
        { token: proxy.token, lang },
      );
      expect(lines.status).toBe(200);
      expect(lines.body.data.list).toEqual([
        expect.objectContaining({ orderNo: order.orderNo, reason: text, accountKind: 'available' }),
      ]);
      expect(parseMinor(lines.body.data.list[0].amount)).toBe(commission);
    }
    await expectLedgerHealthy(t.db);

    // Cancelled and refunded: the sub-account gets every cent back, the proxy gives the commission back.
    expect(
      (await call(t.app, 'POST', '/app/order/cancel', { token: sub.token, body: { orderId: order.id } }))
        .status,
    ).toBe(200);
    const audit = await call(t.app, 'POST', '/admin/order/orders/cancelAudit', {
      token: admin,
      body: { orderId: order.id, approve: true, reason: '' },
    });
    expect(audit.status).toBe(200);
    expect((await usd(t.db, sub.id)).available).toBe(subBefore.available);
    expect((await usd(t.db, proxy.id)).available).toBe(proxyBefore.available);
    const [after] = await t.db.select().from(proxyCommissions).where(eq(proxyCommissions.orderId, order.id));
    expect(after!.status).toBe('reversed');
    await expectLedgerHealthy(t.db);
  });

  it("a reversal the proxy's funds do not cover is marked due; the sub-account's refund still stands", async () => {
    const spender = await proxyUser(t);
    const buyer = await fundedCustomer(t, 500_00n);
    await call(t.app, 'POST', '/admin/channel/allot-channel', {
      token: admin,
      body: { userId: spender.id, serviceIds: [ground] },
    });
    await attach(t, admin, spender.id, [buyer.id]);
    await setMarkup(t, spender, { percent: 20, fixedAmount: '1.00' });
    const order = (await place(t, buyer.token, { orderId: await draft(t, buyer.id), serviceId: ground })).body
      .data;
    expect(order.status).toBe(8);
    const earned = (await usd(t.db, spender.id)).available;
    expect(earned > 0n).toBe(true);
    // The proxy spends its commission (a staff adjustment takes it out).
    await adjustBalance({
      deps: t,
      userId: spender.id,
      currency: 'USD',
      amountMinor: -earned,
      idempotencyKey: `spend:${spender.id}`,
    });
    const buyerBefore = (await usd(t.db, buyer.id)).available;
    await call(t.app, 'POST', '/app/order/cancel', { token: buyer.token, body: { orderId: order.id } });
    const audit = await call(t.app, 'POST', '/admin/order/orders/cancelAudit', {
      token: admin,
      body: { orderId: order.id, approve: true, reason: '' },
    });
    expect(audit.status).toBe(200);
    expect((await usd(t.db, buyer.id)).available - buyerBefore).toBe(parseMinor(order.rate)!);
    const [row] = await t.db.select().from(proxyCommissions).where(eq(proxyCommissions.orderId, order.id));
    expect(row!.status).toBe('reversal_due');
    const list = await call(t.app, 'GET', `/admin/getPoxyUserList?keyword=${spender.email}`, {
      token: admin,
    });
    expect(list.body.data.list[0].reversalDue).toEqual([{ currency: 'USD', amount: expect.any(String) }]);
    expect(parseMinor(list.body.data.list[0].reversalDue[0].amount)).toBe(row!.commissionMinor);
    await expectLedgerHealthy(t.db);
  });
});
