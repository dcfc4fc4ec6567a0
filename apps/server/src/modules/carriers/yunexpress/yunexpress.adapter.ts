import {
  type CarrierAdapter,
  type CarrierContext,
  CarrierError,
  type CarrierLabel,
  connectionCheck,
  type LabelInput,
  type LabelResult,
} from '../carrier-adapter.ts';
import { fetchLabelFiles } from '../easypost/label-files.ts';
import { rememberedLabel, rememberLabel } from '../label-memory.ts';
import { DUPLICATE_ORDER_CODE, envelopeOf, yunFailure, yunResult } from './yunexpress.common.ts';
import { httpOf, safeJson, TOKEN_KEY, yunCall } from './yunexpress.http.ts';
import {
  buildCreateOrderRequest,
  customerOrderNumber,
  isCancelled,
  parseLabel,
  parseOrder,
  type YunOrder,
} from './yunexpress.orders.ts';
import { buildPriceTrialQuery, parsePriceTrial, rateTenThousandths } from './yunexpress.rates.ts';
import { YUNEXPRESS_SERVICE_CODES, YUNEXPRESS_SERVICES } from './yunexpress.services.ts';
import { yunexpressSettingsFields } from './yunexpress.settings.ts';
import { parseTrackResponse } from './yunexpress.tracking.ts';

/**
 * YunExpress (云途物流) through its OpenAPI (open.yunexpress.cn): OAuth token, HMAC-signed calls. The
 * HTTP layer only; requests are built and answers read by yunexpress.orders/rates/tracking.ts.
 *
 * A purchase is keyed by our reference as YunExpress's customer order number, which YunExpress refuses
 * twice (02039066). So repeating a create cannot make a second waybill: it is retried after a timeout,
 * and a refusal as a duplicate means the waybill exists, which is then looked up by that number
 * (GET /v1/order/info/get accepts it). The recovery job finds a label the same way.
 */

/** The waybill YunExpress holds under our reference, or null when it has none (or cancelled it). */
async function orderByReference(ctx: CarrierContext, reference: string): Promise<YunOrder | null> {
  const response = await yunCall(ctx, {
    method: 'GET',
    path: '/v1/order/info/get',
    query: new URLSearchParams({ order_number: customerOrderNumber(reference) }),
    safeToRetry: true,
    operation: 'findLabel',
  });
  const failure = yunFailure(response);
  if (failure) {
    // Only a plain refusal means "no such order"; not being able to ask is not an answer.
    if (failure.code === 'carrier.rejected' && response.status < 500) return null;
    throw failure;
  }
  const result = envelopeOf(safeJson(response)).result;
  if (result === null || result === undefined || isCancelled(result)) return null;
  return parseOrder(result);
}

/** The waybill's label: GET /v1/order/label/get, then its file (PDF url or inline base64). */
async function labelOf(ctx: CarrierContext, waybillNumber: string): Promise<CarrierLabel> {
  const response = await yunCall(ctx, {
    method: 'GET',
    path: '/v1/order/label/get',
    query: new URLSearchParams({ order_number: waybillNumber }),
    safeToRetry: true,
    operation: 'labelFile',
  });
  const file = parseLabel(yunResult(response));
  if (file.kind === 'url')
    return fetchLabelFiles(httpOf(ctx), [{ url: file.url, format: file.format }], 'pdf_4x6');
  const bytes = Buffer.from(file.base64, 'base64');
  const isPdf = bytes.subarray(0, 4).toString('latin1') === '%PDF';
  const isPng = bytes.subarray(1, 4).toString('latin1') === 'PNG';
  if (!isPdf && !isPng) throw new CarrierError('carrier.bad_response', 'label_string is neither PDF nor PNG');
  return isPdf
    ? { format: 'pdf', base64: bytes.toString('base64'), paper: 'pdf_4x6' }
    : { format: 'png', base64: bytes.toString('base64'), paper: 'png' };
}

/**
 * YunExpress bills after weighing the parcel at its warehouse: the create answer carries no charge, so
 * the label's cost is 0 here and the customer pays the rated price.
 */
const labelResult = async (ctx: CarrierContext, order: YunOrder): Promise<LabelResult> => ({
  trackingNumbers: [order.trackingNumber],
  label: await labelOf(ctx, order.waybillNumber),
  costMinor: 0n,
  carrierRef: order.waybillNumber,
});

async function createLabel(ctx: CarrierContext, input: LabelInput): Promise<LabelResult> {
  const earlier = await rememberedLabel(ctx, input.reference);
  if (earlier) return earlier;
  if (!input.shipment)
    throw new CarrierError('carrier.address_invalid', 'no addresses for a YunExpress label');
  if (!YUNEXPRESS_SERVICE_CODES.includes(input.serviceCode))
    throw new CarrierError('carrier.service_unavailable', `unknown YunExpress product ${input.serviceCode}`);
  const response = await yunCall(ctx, {
    method: 'POST',
    path: '/v1/order/package/create',
    body: buildCreateOrderRequest({
      productCode: input.serviceCode,
      reference: input.reference,
      parcels: input.parcels,
      shipment: input.shipment,
    }),
    // YunExpress refuses a second order with the same customer order number (see above).
    safeToRetry: true,
    operation: input.shipment.isReturn ? 'createReturnLabel' : 'createLabel',
  });
  const failure = yunFailure(response);
  let order: YunOrder | null;
  if (!failure) order = parseOrder(envelopeOf(safeJson(response)).result);
  else if (failure.carrierCode === DUPLICATE_ORDER_CODE) order = await orderByReference(ctx, input.reference);
  else throw failure;
  if (!order)
    throw new CarrierError(
      'carrier.rejected',
      failure?.carrierMessage ?? 'duplicate order not found',
      DUPLICATE_ORDER_CODE,
    );
  return rememberLabel(ctx, input.reference, await labelResult(ctx, order));
}

export const yunexpressAdapter: CarrierAdapter = {
  code: 'yunexpress',
  name: { 'en-US': 'YunExpress', 'zh-CN': '云途物流（YunExpress）' },
  // Every product leaves China: international only.
  defaultServices: YUNEXPRESS_SERVICES.map((s) => ({ ...s, international: true, domestic: false })),
  settingsFields: yunexpressSettingsFields,
  // The label endpoint makes PDF (LabelResult.label_type); a PNG comes only if YunExpress sends one.
  labelFormats: ['pdf_4x6'],
  // No ratePerSecond: YunExpress publishes no per-account limit; its 429s are waited out (Retry-After).

  async rate(ctx, input) {
    if (!YUNEXPRESS_SERVICE_CODES.includes(input.serviceCode))
      return { ok: false, code: 'carrier.service_unavailable' };
    if (!input.shipment) return { ok: false, code: 'carrier.address_invalid' };
    const response = await yunCall(ctx, {
      method: 'GET',
      path: '/v1/price-trial/get',
      query: buildPriceTrialQuery({ parcels: input.parcels, shipment: input.shipment }),
      safeToRetry: true,
      operation: 'rate',
    });
    try {
      const result = yunResult(response);
      const cnyPerUsd = rateTenThousandths(ctx.settings.cnyPerUsd);
      return {
        ok: true,
        baseMinor: parsePriceTrial(result, input.serviceCode, input.shipment.currency, cnyPerUsd),
      };
    } catch (error) {
      if (error instanceof CarrierError) return { ok: false, code: error.code };
      throw error;
    }
  },

  createLabel,

  // YunExpress's return products are a separate service (returns API); a return here is a normal
  // waybill of the swapped addresses, as the placement code does for carriers without a return flag.
  createReturnLabel: (ctx, input) =>
    createLabel(ctx, input.shipment ? { ...input, shipment: { ...input.shipment, isReturn: true } } : input),

  async findLabel(ctx, { reference }) {
    const earlier = await rememberedLabel(ctx, reference);
    if (earlier) return earlier;
    const order = await orderByReference(ctx, reference);
    return order ? rememberLabel(ctx, reference, await labelResult(ctx, order)) : null;
  },

  async void(ctx, { trackingNumber, carrierRef }) {
    const response = await yunCall(ctx, {
      method: 'POST',
      path: '/v1/order/cancel',
      body: { waybill_number: carrierRef ?? trackingNumber },
      // Cancelling twice cannot cost anything: the second answer is a refusal.
      safeToRetry: true,
      operation: 'void',
    });
    const failure = yunFailure(response);
    if (!failure) return { voided: true };
    const keep = [
      'carrier.auth_failed',
      'carrier.rate_limited',
      'carrier.unreachable',
      'carrier.bad_response',
    ];
    return { voided: false, code: keep.includes(failure.code) ? failure.code : 'carrier.void_refused' };
  },

  async track(ctx, { trackingNumber }) {
    const response = await yunCall(ctx, {
      method: 'GET',
      path: '/v1/track-service/info/get',
      query: new URLSearchParams({ order_number: trackingNumber }),
      safeToRetry: true,
      operation: 'track',
    });
    const failure = yunFailure(response);
    if (failure) {
      if (failure.code === 'carrier.rejected' && response.status < 500)
        return { trackingNumber, status: 0, events: [] };
      throw failure;
    }
    return parseTrackResponse(envelopeOf(safeJson(response)).result, trackingNumber);
  },

  // A fresh token proves the app id and secret; the product list (a signed read) proves the signing too.
  testConnection: (ctx) =>
    connectionCheck(async () => {
      await ctx.tokens?.drop(TOKEN_KEY);
      yunResult(
        await yunCall(ctx, {
          method: 'GET',
          path: '/v1/basic-data/products/getlist',
          safeToRetry: true,
          operation: 'testConnection',
        }),
      );
    }),
};
