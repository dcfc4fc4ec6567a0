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
import { fedexErrors, fedexFailure, ourCode } from './fedex.common.ts';
import { labelFileOf } from './fedex.label-file.ts';
import {
  buildCancelRequest,
  buildShipRequest,
  parseCancelResponse,
  parseShipResponse,
} from './fedex.labels.ts';
import { buildRateRequest, parseRateResponse } from './fedex.rates.ts';
import { buildReferenceTrackRequest, parseReferenceTrackResponse } from './fedex.recovery.ts';
import { FEDEX_SERVICE_CODES, FEDEX_SERVICES } from './fedex.services.ts';
import { fedexSettingsFields } from './fedex.settings.ts';
import { parseTrackResponse } from './fedex.tracking.ts';

/**
 * FedEx through its REST APIs (OAuth client credentials; Rate, Ship, Track): the HTTP layer only.
 * Requests are built and answers read by the pure functions of fedex.rates/labels/tracking.ts.
 */
const BASE_URLS = { test: 'https://apis-sandbox.fedex.com', production: 'https://apis.fedex.com' };

type Api = 'ship' | 'track';

const baseUrl = (ctx: CarrierContext) => carrierBaseUrl(ctx, BASE_URLS);

function httpOf(ctx: CarrierContext) {
  if (!ctx.http) throw new CarrierError('carrier.unreachable', 'no HTTP client in the carrier context');
  return ctx.http;
}

const accountNumber = (ctx: CarrierContext) =>
  typeof ctx.settings.accountNumber === 'string' ? ctx.settings.accountNumber.trim() : '';

/** The Track API may have its own key pair (karrio fedex proxy.py track_auth); else the main one. */
function keysFor(ctx: CarrierContext, api: Api) {
  const { apiKey, secretKey, trackApiKey, trackSecretKey } = ctx.credentials;
  if (api === 'track' && trackApiKey && trackSecretKey)
    return { id: trackApiKey, secret: trackSecretKey, tokenKey: 'oauth-track' };
  return { id: apiKey, secret: secretKey, tokenKey: 'oauth' };
}

/** POST /oauth/token, form grant_type=client_credentials with the key pair (token sample in fixtures/). */
async function fetchToken(ctx: CarrierContext, api: Api) {
  const keys = keysFor(ctx, api);
  if (!keys.id || !keys.secret)
    throw new CarrierError('carrier.auth_failed', 'API key or secret key missing');
  const response = await httpOf(ctx).request({
    method: 'POST',
    url: `${baseUrl(ctx)}/oauth/token`,
    form: { grant_type: 'client_credentials', client_id: keys.id, client_secret: keys.secret },
    safeToRetry: true,
    operation: 'token',
  });
  if (response.status !== 200) {
    const failure = fedexFailure(response);
    throw failure.code === 'carrier.rejected' || failure.code === 'carrier.bad_response'
      ? new CarrierError('carrier.auth_failed', failure.carrierMessage, failure.carrierCode)
      : failure;
  }
  const body = response.json<{ access_token?: string; expires_in?: number | string }>();
  const expiresInSeconds = Number(body.expires_in);
  if (!body.access_token || !Number.isFinite(expiresInSeconds))
    throw new CarrierError('carrier.bad_response', 'token answer without access_token or expires_in');
  return { token: body.access_token, expiresInSeconds };
}

function token(ctx: CarrierContext, api: Api) {
  const { tokenKey } = keysFor(ctx, api);
  return ctx.tokens
    ? ctx.tokens.get(tokenKey, () => fetchToken(ctx, api))
    : fetchToken(ctx, api).then((t) => t.token);
}

/** A call with the bearer token; a 401 means the token died early: forget it and try once more. */
async function call(
  ctx: CarrierContext,
  api: Api,
  request: CarrierHttpRequest,
): Promise<CarrierHttpResponse> {
  const send = async () =>
    httpOf(ctx).request({
      ...request,
      url: `${baseUrl(ctx)}${request.url}`,
      headers: { ...request.headers, authorization: `Bearer ${await token(ctx, api)}`, 'x-locale': 'en_US' },
    });
  const first = await send();
  if (first.status !== 401 || !ctx.tokens) return first;
  await ctx.tokens.drop(keysFor(ctx, api).tokenKey);
  return send();
}

const ok = (response: CarrierHttpResponse) => response.status >= 200 && response.status < 300;

function safeJson(response: CarrierHttpResponse): unknown {
  try {
    return response.json();
  } catch {
    return null;
  }
}

const cancelledKey = (master: string) => `fedex-cancelled:${master}`;

/** Cancels the whole shipment of `trackingNumber` (FedEx cancels all its packages at once). */
async function cancel(
  ctx: CarrierContext,
  trackingNumber: string,
): Promise<{ voided: boolean; code?: string }> {
  const response = await call(ctx, 'ship', {
    method: 'PUT',
    url: '/ship/v1/shipments/cancel',
    body: buildCancelRequest(accountNumber(ctx), trackingNumber),
    safeToRetry: true,
    operation: 'void',
  });
  if (ok(response) && parseCancelResponse(response.json())) return { voided: true };
  return {
    voided: false,
    code: voidFailureCode(response.status, ourCode(fedexErrors(safeJson(response))[0])),
  };
}

/**
 * FedEx's Ship API takes no idempotency key, so a purchase is never retried after a timeout; the label is
 * written to the channel's carrier memory as soon as FedEx answers (repeats and the recovery job's
 * findLabel read it), and of two concurrent purchases of one reference the first stored is kept and the
 * other cancelled. A crash before that write is covered by findLabel asking FedEx by our reference.
 */
async function createLabel(ctx: CarrierContext, input: LabelInput): Promise<LabelResult> {
  const earlier = await rememberedLabel(ctx, input.reference);
  if (earlier) return earlier;
  if (!input.shipment) throw new CarrierError('carrier.address_invalid', 'no addresses for a FedEx label');
  if (!FEDEX_SERVICE_CODES.includes(input.serviceCode))
    throw new CarrierError('carrier.service_unavailable', `unknown FedEx service ${input.serviceCode}`);
  const response = await call(ctx, 'ship', {
    method: 'POST',
    url: '/ship/v1/shipments',
    headers: { 'x-customer-transaction-id': input.reference.slice(0, 40) },
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
  if (!ok(response)) throw fedexFailure(response);
  const shipment = parseShipResponse(response.json(), input.shipment.currency);
  const result: LabelResult = {
    trackingNumbers: shipment.trackingNumbers,
    label: await labelFileOf(shipment, input.labelFormat),
    costMinor: shipment.costMinor,
    carrierRef: shipment.masterTrackingNumber,
  };
  return keepFirstLabel(ctx, input.reference, result, () => cancel(ctx, result.carrierRef!));
}

/**
 * The label kept for `reference`; else the shipment FedEx holds under our CUSTOMER_REFERENCE (Track by
 * References: FedEx answered a purchase and the process died before the label was kept). Its file and
 * cost are gone, so it is cancelled (lost-label.ts) and nothing is returned: the recovery job fails the
 * placement and releases the money.
 */
const findLabel = (ctx: CarrierContext, { reference }: { reference: string }) =>
  keptOrLostLabel(ctx, reference, {
    async lookUp(ours) {
      const response = await call(ctx, 'track', {
        method: 'POST',
        url: '/track/v1/referencenumbers',
        body: buildReferenceTrackRequest({
          reference: ours,
          accountNumber: accountNumber(ctx),
          now: ctx.now,
        }),
        safeToRetry: true,
        operation: 'findLabel',
      });
      if (response.status === 404) return [];
      if (!ok(response)) {
        const failure = fedexFailure(response);
        if (failure.code === 'carrier.tracking_not_found') return [];
        throw failure;
      }
      return parseReferenceTrackResponse(response.json(), ours);
    },
    // One cancel takes every package of the shipment.
    voidOne: (trackingNumber) => cancel(ctx, trackingNumber),
  });

export const fedexAdapter: CarrierAdapter = {
  code: 'fedex',
  name: { 'en-US': 'FedEx', 'zh-CN': 'FedEx（联邦快递）' },
  defaultServices: FEDEX_SERVICES.slice(0, 4).map((s) => ({ ...s })),
  settingsFields: fedexSettingsFields,
  labelFormats: ['pdf_4x6', 'pdf_letter', 'png', 'zpl'],
  // 1,400 transactions per 10 seconds per API project (developer.fedex.com/api/en-us/guides/ratelimits.html).
  ratePerSecond: 140,

  async rate(ctx, input) {
    if (!FEDEX_SERVICE_CODES.includes(input.serviceCode))
      return { ok: false, code: 'carrier.service_unavailable' };
    if (!input.shipment) return { ok: false, code: 'carrier.address_invalid' };
    const response = await call(ctx, 'ship', {
      method: 'POST',
      url: '/rate/v1/rates/quotes',
      body: buildRateRequest({
        serviceCode: input.serviceCode,
        parcels: input.parcels,
        shipment: input.shipment,
        accountNumber: accountNumber(ctx),
      }),
      safeToRetry: true,
      operation: 'rate',
    });
    if (!ok(response)) return { ok: false, code: fedexFailure(response).code };
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
    // One cancel takes every package of the shipment: the other packages' voids find it done.
    const master = carrierRef ?? trackingNumber;
    if (await ctx.memory?.get(cancelledKey(master))) return { voided: true };
    const result = await cancel(ctx, master);
    if (result.voided) await ctx.memory?.putIfAbsent(cancelledKey(master), { at: ctx.now.toISOString() });
    return result;
  },

  async track(ctx, { trackingNumber }) {
    const response = await call(ctx, 'track', {
      method: 'POST',
      url: '/track/v1/trackingnumbers',
      body: { includeDetailedScans: true, trackingInfo: [{ trackingNumberInfo: { trackingNumber } }] },
      safeToRetry: true,
      operation: 'track',
    });
    if (!ok(response)) {
      const failure = fedexFailure(response);
      if (failure.code === 'carrier.tracking_not_found') return { trackingNumber, status: 0, events: [] };
      throw failure;
    }
    return parseTrackResponse(response.json(), trackingNumber);
  },

  testConnection: (ctx) => connectionCheck(() => fetchToken(ctx, 'ship')),
};
