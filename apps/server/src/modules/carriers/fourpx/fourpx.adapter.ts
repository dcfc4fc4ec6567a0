import { randomUUID } from 'node:crypto';
import {
  type CarrierAdapter,
  type CarrierContext,
  CarrierError,
  connectionCheck,
  type LabelInput,
  type LabelResult,
} from '../carrier-adapter.ts';
import { fetchLabelFiles } from '../easypost/label-files.ts';
import { keepFirstLabel, rememberedLabel, rememberLabel } from '../label-memory.ts';
import { cnyToCurrency } from './fourpx.common.ts';
import { fopRequest } from './fourpx.http.ts';
import {
  buildCreateOrder,
  type FourpxOrder,
  parseCreateOrder,
  parseLabel,
  parseOrderGet,
  trackingNumbersOf,
} from './fourpx.orders.ts';
import { buildEstimateRequest, buildOrderCostRequest, parseEstimate } from './fourpx.rates.ts';
import { FOURPX_SERVICE_CODES, FOURPX_SERVICES } from './fourpx.services.ts';
import { deliverTypeOf, dutyTypeOf, fourpxSettingsFields } from './fourpx.settings.ts';
import { parseTracking } from './fourpx.tracking.ts';

/**
 * 4PX (递四方) through its open platform (FOP): one signed POST per call, the method in the query.
 * Requests are built and answers read by the pure functions of fourpx.orders/rates/tracking.ts.
 *
 * 4PX has no idempotency key, but refuses a second order with the same ref_no and finds an order by
 * it (ds.xms.order.get). So the order is never created twice for one reference: its numbers are kept
 * in the channel's memory as soon as 4PX answers; a repeat after a lost answer (its attempt marker is
 * found) looks the order up by ref_no first, and a refused create is looked up too before failing.
 */
const orderKey = (reference: string) => `4px-order:${reference}`;
const attemptKey = (reference: string) => `4px-attempt:${reference}`;
const voidedKey = (fourpxNo: string) => `4px-voided:${fourpxNo}`;
const NOT_ABOUT_THE_ORDER = ['carrier.auth_failed', 'carrier.account_suspended', 'carrier.rate_limited'];
/** Void failures that say more than "refused": the order is unknown, or the call itself was refused. */
const OWN_CODE_ON_VOID = ['carrier.label_not_found', ...NOT_ABOUT_THE_ORDER];

async function lookUp(ctx: CarrierContext, reference: string): Promise<FourpxOrder | null> {
  const envelope = await fopRequest<never>(ctx, {
    method: 'ds.xms.order.get',
    body: { request_no: reference },
    safeToRetry: true,
    operation: 'findLabel',
  }).catch((error: unknown) => {
    // "Order not found" is an answer: no order was made for this reference.
    if (error instanceof CarrierError && error.code === 'carrier.label_not_found') return null;
    throw error;
  });
  return envelope ? parseOrderGet(envelope, reference) : null;
}

/** Whether an earlier call already tried to create this reference's order (memoryless: assume so). */
async function triedBefore(ctx: CarrierContext, reference: string): Promise<boolean> {
  if (!ctx.memory) return true;
  const nonce = randomUUID();
  const stored = await ctx.memory.putIfAbsent(attemptKey(reference), { nonce });
  return stored.nonce !== nonce;
}

async function createOrder(ctx: CarrierContext, input: LabelInput): Promise<FourpxOrder> {
  const body = buildCreateOrder({
    reference: input.reference,
    serviceCode: input.serviceCode,
    parcels: input.parcels,
    shipment: input.shipment!,
    deliverType: deliverTypeOf(ctx.settings),
    dutyType: dutyTypeOf(ctx.settings),
  });
  try {
    return parseCreateOrder(
      await fopRequest(ctx, {
        method: 'ds.xms.order.create',
        body,
        safeToRetry: false,
        operation: input.shipment?.isReturn ? 'createReturnLabel' : 'createLabel',
      }),
    );
  } catch (error) {
    // A refusal may be 4PX's "this ref_no exists" after a create whose answer was lost.
    if (!(error instanceof CarrierError) || !error.carrierCode || NOT_ABOUT_THE_ORDER.includes(error.code))
      throw error;
    const existing = await lookUp(ctx, input.reference);
    if (existing) return existing;
    throw error;
  }
}

/** The order's label (PDF, 10x15 cm) fetched from 4PX's file link; its charge when 4PX tells it. */
async function labelOf(
  ctx: CarrierContext,
  order: FourpxOrder,
  currency: string,
  parcels?: number,
): Promise<LabelResult> {
  const label = parseLabel(
    await fopRequest(ctx, {
      method: 'ds.xms.label.get',
      body: { request_no: order.fourpxNo, response_label_format: 'PDF', label_size: 'label_100x150' },
      safeToRetry: true,
      operation: 'labelFile',
    }),
  );
  const file = await fetchLabelFiles(ctx.http!, [{ url: label.url, format: 'pdf' }], 'pdf_4x6');
  return {
    trackingNumbers: trackingNumbersOf(order, label, parcels),
    label: file,
    costMinor: await orderCost(ctx, order, currency),
    carrierRef: order.fourpxNo,
  };
}

/**
 * What 4PX charges for the order (rate trial by its number), in the channel's currency. The customer
 * pays our rate, not this; when 4PX cannot tell it yet (the sandbox does not price) it is 0.
 */
async function orderCost(ctx: CarrierContext, order: FourpxOrder, currency: string): Promise<bigint> {
  try {
    const envelope = await fopRequest<never>(ctx, {
      method: 'ds.xms.estimated_cost.get',
      body: buildOrderCostRequest(order.fourpxNo),
      safeToRetry: true,
      operation: 'rate',
    });
    const cny = parseEstimate(envelope);
    return cny === null ? 0n : cnyToCurrency(cny, currency, ctx.settings.cnyPerUsd);
  } catch (error) {
    if (error instanceof CarrierError) return 0n;
    throw error;
  }
}

async function keepOrder(ctx: CarrierContext, reference: string, order: FourpxOrder): Promise<FourpxOrder> {
  if (!ctx.memory) return order;
  return (await ctx.memory.putIfAbsent(orderKey(reference), { ...order })) as unknown as FourpxOrder;
}

async function knownOrder(ctx: CarrierContext, reference: string): Promise<FourpxOrder | null> {
  const stored = await ctx.memory?.get(orderKey(reference));
  return stored ? (stored as unknown as FourpxOrder) : null;
}

async function cancel(ctx: CarrierContext, requestNo: string): Promise<{ voided: boolean; code?: string }> {
  if (await ctx.memory?.get(voidedKey(requestNo))) return { voided: true };
  try {
    await fopRequest(ctx, {
      method: 'ds.xms.order.cancel',
      body: { request_no: requestNo, cancel_reason: 'Label voided by the shipper' },
      // Cancelling twice cannot cost anything: the second answer is a refusal.
      safeToRetry: true,
      operation: 'void',
    });
  } catch (error) {
    if (!(error instanceof CarrierError)) throw error;
    if (OWN_CODE_ON_VOID.includes(error.code)) return { voided: false, code: error.code };
    if (!error.carrierCode) throw error;
    return { voided: false, code: 'carrier.void_refused' };
  }
  await ctx.memory?.putIfAbsent(voidedKey(requestNo), { at: ctx.now.toISOString() });
  return { voided: true };
}

async function createLabel(ctx: CarrierContext, input: LabelInput): Promise<LabelResult> {
  const earlier = await rememberedLabel(ctx, input.reference);
  if (earlier) return earlier;
  if (!input.shipment) throw new CarrierError('carrier.address_invalid', 'no addresses for a 4PX label');
  if (!FOURPX_SERVICE_CODES.includes(input.serviceCode))
    throw new CarrierError('carrier.service_unavailable', `unknown 4PX product ${input.serviceCode}`);
  let order = await knownOrder(ctx, input.reference);
  if (!order && (await triedBefore(ctx, input.reference))) order = await lookUp(ctx, input.reference);
  if (!order) {
    const created = await createOrder(ctx, input);
    order = await keepOrder(ctx, input.reference, created);
    // Another call for this reference stored its order first (4PX took both): ours is cancelled.
    if (order.fourpxNo !== created.fourpxNo) await cancel(ctx, created.fourpxNo).catch(() => undefined);
  }
  const labelled = order;
  const result = await labelOf(ctx, labelled, input.shipment.currency, input.parcels.length);
  return keepFirstLabel(ctx, input.reference, result, () => cancel(ctx, labelled.fourpxNo));
}

export const fourpxAdapter: CarrierAdapter = {
  code: '4px',
  name: { 'en-US': '4PX', 'zh-CN': '递四方（4PX）' },
  defaultServices: FOURPX_SERVICES.map((s) => ({ ...s, international: true, domestic: false })),
  settingsFields: fourpxSettingsFields,
  labelFormats: ['pdf_4x6'],
  // No ratePerSecond: 4PX publishes no per-app figure; its "too many requests" (000017) and 429s
  // come back as carrier.rate_limited / are waited out (Retry-After).

  async rate(ctx, input) {
    if (!FOURPX_SERVICE_CODES.includes(input.serviceCode))
      return { ok: false, code: 'carrier.service_unavailable' };
    if (!input.shipment) return { ok: false, code: 'carrier.address_invalid' };
    try {
      const envelope = await fopRequest<never>(ctx, {
        method: 'ds.xms.estimated_cost.get',
        body: buildEstimateRequest(input.serviceCode, input.parcels, input.shipment),
        safeToRetry: true,
        operation: 'rate',
      });
      const cny = parseEstimate(envelope, input.serviceCode);
      if (cny === null) return { ok: false, code: 'carrier.service_unavailable' };
      return { ok: true, baseMinor: cnyToCurrency(cny, input.shipment.currency, ctx.settings.cnyPerUsd) };
    } catch (error) {
      if (error instanceof CarrierError) return { ok: false, code: error.code };
      throw error;
    }
  },

  createLabel,

  createReturnLabel: (ctx, input) =>
    createLabel(ctx, input.shipment ? { ...input, shipment: { ...input.shipment, isReturn: true } } : input),

  async findLabel(ctx, { reference }) {
    const earlier = await rememberedLabel(ctx, reference);
    if (earlier) return earlier;
    const order = (await knownOrder(ctx, reference)) ?? (await lookUp(ctx, reference));
    if (!order) return null;
    // The parcel count and currency are not known here: one number per child barcode 4PX gives.
    const label = await labelOf(ctx, await keepOrder(ctx, reference, order), 'USD');
    return rememberLabel(ctx, reference, label);
  },

  void: (ctx, { trackingNumber, carrierRef }) => cancel(ctx, carrierRef ?? trackingNumber),

  async track(ctx, { trackingNumber }) {
    try {
      const envelope = await fopRequest<never>(ctx, {
        method: 'tr.order.tracking.get',
        body: { deliveryOrderNo: trackingNumber },
        safeToRetry: true,
        operation: 'track',
      });
      return parseTracking(envelope, trackingNumber);
    } catch (error) {
      // A number 4PX does not know (yet) is "not found", not a failure of the refresh job.
      if (error instanceof CarrierError && error.carrierCode && error.code === 'carrier.rejected')
        return { trackingNumber, status: 0, events: [] };
      if (error instanceof CarrierError && error.code === 'carrier.label_not_found')
        return { trackingNumber, status: 0, events: [] };
      throw error;
    }
  },

  testConnection: (ctx) =>
    connectionCheck(() =>
      fopRequest(ctx, {
        method: 'ds.xms.logistics_product.getlist',
        body: { transport_mode: '1' },
        safeToRetry: true,
        operation: 'testConnection',
      }),
    ),
};
