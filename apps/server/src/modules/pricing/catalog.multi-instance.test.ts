import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { wrapPglite, wrapPool } from '../../db/client.ts';
import { call, login, seedUser } from '../../db/testing/fixtures.ts';
import { createSandboxChannel, SHIPMENT } from '../../db/testing/rates-fixtures.ts';
import { createTestApp, type TestApp, testConfig } from '../../db/testing/test-app.ts';
import { databaseUrl, getTestDb, workerDatabaseName } from '../../db/testing/test-db.ts';

/**
 * Each instance caches the rating catalogue in process. A second instance (own pool on PostgreSQL, own
 * database object over the same embedded client on PGlite, so its own cache) must see every change made
 * through the first on its very next request.
 */
let a: TestApp;
let b: { app: TestApp['app']; close(): Promise<void> };

beforeAll(async () => {
  a = await createTestApp();
  const adminUrl = process.env.TEST_DATABASE_URL;
  const shared = await getTestDb();
  const handle = adminUrl
    ? wrapPool(new pg.Pool({ connectionString: databaseUrl(adminUrl, workerDatabaseName()), max: 3 }))
    : shared.kind === 'pglite'
      ? wrapPglite(shared.client)
      : shared;
  const app = await buildApp({ config: testConfig(), db: handle.db, logger: false });
  await app.ready();
  b = {
    app,
    close: async () => {
      await app.close();
      if (adminUrl) await handle.close();
    },
  };
});
afterAll(async () => b.close());

describe('rating catalogue cache across instances', () => {
  it('sees allotments, disabling and price rules changed through another instance at once', async () => {
    const admin = await login(
      a.app,
      (await seedUser(a.db, { kind: 'admin', roles: ['Administrator'] })).email,
    );
    const customer = await seedUser(a.db, { roles: ['Customer'] });
    const onB = await login(b.app, customer.email);
    const quotes = async () =>
      (await call(b.app, 'POST', '/app/order/estimateRate', { token: onB, body: SHIPMENT })).body.data
        .quotes as {
        serviceCode: string;
        totalAmount: string;
      }[];
    expect(await quotes()).toEqual([]); // B has now cached an empty catalogue

    const ch = await createSandboxChannel(a.app, admin, 'Cache test');
    await call(a.app, 'POST', '/admin/channel/allot-channel', {
      token: admin,
      body: { userId: customer.id, serviceIds: ch.services.map((s) => s.id) },
    });
    const before = await quotes();
    expect(before.map((q) => q.serviceCode).sort()).toEqual(['ground', 'overnight', 'two_day']);

    await call(a.app, 'POST', `/admin/channel/enable/${ch.services[0]!.id}`, {
      token: admin,
      body: { status: 0 },
    });
    expect((await quotes()).map((q) => q.serviceCode).sort()).toEqual(['overnight', 'two_day']);

    await call(a.app, 'POST', '/admin/priceRule/create', {
      token: admin,
      body: { name: 'Everyone +1', isDefault: true, entries: [{ fixedAmount: '1.00' }] },
    });
    const after = await quotes();
    const twoDay = (list: typeof after) => Number(list.find((q) => q.serviceCode === 'two_day')!.totalAmount);
    expect(twoDay(after)).toBeCloseTo(twoDay(before) + 1, 2);
  });
});
