import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, login } from '../../db/testing/fixtures.ts';
import { SHIPMENT } from '../../db/testing/rates-fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { getTestDb, resetTestDb } from '../../db/testing/test-db.ts';
import { runSeed } from '../seed/seed.ts';
import { channelServices, channels, serviceAllotments } from './channels.table.ts';

let t: TestApp;
beforeAll(async () => {
  await resetTestDb(await getTestDb());
  t = await createTestApp();
});

const demo = { demoData: true, adminEmail: undefined, adminPassword: undefined };
const n = async (table: typeof channels | typeof channelServices | typeof serviceAllotments) =>
  Number((await t.db.select({ n: count() }).from(table))[0]!.n);

describe('demo rates seed', () => {
  it('seeds a sandbox and a rate-card channel allotted to the demo customer once, so rates work at once', async () => {
    // Five services allotted to the demo customer, and the same five to the demo proxy (issue 13).
    await runSeed(t.db, demo);
    expect([await n(channels), await n(channelServices), await n(serviceAllotments)]).toEqual([2, 5, 10]);
    await runSeed(t.db, demo);
    expect([await n(channels), await n(channelServices), await n(serviceAllotments)]).toEqual([2, 5, 10]);

    const token = await login(t.app, 'customer@example.com');
    const res = await call(t.app, 'POST', '/app/order/estimateRate', {
      token,
      body: { ...SHIPMENT, to: { ...SHIPMENT.to, isResidential: true } },
    });
    const names = res.body.data.quotes.map((q: { serviceName: string }) => q.serviceName);
    expect(names).toHaveLength(4);
    expect(names).toContain('Rate Card Standard');
    expect(res.body.data.unavailable.map((u: { serviceName: string }) => u.serviceName)).toEqual([
      'Sandbox International',
    ]);
    const card = res.body.data.quotes.find(
      (q: { serviceName: string }) => q.serviceName === 'Rate Card Standard',
    );
    // 4 lb zone 8 on the demo card: 650 + 220 + 280 + 168 = 13.18; + residential 4.50; fuel 8.5 % of 17.68
    // = 1.5028, rounded up 1.51; cost 19.19; default rule 15 % (2.8785 -> 2.88) + 0.50 -> base 13.18 + 3.38
    expect(card.breakdown).toEqual({
      base: '16.56',
      surcharges: [
        { code: 'residential', amount: '4.50' },
        { code: 'fuel', amount: '1.51' },
      ],
      insurance: '0.00',
      deposit: '0.00',
    });
    expect(card.totalAmount).toBe('22.57');
  });
});
