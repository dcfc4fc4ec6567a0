import type {
  CarrierAdapter,
  CarrierContext,
  CarrierHttpRequest,
  CarrierHttpResponse,
  LabelInput,
  LabelResult,
} from '../carrier-adapter.ts';
import { CarrierError } from '../carrier-adapter.ts';
import { decimalToMinor } from '../easypost/easypost.money.ts';
import { fetchLabelFiles, formatForParcels } from '../easypost/label-files.ts';
import {
  formatOfFileType,
  isPending,
  purchasedLabels,
  rateIdOf,
  type ShippoTransaction,
  transactionError,
} from './shippo.labels.ts';
import {
  findShippoRate,
  type ShippoShipment,
  shippoError,
  shippoLabelFileType,
  shippoRateOutcome,
  shippoShipmentBody,
} from './shippo.mappers.ts';
import {
  carrierOfNumber,
  carrierOfService,
  SHIPPO_SERVICE_CODES,
  SHIPPO_SERVICES,
} from './shippo.services.ts';
import { SHIPPO_SETTINGS_FIELDS, shippoToken } from './shippo.settings.ts';
import { type ShippoTrack, shippoTrackResult } from './shippo.tracking.ts';

export const SHIPPO_BASE_URL = 'https://api.goshippo.com';
/** How often a purchase Shippo answered QUEUED/WAITING is asked about again, and how long between. */
const PENDING_POLLS = 5;
const PENDING_POLL_MS = 1_000;

const baseUrl = (ctx: CarrierContext) =>
  (typeof ctx.settings.baseUrl === 'string' && ctx.settings.baseUrl) || SHIPPO_BASE_URL;

type Call = Omit<CarrierHttpRequest, 'url' | 'headers'> & { path: string };

/** `Authorization: ShippoToken <token>` and the API version this adapter reads (2018-02-08). */
function send(ctx: CarrierContext, call: Call): Promise<CarrierHttpResponse> {
  if (!ctx.http) throw new CarrierError('carrier.unreachable', 'no HTTP client in the carrier context');
  const { path, ...rest } = call;
  return ctx.http.request({
    ...rest,
    url: `${baseUrl(ctx)}${path}`,
    headers: { authorization: `ShippoToken ${shippoToken(ctx)}`, 'shippo-api-version': '2018-02-08' },
  });
}

async function call<T>(ctx: CarrierContext, request: Call): Promise<T> {
  const res = await send(ctx, request);
  if (res.status < 200 || res.status >= 300) throw shippoError(res.status, res.text);
  return res.json<T>();
}

/** Every transaction bought with the rate: one per parcel of a multi-piece shipment. */
async function transactionsOfRate(ctx: CarrierContext, rateId: string): Promise<ShippoTransaction[]> {
  const query = new URLSearchParams({ rate: rateId, results: '100' });
  const list = await call<{ results?: ShippoTransaction[] }>(ctx, {
    method: 'GET',
    path: `/transactions?${query}`,
    safeToRetry: true,
    operation: 'findLabel',
  });
  return (list.results ?? []).filter((t) => rateIdOf(t) === rateId || rateIdOf(t) === undefined);
}

const memoryKey = (reference: string) => `shippo:${reference}`;
const trackKey = (number: string) => `shippo-track:${number}`;

interface Chosen {
  rateId: string;
  amount: string;
  provider: string;
}

/** The rate chosen for `reference` earlier (remembered when the shipment was made), or null. */
async function chosenFor(ctx: CarrierContext, reference: string): Promise<Chosen | null> {
  const kept = await ctx.memory?.get(memoryKey(reference));
  return typeof kept?.rateId === 'string' ? (kept as unknown as Chosen) : null;
}

async function labelOf(
  ctx: CarrierContext,
  chosen: Chosen,
  transactions: ShippoTransaction[],
  fileType: string,
): Promise<LabelResult> {
  const bought = purchasedLabels(transactions, formatOfFileType(fileType));
  const costMinor = decimalToMinor(chosen.amount);
  if (costMinor === null) throw new CarrierError('carrier.bad_response', `rate amount ${chosen.amount}`);
  for (const number of bought.trackingNumbers)
    await ctx.memory?.putIfAbsent(trackKey(number), { carrier: chosen.provider.toLowerCase() });
  const label = await fetchLabelFiles(ctx.http!, bought.files, fileTypePaper(fileType));
  return { trackingNumbers: bought.trackingNumbers, costMinor, carrierRef: bought.carrierRef, label };
}

const fileTypePaper = (type: string) =>
  (({ PDF_4x6: 'pdf_4x6', PDF: 'pdf_letter', PDF_A4: 'pdf_a4', PNG: 'png', ZPLII: 'zpl' }) as const)[
    type as 'PDF'
  ] ?? 'pdf_4x6';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits out a QUEUED/WAITING purchase (bounded), then its outcome. */
async function settled(ctx: CarrierContext, t: ShippoTransaction): Promise<ShippoTransaction> {
  let current = t;
  for (let i = 0; i < PENDING_POLLS && isPending(current); i++) {
    await sleep(PENDING_POLL_MS);
    current = await call<ShippoTransaction>(ctx, {
      method: 'GET',
      path: `/transactions/${t.object_id}`,
      safeToRetry: true,
      operation: 'createLabel',
    });
  }
  if (current.status !== 'SUCCESS')
    throw isPending(current)
      ? new CarrierError('carrier.timeout', 'label still queued at Shippo')
      : transactionError(current);
  return current;
}

async function buy(ctx: CarrierContext, input: LabelInput, fileType: string): Promise<LabelResult> {
  const shipment = input.shipment;
  if (!shipment) throw new CarrierError('carrier.address_invalid', 'a label needs both addresses');
  const earlier = await chosenFor(ctx, input.reference);
  if (earlier) {
    // Made before (a retry or a recovery): the purchase may have happened; Shippo is asked first.
    const done = (await transactionsOfRate(ctx, earlier.rateId)).filter((t) => t.status === 'SUCCESS');
    if (done.length) return labelOf(ctx, earlier, done, fileType);
  }
  let chosen = earlier;
  if (!chosen) {
    const made = await call<ShippoShipment>(ctx, {
      method: 'POST',
      path: '/shipments',
      body: shippoShipmentBody(shipment, input.reference),
      // A shipment buys nothing: a lost answer may be asked again.
      safeToRetry: true,
      operation: 'createLabel',
    });
    const rate = findShippoRate(made, input.serviceCode);
    if (!rate)
      throw new CarrierError(
        'carrier.service_unavailable',
        (made.messages ?? []).map((m) => m.text).join(' | ') || `no rate for ${input.serviceCode}`,
      );
    const mine: Chosen = {
      rateId: rate.object_id,
      amount: rate.amount,
      provider: rate.provider ?? carrierOfService(input.serviceCode),
    };
    chosen = ctx.memory
      ? ((await ctx.memory.putIfAbsent(memoryKey(input.reference), { ...mine })) as unknown as Chosen)
      : mine;
  }
  let transaction: ShippoTransaction;
  try {
    transaction = await call<ShippoTransaction>(ctx, {
      method: 'POST',
      path: '/transactions',
      body: { rate: chosen.rateId, label_file_type: fileType, metadata: input.reference, async: false },
      safeToRetry: false,
      operation: 'createLabel',
    });
  } catch (error) {
    // No answer (or a refusal): Shippo is asked what was bought with the rate before anything is reported.
    const done = await transactionsOfRate(ctx, chosen.rateId).catch(() => []);
    const ok = done.filter((t) => t.status === 'SUCCESS');
    if (ok.length) return labelOf(ctx, chosen, ok, fileType);
    throw error;
  }
  const first = await settled(ctx, transaction);
  const all = shipment.parcels.length > 1 ? await transactionsOfRate(ctx, chosen.rateId) : [first];
  return labelOf(ctx, chosen, all.length ? all : [first], fileType);
}

export const shippoAdapter: CarrierAdapter = {
  code: 'shippo',
  name: { 'en-US': 'Shippo', 'zh-CN': 'Shippo 聚合' },
  defaultServices: SHIPPO_SERVICES.map((s) => ({ ...s })),
  settingsFields: SHIPPO_SETTINGS_FIELDS,
  labelFormats: ['pdf_4x6', 'pdf_letter', 'pdf_a4', 'png', 'zpl'],
  // Shippo's live limit for shipment and transaction POSTs is 500 a minute (docs.goshippo.com/docs/api_concepts/
  // ratelimits): about 8 a second; test tokens get 50 a minute and their 429s are waited out (Retry-After).
  ratePerSecond: 8,

  async rate(ctx, input) {
    if (!SHIPPO_SERVICE_CODES.includes(input.serviceCode) && !/^[a-z]+_[a-z0-9_]+$/.test(input.serviceCode))
      return { ok: false, code: 'carrier.service_unavailable' };
    if (!input.shipment) return { ok: false, code: 'carrier.address_invalid' };
    try {
      const made = await call<ShippoShipment>(ctx, {
        method: 'POST',
        path: '/shipments',
        body: shippoShipmentBody(input.shipment),
        safeToRetry: true,
        operation: 'rate',
      });
      return shippoRateOutcome(made, input.serviceCode, input.shipment.currency);
    } catch (error) {
      if (error instanceof CarrierError) return { ok: false, code: error.code };
      throw error;
    }
  },

  createLabel(ctx, input) {
    const format = formatForParcels(
      input.labelFormat,
      input.shipment?.parcels.length ?? input.parcels.length,
    );
    return buy(ctx, input, shippoLabelFileType(format));
  },

  createReturnLabel(ctx, input) {
    if (!input.shipment)
      throw new CarrierError('carrier.address_invalid', 'a return label needs both addresses');
    return this.createLabel(ctx, { ...input, shipment: { ...input.shipment, isReturn: true } });
  },

  async findLabel(ctx, { reference }) {
    const chosen = await chosenFor(ctx, reference);
    if (!chosen) return null;
    const done = (await transactionsOfRate(ctx, chosen.rateId)).filter((t) => t.status === 'SUCCESS');
    if (done.length === 0) return null;
    const setting = typeof ctx.settings.labelFormat === 'string' ? ctx.settings.labelFormat : 'pdf_4x6';
    const fileType = shippoLabelFileType(formatForParcels(setting as LabelInput['labelFormat'], done.length));
    return labelOf(ctx, chosen, done, fileType);
  },

  async void(ctx, { carrierRef }) {
    if (!carrierRef) return { voided: false, code: 'carrier.label_not_found' };
    const res = await send(ctx, {
      method: 'GET',
      path: `/transactions/${encodeURIComponent(carrierRef)}`,
      safeToRetry: true,
      operation: 'void',
    });
    if (res.status === 404) return { voided: false, code: 'carrier.label_not_found' };
    if (res.status >= 300) throw shippoError(res.status, res.text);
    const rateId = rateIdOf(res.json<ShippoTransaction>());
    const ids = rateId
      ? (await transactionsOfRate(ctx, rateId)).filter((t) => t.status === 'SUCCESS').map((t) => t.object_id)
      : [carrierRef];
    const outcomes = await Promise.all(
      (ids.length ? ids : [carrierRef]).map(async (transaction) => {
        // One refund per label: Shippo refuses a second for the same transaction, so a retry is harmless.
        const r = await send(ctx, {
          method: 'POST',
          path: '/refunds',
          body: { transaction, async: false },
          safeToRetry: true,
          operation: 'void',
        });
        if (r.status < 200 || r.status >= 300) return false;
        return r.json<{ status?: string }>().status !== 'ERROR';
      }),
    );
    return outcomes.every(Boolean) ? { voided: true } : { voided: false, code: 'carrier.void_refused' };
  },

  async track(ctx, { trackingNumber }) {
    const remembered = await ctx.memory?.get(trackKey(trackingNumber));
    const carrier =
      (typeof remembered?.carrier === 'string' && remembered.carrier) || carrierOfNumber(trackingNumber);
    if (!carrier) return shippoTrackResult(null, trackingNumber);
    const res = await send(ctx, {
      method: 'GET',
      path: `/tracks/${encodeURIComponent(carrier)}/${encodeURIComponent(trackingNumber)}`,
      safeToRetry: true,
      operation: 'track',
    });
    if (res.status === 404) return shippoTrackResult(null, trackingNumber);
    if (res.status >= 300) throw shippoError(res.status, res.text);
    return shippoTrackResult(res.json<ShippoTrack>(), trackingNumber);
  },

  async testConnection(ctx) {
    try {
      await call(ctx, {
        method: 'GET',
        path: '/carrier_accounts?results=1',
        safeToRetry: true,
        operation: 'testConnection',
      });
      return { ok: true };
    } catch (error) {
      if (error instanceof CarrierError)
        return { ok: false, code: error.code, carrierMessage: error.carrierMessage };
      throw error;
    }
  },
};
