import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, request } from '../../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { addressBookEntries } from '../address-book/address-book.table.ts';
import { runJobsOnce } from '../jobs/queue.ts';
import { orders } from '../orders/orders.table.ts';
import {
  adminToken,
  type Customer,
  fundedCustomer,
  place,
  sandboxGround,
} from '../orders/placement.fixtures.ts';
import { useShopifySettings } from './shopify/shopify.settings.ts';
import { startFakeShopify } from './shopify/testing/fake-shopify.ts';
import { syncStore } from './stores.sync.ts';
import { storeOrders, stores } from './stores.table.ts';
import { connectBrowser } from './testing/connect-browser.ts';

/**
 * Issue 16, Shopify end to end on the server: OAuth connect (HMAC, single-use state), per-store syncs into
 * drafts (never twice, shipping rules applied), tracking pushed once after a label, tenant scoping.
 */
let t: TestApp;
let fake: Awaited<ReturnType<typeof startFakeShopify>>;
let ann: Customer;
let bob: Customer;
let ground: string;
const SECRET = 'shpss_test_secret';

beforeAll(async () => {
  t = await createTestApp();
  fake = await startFakeShopify({ clientId: 'cid', clientSecret: SECRET });
  useShopifySettings({ clientId: 'cid', clientSecret: SECRET, apiBaseOverride: `${fake.url}/{shop}` });
  ann = await fundedCustomer(t, 500_00n);
  bob = await fundedCustomer(t, 0n);
  ground = await sandboxGround(t, await adminToken(t), [ann]);
  await t.db.insert(addressBookEntries).values({
    userId: ann.id,
    title: 'Warehouse',
    personName: 'Ann Sender',
    phone: '2135550100',
    addressLine1: '1 Main St',
    city: 'Los Angeles',
    stateCode: 'CA',
    zipCode: '90001',
    countryCode: 'US',
    isDefaultSender: true,
  });
});
afterAll(async () => {
  useShopifySettings(null);
  await fake?.close();
});

const runJobs = async () => {
  while ((await runJobsOnce({ db: t.db, config: t.config, clock: t.clock.now })) > 0);
};
const key = () => ({ 'idempotency-key': randomUUID() });

/** The browser the flows start in: the callback carries the cookie the start set. */
const browser = connectBrowser();
/** Connect `shop` as `who`: start, follow the fake's approval redirect, call our callback. */
async function connect(who: Customer, shop: string, name: string) {
  const started = await call(t.app, 'POST', '/app/store/shopify/connect', {
    token: who.token,
    body: { name, shop },
    headers: key(),
  });
  expect(started.status).toBe(200);
  browser.remember(started.body.data.authorizeUrl, started.headers);
  const approved = await fetch(started.body.data.authorizeUrl, { redirect: 'manual' });
  expect(approved.status).toBe(302);
  const back = new URL(approved.headers.get('location')!);
  expect(back.pathname).toBe('/app/store/shopify/callback');
  return back.search;
}
const callback = (search: string) =>
  request(t.app, 'GET', `/app/store/shopify/callback${search}`, { headers: browser.headersFor(search) });
const storeList = (who: Customer) => call(t.app, 'GET', '/app/store/list', { token: who.token });

describe('Shopify connect', () => {
  it('connects through the signed callback and refuses the same callback replayed', async () => {
    const search = await connect(ann, 'ann-shop', 'Ann Tees');
    const done = await callback(search);
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe('/authSuccess?platform=shopify&store=Ann+Tees');
    const replay = await callback(search);
    expect(replay.headers.location).toBe('/authDeclined?platform=shopify&reason=stores.state_invalid');
    const list = (await storeList(ann)).body.data;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      platform: 'shopify',
      name: 'Ann Tees',
      account: 'ann-shop.myshopify.com',
      status: 'connected',
    });
    // Credentials are sealed at rest and never answered.
    const [row] = await t.db.select().from(stores).where(eq(stores.userId, ann.id));
    expect(row!.credentialsCipher).not.toContain('shpat_');
    expect(JSON.stringify(list)).not.toContain('shpat_');
  });

  it('refuses a tampered callback (bad hmac, other shop) and changes nothing', async () => {
    const search = await connect(ann, 'ann-second', 'Second');
    const tampered = new URLSearchParams(search);
    tampered.set('shop', 'ann-shop.myshopify.com');
    expect((await callback(`?${tampered}`)).headers.location).toContain('reason=stores.signature_invalid');
    const forged = new URLSearchParams(search);
    forged.set('hmac', '0'.repeat(64));
    expect((await callback(`?${forged}`)).headers.location).toContain('reason=stores.signature_invalid');
    expect((await callback('?shop=x')).headers.location).toContain('reason=stores.signature_invalid');
    expect((await storeList(ann)).body.data.map((s: { name: string }) => s.name)).toEqual(['Ann Tees']);
  });

  it('refuses shops outside myshopify.com, in both languages', async () => {
    for (const [lang, text] of [
      ['en-US', 'myshopify.com'],
      ['zh-CN', '店铺地址'],
    ] as const) {
      const res = await call(t.app, 'POST', '/app/store/shopify/connect', {
        token: ann.token,
        lang,
        body: { name: 'Evil', shop: 'evil.example.com' },
        headers: key(),
      });
      expect(res.status).toBe(400);
      expect(res.body.errorCode ?? res.body.message).toBeDefined();
      expect(JSON.stringify(res.body)).toContain(text);
    }
  });
});

describe('sync and fulfilment', () => {
  let annStore: string;
  beforeAll(async () => {
    annStore = (await storeList(ann)).body.data[0].id;
    const rule = await call(t.app, 'POST', '/app/shippingRule/create', {
      token: ann.token,
      headers: key(),
      body: {
        name: 'Tees by ground',
        conditions: { sku: 'TEE' },
        actions: { serviceMode: 'service', serviceId: ground },
      },
    });
    expect(rule.status).toBe(200);
    fake.addOrders('ann-shop.myshopify.com', [
      {
        name: '#1001',
        lines: [{ sku: 'TEE-RED-M', title: 'Red tee', quantity: 2, price: '19.50', grams: 250 }],
      },
      { name: '#1002', lines: [{ sku: 'MUG-1', title: 'Mug', quantity: 1, price: '8.00', grams: 400 }] },
    ]);
  });

  const annDrafts = () =>
    t.db
      .select()
      .from(storeOrders)
      .innerJoin(orders, eq(orders.id, storeOrders.orderId))
      .where(eq(storeOrders.storeId, annStore));

  it('pulls each store order into one draft with SKUs, quantities, customs values and rules applied; never twice', async () => {
    await runJobs(); // the sync queued by the connect
    const synced = await call(t.app, 'POST', `/app/store/sync/${annStore}`, {
      token: ann.token,
      headers: key(),
    });
    expect(synced.status).toBe(200);
    await runJobs();
    const rows = await annDrafts();
    expect(rows.map((r) => r.store_orders.storeOrderName).sort()).toEqual(['#1001', '#1002']);
    const tee = rows.find((r) => r.store_orders.storeOrderName === '#1001')!.orders;
    expect(tee.status).toBe(0);
    expect(tee.reference).toBe('Ann Tees:#1001');
    expect(tee.items).toEqual([
      expect.objectContaining({ description: 'TEE-RED-M Red tee', quantity: 2, declaredValue: '39.00' }),
    ]);
    expect(tee.toAddress).toMatchObject({ personName: 'Ada Lovelace', zipCode: '94105', stateCode: 'CA' });
    expect(tee.serviceId).toBe(ground); // the SKU rule chose the service
    const mug = rows.find((r) => r.store_orders.storeOrderName === '#1002')!.orders;
    expect(mug.serviceId).toBeNull();
    const [store] = (await storeList(ann)).body.data;
    expect(store).toMatchObject({ status: 'connected', importedOrders: 2, lastError: '' });
    expect(store.lastSyncAt).not.toBeNull();
  });

  it('makes one draft per store order even when two syncs run at once (the UNIQUE key decides)', async () => {
    fake.addOrders('ann-shop.myshopify.com', [
      { name: '#1004', lines: [{ sku: 'SOCK', title: 'Socks', quantity: 3, price: '4.00', grams: 60 }] },
    ]);
    const deps = { db: t.db, config: t.config, clock: t.clock.now };
    const [a, b] = await Promise.all([syncStore(deps, annStore), syncStore(deps, annStore)]);
    const made = [a, b].map((r) => ('imported' in r ? r.imported : 0));
    expect(made.sort()).toEqual([0, 1]);
    expect(await annDrafts()).toHaveLength(3);
  });

  it('looks the pulled orders up in one query per page, not one per order', async () => {
    let lookups = 0;
    // Counts the selects on store_orders the sync makes (the imports' own writes run in transactions).
    const counting = new Proxy(t.db, {
      get(target, prop) {
        const value = Reflect.get(target, prop, target);
        if (prop !== 'select') return typeof value === 'function' ? value.bind(target) : value;
        return (...args: unknown[]) => {
          const builder = value.apply(target, args);
          return new Proxy(builder, {
            get(b, p) {
              const v = Reflect.get(b, p, b);
              if (p !== 'from') return typeof v === 'function' ? v.bind(b) : v;
              return (table: unknown) => {
                if (table === storeOrders) lookups++;
                return v.call(b, table);
              };
            },
          });
        };
      },
    });
    const result = await syncStore({ db: counting, config: t.config, clock: t.clock.now }, annStore);
    expect(result).toMatchObject({ pulled: 3, imported: 0, alreadyImported: 3, failed: [] });
    expect(lookups).toBe(1);
  });

  it('pushes the tracking once after a label is bought, and never again', async () => {
    const tee = (await annDrafts()).find((r) => r.store_orders.storeOrderName === '#1001')!;
    const placed = await place(t, ann.token, { orderId: tee.orders.id }, randomUUID());
    expect(placed.status).toBe(200);
    await runJobs();
    const shop = fake.shop('ann-shop.myshopify.com');
    expect(shop.fulfillments).toHaveLength(1);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, tee.orders.id));
    expect(shop.fulfillments[0]).toMatchObject({
      orderName: '#1001',
      trackingInfo: { number: order!.trackingNo },
    });
    expect(order!.trackingNo).not.toBe('');
    // Another sync and fulfil run push nothing more, and the fulfilled order is not pulled again.
    await call(t.app, 'POST', `/app/store/sync/${annStore}`, { token: ann.token, headers: key() });
    await runJobs();
    expect(shop.fulfillments).toHaveLength(1);
    expect(await annDrafts()).toHaveLength(3);
    const [link] = await t.db.select().from(storeOrders).where(eq(storeOrders.orderId, tee.orders.id));
    expect(link!.trackingPushedAt).not.toBeNull();
    expect((await storeList(ann)).body.data[0].trackingPushed).toBe(1);
  });

  it("keeps one store's outage to itself: its error recorded, the other store still imports", async () => {
    t.clock.advanceMinutes(1);
    await callback(await connect(ann, 'ann-other', 'Other'));
    fake.addOrders('ann-other.myshopify.com', [
      { name: '#9001', lines: [{ sku: 'CAP', title: 'Cap', quantity: 1, price: '12.00', grams: 90 }] },
    ]);
    const shop = fake.shop('ann-shop.myshopify.com');
    shop.down = true;
    fake.addOrders('ann-shop.myshopify.com', [
      { name: '#1003', lines: [{ sku: 'X', title: 'X', quantity: 1, price: '1.00', grams: 10 }] },
    ]);
    await call(t.app, 'POST', `/app/store/sync/${annStore}`, { token: ann.token, headers: key() });
    await runJobs();
    const list = (await storeList(ann)).body.data as {
      name: string;
      status: string;
      lastError: string;
      importedOrders: number;
    }[];
    const down = list.find((s) => s.name === 'Ann Tees')!;
    expect(down.status).toBe('error');
    expect(down.lastError).toContain('store.unreachable');
    expect(await annDrafts()).toHaveLength(3);
    expect(list.find((s) => s.name === 'Other')).toMatchObject({ status: 'connected', importedOrders: 1 });
    shop.down = false;
  });
});

describe('tenant scoping', () => {
  it("answers another customer's store as unknown and changes nothing", async () => {
    const annStore = (await storeList(ann)).body.data.find((s: { name: string }) => s.name === 'Ann Tees').id;
    expect((await storeList(bob)).body.data).toEqual([]);
    for (const path of [`/app/store/sync/${annStore}`, `/app/store/disconnect/${annStore}`]) {
      const res = await call(t.app, 'POST', path, { token: bob.token, headers: key() });
      expect(res.status).toBe(404);
    }
    expect(
      (await call(t.app, 'POST', '/app/store/sync/not-a-uuid', { token: bob.token, headers: key() })).status,
    ).toBe(400);
    expect((await call(t.app, 'GET', '/app/store/list?sort=sideways', { token: bob.token })).status).toBe(
      400,
    );
    const [row] = await t.db
      .select()
      .from(stores)
      .where(and(eq(stores.id, annStore)));
    expect(row!.credentialsCipher).not.toBeNull();
  });

  it('disconnect forgets the credentials; the list sorts by the spec options', async () => {
    t.clock.advanceMinutes(1);
    await callback(await connect(ann, 'ann-zeta', 'A first by name'));
    const names = async (sort: string) =>
      (await call(t.app, 'GET', `/app/store/list?sort=${sort}`, { token: ann.token })).body.data.map(
        (s: { name: string }) => s.name,
      );
    expect(await names('left')).toEqual(['A first by name', 'Ann Tees', 'Other']);
    expect(await names('right')).toEqual(['Other', 'Ann Tees', 'A first by name']);
    expect(await names('index')).toEqual(['Ann Tees', 'Other', 'A first by name']);
    expect(await names('none')).toEqual(['A first by name', 'Other', 'Ann Tees']);
    const zeta = (await storeList(ann)).body.data.find(
      (s: { name: string }) => s.name === 'A first by name',
    ).id;
    const off = await call(t.app, 'POST', `/app/store/disconnect/${zeta}`, { token: ann.token });
    expect(off.body.data.status).toBe('disconnected');
    const [row] = await t.db.select().from(stores).where(eq(stores.id, zeta));
    expect(row!.credentialsCipher).toBeNull();
    expect(
      (await call(t.app, 'POST', `/app/store/sync/${zeta}`, { token: ann.token, headers: key() })).status,
    ).toBe(409);
  });
});
