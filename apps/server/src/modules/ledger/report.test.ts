import { CHANGE_TYPES, formatMinor, operations, parseMinor } from '@shiplabel/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, seedUser, signInAdmin } from '../../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { postTransaction } from './ledger.post.ts';
import { chargeFee } from './ledger.usecases.ts';

/**
 * The financial report recomputed from the ledger's own lines (the back office's fund details): each
 * figure must be the sum of the lines of its change type, manual adjustments included.
 */

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await signInAdmin(t.app, t.db)).adminToken;
});

interface Line {
  changeType: number;
  accountKind: string;
  currency: string;
  amount: string;
}

async function allLines(changeType: number): Promise<Line[]> {
  const res = await call(t.app, 'GET', `/admin/balance/log/list?pageSize=1000&changeType=${changeType}`, {
    token: adminToken,
  });
  expect(res.status).toBe(200);
  return res.body.data.list;
}

/** The sum of the customers' available-balance lines of a change type in a currency. */
async function sumOf(changeType: number, currency: string) {
  const lines = await allLines(changeType);
  return formatMinor(
    lines
      .filter((l) => l.currency === currency && l.accountKind === 'available')
      .reduce((sum, l) => sum + parseMinor(l.amount)!, 0n),
  );
}

describe('financial report', () => {
  it('includes manual adjustments, and every figure equals the sum of its fund-detail lines', async () => {
    const user = await seedUser(t.db, { kind: 'customer', roles: ['Customer'] });
    await postTransaction(t.db, {
      userId: user.id,
      type: 'recharge',
      legs: operations.recharge('USD', 100_00n),
      idempotencyKey: `report-fund-${user.id}`,
    });
    for (const [amount, key] of [
      ['25.00', 'goodwill'],
      ['-7.50', 'correction'],
    ] as const) {
      const res = await call(t.app, 'POST', `/admin/wallets/${user.id}/adjust`, {
        token: adminToken,
        body: { currency: 'USD', amount, reason: key },
        headers: { 'idempotency-key': key },
      });
      expect(res.status).toBe(200);
    }
    await chargeFee({
      deps: t,
      userId: user.id,
      currency: 'USD',
      amountMinor: 10n,
      idempotencyKey: `report-fee-${user.id}`,
    });

    const past = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const report = await call(t.app, 'GET', `/admin/finance/report?from=${past}&to=${future}`, {
      token: adminToken,
    });
    expect(report.status).toBe(200);
    const usd = report.body.data.totals.find((x: { currency: string }) => x.currency === 'USD');
    expect(usd.adjustments).toBe('17.50');
    expect(usd.adjustments).toBe(await sumOf(CHANGE_TYPES.adjustment, 'USD'));
    expect(usd.recharges).toBe(await sumOf(CHANGE_TYPES.recharge, 'USD'));
    expect(usd.fees).toBe(formatMinor(-parseMinor(await sumOf(CHANGE_TYPES.consumption, 'USD'))!));
    // The days add up to the totals.
    const days = report.body.data.days.filter((d: { currency: string }) => d.currency === 'USD');
    const dayAdjustments = days.reduce(
      (s: bigint, d: { adjustments: string }) => s + parseMinor(d.adjustments)!,
      0n,
    );
    expect(formatMinor(dayAdjustments)).toBe(usd.adjustments);

    const customer = await login(t.app, user.email);
    const refused = await call(t.app, 'GET', `/admin/finance/report?from=${past}&to=${future}`, {
      token: customer,
    });
    expect(refused.status).toBe(403);
  });
});
