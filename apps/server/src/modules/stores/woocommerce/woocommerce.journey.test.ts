import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../db/testing/test-app.ts';
import { addressBookEntries } from '../../address-book/address-book.table.ts';
import { orders } from '../../orders/orders.table.ts';
import {
  adminToken,
  type Customer,
  fundedCustomer,
  place,
  sandboxGround,
} from '../../orders/placement.fixtures.ts';
import { fulfilStore } from '../stores.fulfill.ts';
import { syncStore } from '../stores.sync.ts';
import { storeOrders, stores } from '../stores.table.ts';
import { connectCookieFrom } from '../testing/connect-browser.ts';
import order727 from './fixtures/order-727.json' with { type: 'json' };
import { type FakeWoo, startFakeWoo } from './testing/fake-woocommerce.ts';

/**
 * The whole WooCommerce journey at server level, over real HTTP both ways: connect by the wc-auth key
 * exchange (the fake store POSTs the keys to our callback), pull two processing orders into drafts (twice:
 * still two), buy a label for each, and see each tracking number arrive at the store.
 */
let t: TestApp;
let origin: string;
let fake: FakeWoo;
let ann: Customer;
let ground: string;

const order = (id: number, status = 'processing') => ({
  ...structuredClone(order727),
  id,
  number: String(id),
  status,
  // Within the last day, so the second pull (which asks again for the last 24 hours) sees them again.
  date_created_gmt: new Date(t.clock.now().getTime() - 3_600_000 + id * 1000).toISOString().slice(0, 19),
});

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  fake = await startFakeWoo({
    orders: [order(801), order(802), order(803, 'completed')],
    weightUnit: 'lbs',
    weights: { 93: '1', 22: '2' },
  });
  const admin = await adminToken(t);
  ann = await fundedCustomer(t, 500_00n);
  ground = await sandboxGround(t, admin, [ann]);
  await t.db.insert(addressBookEntries).values({
    userId: ann.id,
    title: 'Warehouse',
    personName: 'Ann Lee',
    phone: '213-555-0100',
    addressLine1: '100 MAIN ST',
    city: 'LOS ANGELES',
    stateCode: 'CA',
    zipCode: '90001',
    isDefaultSender: true,
  });
});
afterAll(async () => {
  await fake.close();
});

const deps = () => ({ db: t.db, config: t.config, clock: t.clock.now });

describe('WooCommerce journey: connect -> pull -> drafts -> labels -> tracking at the store', () => {
  it('runs end to end against the fake store', async () => {
    // 1. Start: the store's approval page.
    const started = await fetch(`${origin}/app/store/woocommerce/connect`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${ann.token}`,
        'content-type': 'application/json',
        'idempotency-key': crypto.randomUUID(),
      },
      body: JSON.stringify({ name: 'Woo Shop', storeUrl: fake.url }),
    });
    expect(started.status).toBe(200);
    const authorizeUrl = new URL(
      ((await started.json()) as { data: { authorizeUrl: string } }).data.authorizeUrl,
    );
    const page = await (await fetch(authorizeUrl)).text();
    expect(page).toContain('ShipLabel would like to connect');

    // 2. The owner approves: the store POSTs the keys to our callback, then sends the browser back.
    const approved = await fetch(`${fake.url}/wc-auth/v1/access_granted`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: authorizeUrl.searchParams.toString(),
      redirect: 'manual',
    });
    expect(approved.status).toBe(302);
    expect(fake.callbacks).toHaveLength(1);
    expect(fake.callbacks[0]!.status).toBe(200);
    // The same browser that started the flow comes back with its cookie: only now is the store made.
    expect(await t.db.select().from(stores).where(eq(stores.userId, ann.id))).toHaveLength(0);
    const cookie = connectCookieFrom({ 'set-cookie': started.headers.getSetCookie() });
    expect(cookie).toMatch(/^shiplabel_connect_woocommerce=/);
    const back = await fetch(approved.headers.get('location')!, { redirect: 'manual', headers: { cookie } });
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe('/authSuccess?platform=woocommerce&store=Woo+Shop');
    const [store] = await t.db.select().from(stores).where(eq(stores.userId, ann.id));
    expect(store).toMatchObject({ platform: 'woocommerce', status: 'connected', account: fake.url });

    // A replay of the store's callback (same state, other keys) is refused and changes nothing.
    const replay = await fetch(fake.callbacks[0]!.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ...fake.callbacks[0]!.body,
        consumer_key: 'ck_attacker00000000',
        consumer_secret: 'cs_attacker00000000',
      }),
    });
    expect(replay.status).toBe(400);
    const [same] = await t.db.select().from(stores).where(eq(stores.id, store!.id));
    expect(same!.credentialsCipher).toBe(store!.credentialsCipher);

    // 3. Pull: the two processing orders become drafts; a second pull adds nothing.
    const first = await syncStore(deps(), store!.id);
    expect(first).toMatchObject({ pulled: 2, imported: 2, failed: [] });
    const second = await syncStore(deps(), store!.id);
    expect(second).toMatchObject({ imported: 0, alreadyImported: 2 });
    const links = await t.db.select().from(storeOrders).where(eq(storeOrders.storeId, store!.id));
    expect(links.map((l) => l.storeOrderId).sort()).toEqual(['801', '802']);
    const [draftRow] = await t.db.select().from(orders).where(eq(orders.id, links[0]!.orderId));
    expect(draftRow!.userId).toBe(ann.id);
    expect(draftRow!.toAddress).toMatchObject({
      personName: 'John Doe',
      zipCode: '94103',
      countryCode: 'US',
    });
    // 2 x 1 lb + 1 x 2 lb (the variation has no weight of its own: its parent's).
    expect(draftRow!.parcels[0]!.weight).toBe(4);

    // 4. Labels, then the tracking goes back to the store through the Shipment Tracking extension.
    const tracking = new Map<string, string>();
    for (const link of links) {
      const res = await place(t, ann.token, { orderId: link.orderId, serviceId: ground });
      expect(res.body.data.status).toBe(8);
      tracking.set(link.storeOrderId, res.body.data.trackingNo);
    }
    expect(await fulfilStore(deps(), store!.id)).toEqual({ pushed: 2, failed: 0 });
    for (const [id, number] of tracking) {
      expect(fake.trackings.get(Number(id))?.map((i) => i.tracking_number)).toEqual([number]);
      expect(fake.orders.get(Number(id))!.status).toBe('completed');
    }
    // Pushed once: a second run finds nothing due.
    expect(await fulfilStore(deps(), store!.id)).toEqual({ pushed: 0, failed: 0 });
    expect(fake.orders.get(803)!.status).toBe('completed');
  });
});
