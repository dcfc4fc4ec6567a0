import { createHash } from 'node:crypto';
import { type CarrierContext, CarrierError, type LabelResult } from './carrier-adapter.ts';
import { rememberedLabel } from './label-memory.ts';

/**
 * The last crash window of carriers without an idempotency key (UPS, FedEx): the carrier answered a
 * purchase and the process died before the label reached the channel's carrier memory. The carrier is
 * then asked for the shipment by our reference (printed on every label we buy: `searchableReference`);
 * what it finds cannot be charged (the label file and the cost are gone with the process), so it is
 * voided and the placement fails with the customer's money released.
 */

/**
 * Our placement reference as a carrier reference field holds it: "SL" + 20 hex digits of its SHA-256
 * (22 letters and digits). Placement keys are longer than UPS (35) and FedEx Ground (30) allow, may hold
 * characters they refuse, and one digest per placement attempt never matches an earlier attempt's label.
 */
export function searchableReference(reference: string): string {
  return `SL${createHash('sha256').update(reference).digest('hex').slice(0, 20).toUpperCase()}`;
}

/** Failures that say nothing about the label: the recovery job asks again on its next run. */
const TRANSIENT = new Set(['carrier.unreachable', 'carrier.timeout', 'carrier.rate_limited']);

const lostKey = (reference: string) => `lost-label:${reference}`;

export interface LostLabelOutcome {
  trackingNumbers: string[];
  voided: boolean;
  code?: string;
  at: string;
}

/** What was done about a lost label of `reference` (tests, operators): null when none was found. */
export async function lostLabelOutcome(
  ctx: CarrierContext,
  reference: string,
): Promise<LostLabelOutcome | null> {
  return ((await ctx.memory?.get(lostKey(reference))) as LostLabelOutcome | null | undefined) ?? null;
}

/**
 * Voids the shipment the carrier found for `reference` (tracking numbers of packages not voided yet) and
 * keeps the outcome in the channel's memory, so a later run never voids twice. A transient failure
 * throws (the order stays in placement for the next run); a refusal is final and kept with its code,
 * and the API log holds the lookup and the void for the operator. Always null: nothing to charge.
 */
export async function voidLostLabel(
  ctx: CarrierContext,
  reference: string,
  trackingNumbers: readonly string[],
  voidShipment: () => Promise<{ voided: boolean; code?: string }>,
): Promise<null> {
  if (trackingNumbers.length === 0) return null;
  if (await lostLabelOutcome(ctx, reference)) return null;
  const result = await voidShipment();
  if (!result.voided && result.code && TRANSIENT.has(result.code))
    throw new CarrierError(result.code, `lost label ${trackingNumbers.join(', ')} not voided yet`);
  const outcome: LostLabelOutcome = {
    trackingNumbers: [...trackingNumbers],
    voided: result.voided,
    ...(result.code && { code: result.code }),
    at: ctx.now.toISOString(),
  };
  await ctx.memory?.putIfAbsent(lostKey(reference), { ...outcome });
  return null;
}

type VoidOutcome = { voided: boolean; code?: string };

/**
 * findLabel of a carrier that keeps labels in the channel's memory and can be asked by reference: the
 * label kept for `reference`; else the carrier's packages under our searchable reference (`lookUp`,
 * [] when none), voided by `voidOne` on the first number that takes (a tracking answer does not say which
 * package leads the shipment, and one void takes the whole shipment), and null.
 */
export async function keptOrLostLabel(
  ctx: CarrierContext,
  reference: string,
  carrier: {
    lookUp(searchable: string): Promise<readonly string[]>;
    voidOne(trackingNumber: string): Promise<VoidOutcome>;
  },
): Promise<LabelResult | null> {
  const remembered = await rememberedLabel(ctx, reference);
  if (remembered) return remembered;
  const numbers = await carrier.lookUp(searchableReference(reference));
  return voidLostLabel(ctx, reference, numbers, async () => {
    let last: VoidOutcome = { voided: false, code: 'carrier.void_refused' };
    for (const number of numbers) {
      last = await carrier.voidOne(number);
      if (last.voided) break;
    }
    return last;
  });
}
