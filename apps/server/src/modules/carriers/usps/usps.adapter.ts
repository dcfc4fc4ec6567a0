import { createHash } from 'node:crypto';
import type {
  CarrierAdapter,
  CarrierContext,
  LabelInput,
  LabelResult,
  RateInput,
  RateOutcome,
} from '../carrier-adapter.ts';
import { CarrierError, connectionCheck } from '../carrier-adapter.ts';
import { rememberedLabel, rememberLabel } from '../label-memory.ts';
import { uspsError } from './usps.errors.ts';
import { formatForParcels, labelFileOf } from './usps.label-file.ts';
import {
  buildDomesticLabel,
  buildInternationalLabel,
  buildReturnLabel,
  DOMESTIC_LABEL_PATH,
  INTERNATIONAL_LABEL_PATH,
  imageTypeOf,
  parseLabelAnswer,
  RETURN_LABEL_PATH,
  USPS_LABEL_FORMATS,
  type UspsLabelPart,
} from './usps.labels.ts';
import { idempotencyKeyOf } from './usps.mappers.ts';
import {
  buildRateQuery,
  DOMESTIC_RATES_PATH,
  INTERNATIONAL_RATES_PATH,
  parseRateAnswer,
} from './usps.rates.ts';
import { isUspsDomestic, USPS_SERVICES, type UspsService, uspsService } from './usps.services.ts';
import { checkConnection, type UspsSession, uspsCall, uspsSession } from './usps.session.ts';
import { USPS_SETTINGS_FIELDS } from './usps.settings.ts';
import { LOGISTICS, parseTracking, trackingPath } from './usps.tracking.ts';

/**
 * USPS's quota: a new application's default API product allows 60 calls per HOUR across all v3 APIs,
 * token requests included (USPS staff, github.com/USPS/api-examples/issues/30 and /107); labels need a
 * service request that also raises the quota. The limiter spaces calls evenly, so 60/h is one call a
 * minute: slow, but never a 429 storm. A channel with a raised quota still backs off on 429 Retry-After.
 */
export const USPS_RATE_PER_SECOND = 60 / 3600;

const account = (ctx: CarrierContext) => ({
  accountType: typeof ctx.settings.accountType === 'string' ? ctx.settings.accountType : undefined,
  accountNumber: typeof ctx.settings.accountNumber === 'string' ? ctx.settings.accountNumber : undefined,
});

/** Why USPS cannot carry this shipment with this service before asking it, or null. */
function refusalOf(service: UspsService | undefined, input: RateInput | LabelInput): string | null {
  if (!service) return 'carrier.service_unavailable';
  if (!input.shipment) return 'carrier.address_invalid';
  // USPS labels are mailed in the United States: the sender is always domestic.
  if (!isUspsDomestic(input.shipment.from.country)) return 'carrier.service_unavailable';
  if (service.international === isUspsDomestic(input.shipment.to.country))
    return 'carrier.service_unavailable';
  if (input.parcels.some((p) => p.actualLb > service.maxWeightLb)) return 'carrier.weight_over_limit';
  return null;
}

/** Refusals USPS gives about the shipment (a rate answer); call failures are thrown instead. */
const CALL_FAILURES = new Set(['carrier.auth_failed', 'carrier.rate_limited', 'carrier.unreachable']);

async function rate(ctx: CarrierContext, input: RateInput): Promise<RateOutcome> {
  const service = uspsService(input.serviceCode);
  const refusal = refusalOf(service, input);
  if (refusal) return { ok: false, code: refusal };
  const s = uspsSession(ctx);
  // Identical parcels (a row of N boxes) are priced once: every call counts against USPS's hourly quota.
  const priced = new Map<string, bigint>();
  let total = 0n;
  for (const parcel of input.parcels) {
    const body = buildRateQuery(service!, input.shipment!, parcel, account(ctx));
    const key = JSON.stringify(body);
    let minor = priced.get(key);
    if (minor === undefined) {
      const res = await uspsCall(s, {
        method: 'POST',
        path: service!.international ? INTERNATIONAL_RATES_PATH : DOMESTIC_RATES_PATH,
        body,
        safeToRetry: true,
        operation: 'rate',
      });
      if (res.status !== 200) {
        const error = uspsError(res.status, res.text);
        if (CALL_FAILURES.has(error.code)) throw error;
        return { ok: false, code: error.code };
      }
      const chosen = parseRateAnswer(res.json(), service!, parcel);
      if (!chosen) return { ok: false, code: 'carrier.service_unavailable' };
      minor = chosen.minor;
      priced.set(key, minor);
    }
    total += minor;
  }
  return { ok: true, baseMinor: total };
}

/** One parcel's label call as planned: replayed as is (same body, same key) by a retry or by recovery. */
interface PlannedLabel {
  path: string;
  key: string;
  body: Record<string, unknown>;
  asked: UspsLabelPart['imageType'];
  isReturn: boolean;
}

const planKey = (reference: string) => `usps:plan:${reference}`;

/** A plan's fingerprint, independent of key order (memory may store JSON with its keys reordered). */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}
const digestOf = (plan: readonly PlannedLabel[]) =>
  createHash('sha1').update(canonical(plan)).digest('hex').slice(0, 16);

function planOf(input: LabelInput, isReturn: boolean): PlannedLabel[] {
  const service = uspsService(input.serviceCode);
  const refusal = refusalOf(service, input);
  if (refusal) throw new CarrierError(refusal);
  const shipment = input.shipment!;
  const format = formatForParcels(input.labelFormat, input.parcels.length);
  const asked = ({ PDF: 'pdf', PNG: 'png', ZPL203DPI: 'zpl' } as const)[
    imageTypeOf(format, service!.international)
  ];
  return input.parcels.map((parcel, i) => {
    const [path, body] = isReturn
      ? [RETURN_LABEL_PATH, buildReturnLabel(service!, shipment, parcel, format)]
      : service!.international
        ? [INTERNATIONAL_LABEL_PATH, buildInternationalLabel(service!, shipment, parcel, format)]
        : [DOMESTIC_LABEL_PATH, buildDomesticLabel(service!, shipment, parcel, i, format)];
    return { path, key: idempotencyKeyOf(input.reference, i), body, asked, isReturn };
  });
}

async function send(s: UspsSession, planned: PlannedLabel): Promise<UspsLabelPart> {
  const res = await uspsCall(s, {
    method: 'POST',
    path: planned.path,
    body: planned.body,
    // USPS returns the label it already made for this key instead of charging again: safe to repeat.
    headers: { 'x-idempotency-key': planned.key, accept: 'multipart/form-data, application/json' },
    safeToRetry: true,
    payment: true,
    operation: planned.isReturn ? 'createReturnLabel' : 'createLabel',
  });
  if (res.status !== 200 && res.status !== 201) throw uspsError(res.status, res.text);
  return parseLabelAnswer(res.text, res.headers['content-type'], planned.asked, planned.isReturn);
}

/** Buys every planned label in parcel order; on a refusal, voids the ones already bought (nothing is left paid). */
async function buyAll(
  s: UspsSession,
  plan: readonly PlannedLabel[],
  reference: string,
): Promise<LabelResult> {
  const parts: UspsLabelPart[] = [];
  try {
    for (const planned of plan) parts.push(await send(s, planned));
  } catch (error) {
    for (const part of parts)
      await voidLabel(s.ctx, { trackingNumber: part.trackingNumber }).catch(() => null);
    throw error;
  }
  const label: LabelResult = {
    trackingNumbers: parts.map((p) => p.trackingNumber),
    label: await labelFileOf(parts),
    costMinor: parts.reduce((sum, p) => sum + p.postageMinor, 0n),
  };
  return rememberLabel(s.ctx, reference, label);
}

async function buy(ctx: CarrierContext, input: LabelInput, isReturn: boolean): Promise<LabelResult> {
  const remembered = await rememberedLabel(ctx, input.reference);
  if (remembered) return remembered;
  let plan = planOf(input, isReturn);
  const s = uspsSession(ctx);
  // Written before the first call: recovery replays exactly this. A concurrent repeat plans the same.
  if (ctx.memory) {
    const digest = digestOf(plan);
    const stored = await ctx.memory.putIfAbsent(planKey(input.reference), { plan, digest });
    // The reference was used before for another shipment (a refused attempt): new keys, so USPS never
    // sees one key with two bodies, and never the old bodies.
    if (stored.digest !== digest)
      plan = planOf({ ...input, reference: `${input.reference}#${digest}` }, isReturn);
  }
  return buyAll(s, plan, input.reference);
}

/**
 * Recovery after a crash between USPS's answer and our commit: the labels are asked for again with the
 * same bodies and idempotency keys, and USPS hands back what it made for each key without a new charge.
 * No plan stored means no call was ever sent: no label. (A planned call that never reached USPS is made
 * now: the order was being placed, so the customer gets the label their held money pays for.)
 */
async function findLabel(ctx: CarrierContext, input: { reference: string }): Promise<LabelResult | null> {
  const remembered = await rememberedLabel(ctx, input.reference);
  if (remembered) return remembered;
  const stored = await ctx.memory?.get(planKey(input.reference));
  if (!stored) return null;
  try {
    return await buyAll(uspsSession(ctx), stored.plan as PlannedLabel[], input.reference);
  } catch (error) {
    // USPS refused the same request again: it made no label for it.
    if (error instanceof CarrierError && !CALL_FAILURES.has(error.code) && error.code !== 'carrier.timeout')
      return null;
    throw error;
  }
}

const CANCEL_PATHS = [
  (n: string) => `${DOMESTIC_LABEL_PATH}/${encodeURIComponent(n)}`,
  (n: string) => `${INTERNATIONAL_LABEL_PATH}/${encodeURIComponent(n)}`,
];

/** DELETE the label (domestic first, then international: the number alone does not say which API made it). */
async function voidLabel(ctx: CarrierContext, input: { trackingNumber: string }) {
  const s = uspsSession(ctx);
  for (const path of CANCEL_PATHS) {
    const res = await uspsCall(s, {
      method: 'DELETE',
      path: path(input.trackingNumber),
      safeToRetry: true,
      payment: true,
      operation: 'void',
    });
    if (res.status === 200) {
      // CANCELED, or DISPUTED: already manifested, a refund request for the unused label was filed.
      const status = res.json<{ status?: string }>().status;
      if (status === 'CANCELED' || status === 'DISPUTED') return { voided: true };
      return { voided: false, code: 'carrier.void_refused' };
    }
    const error = uspsError(res.status, res.text);
    if (res.status === 404 || /not found/i.test(error.carrierMessage ?? '')) continue;
    if (CALL_FAILURES.has(error.code)) throw error;
    return { voided: false, code: 'carrier.void_refused' };
  }
  return { voided: false, code: 'carrier.label_not_found' };
}

async function track(ctx: CarrierContext, input: { trackingNumber: string }) {
  const res = await uspsCall(uspsSession(ctx), {
    method: 'GET',
    path: trackingPath(input.trackingNumber),
    safeToRetry: true,
    operation: 'track',
  });
  if (res.status === 200) return parseTracking(res.json(), input.trackingNumber, ctx.now);
  const error = uspsError(res.status, res.text);
  if (
    res.status === 404 ||
    (res.status === 400 && /not found|no record|invalid/i.test(error.carrierMessage ?? ''))
  )
    return { trackingNumber: input.trackingNumber, status: LOGISTICS.notFound, events: [] };
  throw error;
}

export const uspsAdapter: CarrierAdapter = {
  code: 'usps',
  name: { 'en-US': 'USPS', 'zh-CN': '美国邮政（USPS）' },
  defaultServices: USPS_SERVICES.map((s) => ({
    code: s.code,
    name: s.name,
    transitDaysMin: s.transitDaysMin,
    transitDaysMax: s.transitDaysMax,
    international: s.international,
    maxWeightLb: s.maxWeightLb,
  })),
  settingsFields: USPS_SETTINGS_FIELDS,
  labelFormats: USPS_LABEL_FORMATS,
  ratePerSecond: USPS_RATE_PER_SECOND,
  rate,
  createLabel: (ctx, input) => buy(ctx, input, false),
  createReturnLabel: (ctx, input) =>
    buy(ctx, { ...input, shipment: input.shipment && { ...input.shipment, isReturn: true } }, true),
  findLabel,
  void: voidLabel,
  track,
  testConnection: (ctx) => connectionCheck(() => checkConnection(uspsSession(ctx))),
};
