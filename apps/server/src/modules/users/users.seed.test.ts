import { beforeAll, describe, expect, it } from 'vitest';
import { call, login } from '../../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { DEMO_PASSWORD, seedDemoAccounts } from '../seed/accounts.seed.ts';
import { seedCatalog } from '../seed/catalog.seed.ts';
import { DEMO_SELLER_CODE, seedDemoSellerAndWarehouse } from './users.seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.db, await seedCatalog(t.db));
});

describe('demo seller and warehouse user', () => {
  it('seeds once: a seller owning the demo customer and buyer, and a warehouse user with its sender', async () => {
    expect(await seedDemoSellerAndWarehouse(t.db, DEMO_PASSWORD)).toBe(true);
    expect(await seedDemoSellerAndWarehouse(t.db, DEMO_PASSWORD)).toBe(false);

    const seller = await login(t.app, 'seller@example.com', DEMO_PASSWORD);
    const mine = (await call(t.app, 'GET', '/admin/list', { token: seller })).body.data;
    expect(mine.list.map((u: { email: string }) => u.email).sort()).toEqual([
      'buyer@example.com',
      'customer@example.com',
    ]);
    const admin = await login(t.app, 'admin@example.com', DEMO_PASSWORD);
    const sellers = (await call(t.app, 'GET', '/admin/list/seller', { token: admin })).body.data.list;
    expect(sellers).toEqual([
      expect.objectContaining({
        email: 'seller@example.com',
        invitationCode: DEMO_SELLER_CODE,
        customerCount: 2,
      }),
    ]);

    const warehouse = await login(t.app, 'warehouse@example.com', DEMO_PASSWORD);
    const book = (await call(t.app, 'GET', '/app/user/address-book/list', { token: warehouse })).body.data;
    expect(book.list).toEqual([
      expect.objectContaining({ title: 'Los Angeles Warehouse', zipCode: '90804', isDefaultSender: true }),
    ]);
    const page = (await call(t.app, 'GET', '/admin/pageOWUser', { token: admin })).body.data;
    expect(page.list).toEqual([
      expect.objectContaining({ email: 'warehouse@example.com', warehouseCode: 'LAX1' }),
    ]);
  });
});
