import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { StoreError } from '../store-adapter.ts';
import accessDenied from './fixtures/access-denied.json' with { type: 'json' };
import created from './fixtures/fulfillment-create.json' with { type: 'json' };
import refused from './fixtures/fulfillment-create-user-errors.json' with { type: 'json' };
import ordersPage from './fixtures/orders-unfulfilled.json' with { type: 'json' };
import {
  dataOf,
  fulfillmentCreated,
  fulfillmentInput,
  mapOrdersPage,
  ordersSearch,
  toMinor,
} from './shopify.mappers.ts';
import {
  authorizeUrl,
  normalizeShop,
  scopesGranted,
  shopifyHmacValid,
  timestampFresh,
} from './shopify.oauth.ts';

/** Issue 16: Shopify's GraphQL answers (fixtures/SOURCES.md) as the sync sees them, and the OAuth checks. */
describe('Shopify order mapping', () => {
  const page = mapOrdersPage(ordersPage as Parameters<typeof mapOrdersPage>[0]);

  it('keeps only orders with something left to ship, and the page cursor', () => {
    expect(page.orders.map((o) => o.name)).toEqual(['#1001', '#1003']);
    expect(page.hasNextPage).toBe(true);
    expect(page.endCursor).toMatch(/^eyJ/);
  });

  it('maps recipient, remaining quantities, SKUs, prices in minor units, weights and customs data', () => {
    const order = page.orders[0]!;
    expect(order.storeOrderId).toBe('gid://shopify/Order/450789469');
    expect(order.createdAt.toISOString()).toBe('2025-10-01T09:12:31.000Z');
    expect(order.recipient).toEqual({
      personName: 'Bob Norman',
      company: '',
      phone: '+1(502)-459-2181',
      email: 'bob.norman@mail.example.com',
      addressLine1: 'Chestnut Street 92',
      addressLine2: '',
      city: 'Louisville',
      stateCode: 'KY',
      zipCode: '40202',
      countryCode: 'US',
    });
    // The gift card needs no shipping; the pink one has 1 of 2 left.
    expect(order.lines).toEqual([
      {
        lineId: 'gid://shopify/FulfillmentOrderLineItem/1025578633',
        sku: 'IPOD2008PINK',
        title: 'IPod Nano - 8GB - Pink',
        quantity: 1,
        unitPrice: { minor: 19900n, currency: 'USD' },
        weight: { value: 200, unit: 'g' },
        hsCode: '8519.81',
        originCountry: 'CN',
      },
      {
        lineId: 'gid://shopify/FulfillmentOrderLineItem/1025578635',
        sku: 'IPOD2009BLACK',
        title: 'IPod Nano - 8GB - Black',
        quantity: 2,
        // 199.005 rounds half up to 199.01.
        unitPrice: { minor: 19901n, currency: 'USD' },
        weight: { value: 0.44, unit: 'lb' },
        hsCode: '',
        originCountry: '',
      },
    ]);
    expect(order.totals).toEqual({
      subtotal: { minor: 59700n, currency: 'USD' },
      shipping: { minor: 1000n, currency: 'USD' },
      total: { minor: 59894n, currency: 'USD' },
    });
    // Only the open fulfillment order is fulfilled later.
    expect(order.fulfillmentRef).toEqual({
      fulfillmentOrderIds: ['gid://shopify/FulfillmentOrder/1046000778'],
    });
  });

  it('reads zero-decimal currencies, kilograms, in-progress fulfillment orders and first + last names', () => {
    const order = page.orders[1]!;
    expect(order.recipient.personName).toBe('Taro Yamada');
    expect(order.recipient.countryCode).toBe('JP');
    expect(order.lines[0]).toMatchObject({
      quantity: 4,
      unitPrice: { minor: 800n, currency: 'JPY' },
      weight: { value: 0.25, unit: 'kg' },
    });
    expect(order.totals.total).toEqual({ minor: 4000n, currency: 'JPY' });
  });

  it('converts amounts exactly, never through floats', () => {
    expect(toMinor('0.1', 'USD') + toMinor('0.2', 'USD')).toBe(30n);
    expect(toMinor('12', 'USD')).toBe(1200n);
    expect(toMinor('1.005', 'USD')).toBe(101n);
    expect(toMinor('1.5', 'JPY')).toBe(2n);
    expect(toMinor('-3.25', 'EUR')).toBe(-325n);
    expect(() => toMinor('12,50', 'EUR')).toThrow(StoreError);
  });

  it('turns GraphQL errors into the store refusal, ACCESS_DENIED into unauthorized', () => {
    expect(() => dataOf(accessDenied)).toThrow(expect.objectContaining({ code: 'store.unauthorized' }));
    expect(() => dataOf({ data: null })).toThrow(expect.objectContaining({ code: 'store.bad_response' }));
  });

  it('asks for open unfulfilled orders, from a date when given', () => {
    expect(ordersSearch()).toBe('status:open AND fulfillment_status:unfulfilled');
    expect(ordersSearch(new Date('2026-01-02T03:04:05Z'))).toContain(
      "created_at:>='2026-01-02T03:04:05.000Z'",
    );
  });
});

describe('Shopify fulfilment payloads', () => {
  it('builds FulfillmentInput with the tracking and every open fulfillment order', () => {
    expect(
      fulfillmentInput(['gid://shopify/FulfillmentOrder/1'], {
        carrierName: 'UPS',
        trackingNumber: '1Z9',
        url: '',
      }),
    ).toEqual({
      notifyCustomer: true,
      trackingInfo: { company: 'UPS', number: '1Z9' },
      lineItemsByFulfillmentOrder: [{ fulfillmentOrderId: 'gid://shopify/FulfillmentOrder/1' }],
    });
  });

  it('reads the created fulfillment, and userErrors as a refusal', () => {
    expect(fulfillmentCreated(created)).toBe('gid://shopify/Fulfillment/1069019880');
    expect(() => fulfillmentCreated(refused)).toThrow(/unfulfillable status/);
  });
});

describe('Shopify OAuth checks', () => {
  const secret = 'hush';
  const sign = (params: Record<string, string>) => {
    const message = Object.keys(params)
      .sort()
      .map((k) => `${k}=${params[k]}`)
      .join('&');
    return { ...params, hmac: createHmac('sha256', secret).update(message).digest('hex') };
  };
  const query = sign({
    code: '0907a61c0c8d55e99db179b68161bc00',
    shop: 'some-shop.myshopify.com',
    state: '0.6784241404160823',
    timestamp: '1337178173',
  });

  it('accepts the documented hmac and refuses any change to the query or the secret', () => {
    expect(shopifyHmacValid(query, secret)).toBe(true);
    expect(shopifyHmacValid({ ...query, shop: 'evil.myshopify.com' }, secret)).toBe(false);
    expect(shopifyHmacValid({ ...query, extra: '1' }, secret)).toBe(false);
    expect(shopifyHmacValid(query, 'other')).toBe(false);
    expect(shopifyHmacValid({ ...query, hmac: 'zz' }, secret)).toBe(false);
    const { hmac: _none, ...unsigned } = query;
    expect(shopifyHmacValid(unsigned, secret)).toBe(false);
  });

  it('accepts only *.myshopify.com shops', () => {
    expect(normalizeShop('My-Shop')).toBe('my-shop.myshopify.com');
    expect(normalizeShop('https://my-shop.myshopify.com/')).toBe('my-shop.myshopify.com');
    for (const bad of [
      'evil.com',
      'my-shop.myshopify.com.evil.com',
      'a/b.myshopify.com',
      '',
      '-x.myshopify.com',
      'x.myshopify.com@evil.com',
    ])
      expect(normalizeShop(bad)).toBeNull();
  });

  it('refuses stale timestamps and scopes short of what was asked', () => {
    const now = new Date(1337178173 * 1000 + 60_000);
    expect(timestampFresh(query, now)).toBe(true);
    expect(timestampFresh(query, new Date(now.getTime() + 2 * 86_400_000))).toBe(false);
    expect(scopesGranted('read_orders,write_merchant_managed_fulfillment_orders')).toBe(true);
    expect(scopesGranted('read_orders')).toBe(false);
  });

  it('sends the merchant to the shop with client id, scopes, redirect and state', () => {
    const url = new URL(
      authorizeUrl({
        baseUrl: 'https://a.myshopify.com',
        clientId: 'cid',
        redirectUri: 'https://x/cb',
        state: 's1',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://a.myshopify.com/admin/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'cid',
      redirect_uri: 'https://x/cb',
      state: 's1',
    });
    expect(url.searchParams.get('scope')).toContain('write_merchant_managed_fulfillment_orders');
  });
});
