import { ORDER_STATUS } from '@shiplabel/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../db/testing/test-app.ts';
import { getTestDb, resetTestDb } from '../../db/testing/test-db.ts';
import { systemClock } from '../../lib/clock.ts';
import { orders } from '../orders/orders.table.ts';
import { seedDemoOrders } from '../seed/orders.seed.ts';
import { runSeed } from '../seed/seed.ts';
import { users } from '../users/users.table.ts';
import { riskExemptions } from './risk.table.ts';

describe('demo data with the risk rules on (as `npm start` runs)', () => {
  it('lists the new demo customer as exempt, so its demo label is bought, not held for review', async () => {
    const handle = await getTestDb();
    await resetTestDb(handle);
    const { db } = handle;
    await runSeed(db, { demoData: true, adminEmail: undefined, adminPassword: undefined });
    const [customer] = await db.select().from(users).where(eq(users.email, 'customer@example.com'));
    const [admin] = await db.select().from(users).where(eq(users.email, 'admin@example.com'));
    const entryOf = () => db.select().from(riskExemptions).where(eq(riskExemptions.userId, customer!.id));
    expect(await entryOf()).toEqual([
      expect.objectContaining({ userId: customer!.id, addedBy: admin!.id, note: 'Demo account' }),
    ]);
    const config = testConfig();
    expect(
      await seedDemoOrders({
        db,
        config: { ...config, riskRules: { ...config.riskRules, enabled: true } },
        clock: systemClock,
      }),
    ).toBe(true);
    const statuses = (await db.select({ status: orders.status }).from(orders)).map((o) => o.status);
    expect(statuses).not.toContain(ORDER_STATUS.forecastSuccessful);
    expect(statuses).toContain(ORDER_STATUS.placed);
    // A restart (the seed runs on every start) does not put back an entry an operator removed.
    await db.delete(riskExemptions).where(eq(riskExemptions.userId, customer!.id));
    await runSeed(db, { demoData: true, adminEmail: undefined, adminPassword: undefined });
    expect(await entryOf()).toEqual([]);
  });
});
