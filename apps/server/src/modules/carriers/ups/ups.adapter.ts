import { randomUUID } from 'node:crypto';
import {
  type CarrierAdapter,
  type CarrierContext,
  CarrierError,
  type CarrierHttpRequest,
  type CarrierHttpResponse,
  connectionCheck,
  type LabelInput,
  type LabelResult,
} from '../carrier-adapter.ts';
import { carrierBaseUrl } from '../http/carrier-base-url.ts';
import { keepFirstLabel, rememberedLabel } from '../label-memory.ts';
import { keptOrLostLabel, voidFailureCode } from '../lost-label.ts';
import { ourCode, UPS_API_VERSION, upsErrors, upsFailure } from './ups.common.ts';
import { labelFileOf } from './ups.label-file.ts';
import { buildShipRequest, parseShipResponse, parseVoidResponse } from './ups.labels.ts';
import { buildRateRequest, parseRateResponse } from './ups.rates.ts';
import { parseReferenceTrackResponse, referenceTrackPath } from './ups.recovery.ts';
import { UPS_SERVICE_CODES, UPS_SERVICES } from './ups.services.ts';
import { upsSettingsFields } from './ups.settings.ts';
import { parseTrackResponse } from './ups.tracking.ts';

/**
 * UPS through its REST APIs (OAuth client credentials; Rating, Shipping, Tracking): the HTTP layer only.
 * Requests are built and answers read by the pure functions of ups.rates/labels/tracking.ts.
 */
const BASE_URLS = { test: 'https://wwwcie.ups.com', production: 'https://onlinetools.ups.com' };
const TOKEN_KEY = 'oauth';

const baseUrl = (ctx: CarrierContext) => carrierBaseUrl(ctx, BASE_URLS);

function httpOf(ctx: CarrierContext) {
  if (!ctx.http) throw new CarrierError('carrier.unreachable', 'no HTTP client in the carrier context');
  return ctx.http;
}

const accountNumber = (ctx: CarrierContext) =>
  typeof ctx.settings.accountNumber === 'string' ? ctx.settings.accountNumber.trim() : '';

/** POST /security/v1/oauth/token with Basic client credentials (karrio ups proxy.py; schemas in SOURCES.md). */
async function fetchToken(ctx: CarrierContext) {
  const { clientId, clientSecret } = ctx.credentials;
  if (!clientId || !clientSecret)
    throw new CarrierError('carrier.auth_failed', 'client id or secret missing');
  const account = accountNumber(ctx);
  const response = await httpOf(ctx).request({
    method: 'POST',
    url: `${baseUrl(ctx)}/security/v1/oauth/token`,
    headers: {
      authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
      ...(account && { 'x-merchant-id': account }),
    },
    form: { grant_type: 'client_credentials' },
    safeToRetry: true,
    operation: 'token',
  });
  if (response.status !== 200) {
    const failure = upsFailure(response);
    // Any refusal of the token request is about the credentials.
    throw failure.code === 'carrier.rejected' || failure.code === 'carrier.bad_response'
      ? new CarrierError('carrier.auth_failed', failure.carrierMessage, failure.carrierCode)
      : failure;
  }
  const body = response.json<{ access_token?: string; expires_in?: string | number }>();
  const expiresInSeconds = Number(body.expires_in);
  if (!body.access_token || !Number.isFinite(expiresInSeconds))
    throw new CarrierError('carrier.bad_response', 'token answer without access_token or expires_in');
  return { token: body.access_token, expiresInSeconds };
}

const token = (ctx: CarrierContext) =>
  ctx.tokens ? ctx.tokens.get(TOKEN_KEY, () => fetchToken(ctx)) : fetchToken(ctx).then((t) => t.token);

/** A call with the bearer token; a 401 means the token died early: forget it and try once more. */
async function call(ctx: CarrierContext, request: CarrierHttpRequest): Promise<CarrierHttpResponse> {
  const send = async () =>
    httpOf(ctx).request({
      ...request,
      url: `${baseUrl(ctx)}${request.url}`,
      headers: {
        ...request.headers,
        authorization: `Bearer ${await token(ctx)}`,
        transId: randomUUID().replaceAll('-', ''),
        transactionSrc: 'shiplabel',
      },
    });
  const first = await send();
  if (first.status !== 401 || !ctx.tokens) return first;
  await ctx.tokens.drop(TOKEN_KEY);
  return send();
}

const ok = (response: CarrierHttpResponse) => response.status >= 200 && response.status < 300;

const voidedKey = (shipmentId: string) => `ups-voided:${shipmentId}`;

async function voidShipment(ctx: CarrierContext, shipmentId: string, trackingNumber?: string) {
  const query = trackingNumber ? `?trackingnumber=${encodeURIComponent(trackingNumber)}` : '';
  const response = await call(ctx, {
    method: 'DELETE',
    url: `/api/shipments/${UPS_API_VERSION}/void/cancel/${encodeURIComponent(shipmentId)}${query}`,
    // Voiding twice cannot cost anything: the second answer is a refusal.
    safeToRetry: true,
    operation: 'void',
  });
  if (ok(response) && parseVoidResponse(response.json())) return { voided: true };
  const [first] = upsErrors(safeJson(response));
  return { voided: false, code: voidFailureCode(response.status, ourCode(first)) };
}

function safeJson(response: CarrierHttpResponse): unknown {
  try {
    return response.json();
  } catch {
    return null;
  }
}

/**
 * UPS has no idempotency key on ship, so a purchase is never retried after a timeout. What UPS made is
 * written to the channel's carrier memory as soon as it answers: a repeat of the same reference, and the
 * recovery job (findLabel), get that label back; two concurrent purchases of one reference keep the first
 * stored and void the other. A crash before that write is covered by findLabel asking UPS by reference.
 */
async function createLabel(ctx: CarrierContext, input: LabelInput): Promise<LabelResult> {
  const earlier = await rememberedLabel(ctx, input.reference);
  if (earlier) return earlier;
  if (!input.shipment) throw new CarrierError('carrier.address_invalid', 'no addresses for a UPS label');
  if (!UPS_SERVICE_CODES.includes(input.serviceCode))
    throw new CarrierError('carrier.service_unavailable', `unknown UPS service ${input.serviceCode}`);
  const response = await call(ctx, {
    method: 'POST',
    url: `/api/shipments/${UPS_API_VERSION}/ship`,
    body: buildShipRequest({
      serviceCode: input.serviceCode,
      parcels: input.parcels,
      shipment: input.shipment,
      accountNumber: accountNumber(ctx),
      reference: input.reference,
      labelFormat: input.labelFormat,
    }),
    safeToRetry: false,
    operation: input.shipment.isReturn ? 'createReturnLabel' : 'createLabel',
  });
  if (!ok(response)) throw upsFailure(response);
  const shipment = parseShipResponse(response.json(), input.shipment.currency);
  const result: LabelResult = {
    trackingNumbers: shipment.trackingNumbers,
    label: await labelFileOf(shipment, input.labelFormat),
    costMinor: shipment.costMinor,
    carrierRef: shipment.shipmentId,
  };
  return keepFirstLabel(ctx, input.reference, result, () => voidShipment(ctx, result.carrierRef!));
}

/**
 * The label kept for `reference`; else the shipment UPS holds under our reference (Track by Reference:
 * UPS answered a purchase and the process died before the label was kept). Its file and cost are gone, so
 * it is voided (lost-label.ts) and nothing is returned: the recovery job fails the placement and releases
 * the money. A 404 is UPS's "tracking information not found".
 */
const findLabel = (ctx: CarrierContext, { reference }: { reference: string }) =>
  keptOrLostLabel(ctx, reference, {
    async lookUp(ours) {
      const response = await call(ctx, {
        method: 'GET',
        url: referenceTrackPath(ours, accountNumber(ctx)),
        safeToRetry: true,
        operation: 'findLabel',
      });
      if (response.status === 404) return [];
      if (!ok(response)) {
        const failure = upsFailure(response);
        if (failure.code === 'carrier.tracking_not_found') return [];
        throw failure;
      }
      return parseReferenceTrackResponse(response.json(), ours);
    },
    voidOne: (trackingNumber) => voidShipment(ctx, trackingNumber),
  });

export const upsAdapter: CarrierAdapter = {
  code: 'ups',
  name: { 'en-US': 'UPS', 'zh-CN': 'UPS（联合包裹）' },
  defaultServices: UPS_SERVICES.slice(0, 4).map((s) => ({ ...s })),
  settingsFields: upsSettingsFields,
  labelFormats: ['pdf_4x6', 'png', 'zpl'],
  // No ratePerSecond: UPS publishes no per-account limit; its 429s are waited out (Retry-After).

  async rate(ctx, input) {
    if (!UPS_SERVICE_CODES.includes(input.serviceCode))
      return { ok: false, code: 'carrier.service_unavailable' };
    if (!input.shipment) return { ok: false, code: 'carrier.address_invalid' };
    const response = await call(ctx, {
      method: 'POST',
      url: `/api/rating/${UPS_API_VERSION}/Rate`,
      body: buildRateRequest({
        serviceCode: input.serviceCode,
        parcels: input.parcels,
        shipment: input.shipment,
        accountNumber: accountNumber(ctx),
      }),
      safeToRetry: true,
      operation: 'rate',
    });
    if (!ok(response)) {
      const failure = upsFailure(response);
      return { ok: false, code: failure.code };
    }
    return {
      ok: true,
      baseMinor: parseRateResponse(response.json(), input.serviceCode, input.shipment.currency),
    };
  },

  createLabel,

  createReturnLabel: (ctx, input) =>
    createLabel(ctx, input.shipment ? { ...input, shipment: { ...input.shipment, isReturn: true } } : input),

  findLabel,

  async void(ctx, { trackingNumber, carrierRef }) {
    // The lead package's number is the shipment's: voiding it voids every package, which the other
    // packages' voids then find done. Another package alone is voided by shipment number + its number.
    const shipmentId = carrierRef ?? trackingNumber;
    if (await ctx.memory?.get(voidedKey(shipmentId))) return { voided: true };
    if (shipmentId !== trackingNumber) return voidShipment(ctx, shipmentId, trackingNumber);
    const result = await voidShipment(ctx, shipmentId);
    if (result.voided) await ctx.memory?.putIfAbsent(voidedKey(shipmentId), { at: ctx.now.toISOString() });
    return result;
  },

  async track(ctx, { trackingNumber }) {
    const response = await call(ctx, {
      method: 'GET',
      url: `/api/track/v1/details/${encodeURIComponent(trackingNumber)}?locale=en_US&returnSignature=false`,
      safeToRetry: true,
      operation: 'track',
    });
    if (response.status === 404 || (response.status === 400 && upsErrors(safeJson(response)).length > 0)) {
      const failure = upsFailure(response);
      if (failure.code !== 'carrier.tracking_not_found' && response.status !== 404) throw failure;
      return { trackingNumber, status: 0, events: [] };
    }
    if (!ok(response)) throw upsFailure(response);
    return parseTrackResponse(response.json(), trackingNumber);
  },

  testConnection: (ctx) => connectionCheck(() => fetchToken(ctx)),
};
