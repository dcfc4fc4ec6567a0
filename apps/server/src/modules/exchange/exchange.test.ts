import { CHANGE_TYPES, operations } from '@shiplabel/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, seedUser } from '../../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { postTransaction } from '../ledger/ledger.post.ts';
import { walletBalances } from '../ledger/ledger.usecases.ts';
import {
  adminToken,
  type Customer,
  expectLedgerHealthy,
  fundedCustomer,
} from '../orders/placement.fixtures.ts';

/**
 * Issue 13: a customer exchanges USD <-> CNY at the administrator's rate: one balanced ledger transaction
 * through the platform's exchange accounts, to the cent (rounded down), once per Idempotency-Key, refused
 * without a rate or funds, and only ever on the caller's own wallets.
 */

let t: TestApp;
let admin: string;
let staff: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
  const s = await seedUser(t.db, { kind: 'staff', roles: ['Staff'] });
  staff = await login(t.app, s.email);
});

const setRate = (base: string, quote: string, rate: string, token = admin) =>
  call(t.app, 'POST', '/admin/exchange/rate', { token, body: { base, quote, rate } });

const convert = (c: Customer, body: Record<string, string>, key?: string, lang?: 'en-US' | 'zh-CN') =>
  call(t.app, 'POST', '/app/exchange/convert', {
    token: c.token,
    body,
    lang,
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });

async function wallet(userId: string) {
  const all = await walletBalances(t.db, userId);
  return {
    USD: all.find((w) => w.currency === 'USD')!.available,
    CNY: all.find((w) => w.currency === 'CNY')!.available,
  };
}

async function withCny(c: Customer, minor: bigint) {
  await postTransaction(t.db, {
    userId: c.id,
    type: 'recharge',
    legs: operations.recharge('CNY', minor),
    idempotencyKey: `test-cny:${c.id}`,
  });
}

describe('currency exchange', () => {
  it('refuses to exchange while no rate is set, in both languages, and moves nothing', async () => {
    const c = await fundedCustomer(t, 100_00n);
    const rates = await call(t.app, 'GET', '/app/exchange/rate', { token: c.token });
    expect(rates.body.data.rates).toEqual([]);
    const en = await convert(c, { from: 'USD', to: 'CNY', amount: '10.00', rate: '7.00' });
    expect(en.status).toBe(422);
    expect(en.body.errorCode).toBe('exchange.no_rate');
    expect(en.body.message).toContain('USD');
    const zh = await convert(
      c,
      { from: 'USD', to: 'CNY', amount: '10.00', rate: '7.00' },
      undefined,
      'zh-CN',
    );
    expect(zh.body.message).toContain('汇率');
    expect(await wallet(c.id)).toEqual({ USD: 100_00n, CNY: 0n });
  });

  it('lets only administrators set rates, keeps their history and serves the one in force', async () => {
    expect((await setRate('USD', 'CNY', '7.1', staff)).status).toBe(403);
    const c = await fundedCustomer(t, 0n);
    expect((await setRate('USD', 'CNY', '7.1', c.token)).status).toBe(403);
    expect((await setRate('USD', 'USD', '1')).status).toBe(400);
    expect((await setRate('USD', 'CNY', '0')).status).toBe(400);
    expect((await setRate('USD', 'CNY', 7.1 as unknown as string)).status).toBe(400);
    expect((await setRate('USD', 'CNY', '7.0000001')).status).toBe(400);

    expect((await setRate('USD', 'CNY', '7.1')).status).toBe(200);
    t.clock.advanceSeconds(5);
    expect((await setRate('USD', 'CNY', '7.1234')).body.data).toEqual({
      base: 'USD',
      quote: 'CNY',
      rate: '7.1234',
    });
    t.clock.advanceSeconds(5);
    expect((await setRate('CNY', 'USD', '0.138889')).status).toBe(200);

    const current = await call(t.app, 'GET', '/app/exchange/rate', { token: c.token });
    expect(current.body.data.rates.map((r: { base: string; rate: string }) => [r.base, r.rate])).toEqual([
      ['CNY', '0.138889'],
      ['USD', '7.1234'],
    ]);
    // Staff who review recharges see the history; a customer does not.
    const history = await call(t.app, 'GET', '/admin/exchange/rates?pageSize=50', { token: staff });
    expect(history.status).toBe(200);
    expect(history.body.data.total).toBe(3);
    expect(history.body.data.list.map((r: { rate: string }) => r.rate)).toEqual([
      '0.138889',
      '7.1234',
      '7.10',
    ]);
    expect(history.body.data.list[0].setBy).toMatch(/@/);
    expect((await call(t.app, 'GET', '/admin/exchange/rates', { token: c.token })).status).toBe(403);
  });

  it('exchanges to the cent, rounding down, through the exchange accounts, shown in fund details', async () => {
    const c = await fundedCustomer(t, 1_000_00n);
    await withCny(c, 1_000_00n);
    const cases: [string, string, string, string, string][] = [
      // from, to, amount, rate, what arrives
      ['USD', 'CNY', '100.00', '7.1234', '712.34'],
      ['USD', 'CNY', '0.01', '7.1234', '0.07'], // 0.071234 -> 0.07
      ['USD', 'CNY', '33.33', '7.1234', '237.42'], // 237.422922 -> 237.42
      ['CNY', 'USD', '1.00', '0.138889', '0.13'], // 0.138889 -> 0.13 (not 0.14)
      ['CNY', 'USD', '719.99', '0.138889', '99.99'], // 99.998690... -> 99.99
    ];
    let usd = 1_000_00n;
    let cny = 1_000_00n;
    const cents = (s: string) => BigInt(s.replace('.', ''));
    for (const [i, [from, to, amount, rate, arrives]] of cases.entries()) {
      const res = await convert(c, { from, to, amount, rate }, `case-${i}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data).toMatchObject({ debited: amount, credited: arrives, rate, replayed: false });
      if (from === 'USD') {
        usd -= cents(amount);
        cny += cents(arrives);
      } else {
        cny -= cents(amount);
        usd += cents(arrives);
      }
      expect(await wallet(c.id)).toEqual({ USD: usd, CNY: cny });
    }
    await expectLedgerHealthy(t.db);

    for (const lang of ['en-US', 'zh-CN'] as const) {
      const lines = await call(
        t.app,
        'GET',
        `/app/balance/log/list?pageSize=50&changeType=${CHANGE_TYPES.currencyExchange}`,
        { token: c.token, lang },
      );
      expect(lines.status).toBe(200);
      // Two lines per exchange: the source wallet out, the target wallet in.
      expect(lines.body.data.total).toBe(cases.length * 2);
      expect(lines.body.data.list[0].reason).toContain(lang === 'en-US' ? 'Currency exchange' : '货币兑换');
    }
  });

  it('replays a repeated Idempotency-Key without moving money twice', async () => {
    const c = await fundedCustomer(t, 50_00n);
    const body = { from: 'USD', to: 'CNY', amount: '20.00', rate: '7.1234' };
    const first = await convert(c, body, 'same-key');
    const again = await convert(c, body, 'same-key');
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body.data.transactionId).toBe(first.body.data.transactionId);
    expect(await wallet(c.id)).toEqual({ USD: 30_00n, CNY: 142_46n });
    // The same key with another amount is refused.
    expect((await convert(c, { ...body, amount: '1.00' }, 'same-key')).status).toBe(409);
    expect(await wallet(c.id)).toEqual({ USD: 30_00n, CNY: 142_46n });
  });

  it('refuses when funds are short (credit not used), when the rate changed, or when nothing would arrive', async () => {
    const c = await fundedCustomer(t, 10_00n);
    const short = await convert(c, { from: 'USD', to: 'CNY', amount: '10.01', rate: '7.1234' });
    expect(short.status).toBe(422);
    expect(short.body.errorCode).toBe('ledger.insufficient_funds');
    const stale = await convert(c, { from: 'USD', to: 'CNY', amount: '1.00', rate: '7.1' });
    expect(stale.status).toBe(409);
    expect(stale.body.errorCode).toBe('exchange.rate_changed');
    expect(stale.body.message).toContain('7.1234');
    const tiny = await convert(c, { from: 'CNY', to: 'USD', amount: '0.07', rate: '0.138889' });
    expect(tiny.status).toBe(422);
    expect(tiny.body.errorCode).toBe('exchange.amount_too_small');
    expect((await convert(c, { from: 'USD', to: 'USD', amount: '1.00', rate: '1' })).status).toBe(400);
    expect((await convert(c, { from: 'USD', to: 'CNY', amount: '-1', rate: '7.1234' })).status).toBe(400);
    expect(await wallet(c.id)).toEqual({ USD: 10_00n, CNY: 0n });
    // The whole balance can go, to the cent.
    expect((await convert(c, { from: 'USD', to: 'CNY', amount: '10.00', rate: '7.1234' })).status).toBe(200);
    expect(await wallet(c.id)).toEqual({ USD: 0n, CNY: 71_23n });
    await expectLedgerHealthy(t.db);
  });

  it("never touches another customer's wallets: the caller's own are the only ones in play", async () => {
    const a = await fundedCustomer(t, 100_00n);
    const b = await fundedCustomer(t, 0n);
    // The body has no user field: a stray one is refused, not obeyed.
    const sneaky = await call(t.app, 'POST', '/app/exchange/convert', {
      token: b.token,
      body: { from: 'USD', to: 'CNY', amount: '50.00', rate: '7.1234', userId: a.id },
    });
    expect(sneaky.status).toBe(400);
    const own = await convert(b, { from: 'USD', to: 'CNY', amount: '50.00', rate: '7.1234' });
    expect(own.body.errorCode).toBe('ledger.insufficient_funds');
    expect(await wallet(a.id)).toEqual({ USD: 100_00n, CNY: 0n });
    // A back-office account has no customer wallets to exchange.
    expect((await call(t.app, 'GET', '/app/exchange/rate', { token: staff })).status).toBe(403);
  });
});
