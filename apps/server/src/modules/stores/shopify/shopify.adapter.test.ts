import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCarrierHttp } from '../../carriers/http/carrier-http.ts';
import type { StoreContext } from '../store-adapter.ts';
import { shopifyAdapter } from './shopify.adapter.ts';
import { startFakeShopify } from './testing/fake-shopify.ts';

/** Issue 16: the Shopify adapter's HTTP against a local Shopify-shaped server (no internet). */
let fake: Awaited<ReturnType<typeof startFakeShopify>>;
const SHOP = 'adapter-shop.myshopify.com';
const ctx = (token = 'shpat_adapter'): StoreContext => ({
  storeId: '00000000-0000-4000-8000-000000000001',
  userId: '00000000-0000-4000-8000-000000000002',
  baseUrl: `${fake.url}/${SHOP}`,
  credentials: { accessToken: token },
  http: createCarrierHttp({
    db: null,
    carrierCode: 'store.shopify',
    channelId: 'adapter-test',
    sleep: async () => {},
  }),
});

beforeAll(async () => {
  fake = await startFakeShopify({ clientId: 'cid', clientSecret: 'secret' });
  fake.grantToken(SHOP, 'shpat_adapter');
  fake.addOrders(
    SHOP,
    Array.from({ length: 55 }, (_, i) => ({
      name: `#${2000 + i}`,
      lines: [{ sku: `SKU-${i}`, title: 'Item', quantity: 1 + (i % 3), price: '3.25', grams: 100 }],
    })),
  );
});
afterAll(async () => fake?.close());

describe('Shopify adapter over HTTP', () => {
  it('reads every page of open orders with the access token', async () => {
    const orders = await shopifyAdapter.pullOrders(ctx());
    expect(orders).toHaveLength(55);
    expect(orders[54]).toMatchObject({ name: '#2054', lines: [{ sku: 'SKU-54', quantity: 1 }] });
    expect(orders[0]!.lines[0]!.unitPrice).toEqual({ minor: 325n, currency: 'USD' });
    expect(orders[53]!.lines[0]!.quantity).toBe(3);
  });

  it('creates one fulfillment with the tracking; a repeat sends nothing', async () => {
    const [order] = await shopifyAdapter.pullOrders(ctx());
    const tracking = {
      carrierName: 'UPS',
      trackingNumber: '1ZTEST',
      url: 'https://www.ups.com/track?tracknum=1ZTEST',
    };
    await shopifyAdapter.pushTracking(ctx(), order!, tracking);
    await shopifyAdapter.pushTracking(ctx(), order!, tracking);
    const fulfillments = fake.shop(SHOP).fulfillments;
    expect(fulfillments).toHaveLength(1);
    expect(fulfillments[0]).toMatchObject({
      orderName: order!.name,
      trackingInfo: { company: 'UPS', number: '1ZTEST' },
    });
    // The fulfilled order is no longer pulled.
    expect((await shopifyAdapter.pullOrders(ctx())).map((o) => o.name)).not.toContain(order!.name);
  });

  it('reads a revoked token as unauthorized and an outage as unreachable', async () => {
    await expect(shopifyAdapter.pullOrders(ctx('shpat_revoked'))).rejects.toMatchObject({
      code: 'store.unauthorized',
    });
    fake.shop(SHOP).down = true;
    try {
      await expect(shopifyAdapter.pullOrders(ctx())).rejects.toMatchObject({ code: 'store.unreachable' });
    } finally {
      fake.shop(SHOP).down = false;
    }
  });
});
