import type {
  CarrierContext,
  LabelInput,
  LabelResult,
  RateOutcome,
  ShipmentDetails,
} from '../carrier-adapter.ts';
import { CarrierError } from '../carrier-adapter.ts';
import { carrierAmountMinor } from '../carrier-amount.ts';
import { fetchLabelFiles } from '../easypost/label-files.ts';
import { call, succeeded } from './shippo.http.ts';
import {
  formatOfFileType,
  isPending,
  purchasedLabels,
  type ShippoTransaction,
  transactionError,
} from './shippo.labels.ts';
import {
  findShippoRate,
  type ShippoShipment,
  shippoRateOutcome,
  shippoShipmentBody,
} from './shippo.mappers.ts';
import { carrierOfService } from './shippo.services.ts';

/** How often a purchase Shippo answered QUEUED/WAITING is asked about again, and how long between. */
const PENDING_POLLS = 5;
const PENDING_POLL_MS = 1_000;

export const memoryKey = (reference: string) => `shippo:${reference}`;
export const trackKey = (number: string) => `shippo-track:${number}`;

/**
 * The shipments to make: one for every parcel together (a multi-piece shipment), except USPS, which
 * Shippo does not ship multi-piece (docs.goshippo.com/docs/shipments/multipieceshipment): one per parcel.
 */
export function shipmentGroups(shipment: ShipmentDetails, token: string): ShipmentDetails[] {
  if (shipment.parcels.length < 2 || carrierOfService(token) !== 'usps') return [shipment];
  return shipment.parcels.map((parcel, i) => ({
    ...shipment,
    parcels: [parcel],
    declaredMinor: [shipment.declaredMinor[i] ?? 0n],
  }));
}

/** The rates chosen for a reference: one per shipment made, with their amounts, and the carrier. */
export interface Chosen {
  parts: { rateId: string; amount: string }[];
  provider: string;
}

export async function chosenFor(ctx: CarrierContext, reference: string): Promise<Chosen | null> {
  const kept = await ctx.memory?.get(memoryKey(reference));
  return Array.isArray(kept?.parts) && kept.parts.length > 0 ? (kept as unknown as Chosen) : null;
}

async function createShipment(
  ctx: CarrierContext,
  shipment: ShipmentDetails,
  operation: string,
  metadata?: string,
) {
  return call<ShippoShipment>(ctx, {
    method: 'POST',
    path: '/shipments',
    body: shippoShipmentBody(shipment, metadata),
    // A shipment buys nothing: a lost answer may be asked again.
    safeToRetry: true,
    operation,
  });
}

/** The price of the service: the sum over the shipments made (one, or one per USPS parcel). */
export async function rateShipment(
  ctx: CarrierContext,
  shipment: ShipmentDetails,
  token: string,
): Promise<RateOutcome> {
  let total = 0n;
  for (const group of shipmentGroups(shipment, token)) {
    const outcome = shippoRateOutcome(await createShipment(ctx, group, 'rate'), token, shipment.currency);
    if (!outcome.ok) return outcome;
    total += outcome.baseMinor;
  }
  return { ok: true, baseMinor: total };
}

const fileTypePaper = (type: string) =>
  (({ PDF_4x6: 'pdf_4x6', PDF: 'pdf_letter', PDF_A4: 'pdf_a4', PNG: 'png', ZPLII: 'zpl' }) as const)[
    type as 'PDF'
  ] ?? 'pdf_4x6';

/**
 * Our label of the purchase: every parcel's number and file (one file), the cost of the chosen rates, and
 * as carrierRef each shipment's first transaction id (comma separated when USPS parcels went singly).
 */
export async function labelOf(
  ctx: CarrierContext,
  chosen: Chosen,
  bought: ShippoTransaction[][],
  fileType: string,
): Promise<LabelResult> {
  const parts = bought.map((list) => purchasedLabels(list, formatOfFileType(fileType)));
  let costMinor = 0n;
  for (const part of chosen.parts) {
    const minor = carrierAmountMinor(part.amount, 'half-up');
    if (minor === null) throw new CarrierError('carrier.bad_response', `rate amount ${part.amount}`);
    costMinor += minor;
  }
  const trackingNumbers = parts.flatMap((p) => p.trackingNumbers);
  for (const number of trackingNumbers)
    await ctx.memory?.putIfAbsent(trackKey(number), { carrier: chosen.provider.toLowerCase() });
  const label = await fetchLabelFiles(
    ctx.http!,
    parts.flatMap((p) => p.files),
    fileTypePaper(fileType),
  );
  return { trackingNumbers, costMinor, carrierRef: parts.map((p) => p.carrierRef).join(','), label };
}

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

/**
 * Buys one chosen rate. The purchase is never sent twice blindly: after a failure or a lost answer Shippo
 * is asked what was bought with the rate before anything is reported.
 */
async function buyRate(
  ctx: CarrierContext,
  rateId: string,
  fileType: string,
  reference: string,
  parcels: number,
) {
  let transaction: ShippoTransaction;
  try {
    transaction = await call<ShippoTransaction>(ctx, {
      method: 'POST',
      path: '/transactions',
      body: { rate: rateId, label_file_type: fileType, metadata: reference, async: false },
      safeToRetry: false,
      operation: 'createLabel',
    });
  } catch (error) {
    const done = await succeeded(ctx, rateId).catch(() => []);
    if (done.length) return done;
    throw error;
  }
  const first = await settled(ctx, transaction);
  if (parcels < 2) return [first];
  const all = await succeeded(ctx, rateId);
  return all.length ? all : [first];
}

/**
 * One purchase per reference: the rates chosen the first time are remembered by the channel (first writer
 * wins), so a retry or a recovery finds what was bought with them and buys only what was not.
 */
export async function purchase(
  ctx: CarrierContext,
  input: LabelInput,
  fileType: string,
): Promise<LabelResult> {
  const shipment = input.shipment;
  if (!shipment) throw new CarrierError('carrier.address_invalid', 'a label needs both addresses');
  const groups = shipmentGroups(shipment, input.serviceCode);
  let chosen = await chosenFor(ctx, input.reference);
  const remembered = chosen !== null;
  if (!chosen) {
    const parts: Chosen['parts'] = [];
    let provider = carrierOfService(input.serviceCode);
    for (const group of groups) {
      const made = await createShipment(ctx, group, 'createLabel', input.reference);
      const rate = findShippoRate(made, input.serviceCode);
      if (!rate)
        throw new CarrierError(
          'carrier.service_unavailable',
          (made.messages ?? []).map((m) => m.text).join(' | ') || `no rate for ${input.serviceCode}`,
        );
      parts.push({ rateId: rate.object_id, amount: rate.amount });
      provider = rate.provider ?? provider;
    }
    const mine: Chosen = { parts, provider };
    chosen = ctx.memory
      ? ((await ctx.memory.putIfAbsent(memoryKey(input.reference), { ...mine })) as unknown as Chosen)
      : mine;
  }
  const bought: ShippoTransaction[][] = [];
  for (const [i, part] of chosen.parts.entries()) {
    const earlier = remembered ? await succeeded(ctx, part.rateId) : [];
    const parcels = groups[i]?.parcels.length ?? 1;
    bought.push(
      earlier.length ? earlier : await buyRate(ctx, part.rateId, fileType, input.reference, parcels),
    );
  }
  return labelOf(ctx, chosen, bought, fileType);
}
