import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, seedUser, signInAdmin } from '../../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';

let t: TestApp;
let adminToken: string;
let staffToken: string;
let customerToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await signInAdmin(t.app, t.db)).adminToken;
  staffToken = await login(t.app, (await seedUser(t.db, { kind: 'staff', roles: ['Staff'] })).email);
  customerToken = await login(t.app, (await seedUser(t.db, { kind: 'customer', roles: ['Customer'] })).email);
});

const zelle = {
  recipient: 'ShipLabel Inc.',
  account: 'pay@shiplabel.example',
  bank: 'Chase',
  notes: 'Write your account e-mail in the memo',
};

describe('payment method payees', () => {
  it('an administrator sets them; customers read the shown ones on Add funds', async () => {
    const saved = await call(t.app, 'POST', '/admin/finance/payees/zelle', {
      token: adminToken,
      body: zelle,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ method: 'zelle', ...zelle, enabled: true });
    const hidden = await call(t.app, 'POST', '/admin/finance/payees/rmb_private', {
      token: adminToken,
      body: { recipient: '张三', account: '6222 0000 1111', enabled: false },
    });
    expect(hidden.status).toBe(200);

    const shown = await call(t.app, 'GET', '/app/recharge/payees', { token: customerToken });
    expect(shown.status).toBe(200);
    expect(shown.body.data).toEqual([{ method: 'zelle', ...zelle }]);
    const all = await call(t.app, 'GET', '/admin/finance/payees', { token: adminToken });
    expect(all.body.data.map((p: { method: string }) => p.method)).toEqual(['rmb_private', 'zelle']);

    // Replacing keeps one row per method.
    const changed = await call(t.app, 'POST', '/admin/finance/payees/zelle', {
      token: adminToken,
      body: { ...zelle, account: 'billing@shiplabel.example' },
    });
    expect(changed.body.data.account).toBe('billing@shiplabel.example');
    expect(
      (await call(t.app, 'GET', '/app/recharge/payees', { token: customerToken })).body.data,
    ).toHaveLength(1);

    const removed = await call(t.app, 'POST', '/admin/finance/payees/zelle/remove', { token: adminToken });
    expect(removed.status).toBe(200);
    expect((await call(t.app, 'GET', '/app/recharge/payees', { token: customerToken })).body.data).toEqual(
      [],
    );
    const again = await call(t.app, 'POST', '/admin/finance/payees/zelle/remove', { token: adminToken });
    expect(again.status).toBe(404);
  });

  it('refuses other roles, unknown methods and missing fields, in both languages', async () => {
    for (const token of [staffToken, customerToken]) {
      const res = await call(t.app, 'POST', '/admin/finance/payees/zelle', { token, body: zelle });
      expect(res.status).toBe(403);
      expect((await call(t.app, 'GET', '/admin/finance/payees', { token })).status).toBe(403);
    }
    const unknown = await call(t.app, 'POST', '/admin/finance/payees/bitcoin', {
      token: adminToken,
      body: zelle,
    });
    expect(unknown.status).toBe(400);
    const missing = await call(t.app, 'POST', '/admin/finance/payees/zelle', {
      token: adminToken,
      lang: 'zh-CN',
      body: { recipient: ' ', account: '' },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('收款人');
    const en = await call(t.app, 'POST', '/admin/finance/payees/zelle', {
      token: adminToken,
      body: { recipient: 'X', account: '' },
    });
    expect(en.body.message).toContain('Enter the account');
  });
});
