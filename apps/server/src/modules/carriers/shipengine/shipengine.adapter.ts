import { createHash } from 'node:crypto';
import {
  type CarrierAdapter,
  type CarrierContext,
  CarrierError,
  type CarrierHttpRequest,
  type CarrierHttpResponse,
  connectionCheck,
  type LabelFormat,
  type LabelInput,
  type LabelResult,
} from '../carrier-adapter.ts';
import { fetchLabelFiles, formatForParcels } from '../easypost/label-files.ts';
import { carrierBaseUrl } from '../http/carrier-base-url.ts';
import { keepFirstLabel, rememberedLabel, rememberLabel } from '../label-memory.ts';
import { shipengineFailure } from './shipengine.errors.ts';
import {
  boughtLabel,
  findRate,
  rateOutcome,
  type ShipengineLabel,
  type ShipengineRatesAnswer,
  type ShipengineVoid,
  voidOutcome,
} from './shipengine.labels.ts';
import { shipengineLabelBody, shipengineRatesBody } from './shipengine.mappers.ts';
import { SHIPENGINE_SERVICE_CODES, SHIPENGINE_SERVICES } from './shipengine.services.ts';
import { SHIPENGINE_SETTINGS_FIELDS, shipengineApiKey, shipengineCarrierIds } from './shipengine.settings.ts';
import { type ShipengineTracking, trackingResult } from './shipengine.tracking.ts';

/** ShipEngine (ShipStation API v1): one host for both environments, the key picks the sandbox. */
export const SHIPENGINE_BASE_URL = 'https://api.shipengine.com';

type Call = Omit<CarrierHttpRequest, 'url' | 'headers'> & { path: string };

/** One authenticated call: the key goes in the `API-Key` header (never in a URL, never logged). */
async function send(ctx: CarrierContext, call: Call): Promise<CarrierHttpResponse> {
  if (!ctx.http) throw new CarrierError('carrier.unreachable', 'no HTTP client in the carrier context');
  const key = shipengineApiKey(ctx);
  const { path, ...rest } = call;
  return ctx.http.request({
    ...rest,
    url: `${carrierBaseUrl(ctx, SHIPENGINE_BASE_URL)}${path}`,
    headers: { 'API-Key': key },
  });
}

const ok = (res: CarrierHttpResponse) => res.status >= 200 && res.status < 300;

/** A call whose 2xx answer is JSON; any other answer throws our stable code. */
async function call<T>(ctx: CarrierContext, request: Call): Promise<T> {
  const res = await send(ctx, request);
  if (!ok(res)) throw shipengineFailure(res);
  return res.json<T>();
}

/**
 * The external_shipment_id of a placement: our reference itself when short and plain, else its hash
 * (same reference, same id), so ShipEngine can be asked what it made for it.
 */
export function externalShipmentId(reference: string): string {
  return /^[\w:.-]{1,50}$/.test(reference)
    ? reference
    : `sl-${createHash('sha256').update(reference).digest('hex').slice(0, 40)}`;
}

/** The label bought for `reference` (GET /v1/labels/external_shipment_id/{id}); null when none is usable. */
async function labelByReference(ctx: CarrierContext, reference: string): Promise<ShipengineLabel | null> {
  const res = await send(ctx, {
    method: 'GET',
    path: `/v1/labels/external_shipment_id/${encodeURIComponent(externalShipmentId(reference))}`,
    safeToRetry: true,
    operation: 'findLabel',
  });
  if (res.status === 404) return null;
  if (!ok(res)) throw shipengineFailure(res);
  const label = res.json<ShipengineLabel>();
  return label.status === 'completed' && !label.voided ? label : null;
}

const labelKey = (trackingNumber: string) => `shipengine-label:${trackingNumber}`;
const voidedKey = (labelId: string) => `shipengine-voided:${labelId}`;

/** Downloads the label file (its URL carries its own token: no key is sent) and notes which label each
 * tracking number belongs to, for void and track. */
async function resultOf(
  ctx: CarrierContext,
  label: ShipengineLabel,
  format: LabelFormat,
  currency?: string,
): Promise<LabelResult> {
  const bought = boughtLabel(label, format, currency);
  const file = await fetchLabelFiles(ctx.http!, [bought.file], format);
  await Promise.all(
    bought.trackingNumbers.map((n) => ctx.memory?.putIfAbsent(labelKey(n), { labelId: bought.labelId })),
  );
  return {
    trackingNumbers: bought.trackingNumbers,
    label: file,
    costMinor: bought.costMinor,
    carrierRef: bought.labelId,
  };
}

/** The carrier account of the service: the channel's only one, else the one whose rate offers it. */
async function carrierFor(ctx: CarrierContext, input: LabelInput): Promise<string> {
  const ids = shipengineCarrierIds(ctx);
  if (ids.length === 1) return ids[0]!;
  const answer = await call<ShipengineRatesAnswer>(ctx, {
    method: 'POST',
    path: '/v1/rates',
    body: shipengineRatesBody({ shipment: input.shipment!, serviceCode: input.serviceCode, carrierIds: ids }),
    safeToRetry: true,
    operation: 'rate',
  });
  const found = findRate(answer, input.serviceCode, input.shipment!.currency);
  if (!found?.rate.carrier_id)
    throw new CarrierError('carrier.service_unavailable', `no carrier account offers ${input.serviceCode}`);
  return found.rate.carrier_id;
}

/** Failures after which ShipEngine may have made the label anyway: it is asked before anything is said. */
const MAYBE_MADE = new Set(['carrier.timeout', 'carrier.unreachable', 'carrier.bad_response']);

async function voidLabel(ctx: CarrierContext, labelId: string): Promise<{ voided: boolean; code?: string }> {
  if (await ctx.memory?.get(voidedKey(labelId))) return { voided: true };
  const res = await send(ctx, {
    method: 'PUT',
    path: `/v1/labels/${encodeURIComponent(labelId)}/void`,
    // Voiding twice cannot cost anything: the second answer says "already voided".
    safeToRetry: true,
    operation: 'void',
  });
  if (res.status === 404) return { voided: false, code: 'carrier.label_not_found' };
  if (!ok(res)) {
    const code = shipengineFailure(res).code;
    return { voided: false, code: code === 'carrier.rejected' ? 'carrier.void_refused' : code };
  }
  const outcome = voidOutcome(res.json<ShipengineVoid>());
  if (outcome.voided) await ctx.memory?.putIfAbsent(voidedKey(labelId), { at: ctx.now.toISOString() });
  return outcome.voided ? { voided: true } : { voided: false, code: outcome.code };
}

/** The label id of a tracking number: noted when the label was made, else asked (GET /v1/labels?tracking_number). */
async function labelIdOf(ctx: CarrierContext, trackingNumber: string): Promise<string | null> {
  const noted = await ctx.memory?.get(labelKey(trackingNumber));
  if (typeof noted?.labelId === 'string') return noted.labelId;
  const list = await call<{ labels?: ShipengineLabel[] }>(ctx, {
    method: 'GET',
    path: `/v1/labels?${new URLSearchParams({ tracking_number: trackingNumber, page_size: '1' })}`,
    safeToRetry: true,
    operation: 'findLabel',
  });
  return list.labels?.find((l) => l.label_id)?.label_id ?? null;
}

/**
 * ShipEngine has no idempotency key header, so each purchase carries our reference as its
 * external_shipment_id: a repeat (or a purchase whose answer was lost) first asks ShipEngine for the label
 * of that id and buys only when there is none. What was bought is kept in the channel's memory at once;
 * two concurrent purchases of one reference keep the first stored and void the other.
 */
async function createLabel(ctx: CarrierContext, input: LabelInput): Promise<LabelResult> {
  const earlier = await rememberedLabel(ctx, input.reference);
  if (earlier) return earlier;
  const shipment = input.shipment;
  if (!shipment) throw new CarrierError('carrier.address_invalid', 'a ShipEngine label needs both addresses');
  if (!SHIPENGINE_SERVICE_CODES.includes(input.serviceCode))
    throw new CarrierError('carrier.service_unavailable', `unknown ShipEngine service ${input.serviceCode}`);
  const format = formatForParcels(input.labelFormat, shipment.parcels.length);
  const keep = async (label: ShipengineLabel) => {
    const result = await resultOf(ctx, label, format, shipment.currency);
    return keepFirstLabel(ctx, input.reference, result, () => voidLabel(ctx, result.carrierRef!));
  };
  const found = await labelByReference(ctx, input.reference);
  if (found) return keep(found);
  const body = shipengineLabelBody({
    shipment,
    serviceCode: input.serviceCode,
    carrierId: await carrierFor(ctx, input),
    externalShipmentId: externalShipmentId(input.reference),
    labelFormat: format,
  });
  let label: ShipengineLabel;
  try {
    label = await call<ShipengineLabel>(ctx, {
      method: 'POST',
      path: '/v1/labels',
      body,
      // A second purchase would be a second label: never repeated blindly (asked for below instead).
      safeToRetry: false,
      operation: shipment.isReturn ? 'createReturnLabel' : 'createLabel',
    });
  } catch (error) {
    if (!(error instanceof CarrierError)) throw error;
    if (!MAYBE_MADE.has(error.code) && error.carrierCode !== 'identifier_conflict') throw error;
    const made = await labelByReference(ctx, input.reference).catch(() => null);
    if (made) return keep(made);
    throw error;
  }
  return keep(label);
}

const settingsFormat = (ctx: CarrierContext): LabelFormat | undefined =>
  typeof ctx.settings.labelFormat === 'string' ? (ctx.settings.labelFormat as LabelFormat) : undefined;

export const shipengineAdapter: CarrierAdapter = {
  code: 'shipengine',
  name: { 'en-US': 'ShipEngine (ShipStation API)', 'zh-CN': 'ShipEngine 聚合（ShipStation API）' },
  defaultServices: SHIPENGINE_SERVICES.map((s) => ({ ...s })),
  settingsFields: SHIPENGINE_SETTINGS_FIELDS,
  labelFormats: ['pdf_4x6', 'pdf_letter', 'pdf_a4', 'png', 'zpl'],
  // 200 requests per minute per account (docs.shipstation.com/apis/shipengine/docs/guides/rate-limits);
  // the sandbox allows 20, and its 429s (with Retry-After) are waited out by CarrierHttp.
  ratePerSecond: 200 / 60,

  async rate(ctx, input) {
    if (!SHIPENGINE_SERVICE_CODES.includes(input.serviceCode))
      return { ok: false, code: 'carrier.service_unavailable' };
    if (!input.shipment) return { ok: false, code: 'carrier.address_invalid' };
    try {
      const answer = await call<ShipengineRatesAnswer>(ctx, {
        method: 'POST',
        path: '/v1/rates',
        body: shipengineRatesBody({
          shipment: input.shipment,
          serviceCode: input.serviceCode,
          carrierIds: shipengineCarrierIds(ctx),
        }),
        // Rating buys nothing: a lost answer may be asked again.
        safeToRetry: true,
        operation: 'rate',
      });
      return rateOutcome(answer, input.serviceCode, input.shipment.currency);
    } catch (error) {
      if (error instanceof CarrierError) return { ok: false, code: error.code };
      throw error;
    }
  },

  createLabel,

  createReturnLabel: (ctx, input) =>
    createLabel(ctx, input.shipment ? { ...input, shipment: { ...input.shipment, isReturn: true } } : input),

  async findLabel(ctx, { reference }) {
    const remembered = await rememberedLabel(ctx, reference);
    if (remembered) return remembered;
    const label = await labelByReference(ctx, reference);
    if (!label) return null;
    const parcels = label.packages?.length || 1;
    return rememberLabel(
      ctx,
      reference,
      await resultOf(ctx, label, formatForParcels(settingsFormat(ctx), parcels)),
    );
  },

  async void(ctx, { trackingNumber, carrierRef }) {
    const labelId = carrierRef ?? (await labelIdOf(ctx, trackingNumber).catch(() => null));
    if (!labelId) return { voided: false, code: 'carrier.label_not_found' };
    return voidLabel(ctx, labelId);
  },

  async track(ctx, { trackingNumber }) {
    const labelId = await labelIdOf(ctx, trackingNumber);
    if (!labelId) return { trackingNumber, status: 0, events: [] };
    const res = await send(ctx, {
      method: 'GET',
      path: `/v1/labels/${encodeURIComponent(labelId)}/track`,
      safeToRetry: true,
      operation: 'track',
    });
    if (res.status === 404) return { trackingNumber, status: 0, events: [] };
    if (!ok(res)) throw shipengineFailure(res);
    return trackingResult(res.json<ShipengineTracking>(), trackingNumber);
  },

  testConnection: (ctx) =>
    connectionCheck(() =>
      call(ctx, { method: 'GET', path: '/v1/carriers', safeToRetry: true, operation: 'testConnection' }),
    ),
};
