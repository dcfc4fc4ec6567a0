import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createCarrierHttp } from '../../carriers/http/carrier-http.ts';
import { type StoreContext, StoreError } from '../store-adapter.ts';
import order727 from './fixtures/order-727.json' with { type: 'json' };
import { type FakeWoo, startFakeWoo } from './testing/fake-woocommerce.ts';
import { pullWcOrders, pushWcTracking, trackingNote, woocommerceAdapter } from './woocommerce.adapter.ts';

const KEYS = { consumerKey: 'ck_0123456789abcdef', consumerSecret: 'cs_0123456789abcdef' };
const stores: FakeWoo[] = [];
afterEach(async () => {
  await Promise.all(stores.splice(0).map((s) => s.close()));
});

/** A processing order like the reference's 727, with its own id and creation time. */
const orderNo = (id: number, status = 'processing') => ({
  ...structuredClone(order727),
  id,
  number: String(id),
  status,
  date_created_gmt: `2026-01-01T00:${String(Math.floor(id / 60) % 60).padStart(2, '0')}:${String(id % 60).padStart(2, '0')}`,
});

async function store(options: Parameters<typeof startFakeWoo>[0] = {}) {
  const fake = await startFakeWoo({ keys: [KEYS], ...options });
  stores.push(fake);
  return fake;
}

const ctxOf = (baseUrl: string, credentials: Record<string, string> = KEYS): StoreContext => ({
  storeId: randomUUID(),
  userId: randomUUID(),
  baseUrl,
  credentials,
  http: createCarrierHttp({
    db: null,
    carrierCode: 'woocommerce',
    channelId: randomUUID(),
    sleep: async () => {},
  }),
});

describe('pullWcOrders against a fake WooCommerce', () => {
  it('follows X-WP-TotalPages over 3 pages and keeps only processing orders', async () => {
    const orders = [...Array.from({ length: 230 }, (_, i) => orderNo(i + 1)), orderNo(999, 'completed')];
    const fake = await store({ orders });
    const pulled = await pullWcOrders(ctxOf(fake.url));
    expect(pulled).toHaveLength(230);
    expect(new Set(pulled.map((o) => o.storeOrderId)).size).toBe(230);
    expect(pulled.some((o) => o.storeOrderId === '999')).toBe(false);
    const pages = fake.server.calls.filter((c) => c.path === '/wp-json/wc/v3/orders');
    expect(pages.map((c) => c.query.get('page'))).toEqual(['1', '2', '3']);
    expect(
      pages.every((c) => c.query.get('status') === 'processing' && c.query.get('per_page') === '100'),
    ).toBe(true);
    // Basic auth over the wire, never keys in the query string.
    expect(pages[0]!.headers.authorization).toBe(
      `Basic ${Buffer.from('ck_0123456789abcdef:cs_0123456789abcdef').toString('base64')}`,
    );
    expect(pages[0]!.query.has('consumer_key')).toBe(false);
  });

  it('asks only for orders after `since` (GMT) and fills weights in the store unit', async () => {
    const fake = await store({
      orders: [orderNo(1), orderNo(2)],
      weightUnit: 'oz',
      weights: { 93: '8', 23: '12' },
    });
    const pulled = await pullWcOrders(ctxOf(fake.url), new Date('2026-01-01T00:00:01.500Z'));
    expect(pulled.map((o) => o.storeOrderId)).toEqual(['2']);
    const call = fake.server.calls.find((c) => c.path === '/wp-json/wc/v3/orders')!;
    expect(call.query.get('after')).toBe('2026-01-01T00:00:01Z');
    expect(call.query.get('dates_are_gmt')).toBe('true');
    expect(pulled[0]!.lines.map((l) => l.weight)).toEqual([
      { value: 8, unit: 'oz' },
      { value: 12, unit: 'oz' },
    ]);
  });

  it('reports orders it cannot ship instead of failing the pull', async () => {
    const broken = { ...orderNo(5), shipping: {}, billing: {} };
    const fake = await store({ orders: [orderNo(4), broken] });
    const skipped: string[] = [];
    const pulled = await pullWcOrders(ctxOf(fake.url), undefined, (id, reason) =>
      skipped.push(`${id}:${reason}`),
    );
    expect(pulled.map((o) => o.storeOrderId)).toEqual(['4']);
    expect(skipped).toEqual(['5:woocommerce.order_no_address']);
  });

  it('revoked keys are store.unauthorized; plain http off this machine is refused before anything is sent', async () => {
    const fake = await store({ orders: [orderNo(1)] });
    await expect(
      pullWcOrders(ctxOf(fake.url, { consumerKey: 'ck_x', consumerSecret: 'cs_y' })),
    ).rejects.toMatchObject({
      code: 'store.unauthorized',
    });
    const before = fake.server.calls.length;
    const error = await pullWcOrders(ctxOf('http://shop.example.com')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StoreError);
    expect((error as StoreError).code).toBe('store.refused');
    expect((error as StoreError).message).toContain('woocommerce.https_required');
    expect(fake.server.calls.length).toBe(before);
  });
});

describe('pushWcTracking', () => {
  const tracking = {
    carrierName: 'USPS',
    trackingNumber: '9400111899560000000000',
    url: 'https://tools.usps.com/tracking/9400111899560000000000',
  };
  const ref = { storeOrderId: '727', fulfillmentRef: { wcOrderId: 727 } };

  it('with the Shipment Tracking extension: one tracking item, order completed, nothing twice on a retry', async () => {
    const fake = await store({ orders: [orderNo(727)] });
    const ctx = ctxOf(fake.url);
    expect(await pushWcTracking(ctx, ref, tracking, '2026-07-10')).toEqual({ via: 'shipment-tracking' });
    await woocommerceAdapter.pushTracking(ctx, ref, tracking);
    expect(fake.trackings.get(727)).toHaveLength(1);
    expect(fake.trackings.get(727)![0]).toMatchObject({
      tracking_provider: 'USPS',
      tracking_number: '9400111899560000000000',
      tracking_link: tracking.url,
      date_shipped: '2026-07-10',
    });
    expect(fake.orders.get(727)!.status).toBe('completed');
    expect(fake.notes.get(727)).toBeUndefined();
  });

  it('without the extension (404 rest_no_route): a customer note with the tracking, order completed, once', async () => {
    const fake = await store({ orders: [orderNo(727)], withTrackingExtension: false });
    const ctx = ctxOf(fake.url);
    expect(await pushWcTracking(ctx, ref, tracking)).toEqual({ via: 'order-note' });
    expect(await pushWcTracking(ctx, ref, tracking)).toEqual({ via: 'order-note' });
    expect(fake.notes.get(727)).toEqual([{ id: 1000, note: trackingNote(tracking), customer_note: true }]);
    expect(fake.notes.get(727)![0]!.note).toContain('9400111899560000000000');
    expect(fake.orders.get(727)!.status).toBe('completed');
  });

  it('an order the store no longer has is refused (not mistaken for a missing extension)', async () => {
    const fake = await store({ orders: [] });
    await expect(pushWcTracking(ctxOf(fake.url), ref, tracking)).rejects.toMatchObject({
      code: 'store.refused',
    });
    expect(fake.notes.size).toBe(0);
  });
});
