import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, seedUser } from '../../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { runQueue } from '../orders/batch.fixtures.ts';
import { orders } from '../orders/orders.table.ts';
import {
  adminToken,
  type Customer,
  fundedCustomer,
  place,
  sandboxGround,
} from '../orders/placement.fixtures.ts';
import { IMPORT_LABEL, pushDue, SET_TRACKING_NO } from './lingxing.push.ts';
import { lingxingConnections } from './lingxing.table.ts';
import { startFakeLingxing, wmsOrder } from './lingxing-fake.testing.ts';
import { addWarehouseSender } from './testing/lingxing-world.ts';

/** Issue 16: the LingXing journey against a local fake ERP: connect, pull, label, tracking and PDF back. */
const APP_ID = 'ak_shiplabel0001';
const APP_SECRET = 'lx-secret-3f9a1c';
let t: TestApp;
let fake: Awaited<ReturnType<typeof startFakeLingxing>>;
let ann: Customer;
let bob: Customer;
let ground: string;

const BASE = '/app/lingxing';
const post = (path: string, body: unknown, token: string, lang?: 'en-US' | 'zh-CN') =>
  call(t.app, 'POST', `${BASE}${path}`, { token, body, ...(lang ? { lang } : {}) });
const get = (path: string, token: string) => call(t.app, 'GET', `${BASE}${path}`, { token });
const deps = () => ({ db: t.db, config: t.config, clock: t.clock.now });
beforeAll(async () => {
  t = await createTestApp();
  fake = await startFakeLingxing({
    appId: APP_ID,
    appSecret: APP_SECRET,
    orders: [wmsOrder(1), wmsOrder(2)],
  });
  const admin = await adminToken(t);
  ann = await fundedCustomer(t, 1_000_00n);
  bob = await fundedCustomer(t, 0n);
  ground = await sandboxGround(t, admin, [ann]);
  await addWarehouseSender(t, ann.id);
});
afterAll(async () => fake?.close());

describe('connecting', () => {
  it('bad credentials: a clear error in both languages and nothing stored', async () => {
    const en = await post(
      '/connect',
      { appId: APP_ID, appSecret: 'wrong', baseUrl: fake.url },
      ann.token,
      'en-US',
    );
    expect(en.status).toBe(400);
    expect(en.body).toMatchObject({ errorCode: 'lingxing.bad_credentials' });
    expect(en.body.message).toContain('App ID and App Secret');
    const zh = await post(
      '/connect',
      { appId: APP_ID, appSecret: 'wrong', baseUrl: fake.url },
      ann.token,
      'zh-CN',
    );
    expect(zh.body.message).toContain('AppSecret');
    const unknownApp = await post(
      '/connect',
      { appId: 'ak_unknownapp001', appSecret: APP_SECRET, baseUrl: fake.url },
      ann.token,
    );
    expect(unknownApp.body.errorCode).toBe('lingxing.bad_credentials');
    expect((await get('/connection', ann.token)).body.data).toBeNull();
    expect(
      await t.db.select().from(lingxingConnections).where(eq(lingxingConnections.userId, ann.id)),
    ).toEqual([]);
  });

  it('refuses an app id that cannot be an AES key, and a missing secret', async () => {
    const short = await post('/connect', { appId: 'ak_short', appSecret: APP_SECRET }, ann.token);
    expect(short.status).toBe(400);
    expect(short.body.errors).toEqual([
      { field: 'appId', message: 'The LingXing App ID must be 16, 24 or 32 characters long' },
    ]);
    const wrongType = await post('/connect', { appId: 12, appSecret: null }, ann.token);
    expect(wrongType.status).toBe(400);
  });

  it('connects with a token from LingXing; the secret is sealed at rest', async () => {
    const res = await post(
      '/connect',
      { appId: APP_ID, appSecret: APP_SECRET, baseUrl: fake.url },
      ann.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ appId: APP_ID, status: 'ok', lastErrorCode: '' });
    expect(JSON.stringify(res.body)).not.toContain(APP_SECRET);
    const [row] = await t.db.select().from(lingxingConnections).where(eq(lingxingConnections.userId, ann.id));
    expect(row!.secretCipher).not.toContain(APP_SECRET);
    expect((await post('/test', undefined, ann.token)).body.data.status).toBe('ok');
  });
});

describe('pulling and pushing back', () => {
  it('pulls two orders into drafts once, with recipient, SKUs and customs lines mapped', async () => {
    expect((await post('/pull', undefined, ann.token)).status).toBe(200);
    await runQueue(t);
    expect((await post('/pull', undefined, ann.token)).status).toBe(200);
    await runQueue(t);
    const list = (await get('/orders?pageSize=50', ann.token)).body.data;
    expect(list.total).toBe(2);
    expect(list.list.map((o: { pushState: string }) => o.pushState)).toEqual(['waiting', 'waiting']);
    const first = list.list.find((o: { woNumber: string }) => o.woNumber === wmsOrder(1).wo_number);
    const [draft] = await t.db.select().from(orders).where(eq(orders.id, first.orderId));
    expect(draft!.userId).toBe(ann.id);
    expect(draft!.toAddress).toMatchObject({
      personName: 'Rue 1',
      addressLine1: '3821 Rosewood Court',
      city: 'Winchester',
      stateCode: 'KY',
      zipCode: '40391',
      countryCode: 'US',
    });
    expect(draft!.fromAddress).toMatchObject({ city: 'Los Angeles', stateCode: 'CA' });
    expect(draft!.parcels[0]).toMatchObject({ weight: 0.48, massUnit: 'kg', length: 20, distanceUnit: 'cm' });
    expect(draft!.items.map((i) => [i.description, i.quantity, i.declaredValue])).toEqual([
      ['SKU-1A Cotton T-shirt', 2, '24.00'],
      ['SKU-1B Baseball cap', 1, '9.50'],
    ]);
    expect(draft!.reference2).toBe(wmsOrder(1).wo_number);
    expect((await get('/connection', ann.token)).body.data.lastPullCount).toBe(0); // the second pull found none new
  });

  it('after a label is bought, the tracking number and the label PDF reach LingXing', async () => {
    const list = (await get('/orders', ann.token)).body.data.list;
    for (const o of list)
      expect((await place(t, ann.token, { orderId: o.orderId, serviceId: ground })).status).toBe(200);
    await pushDue(deps());
    const placed = await t.db.select().from(orders).where(eq(orders.userId, ann.id));
    const tracking = fake.at(SET_TRACKING_NO);
    expect(tracking).toHaveLength(2);
    for (const call of tracking) {
      const order = placed.find((o) => o.reference2 === call.body.wo_number)!;
      expect(order.trackingNo).not.toBe('');
      expect(call.body).toMatchObject({ tracking_no: order.trackingNo, waybill_no: order.trackingNo });
    }
    const labels = fake.at(IMPORT_LABEL);
    expect(labels).toHaveLength(2);
    for (const call of labels) {
      expect(Buffer.from(String(call.body.base64File), 'base64').subarray(0, 5).toString()).toBe('%PDF-');
      expect([wmsOrder(1).wo_id, wmsOrder(2).wo_id]).toContain(call.body.woId);
    }
    const after = (await get('/orders', ann.token)).body.data.list;
    expect(after.map((o: { pushState: string }) => o.pushState)).toEqual(['pushed', 'pushed']);
    expect(
      after.every(
        (o: { trackingPushed: boolean; labelPushed: boolean }) => o.trackingPushed && o.labelPushed,
      ),
    ).toBe(true);
  });

  it('a rate limit (3001008) is retried later without setting the tracking number twice', async () => {
    fake.orders.push(wmsOrder(3));
    fake.expireTokens(); // the pull renews the token on 2001003 and carries on
    const tokensBefore = fake.tokenRequests();
    await post('/pull', undefined, ann.token);
    await runQueue(t);
    expect(fake.tokenRequests()).toBe(tokensBefore + 1);
    const third = (await get('/orders', ann.token)).body.data.list.find(
      (o: { woNumber: string }) => o.woNumber === wmsOrder(3).wo_number,
    );
    expect((await place(t, ann.token, { orderId: third.orderId, serviceId: ground })).status).toBe(200);
    fake.failNext(IMPORT_LABEL, '3001008');
    await pushDue(deps());
    let row = (await get('/orders', ann.token)).body.data.list.find((o: { id: string }) => o.id === third.id);
    expect(row).toMatchObject({
      pushState: 'pending',
      errorCode: 'lingxing.rate_limited',
      trackingPushed: true,
      labelPushed: false,
    });
    expect(row.errorMessage).toContain('limiting');
    await pushDue(deps()); // not due yet: nothing sent
    expect(fake.at(IMPORT_LABEL)).toHaveLength(2);
    t.clock.advanceMinutes(2);
    await pushDue(deps());
    row = (await get('/orders', ann.token)).body.data.list.find((o: { id: string }) => o.id === third.id);
    expect(row).toMatchObject({ pushState: 'pushed', errorCode: '' });
    expect(fake.at(SET_TRACKING_NO).filter((c) => c.body.wo_number === wmsOrder(3).wo_number)).toHaveLength(
      1,
    );
    expect(fake.at(IMPORT_LABEL)).toHaveLength(3);
  });

  it('"push again" sends the label once more', async () => {
    const first = (await get('/orders', ann.token)).body.data.list[0];
    expect((await post(`/orders/${first.id}/push`, undefined, ann.token)).status).toBe(200);
    await runQueue(t);
    expect(fake.at(IMPORT_LABEL)).toHaveLength(4);
  });
});

describe('tenant boundaries', () => {
  it("another customer sees no connection or orders and cannot push Ann's", async () => {
    const annOrder = (await get('/orders', ann.token)).body.data.list[0];
    expect((await get('/connection', bob.token)).body.data).toBeNull();
    expect((await get('/orders', bob.token)).body.data.total).toBe(0);
    const push = await post(`/orders/${annOrder.id}/push`, undefined, bob.token);
    expect(push.status).toBe(404);
    expect(push.body.errorCode).toBe('lingxing.order_not_found');
    expect((await post('/pull', undefined, bob.token)).body.errorCode).toBe('lingxing.not_connected');
    expect((await post('/orders/not-a-uuid/push', undefined, bob.token)).status).toBe(400);
  });

  it('a user without the onlyyou resource is refused', async () => {
    const plain = await seedUser(t.db, { roles: [] });
    const token = await login(t.app, plain.email);
    expect((await get('/connection', token)).status).toBe(403);
  });

  it('without a sender address, pulled orders are recorded as invalid with a clear code', async () => {
    const carl = await fundedCustomer(t, 0n);
    const other = await startFakeLingxing({ appId: APP_ID, appSecret: APP_SECRET, orders: [wmsOrder(9)] });
    try {
      await post('/connect', { appId: APP_ID, appSecret: APP_SECRET, baseUrl: other.url }, carl.token);
      await post('/pull', undefined, carl.token);
      await runQueue(t);
      const list = (await get('/orders', carl.token)).body.data.list;
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({ pushState: 'invalid', errorCode: 'lingxing.no_sender', orderId: null });

      // Once the customer has a sender, the next pull takes the same order up into a draft.
      await addWarehouseSender(t, carl.id);
      await post('/pull', undefined, carl.token);
      await runQueue(t);
      const again = (await get('/orders', carl.token)).body.data.list;
      expect(again).toHaveLength(1);
      expect(again[0]).toMatchObject({ pushState: 'waiting', errorCode: '' });
      expect(again[0].orderId).toEqual(expect.any(String));
    } finally {
      await other.close();
    }
  });
});
