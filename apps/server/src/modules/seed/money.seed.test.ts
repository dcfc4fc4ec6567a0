import { beforeEach, describe, expect, it } from 'vitest';
import { call, login } from '../../db/testing/fixtures.ts';
import { createTestApp } from '../../db/testing/test-app.ts';
import { getTestDb, resetTestDb } from '../../db/testing/test-db.ts';
import { reconcile } from '../ledger/reconciliation.ts';
import { runSeed } from './seed.ts';

const demo = { demoData: true, adminEmail: undefined, adminPassword: undefined };

beforeEach(async () => {
  await resetTestDb(await getTestDb());
});

describe('demo money', () => {
  it('gives the demo customer one approved recharge through the ledger, once', async () => {
    const { db } = await getTestDb();
    await runSeed(db, demo);
    await runSeed(db, demo);
    const { app } = await createTestApp();
    const token = await login(app, 'customer@example.com');
    const info = await call(app, 'GET', '/user/info', { token });
    expect(info.body.data.balance).toBe('500.00');
    const records = await call(app, 'GET', '/app/user/recharge/list', { token });
    expect(records.body.data.total).toBe(1);
    expect(records.body.data.list[0]).toMatchObject({ status: 1, actualAmount: '500.00' });
    const lines = await call(app, 'GET', '/app/balance/log/list', { token });
    expect(lines.body.data.list[0]).toMatchObject({
      changeType: 0,
      amount: '500.00',
      balanceAfter: '500.00',
    });
    expect(await reconcile(db)).toEqual({ accounts: [], transactions: [] });
    // Add funds says where to pay for the demo's payment methods.
    const payees = await call(app, 'GET', '/app/recharge/payees', { token });
    expect(payees.body.data.map((p: { method: string }) => p.method)).toEqual(['ach_wire', 'zelle']);
  });

  it('adds no money without demo data', async () => {
    const { db } = await getTestDb();
    await runSeed(db, { demoData: false, adminEmail: 'ops@company.example', adminPassword: 'Start1234' });
    const { app } = await createTestApp();
    const token = await login(app, 'ops@company.example', 'Start1234');
    const lines = await call(app, 'GET', '/admin/balance/log/list', { token });
    expect(lines.body.data.total).toBe(0);
  });
});
