import { RESOURCES, ROLE_SEEDS } from '@shiplabel/shared';
import { and, count, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { PASSWORD, postLogin } from '../../db/testing/fixtures.ts';
import { createTestApp } from '../../db/testing/test-app.ts';
import { getTestDb, resetTestDb } from '../../db/testing/test-db.ts';
import { exchangeRates } from '../exchange/exchange.table.ts';
import { resourceCategories, resources, roleResources, roles } from '../rbac/rbac.table.ts';
import { users } from '../users/users.table.ts';
import { MissingAdminError } from './accounts.seed.ts';
import { runSeed } from './seed.ts';

const demo = { demoData: true, adminEmail: undefined, adminPassword: undefined };

beforeEach(async () => {
  await resetTestDb(await getTestDb());
});

const counts = async () => {
  const { db } = await getTestDb();
  const n = async (table: typeof roles | typeof resources | typeof resourceCategories | typeof users) =>
    Number((await db.select({ n: count() }).from(table))[0]!.n);
  return {
    roles: await n(roles),
    resources: await n(resources),
    categories: await n(resourceCategories),
    users: await n(users),
  };
};

describe('seed', () => {
  it('creates the catalogue and the three demo accounts once; later runs change nothing', async () => {
    const { db } = await getTestDb();
    expect(await runSeed(db, demo)).toEqual({ demoAccountsCreated: true, firstAdminCreated: false });
    const first = await counts();
    expect(first).toEqual({ roles: ROLE_SEEDS.length, resources: RESOURCES.length, categories: 4, users: 9 });
    expect(await runSeed(db, demo)).toEqual({ demoAccountsCreated: false, firstAdminCreated: false });
    expect(await counts()).toEqual(first);

    const rows = await db.select().from(users).orderBy(users.email);
    expect(rows.map((u) => [u.email, u.kind, u.status])).toEqual([
      ['admin@example.com', 'admin', 1],
      // issue 13: the demo seller's second customer, the seller and the overseas-warehouse user
      ['buyer@example.com', 'customer', 1],
      ['customer@example.com', 'customer', 1],
      // issue 13: the demo sign-up waiting for activation
      ['pending@example.com', 'customer', 0],
      // issue 13: the demo proxy user and its sub-account
      ['proxy@example.com', 'proxy', 1],
      ['seller@example.com', 'seller', 1],
      ['staff@example.com', 'staff', 1],
      ['sub@example.com', 'customer', 1],
      ['warehouse@example.com', 'warehouse', 1],
    ]);
    expect(rows.find((u) => u.email === 'sub@example.com')!.parentId).toBe(
      rows.find((u) => u.email === 'proxy@example.com')!.id,
    );
    expect(rows.find((u) => u.email === 'customer@example.com')).toMatchObject({
      nickName: 'Demo Customer',
      company: 'Demo Trading LLC',
    });
    // issue 13: the exchange page has a rate in each direction, set once by the demo administrator
    const rates = await db.select().from(exchangeRates);
    expect(rates.map((r) => `${r.base}->${r.quote}`).sort()).toEqual(['CNY->USD', 'USD->CNY']);
    expect(new Set(rates.map((r) => r.setBy))).toEqual(new Set([rows[0]!.id]));

    const { app } = await createTestApp();
    for (const email of [
      'admin@example.com',
      'staff@example.com',
      'customer@example.com',
      'proxy@example.com',
      'sub@example.com',
    ]) {
      expect((await postLogin(app, email, PASSWORD)).statusCode, email).toBe(200);
    }
  });

  it('gives the built-in administrator role its codes back, even renamed', async () => {
    const { db } = await getTestDb();
    const [admin] = await db.select().from(roles).where(eq(roles.builtin, true));
    const [orderList] = await db.select().from(resources).where(eq(resources.code, 'orderList'));
    await db.update(roles).set({ name: 'Chiefs' }).where(eq(roles.id, admin!.id));
    await db
      .delete(roleResources)
      .where(and(eq(roleResources.roleId, admin!.id), eq(roleResources.resourceId, orderList!.id)));
    await runSeed(db, demo);
    const held = await db.select().from(roleResources).where(eq(roleResources.roleId, admin!.id));
    expect(held).toHaveLength(ROLE_SEEDS.find((r) => r.builtin)!.codes.length);
    expect((await db.select().from(roles).where(eq(roles.builtin, true))).map((r) => r.name)).toEqual([
      'Chiefs',
    ]);
  });

  it('keeps what an administrator changed in the catalogue and restores a deleted system resource', async () => {
    const { db } = await getTestDb();
    await runSeed(db, demo);
    await db
      .update(resourceCategories)
      .set({ nameEn: 'Back office' })
      .where(eq(resourceCategories.key, 'admin'));
    await db.update(resources).set({ nameEn: 'Carriers' }).where(eq(resources.code, 'adminChannel'));
    await db.delete(resources).where(eq(resources.code, 'ptuOne'));
    await runSeed(db, demo);
    const [category] = await db.select().from(resourceCategories).where(eq(resourceCategories.key, 'admin'));
    expect(category!.nameEn).toBe('Back office');
    const [channel] = await db.select().from(resources).where(eq(resources.code, 'adminChannel'));
    expect(channel).toMatchObject({ nameEn: 'Carriers', system: true });
    const [restored] = await db.select().from(resources).where(eq(resources.code, 'ptuOne'));
    expect(restored).toMatchObject({ nameEn: 'Image editing tool', system: true });
  });

  it('with DEMO_DATA=false creates only the first administrator, and refuses to start without one', async () => {
    const { db } = await getTestDb();
    const production = { demoData: false, adminEmail: undefined, adminPassword: undefined };
    await expect(runSeed(db, production)).rejects.toBeInstanceOf(MissingAdminError);
    const withAdmin = { demoData: false, adminEmail: 'ops@company.example', adminPassword: 'Start1234' };
    expect(await runSeed(db, withAdmin)).toEqual({ demoAccountsCreated: false, firstAdminCreated: true });
    expect(await runSeed(db, production)).toEqual({ demoAccountsCreated: false, firstAdminCreated: false });
    expect((await counts()).users).toBe(1);
    const { app } = await createTestApp();
    const res = await postLogin(app, 'ops@company.example', 'Start1234');
    expect(res.statusCode).toBe(200);
  });
});
