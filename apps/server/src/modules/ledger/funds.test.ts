import { operations } from '@shiplabel/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { call, login, seedUser, signInAdmin } from '../../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { readXlsx } from '../../lib/spreadsheet/read-xlsx.ts';
import { postTransaction } from './ledger.post.ts';
import { captureFunds, chargeFee, refundPostage, reserveFunds } from './ledger.usecases.ts';

let t: TestApp;
let adminToken: string;
let staffToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await signInAdmin(t.app, t.db)).adminToken;
  const staff = await seedUser(t.db, { kind: 'staff', roles: ['Staff'] });
  staffToken = await login(t.app, staff.email);
});

async function customer(fund = 0n) {
  const user = await seedUser(t.db, { kind: 'customer', roles: ['Customer'] });
  if (fund > 0n) {
    await postTransaction(t.db, {
      userId: user.id,
      type: 'recharge',
      legs: operations.recharge('USD', fund),
      idempotencyKey: `fund-${user.id}`,
    });
  }
  return { ...user, token: await login(t.app, user.email) };
}

const usdOf = async (token: string) =>
  (await call(t.app, 'GET', '/user/balanceInfo', { token })).body.data.wallets.find(
    (w: { currency: string }) => w.currency === 'USD',
  );

describe('back-office wallet actions', () => {
  it('adjusts with a mandatory reason, once per idempotency key, and lists wallets by search', async () => {
    const user = await customer();
    const noReason = await call(t.app, 'POST', `/admin/wallets/${user.id}/adjust`, {
      token: adminToken,
      body: { currency: 'USD', amount: '25.00', reason: '' },
    });
    expect(noReason.status).toBe(400);
    const body = { currency: 'USD', amount: '25.00', reason: 'goodwill credit' };
    const headers = { 'idempotency-key': 'click-1' };
    const first = await call(t.app, 'POST', `/admin/wallets/${user.id}/adjust`, {
      token: adminToken,
      body,
      headers,
    });
    const again = await call(t.app, 'POST', `/admin/wallets/${user.id}/adjust`, {
      token: adminToken,
      body,
      headers,
    });
    expect(first.status).toBe(200);
    expect(again.body.data).toEqual({ transactionId: first.body.data.transactionId, replayed: true });
    expect((await usdOf(user.token)).available).toBe('25.00');

    const staffTry = await call(t.app, 'POST', `/admin/wallets/${user.id}/adjust`, {
      token: staffToken,
      body,
    });
    expect(staffTry.status).toBe(403);
    const customerTry = await call(t.app, 'POST', `/admin/wallets/${user.id}/adjust`, {
      token: user.token,
      body,
    });
    expect(customerTry.status).toBe(403);

    const list = await call(t.app, 'GET', `/admin/wallets?keyword=${encodeURIComponent(user.email)}`, {
      token: staffToken,
    });
    expect(list.body.data.total).toBe(1);
    expect(list.body.data.list[0].wallets[0]).toMatchObject({ currency: 'USD', available: '25.00' });

    const adminAsTarget = await call(
      t.app,
      'POST',
      `/admin/wallets/${(await seedUser(t.db, { kind: 'admin' })).id}/adjust`,
      {
        token: adminToken,
        body,
      },
    );
    expect(adminAsTarget.status).toBe(404);
  });

  it('sets credit, collects and releases the assurance deposit, and transfers between wallets at a rate', async () => {
    const user = await customer(10_000n);
    const credit = await call(t.app, 'POST', `/admin/wallets/${user.id}/credit`, {
      token: adminToken,
      body: { currency: 'USD', creditLimit: '50.00', reason: 'trusted customer' },
    });
    expect(credit.status).toBe(200);
    expect(await usdOf(user.token)).toMatchObject({ creditLimit: '50.00', creditBalance: '50.00' });
    await call(t.app, 'POST', `/admin/wallets/${user.id}/earnest`, {
      token: adminToken,
      body: { currency: 'USD', amount: '30.00', reason: 'new account' },
    });
    const info = await call(t.app, 'GET', '/user/info', { token: user.token });
    expect(info.body.data).toMatchObject({
      balance: '70.00',
      earnestBalance: '30.00',
      creditBalance: '50.00',
    });
    const release = await call(t.app, 'POST', `/admin/releaseEarnest/${user.id}`, {
      token: adminToken,
      body: {},
    });
    expect(release.status).toBe(200);
    expect(await usdOf(user.token)).toMatchObject({ available: '100.00', earnest: '0.00' });
    const nothing = await call(t.app, 'POST', `/admin/releaseEarnest/${user.id}`, {
      token: adminToken,
      body: {},
    });
    expect(nothing.status).toBe(422);

    const transfer = await call(t.app, 'POST', `/admin/wallets/${user.id}/transfer`, {
      token: adminToken,
      lang: 'zh-CN',
      body: { from: 'USD', to: 'CNY', amount: '10.00', rate: '7.2', reason: '客户要求' },
    });
    expect(transfer.status).toBe(200);
    const wallets = (await call(t.app, 'GET', '/user/balanceInfo', { token: user.token })).body.data.wallets;
    expect(wallets.map((w: { available: string }) => w.available)).toEqual(['90.00', '72.00']);
    const overspend = await call(t.app, 'POST', `/admin/wallets/${user.id}/transfer`, {
      token: adminToken,
      lang: 'zh-CN',
      body: { from: 'USD', to: 'CNY', amount: '1000.00', rate: '7.2', reason: 'x' },
    });
    expect(overspend.status).toBe(422);
    expect(overspend.body.message).toContain('余额不足');
  });
});

describe('fund details, report and reconciliation', () => {
  it('lists and exports fund details per filter for staff, and only own lines for customers', async () => {
    const user = await customer(2_000n);
    const other = await customer(1_000n);
    await chargeFee({
      deps: t,
      userId: user.id,
      currency: 'USD',
      amountMinor: 10n,
      idempotencyKey: `fee-${user.id}`,
    });
    const own = await call(t.app, 'GET', '/app/balance/log/list', { token: user.token });
    expect(own.body.data.list.every((l: { userId: string }) => l.userId === user.id)).toBe(true);
    expect(own.body.data.list[0]).toMatchObject({ changeType: 5, amount: '-0.10', balanceAfter: '19.90' });
    const fees = await call(
      t.app,
      'GET',
      `/admin/balance/log/list?changeType=5&keyword=${encodeURIComponent(user.email)}`,
      {
        token: staffToken,
      },
    );
    expect(fees.body.data.total).toBe(1);
    const recharges = await call(
      t.app,
      'GET',
      `/admin/balance/log/list?changeType=0&keyword=${encodeURIComponent(other.email)}`,
      {
        token: staffToken,
      },
    );
    expect(recharges.body.data.list[0]).toMatchObject({ email: other.email, amount: '10.00' });
    const down = await t.app.inject({
      method: 'GET',
      url: '/admin/balance/log/down?changeType=5',
      headers: { authorization: `Bearer ${staffToken}` },
    });
    const sheet = await readXlsx(down.rawPayload, { maxRows: 1000 });
    expect(sheet.headers).toEqual(expect.arrayContaining(['User', 'Change type', 'Change amount']));
    expect(sheet.rows.some((r) => r.cells.includes(user.email) && r.cells.includes('Consumption'))).toBe(
      true,
    );
    const badDay = await call(t.app, 'GET', '/app/balance/log/list?from=2026-02-30', { token: user.token });
    expect(badDay.status).toBe(400);
    const badReport = await call(t.app, 'GET', '/admin/finance/report?from=x&to=2026-01-01', {
      token: adminToken,
    });
    expect(badReport.status).toBe(400);
    const forbidden = await call(t.app, 'GET', '/admin/balance/log/list', { token: user.token });
    expect(forbidden.status).toBe(403);
  });

  it('reports figures that equal sums of the entries, and reconciliation lists a tampered balance', async () => {
    const user = await customer(50_000n);
    const res = await reserveFunds({
      deps: t,
      userId: user.id,
      currency: 'USD',
      amountMinor: 3_000n,
      idempotencyKey: `r-${user.id}`,
    });
    await captureFunds({ deps: t, reservationId: res.id, priceMinor: 2_000n, depositMinor: 500n });
    await refundPostage({
      deps: t,
      userId: user.id,
      currency: 'USD',
      amountMinor: 700n,
      idempotencyKey: `rf-${user.id}`,
    });
    const today = new Date().toISOString().slice(0, 10);
    const past = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const report = await call(t.app, 'GET', `/admin/finance/report?from=${past}&to=${future}`, {
      token: adminToken,
    });
    expect(report.status).toBe(200);
    const usd = report.body.data.totals.find((x: { currency: string }) => x.currency === 'USD');
    const [sums] = await rowsOf<{ recharges: string; postage: string; refunds: string }>(
      t.db.execute(sql`select
        (select coalesce(sum(e.amount), 0) from ledger_entries e join ledger_transactions x on x.id = e.transaction_id
          join ledger_accounts a on a.id = e.account_id where x.type = 'recharge' and a.kind = 'available' and a.currency = 'USD') as recharges,
        (select coalesce(sum(e.amount), 0) from ledger_entries e join ledger_transactions x on x.id = e.transaction_id
          join ledger_accounts a on a.id = e.account_id where x.type = 'capture' and a.kind = 'postage_revenue' and a.currency = 'USD') as postage,
        (select coalesce(-sum(e.amount), 0) from ledger_entries e join ledger_transactions x on x.id = e.transaction_id
          join ledger_accounts a on a.id = e.account_id where x.type = 'refund' and a.kind = 'postage_revenue' and a.currency = 'USD') as refunds`),
    );
    const money = (minor: string) => (Number(minor) / 100).toFixed(2);
    expect(usd).toMatchObject({
      recharges: money(sums!.recharges),
      postage: money(sums!.postage),
      refunds: money(sums!.refunds),
    });
    expect(Number(usd.postage)).toBeGreaterThanOrEqual(20);
    expect(report.body.data.days.some((d: { day: string }) => d.day <= today)).toBe(true);
    const staffReport = await call(t.app, 'GET', `/admin/finance/report?from=${past}&to=${future}`, {
      token: staffToken,
    });
    expect(staffReport.status).toBe(403);

    const healthy = await call(t.app, 'GET', '/admin/finance/reconciliation', { token: adminToken });
    expect(healthy.body.data).toEqual({ accounts: [], transactions: [] });
    await t.db.execute(
      sql`update ledger_accounts set balance = balance + 1 where owner_key = ${user.id} and kind = 'available'`,
    );
    const broken = await call(t.app, 'GET', '/admin/finance/reconciliation', { token: adminToken });
    expect(broken.body.data.accounts).toHaveLength(1);
    expect(broken.body.data.accounts[0]).toMatchObject({
      ownerId: user.id,
      kind: 'available',
      problem: 'balance_mismatch',
    });
    await t.db.execute(
      sql`update ledger_accounts set balance = balance - 1 where owner_key = ${user.id} and kind = 'available'`,
    );
  });
});
