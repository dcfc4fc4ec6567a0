import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, type Lang } from '../../db/testing/fixtures.ts';
import { allot, type FundedWorld, fundedWorld } from '../orders/funded-world.fixtures.ts';
import {
  type Customer,
  expectLedgerHealthy,
  FORM,
  fundedCustomer,
  usd,
} from '../orders/placement.fixtures.ts';
import { users } from '../users/users.table.ts';
import { DEFAULT_RISK_RULES, type RiskRules } from './risk-rules.ts';

/** Risk rules at placement (issue 13): on, each test tunes the one it looks at and turns the others off. */
const quiet: RiskRules = {
  ...DEFAULT_RISK_RULES,
  newAccountOrders: 0,
  declaredValueLimitMinor: 1_000_000_00n,
  volumeMinimum: 1_000_000,
};

let w: FundedWorld;
beforeAll(async () => {
  w = await fundedWorld({ config: { riskRules: { ...DEFAULT_RISK_RULES } } });
});

const useRules = (rules: RiskRules) => {
  w.t.config.riskRules = rules;
};
const place = (who: Customer, body: Record<string, unknown> = {}, lang?: Lang) =>
  call(w.t.app, 'POST', '/app/order/label/create', {
    token: who.token,
    lang,
    body: { ...FORM, serviceId: w.ground, ...body },
  });
const reasonsOf = async (orderIds: string[], lang: Lang) =>
  (await call(w.t.app, 'POST', '/admin/risk/holdReasons', { token: w.admin, lang, body: { orderIds } })).body
    .data;
async function newCustomer(): Promise<Customer> {
  const c = await fundedCustomer(w.t, 20_000_00n);
  await allot(w.t, w.admin, c.id, [w.ground]);
  return c;
}

describe('risk rules at placement', () => {
  it("holds a new account's first 3 orders for review (money held, nothing charged); the 4th goes through", async () => {
    useRules({ ...quiet, newAccountOrders: 3, newAccountDays: 7 });
    const bob = await newCustomer();
    const before = await usd(w.t.db, bob.id);
    const held = [];
    for (let i = 0; i < 3; i++) {
      const res = await place(bob);
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ status: 18, hasLabel: false });
      held.push(res.body.data);
    }
    const during = await usd(w.t.db, bob.id);
    expect(during.available).toBe(before.available - during.held);
    expect(during.held).toBeGreaterThan(0n);
    expect((await place(bob)).body.data.status).toBe(8);

    const en = await reasonsOf([held[2].id], 'en-US');
    expect(en).toEqual([
      {
        orderId: held[2].id,
        reasons: [{ rule: 'new_account', text: 'New account: order 3 of its first 3 within 7 days' }],
      },
    ]);
    const zh = await reasonsOf([held[0].id], 'zh-CN');
    expect(zh[0].reasons[0].text).toBe('新账户：注册 7 天内前 3 单中的第 1 单');

    // The existing review flow takes over: approval charges exactly what was held.
    const approve = await call(w.t.app, 'POST', '/admin/order/orders/review', {
      token: w.admin,
      body: { orderId: held[0].id, approve: true, reason: '' },
    });
    expect(approve.body.data).toMatchObject({ status: 8, hasLabel: true });
    await expectLedgerHealthy(w.t.db);
  });

  it('an account older than the window is not new', async () => {
    useRules({ ...quiet, newAccountOrders: 3, newAccountDays: 7 });
    const old = await newCustomer();
    const eightDaysAgo = new Date(w.t.clock.now().getTime() - 8 * 86_400_000);
    await w.t.db.update(users).set({ createdAt: eightDaysAgo }).where(eq(users.id, old.id));
    expect((await place(old)).body.data.status).toBe(8);
  });

  it('holds a declared value above the limit, not one at it', async () => {
    useRules({ ...quiet, declaredValueLimitMinor: 2_000_00n });
    const carol = await newCustomer();
    const parcel = (declaredValue: string) => ({
      parcels: [{ ...FORM.parcels[0], declaredValue }],
      options: { signatureOption: 'standard' },
    });
    expect((await place(carol, parcel('2000.00'))).body.data.status).toBe(8);
    const over = await place(carol, parcel('2000.01'), 'zh-CN');
    expect(over.body.data.status).toBe(18);
    expect((await reasonsOf([over.body.data.id], 'zh-CN'))[0].reasons).toEqual([
      { rule: 'declared_value', text: '申报价值 2000.01 USD 超过上限 2000.00 USD' },
    ]);
  });

  it("holds today's orders above the multiple of the daily average and the minimum", async () => {
    // No history: any count above the minimum (2) is a jump; the 3rd order of the day is held.
    useRules({ ...quiet, volumeMultiplier: 5, volumeMinimum: 2 });
    const dan = await newCustomer();
    expect((await place(dan)).body.data.status).toBe(8);
    expect((await place(dan)).body.data.status).toBe(8);
    const third = await place(dan);
    expect(third.body.data.status).toBe(18);
    expect((await reasonsOf([third.body.data.id], 'en-US'))[0].reasons[0].text).toBe(
      'Volume jump: 3 orders today, above 5x the daily average of 0.0 over the previous 14 days (and above 2)',
    );
  });

  it('customers on the avoid-high-risk list skip every rule; taken off, the rules apply again', async () => {
    useRules({ ...DEFAULT_RISK_RULES, declaredValueLimitMinor: 0n });
    const erin = await newCustomer();
    const added = await call(w.t.app, 'POST', '/user/addUserNoHighRisk', {
      token: w.admin,
      body: { userId: erin.id },
    });
    expect(added.status).toBe(200);
    const declared = { parcels: [{ ...FORM.parcels[0], declaredValue: '50.00' }] };
    expect((await place(erin, declared)).body.data.status).toBe(8);
    const removed = await call(w.t.app, 'DELETE', '/user/deleteUserNoHighRisk', {
      token: w.admin,
      body: { id: added.body.data.added[0].id },
    });
    expect(removed.status).toBe(200);
    const again = await place(erin, declared);
    expect(again.body.data.status).toBe(18);
    expect(
      (await reasonsOf([again.body.data.id], 'en-US'))[0].reasons.map((r: { rule: string }) => r.rule),
    ).toEqual(['declared_value', 'new_account']);
  });

  it('RISK_RULES=false places straight away', async () => {
    useRules({ ...DEFAULT_RISK_RULES, enabled: false, declaredValueLimitMinor: 0n });
    const fay = await newCustomer();
    expect((await place(fay)).body.data.status).toBe(8);
    expect(await reasonsOf([], 'en-US')).toEqual([]);
  });
});
