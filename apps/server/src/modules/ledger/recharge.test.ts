import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, seedUser, signInAdmin } from '../../db/testing/fixtures.ts';
import { multipartBody, TINY_PNG } from '../../db/testing/multipart.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { readXlsx } from '../../lib/spreadsheet/read-xlsx.ts';
import { reconcile } from './reconciliation.ts';

let t: TestApp;
let adminToken: string;
let staffToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await signInAdmin(t.app, t.db)).adminToken;
  const staff = await seedUser(t.db, { kind: 'staff', roles: ['Staff'] });
  staffToken = await login(t.app, staff.email);
});

async function customer() {
  const user = await seedUser(t.db, { kind: 'customer', roles: ['Customer'] });
  return { ...user, token: await login(t.app, user.email) };
}

async function upload(
  token: string,
  bytes: Buffer = TINY_PNG,
  filename = 'voucher.png',
  lang: 'en-US' | 'zh-CN' = 'en-US',
) {
  const body = multipartBody({}, [{ filename, contentType: 'image/png', bytes }]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/app/attachment/upload/image',
    headers: { ...body.headers, authorization: `Bearer ${token}`, 'accept-language': lang },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json() };
}

async function submit(token: string, overrides: Record<string, unknown> = {}) {
  const voucher = await upload(token);
  return call(t.app, 'POST', '/app/user/recharge', {
    token,
    body: {
      currency: 'USD',
      paymentMethod: 'zelle',
      amount: '100.00',
      voucherId: voucher.body.data.id,
      remark: 'March',
      ...overrides,
    },
  });
}

describe('voucher upload', () => {
  it('stores an image and serves it to its owner and recharge reviewers only', async () => {
    const owner = await customer();
    const res = await upload(owner.token);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('upload successful');
    const url = res.body.data.url as string;
    const own = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(own.rawPayload, TINY_PNG)).toBe(0);
    const staff = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${staffToken}` },
    });
    expect(staff.statusCode).toBe(200);
    const other = await customer();
    const stranger = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(stranger.statusCode).toBe(404);
  });

  it('refuses files over 500KB and files that are not images by content, in both languages', async () => {
    const user = await customer();
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(500 * 1024)]);
    const tooBig = await upload(user.token, big);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe('The file size cannot exceed 500KB');
    const zh = await upload(user.token, big, 'v.png', 'zh-CN');
    expect(zh.body.errorCode).toBe('upload.too_large');
    const disguised = await upload(user.token, Buffer.from('%PDF-1.4 not an image'), 'fake.png');
    expect(disguised.status).toBe(415);
    const script = await upload(user.token, Buffer.from('<script>alert(1)</script>'), 'x.png');
    expect(script.status).toBe(415);
  });
});

describe('recharge', () => {
  it('is submitted pending, approved with the actual amount, credited once, and shows in balances and details', async () => {
    const user = await customer();
    const submitted = await submit(user.token);
    expect(submitted.status).toBe(200);
    expect(submitted.body.message).toBe('Recharge submitted: wait for administrator review');
    expect(submitted.body.data).toMatchObject({ status: 0, forecastAmount: '100.00', actualAmount: null });
    const id = submitted.body.data.id;

    const pending = await call(t.app, 'GET', '/admin/recharge/list?status=0', { token: staffToken });
    expect(pending.body.data.list.map((r: { id: string }) => r.id)).toContain(id);

    const approve = { id, approve: true, actualAmount: '98.50', reason: 'fee deducted by bank' };
    const [a, b] = await Promise.all([
      call(t.app, 'POST', '/admin/recharge/approve', { token: staffToken, body: approve }),
      call(t.app, 'POST', '/admin/recharge/approve', { token: adminToken, body: approve }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const again = await call(t.app, 'POST', '/admin/recharge/approve', {
      token: adminToken,
      body: { id, approve: false, reason: 'x' },
    });
    expect(again.status).toBe(409);
    expect(again.body.errorCode).toBe('ledger.recharge_reviewed');

    const info = await call(t.app, 'GET', '/user/info', { token: user.token });
    expect(info.body.data.balance).toBe('98.50');
    const balances = await call(t.app, 'GET', '/user/balanceInfo', { token: user.token });
    expect(balances.body.data.wallets.find((w: { currency: string }) => w.currency === 'USD')).toMatchObject({
      available: '98.50',
      creditBalance: '0.00',
    });

    const records = await call(t.app, 'GET', '/app/user/recharge/list', { token: user.token });
    expect(records.body.data.list[0]).toMatchObject({
      id,
      status: 1,
      actualAmount: '98.50',
      forecastAmount: '100.00',
    });
    expect(records.body.data.list[0].arrivedAt).not.toBeNull();

    const lines = await call(t.app, 'GET', '/app/balance/log/list?changeType=0', { token: user.token });
    expect(lines.body.data.total).toBe(1);
    expect(lines.body.data.list[0]).toMatchObject({
      changeType: 0,
      amount: '98.50',
      balanceAfter: '98.50',
      currency: 'USD',
    });
    const none = await call(t.app, 'GET', '/app/balance/log/list?changeType=4', { token: user.token });
    expect(none.body.data.total).toBe(0);
    expect(await reconcile(t.db)).toEqual({ accounts: [], transactions: [] });
  });

  it('warns the reviewer about a voucher image another recharge used and an amount far from the forecast', async () => {
    const alice = await customer();
    const bob = await customer();
    const first = await submit(alice.token);
    const reused = await submit(bob.token); // the same image bytes, uploaded again by someone else
    const fresh = await submit(bob.token, {
      voucherId: (await upload(bob.token, Buffer.concat([TINY_PNG, Buffer.from('other')]))).body.data.id,
    });
    expect([first.status, reused.status, fresh.status]).toEqual([200, 200, 200]);
    const warningsOf = (id: string, query = '', token = staffToken) =>
      call(t.app, 'GET', `/admin/recharge/${id}/warnings${query}`, { token });

    const warned = await warningsOf(reused.body.data.id);
    expect(warned.status).toBe(200);
    expect(warned.body.data.sameVoucher.map((r: { financeNo: string }) => r.financeNo)).toContain(
      first.body.data.financeNo,
    );
    expect(
      warned.body.data.sameVoucher.find(
        (r: { financeNo: string }) => r.financeNo === first.body.data.financeNo,
      ),
    ).toMatchObject({ email: alice.email, status: 0 });
    const clean = await warningsOf(fresh.body.data.id);
    expect(clean.body.data.sameVoucher).toEqual([]);

    // Forecast 100.00, default share 10%: 110.00 passes, 110.01 and 89.99 are warned about.
    expect(clean.body.data).toMatchObject({
      amountWarnPercent: 10,
      forecastAmount: '100.00',
      amountDeviates: null,
    });
    for (const [actual, deviates] of [
      ['110.00', false],
      ['110.01', true],
      ['89.99', true],
    ] as const) {
      const res = await warningsOf(fresh.body.data.id, `?actualAmount=${actual}`);
      expect(res.body.data.amountDeviates, actual).toBe(deviates);
    }
    expect((await warningsOf(fresh.body.data.id, '?actualAmount=1.001')).status).toBe(400);
    expect((await warningsOf(fresh.body.data.id, '', bob.token)).status).toBe(403);
    const unknown = await warningsOf('00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
  });

  it('says what is wrong with the amount: decimals, not greater than 0, too large, not a number', async () => {
    const user = await customer();
    const cases: [string, string, string][] = [
      ['10.001', 'at most 2 decimal places', '最多两位小数'],
      ['-5', 'greater than 0', '大于 0'],
      ['0', 'greater than 0', '大于 0'],
      ['1000000.01', 'cannot exceed 1,000,000.00', '不能超过 1,000,000.00'],
      ['ten', 'as a number', '数字金额'],
    ];
    for (const [amount, en, zh] of cases) {
      const res = await submit(user.token, { amount });
      expect(res.status, amount).toBe(400);
      expect(res.body.message, amount).toContain(en);
      const voucher = await upload(user.token);
      const zhRes = await call(t.app, 'POST', '/app/user/recharge', {
        token: user.token,
        lang: 'zh-CN',
        body: { currency: 'USD', paymentMethod: 'zelle', amount, voucherId: voucher.body.data.id },
      });
      expect(zhRes.body.message, amount).toContain(zh);
    }
  });

  it('refuses forged, negative, absurd and non-decimal amounts and changes nothing', async () => {
    const user = await customer();
    for (const amount of ['-5', '0', '0.001', '1000000.01', '1e5', 'NaN', ' ', '12,50']) {
      const res = await submit(user.token, { amount });
      expect(res.status, amount).toBe(400);
    }
    const numeric = await submit(user.token, { amount: 100 });
    expect(numeric.status).toBe(400);
    const zh = await call(t.app, 'POST', '/app/user/recharge', {
      token: user.token,
      lang: 'zh-CN',
      body: {
        currency: 'EUR',
        paymentMethod: 'zelle',
        amount: '1',
        voucherId: '00000000-0000-4000-8000-000000000000',
      },
    });
    expect(zh.status).toBe(400);
    expect(zh.body.message).toContain('钱包');
    const list = await call(t.app, 'GET', '/app/user/recharge/list', { token: user.token });
    expect(list.body.data.total).toBe(0);

    const submitted = await submit(user.token);
    const absurd = await call(t.app, 'POST', '/admin/recharge/approve', {
      token: adminToken,
      body: { id: submitted.body.data.id, approve: true, actualAmount: '99999999999' },
    });
    expect(absurd.status).toBe(400);
    const info = await call(t.app, 'GET', '/user/info', { token: user.token });
    expect(info.body.data.balance).toBe('0.00');
  });

  it("does not accept another user's voucher, nor let customers review or see others' recharges", async () => {
    const alice = await customer();
    const bob = await customer();
    const aliceVoucher = await upload(alice.token);
    const res = await call(t.app, 'POST', '/app/user/recharge', {
      token: bob.token,
      body: { currency: 'USD', paymentMethod: 'zelle', amount: '5', voucherId: aliceVoucher.body.data.id },
    });
    expect(res.status).toBe(404);
    expect(res.body.errorCode).toBe('ledger.voucher_not_found');
    const aliceRecharge = await submit(alice.token);
    const review = await call(t.app, 'POST', '/admin/recharge/approve', {
      token: bob.token,
      body: { id: aliceRecharge.body.data.id, approve: true, actualAmount: '5' },
    });
    expect(review.status).toBe(403);
    const bobList = await call(t.app, 'GET', '/app/user/recharge/list', { token: bob.token });
    expect(bobList.body.data.total).toBe(0);
    const adminList = await call(t.app, 'GET', '/admin/recharge/list', { token: bob.token });
    expect(adminList.status).toBe(403);
    const unknown = await call(t.app, 'POST', '/admin/recharge/approve', {
      token: adminToken,
      body: { id: '00000000-0000-4000-8000-000000000000', approve: true, actualAmount: '5' },
    });
    expect(unknown.status).toBe(404);
  });

  it('rejects with a reason and credits nothing; exports records with escaped cells', async () => {
    const user = await customer();
    const submitted = await submit(user.token, { remark: '=HYPERLINK("http://evil")' });
    const noReason = await call(t.app, 'POST', '/admin/recharge/approve', {
      token: adminToken,
      body: { id: submitted.body.data.id, approve: false },
    });
    expect(noReason.status).toBe(400);
    const rejected = await call(t.app, 'POST', '/admin/recharge/approve', {
      token: adminToken,
      body: { id: submitted.body.data.id, approve: false, reason: 'voucher unreadable' },
    });
    expect(rejected.body.data).toMatchObject({
      status: 2,
      auditRemark: 'voucher unreadable',
      actualAmount: null,
    });
    const info = await call(t.app, 'GET', '/user/balanceInfo', { token: user.token });
    expect(info.body.data.wallets[0].available).toBe('0.00');

    const down = await t.app.inject({
      method: 'GET',
      url: '/app/user/recharge/down',
      headers: { authorization: `Bearer ${user.token}`, 'accept-language': 'zh-CN' },
    });
    expect(down.statusCode).toBe(200);
    const sheet = await readXlsx(down.rawPayload, { maxRows: 100 });
    expect(sheet.headers).toContain('财务单号');
    expect(sheet.rows[0]!.cells).toContain('已驳回');
    expect(sheet.rows[0]!.cells.some((cell) => String(cell).startsWith('=HYPERLINK'))).toBe(true);
  });
});
