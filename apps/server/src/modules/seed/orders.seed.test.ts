import { beforeEach, describe, expect, it } from 'vitest';
import { call, login } from '../../db/testing/fixtures.ts';
import { createTestApp, testConfig } from '../../db/testing/test-app.ts';
import { getTestDb, resetTestDb } from '../../db/testing/test-db.ts';
import { systemClock } from '../../lib/clock.ts';
import { reconcile } from '../ledger/reconciliation.ts';
import { seedDemoOrders } from './orders.seed.ts';
import { runSeed } from './seed.ts';

const demo = { demoData: true, adminEmail: undefined, adminPassword: undefined };

beforeEach(async () => {
  await resetTestDb(await getTestDb());
});

describe('demo orders', () => {
  it('gives the demo customer two drafts, a placed label, a cancelled one and two delivered, once, through the ledger', async () => {
    const { db } = await getTestDb();
    await runSeed(db, demo);
    const deps = { db, config: testConfig(), clock: systemClock };
    expect(await seedDemoOrders(deps)).toBe(true);
    expect(await seedDemoOrders(deps)).toBe(false);
    const { app } = await createTestApp();
    const token = await login(app, 'customer@example.com');
    const list = await call(app, 'GET', '/app/order/orders?view=allWaybills', { token });
    expect(list.body.data.total).toBe(6);
    const byRef = Object.fromEntries(
      (
        list.body.data.list as {
          reference: string;
          status: number;
          logisticsStatus: number;
          trackingNo: string;
        }[]
      ).map((o) => [o.reference, o]),
    );
    expect(byRef['DEMO-DRAFT-1']).toMatchObject({ status: 0 });
    expect(byRef['DEMO-INTL-1']).toMatchObject({ status: 0 });
    expect(byRef['DEMO-LABEL-1']).toMatchObject({ status: 8 });
    expect(byRef['DEMO-LABEL-1']!.trackingNo).toMatch(/^SBX/);
    expect(byRef['DEMO-LABEL-2']).toMatchObject({ status: 6 });
    // Labels of past days: the tracking refresh has delivered them (order 3, parcel 6).
    expect(byRef['DEMO-DELIVERED-1']).toMatchObject({ status: 3, logisticsStatus: 6 });
    expect(byRef['DEMO-DELIVERED-2']).toMatchObject({ status: 3, logisticsStatus: 6 });
    // The placed label was paid from the demo recharge; the cancelled one waits in pending refund.
    const info = await call(app, 'GET', '/user/info', { token });
    expect(Number(info.body.data.balance)).toBeLessThan(500);
    expect(Number(info.body.data.refundAmount)).toBeGreaterThan(0);
    expect(await reconcile(db)).toEqual({ accounts: [], transactions: [] });
  });
});
