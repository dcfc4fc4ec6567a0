import { z } from 'zod';
import {
  type StoreAdapter,
  type StoreContext,
  StoreError,
  type StoreOrder,
  type TrackingPush,
} from '../store-adapter.ts';
import { expectOk, wcCall } from './woocommerce.http.ts';
import {
  mapWcOrder,
  WC_WEIGHT_UNITS,
  type WcWeights,
  type WcWeightUnit,
  weightIdsOf,
} from './woocommerce.mappers.ts';
import { wcProductSchema, wcSettingSchema } from './woocommerce.payloads.ts';
import { wcApi, wcTrackingApi } from './woocommerce.url.ts';

/** WooCommerce's largest page (per_page max 100). */
export const WC_PAGE_SIZE = 100;
/** A runaway guard: 100 pages of 100 processing orders per pull; the next pull continues from `since`. */
export const WC_MAX_PAGES = 100;

const list = (body: unknown) => (Array.isArray(body) ? body : null);

/** The store's weight unit; WooCommerce's default (kg) when the setting cannot be read. */
async function weightUnit(ctx: StoreContext): Promise<WcWeightUnit> {
  const answer = await wcCall(ctx, {
    method: 'GET',
    url: wcApi(ctx.baseUrl, '/settings/products/woocommerce_weight_unit'),
    safeToRetry: true,
    operation: 'wc.weightUnit',
  });
  const value = answer.status === 200 ? wcSettingSchema.safeParse(answer.body).data?.value : undefined;
  return WC_WEIGHT_UNITS.includes(value as WcWeightUnit) ? (value as WcWeightUnit) : 'kg';
}

/** Product and variation weights for one page of orders: one call for the products, one per varied parent. */
async function weightsFor(ctx: StoreContext, rawOrders: unknown[], unit: WcWeightUnit): Promise<WcWeights> {
  const { products, variations } = weightIdsOf(rawOrders);
  const byProductId = new Map<number, string>();
  const read = async (url: string, operation: string) => {
    const answer = await wcCall(ctx, { method: 'GET', url, safeToRetry: true, operation });
    for (const item of answer.status === 200 ? (list(answer.body) ?? []) : []) {
      const product = wcProductSchema.safeParse(item);
      if (product.success && product.data.weight) byProductId.set(product.data.id, product.data.weight);
    }
  };
  for (let i = 0; i < products.length; i += WC_PAGE_SIZE) {
    const ids = products.slice(i, i + WC_PAGE_SIZE).join(',');
    await read(wcApi(ctx.baseUrl, `/products?include=${ids}&per_page=${WC_PAGE_SIZE}`), 'wc.products');
  }
  for (const [parent, ids] of variations)
    await read(
      wcApi(ctx.baseUrl, `/products/${parent}/variations?include=${ids.join(',')}&per_page=${WC_PAGE_SIZE}`),
      'wc.variations',
    );
  return { unit, byProductId };
}

/**
 * Orders waiting to ship: GET /orders?status=processing, page after page until X-WP-TotalPages (the REST
 * reference's pagination headers), oldest first so a cut-off pull resumes where it stopped. Orders the
 * mapper refuses are left out (and reported through `skipped`).
 */
export async function pullWcOrders(
  ctx: StoreContext,
  since?: Date,
  skipped: (storeOrderId: string, reason: string) => void = () => {},
): Promise<StoreOrder[]> {
  const unit = await weightUnit(ctx);
  const orders: StoreOrder[] = [];
  for (let page = 1; page <= WC_MAX_PAGES; page++) {
    const query = new URLSearchParams({
      status: 'processing',
      per_page: String(WC_PAGE_SIZE),
      page: String(page),
      orderby: 'date',
      order: 'asc',
    });
    if (since) {
      query.set('after', since.toISOString().replace(/\.\d{3}Z$/, 'Z'));
      query.set('dates_are_gmt', 'true');
    }
    const answer = await wcCall(ctx, {
      method: 'GET',
      url: wcApi(ctx.baseUrl, `/orders?${query.toString()}`),
      safeToRetry: true,
      operation: 'wc.orders',
    });
    const raw = list(expectOk(answer, 'wc.orders'));
    if (!raw) throw new StoreError('store.bad_response', 'wc.orders: the answer is not a list');
    const weights = await weightsFor(ctx, raw, unit);
    for (const item of raw) {
      const mapped = mapWcOrder(item, weights);
      if (mapped.ok) orders.push(mapped.order);
      else skipped(mapped.storeOrderId, mapped.reason);
    }
    const totalPages = Number(answer.headers['x-wp-totalpages'] ?? '');
    // Without the header (a proxy stripping it), a short page is the last one.
    const last =
      Number.isFinite(totalPages) && totalPages > 0 ? page >= totalPages : raw.length < WC_PAGE_SIZE;
    if (last || raw.length === 0) break;
  }
  return orders;
}

const trackingItemSchema = z.object({ tracking_number: z.union([z.string(), z.number()]).transform(String) });
const noteSchema = z.object({ note: z.string().catch('') });

/** The order's WooCommerce id from fulfillmentRef (set by the mapper), else the store order id. */
function wcOrderIdOf(order: { storeOrderId: string; fulfillmentRef: Record<string, unknown> }): string {
  const id = String(order.fulfillmentRef.wcOrderId ?? order.storeOrderId);
  if (!/^\d{1,20}$/.test(id)) throw new StoreError('store.refused', `not a WooCommerce order id: ${id}`);
  return id;
}

/** The extension is missing when WordPress has no such route: 404 rest_no_route (or a 404 with no code). */
const extensionMissing = (status: number, code: string) =>
  status === 404 && (code === 'rest_no_route' || code === '');

/** The text of the fallback order note (visible to the customer, who is e-mailed order notes). */
export const trackingNote = (t: TrackingPush) =>
  `Shipped with ${t.carrierName}, tracking number ${t.trackingNumber}${t.url ? `: ${t.url}` : ''}`;

/**
 * Tracking back to the store. With the Shipment Tracking extension: POST /orders/{id}/shipment-trackings
 * with a custom provider (our carrier's own name and tracking link: the extension's predefined provider
 * list differs per store and region, a custom one always shows exactly what the label says). Without the
 * extension (its route answers 404 rest_no_route) the fallback is a customer-visible order note with the
 * tracking, which WooCommerce e-mails to the buyer. Either way the order is then set to completed, which
 * also takes it out of the next processing pull. Each step looks first whether it was already done, so a
 * retry after an unknown outcome adds nothing twice.
 */
export async function pushWcTracking(
  ctx: StoreContext,
  order: { storeOrderId: string; fulfillmentRef: Record<string, unknown> },
  tracking: TrackingPush,
  today: string = new Date().toISOString().slice(0, 10),
): Promise<{ via: 'shipment-tracking' | 'order-note' }> {
  const id = wcOrderIdOf(order);
  const collection = wcTrackingApi(ctx.baseUrl, `/orders/${id}/shipment-trackings`);
  // The list first, so a retry after an unknown outcome does not add the same number twice. A store whose
  // list answers anything but 2xx (no extension, or a plugin without the list route) still gets the POST.
  const existing = await wcCall(ctx, {
    method: 'GET',
    url: collection,
    safeToRetry: true,
    operation: 'wc.trackings',
  });
  const items = existing.status >= 200 && existing.status < 300 ? (list(existing.body) ?? []) : [];
  const already = items.some(
    (i) => trackingItemSchema.safeParse(i).data?.tracking_number === tracking.trackingNumber,
  );
  let via: 'shipment-tracking' | 'order-note' = 'shipment-tracking';
  if (!already) {
    const created = await wcCall(ctx, {
      method: 'POST',
      url: collection,
      body: {
        custom_tracking_provider: tracking.carrierName,
        custom_tracking_link: tracking.url,
        tracking_number: tracking.trackingNumber,
        date_shipped: today,
      },
      safeToRetry: false,
      operation: 'wc.trackingCreate',
    });
    if (extensionMissing(created.status, created.errorCode)) via = 'order-note';
    else expectOk(created, 'wc.trackingCreate');
  }
  if (via === 'order-note') await addNoteOnce(ctx, id, tracking);
  const completed = await wcCall(ctx, {
    method: 'PUT',
    url: wcApi(ctx.baseUrl, `/orders/${id}`),
    body: { status: 'completed' },
    safeToRetry: true,
    operation: 'wc.orderComplete',
  });
  expectOk(completed, 'wc.orderComplete');
  return { via };
}

async function addNoteOnce(ctx: StoreContext, id: string, tracking: TrackingPush): Promise<void> {
  const notesUrl = wcApi(ctx.baseUrl, `/orders/${id}/notes`);
  const notes = await wcCall(ctx, { method: 'GET', url: notesUrl, safeToRetry: true, operation: 'wc.notes' });
  const current = notes.status >= 200 && notes.status < 300 ? (list(notes.body) ?? []) : [];
  if (current.some((n) => (noteSchema.safeParse(n).data?.note ?? '').includes(tracking.trackingNumber)))
    return;
  const added = await wcCall(ctx, {
    method: 'POST',
    url: notesUrl,
    body: { note: trackingNote(tracking), customer_note: true },
    safeToRetry: false,
    operation: 'wc.noteCreate',
  });
  expectOk(added, 'wc.noteCreate');
}

export const woocommerceAdapter: StoreAdapter = {
  platform: 'woocommerce',
  pullOrders: (ctx, since) => pullWcOrders(ctx, since),
  pushTracking: async (ctx, order, tracking) => {
    await pushWcTracking(ctx, order, tracking);
  },
};
