import type {
  CarrierAdapter,
  CarrierContext,
  CarrierHttpRequest,
  CarrierHttpResponse,
  LabelInput,
  LabelResult,
} from '../carrier-adapter.ts';
import { CarrierError, connectionCheck } from '../carrier-adapter.ts';
import { carrierBaseUrl } from '../http/carrier-base-url.ts';
import {
  boughtLabels,
  type EasypostShipment,
  findRate,
  isBought,
  rateMessage,
  rateOutcome,
  refundAccepted,
} from './easypost.labels.ts';
import {
  carrierAccountIds,
  type EasypostErrorBody,
  easypostError,
  easypostOrderBody,
  easypostShipmentBody,
} from './easypost.mappers.ts';
import { EASYPOST_SERVICES, parseServiceCode } from './easypost.services.ts';
import { EASYPOST_SETTINGS_FIELDS, easypostApiKey } from './easypost.settings.ts';
import { type EasypostTracker, trackerResult } from './easypost.tracking.ts';
import { fetchLabelFiles, formatForParcels } from './label-files.ts';

export const EASYPOST_BASE_URL = 'https://api.easypost.com/v2';

const baseUrl = (ctx: CarrierContext) => carrierBaseUrl(ctx, EASYPOST_BASE_URL);

type Call = Omit<CarrierHttpRequest, 'url' | 'headers'> & { path: string };

/** One authenticated call (HTTP Basic, the key as user name: docs.easypost.com/docs/authentication). */
async function send(ctx: CarrierContext, call: Call): Promise<CarrierHttpResponse> {
  if (!ctx.http) throw new CarrierError('carrier.unreachable', 'no HTTP client in the carrier context');
  const key = easypostApiKey(ctx);
  const { path, ...rest } = call;
  return ctx.http.request({
    ...rest,
    url: `${baseUrl(ctx)}${path}`,
    headers: { authorization: `Basic ${Buffer.from(`${key}:`).toString('base64')}` },
  });
}

function failure(res: CarrierHttpResponse): CarrierError {
  let body: EasypostErrorBody | null = null;
  try {
    body = JSON.parse(res.text) as EasypostErrorBody;
  } catch {
    body = null;
  }
  return easypostError(res.status, body, res.text);
}

/** A call whose 2xx answer is JSON; any other answer throws our stable code. */
async function call<T>(ctx: CarrierContext, request: Call): Promise<T> {
  const res = await send(ctx, request);
  if (res.status < 200 || res.status >= 300) throw failure(res);
  return res.json<T>();
}

/** GET by id or by our reference (EasyPost takes a reference in place of an id): null when none. */
async function lookup(ctx: CarrierContext, kind: 'shipments' | 'orders', idOrRef: string) {
  const res = await send(ctx, {
    method: 'GET',
    path: `/${kind}/${encodeURIComponent(idOrRef)}`,
    safeToRetry: true,
    operation: 'findLabel',
  });
  if (res.status === 404) return null;
  if (res.status < 200 || res.status >= 300) throw failure(res);
  return res.json<EasypostShipment>();
}

const memoryKey = (reference: string) => `easypost:${reference}`;

/**
 * The shipment or order made earlier for `reference`. With the channel's memory (always, in the server)
 * that is the one remembered when it was created (first writer wins): every shipment we may buy is there,
 * so no lookup call is spent. Without it (no database), EasyPost's lookup by reference (orders first: an
 * order's shipments may carry the reference too).
 */
async function madeFor(ctx: CarrierContext, reference: string): Promise<EasypostShipment | null> {
  if (ctx.memory) {
    const remembered = await ctx.memory.get(memoryKey(reference));
    const id = typeof remembered?.id === 'string' ? remembered.id : null;
    return id ? lookup(ctx, id.startsWith('order_') ? 'orders' : 'shipments', id) : null;
  }
  return (await lookup(ctx, 'orders', reference)) ?? (await lookup(ctx, 'shipments', reference));
}

async function labelOf(
  ctx: CarrierContext,
  made: EasypostShipment,
  input: Pick<LabelInput, 'labelFormat'>,
  parcels: number,
): Promise<LabelResult> {
  const format = formatForParcels(input.labelFormat, parcels);
  const bought = boughtLabels(made, format);
  const label = await fetchLabelFiles(ctx.http!, bought.files, format);
  return {
    trackingNumbers: bought.trackingNumbers,
    costMinor: bought.costMinor,
    carrierRef: bought.carrierRef,
    label,
  };
}

function shipmentInput(ctx: CarrierContext, input: LabelInput, withReference: boolean) {
  if (!input.shipment) throw new CarrierError('carrier.address_invalid', 'a label needs both addresses');
  return {
    shipment: input.shipment,
    reference: withReference ? input.reference : undefined,
    labelFormat: formatForParcels(input.labelFormat, input.shipment.parcels.length),
    carrierAccounts: carrierAccountIds(ctx.settings),
  };
}

/** Creates the shipment (one parcel) or order (several) for the label and remembers it for `reference`. */
async function create(ctx: CarrierContext, input: LabelInput): Promise<EasypostShipment> {
  const details = shipmentInput(ctx, input, true);
  const many = details.shipment.parcels.length > 1;
  const made = await call<EasypostShipment>(ctx, {
    method: 'POST',
    path: many ? '/orders' : '/shipments',
    body: many ? easypostOrderBody(details) : easypostShipmentBody(details),
    // A second create would leave two objects under one reference: never repeated blindly.
    safeToRetry: false,
    operation: 'createLabel',
  });
  if (!ctx.memory) return made;
  const kept = await ctx.memory.putIfAbsent(memoryKey(input.reference), { id: made.id });
  return kept.id === made.id
    ? made
    : ((await lookup(ctx, many ? 'orders' : 'shipments', String(kept.id))) ?? made);
}

/**
 * Buys the chosen rate. A shipment is bought at most once at EasyPost, and after a failure or a lost
 * answer we ask EasyPost what the shipment holds before reporting anything: nothing is paid twice.
 */
async function buy(
  ctx: CarrierContext,
  made: EasypostShipment,
  serviceCode: string,
): Promise<EasypostShipment> {
  const isOrder = made.id.startsWith('order_');
  const wanted = parseServiceCode(serviceCode);
  const rate = findRate(made.rates ?? [], serviceCode);
  if (!wanted || !rate)
    throw new CarrierError(
      'carrier.service_unavailable',
      rateMessage(made, serviceCode) ?? `no rate for ${serviceCode}`,
    );
  try {
    return await call<EasypostShipment>(ctx, {
      method: 'POST',
      path: `/${isOrder ? 'orders' : 'shipments'}/${made.id}/buy`,
      body: isOrder ? { carrier: rate.carrier, service: rate.service } : { rate: { id: rate.id } },
      safeToRetry: false,
      operation: 'createLabel',
    });
  } catch (error) {
    const now = await lookup(ctx, isOrder ? 'orders' : 'shipments', made.id).catch(() => null);
    if (now && isBought(now)) return now;
    throw error;
  }
}

async function refund(ctx: CarrierContext, shipmentId: string): Promise<boolean> {
  const res = await send(ctx, {
    method: 'POST',
    path: `/shipments/${shipmentId}/refund`,
    safeToRetry: true,
    operation: 'void',
  });
  if (res.status < 200 || res.status >= 300) return false;
  return refundAccepted(res.json<EasypostShipment>());
}

async function trackerOf(
  ctx: CarrierContext,
  trackingNumber: string,
): Promise<(EasypostTracker & { shipment_id?: string | null }) | undefined> {
  const query = new URLSearchParams({ tracking_code: trackingNumber, page_size: '1' });
  const list = await call<{ trackers?: (EasypostTracker & { shipment_id?: string | null })[] }>(ctx, {
    method: 'GET',
    path: `/trackers?${query}`,
    safeToRetry: true,
    operation: 'track',
  });
  return list.trackers?.find((t) => t.tracking_code === trackingNumber) ?? list.trackers?.[0];
}

export const easypostAdapter: CarrierAdapter = {
  code: 'easypost',
  name: { 'en-US': 'EasyPost', 'zh-CN': 'EasyPost 聚合' },
  defaultServices: EASYPOST_SERVICES.map((s) => ({ ...s, international: /international/i.test(s.code) })),
  settingsFields: EASYPOST_SETTINGS_FIELDS,
  labelFormats: ['pdf_4x6', 'pdf_letter', 'png', 'zpl'],
  // No ratePerSecond: EasyPost limits rating and buying by load, not by a published count
  // (docs.easypost.com/guides/rate-limiting-guide); its 429s are waited out (Retry-After).

  async rate(ctx, input) {
    if (!parseServiceCode(input.serviceCode)) return { ok: false, code: 'carrier.service_unavailable' };
    if (!input.shipment) return { ok: false, code: 'carrier.address_invalid' };
    const details = { shipment: input.shipment, carrierAccounts: carrierAccountIds(ctx.settings) };
    const many = input.shipment.parcels.length > 1;
    try {
      const made = await call<EasypostShipment>(ctx, {
        method: 'POST',
        path: many ? '/orders' : '/shipments',
        body: many ? easypostOrderBody(details) : easypostShipmentBody(details),
        // Rating buys nothing: an unbought shipment costs nothing, so a lost answer may be asked again.
        safeToRetry: true,
        operation: 'rate',
      });
      return rateOutcome(made, input.serviceCode, input.shipment.currency);
    } catch (error) {
      if (error instanceof CarrierError) return { ok: false, code: error.code };
      throw error;
    }
  },

  async createLabel(ctx, input) {
    const parcels = input.shipment?.parcels.length ?? input.parcels.length;
    const earlier = await madeFor(ctx, input.reference);
    if (earlier && isBought(earlier)) return labelOf(ctx, earlier, input, parcels);
    const made = earlier ?? (await create(ctx, input));
    return labelOf(ctx, await buy(ctx, made, input.serviceCode), input, parcels);
  },

  async createReturnLabel(ctx, input) {
    if (!input.shipment)
      throw new CarrierError('carrier.address_invalid', 'a return label needs both addresses');
    return this.createLabel(ctx, { ...input, shipment: { ...input.shipment, isReturn: true } });
  },

  async findLabel(ctx, { reference }) {
    const made = await madeFor(ctx, reference);
    if (!made || !isBought(made)) return null;
    return labelOf(
      ctx,
      made,
      {
        labelFormat:
          typeof ctx.settings.labelFormat === 'string'
            ? (ctx.settings.labelFormat as LabelInput['labelFormat'])
            : undefined,
      },
      made.shipments?.length || 1,
    );
  },

  async void(ctx, { trackingNumber, carrierRef }) {
    // Without our stored reference, the tracker of the number names the shipment it belongs to.
    const ref = carrierRef ?? (await trackerOf(ctx, trackingNumber).catch(() => undefined))?.shipment_id;
    if (!ref) return { voided: false, code: 'carrier.label_not_found' };
    const ids = ref.startsWith('order_')
      ? ((await lookup(ctx, 'orders', ref))?.shipments ?? []).map((s) => s.id)
      : [ref];
    if (ids.length === 0) return { voided: false, code: 'carrier.label_not_found' };
    const results = await Promise.all(ids.map((id) => refund(ctx, id)));
    return results.every(Boolean) ? { voided: true } : { voided: false, code: 'carrier.void_refused' };
  },

  async track(ctx, { trackingNumber }) {
    return trackerResult(await trackerOf(ctx, trackingNumber), trackingNumber);
  },

  testConnection: (ctx) =>
    connectionCheck(() =>
      call(ctx, {
        method: 'GET',
        path: '/addresses?page_size=1',
        safeToRetry: true,
        operation: 'testConnection',
      }),
    ),
};
