import type { CarrierHttp } from '../carriers/carrier-adapter.ts';

/**
 * The contract every online-store platform implements (issue 16), in the style of the carrier adapters:
 * pure mappers turn the platform's payloads into these neutral shapes, an HTTP layer talks to the store
 * through `ctx.http` (which writes each try to the API log), and the sync (stores.sync.ts) only ever sees
 * StoreOrder. Money is integer minor units with its currency; never floats.
 */
export { STORE_PLATFORMS, STORE_STATUSES, type StorePlatform, type StoreStatus } from '@shiplabel/shared';

import type { StorePlatform } from '@shiplabel/shared';

export interface StoreAddress {
  personName: string;
  company: string;
  phone: string;
  email: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  /** ISO 3166-2 subdivision code without the country ("CA", "ON"), '' when unknown. */
  stateCode: string;
  zipCode: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
}

export interface StoreMoney {
  /** Integer minor units (cents). */
  minor: bigint;
  /** ISO 4217. */
  currency: string;
}

export interface StoreWeight {
  value: number;
  unit: 'g' | 'kg' | 'lb' | 'oz';
}

export interface StoreOrderLine {
  /** The platform's id of the line (Shopify: the fulfillment order line item's gid). */
  lineId: string;
  sku: string;
  title: string;
  quantity: number;
  unitPrice: StoreMoney;
  /** Per unit; null when the store does not know it. */
  weight: StoreWeight | null;
  hsCode: string;
  /** ISO country of origin, '' when unknown. */
  originCountry: string;
}

export interface StoreOrder {
  /** The platform's id of the order (the sync's key with the store id: never imported twice). */
  storeOrderId: string;
  /** What the merchant sees ("#1001"). */
  name: string;
  createdAt: Date;
  recipient: StoreAddress;
  lines: StoreOrderLine[];
  totals: { subtotal: StoreMoney; shipping: StoreMoney; total: StoreMoney };
  /** What the platform needs later to push tracking (Shopify: fulfillment order ids); kept on store_orders. */
  fulfillmentRef: Record<string, unknown>;
}

export interface TrackingPush {
  /** The carrier's name as a shopper reads it ("UPS", "USPS"). */
  carrierName: string;
  trackingNumber: string;
  /** The public tracking page; '' when there is none. */
  url: string;
}

/** What an adapter gets for one store: who, where, the decrypted credentials and a logged HTTP client. */
export interface StoreContext {
  storeId: string;
  userId: string;
  /** https://{shop}.myshopify.com, https://shop.example.com (no trailing slash). */
  baseUrl: string;
  /** Decrypted: Shopify { accessToken }, WooCommerce { consumerKey, consumerSecret }. */
  credentials: Record<string, string>;
  /** Retries, timeouts and one API-log row per try (carriers/http/carrier-http.ts). */
  http: CarrierHttp;
}

/** Thrown for a store's refusal or outage; the sync records `code` on the store and retries later. */
export class StoreError extends Error {
  constructor(
    readonly code: 'store.unauthorized' | 'store.unreachable' | 'store.bad_response' | 'store.refused',
    message: string,
  ) {
    super(message);
    this.name = 'StoreError';
  }
}

export interface StoreAdapter {
  platform: StorePlatform;
  /** Orders waiting to be shipped (unfulfilled / processing), created at or after `since` when given. */
  pullOrders(ctx: StoreContext, since?: Date): Promise<StoreOrder[]>;
  /**
   * Marks the order shipped with this tracking. `fulfillmentRef` is what pullOrders returned for it.
   * Must be safe to call again after a failure whose outcome is unknown (the fulfil job retries).
   */
  pushTracking(
    ctx: StoreContext,
    order: { storeOrderId: string; fulfillmentRef: Record<string, unknown> },
    tracking: TrackingPush,
  ): Promise<void>;
}
