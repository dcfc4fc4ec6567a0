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

/**
 * The code of a void the carrier did not do, from its HTTP status and its mapped error code: a 429 or a
 * gateway failure without an error of the carrier's own is transient (the void is asked again later),
 * anything else unexplained is a refusal.
 */
export function voidFailureCode(status: number, code: string): string {
  if (status === 429) return 'carrier.rate_limited';
  if (code !== 'carrier.rejected') return code;
  return status >= 500 ? 'carrier.unreachable' : 'carrier.void_refused';
}

/*
 * Carrier-memory keys (write-once, so every record is the first answer): the finished outcome of a
 * reference, the numbers its first lookup found, and the definitive answer of each number's void.
 */
const handledKey = (reference: string) => `lost-label:${reference}`;
const foundKey = (reference: string) => `lost-label:${reference}:found`;
const numberKey = (reference: string, trackingNumber: string) =>
  `lost-label:${reference}:number:${trackingNumber}`;

export type VoidOutcome = { voided: boolean; code?: string };

export interface LostNumberOutcome {
  trackingNumber: string;
  /**
   * voided: our void of this number took; refused: the carrier refused it for good (`code`);
   * withShipment: not voided on its own, as another number of the shipment was voided (one void takes
   * the whole shipment) or the carrier no longer lists it as active.
   */
  result: 'voided' | 'refused' | 'withShipment';
  code?: string;
  at?: string;
}

export interface LostLabelOutcome {
  trackingNumbers: string[];
  /** Whether any number was voided. */
  voided: boolean;
  /** The first refusal's code when none was voided. */
  code?: string;
  numbers: LostNumberOutcome[];
  at: string;
}

/** What was done about a lost label of `reference` (tests, operators): null until it is fully handled. */
export async function lostLabelOutcome(
  ctx: CarrierContext,
  reference: string,
): Promise<LostLabelOutcome | null> {
  return ((await ctx.memory?.get(handledKey(reference))) as LostLabelOutcome | null | undefined) ?? null;
}

/** The numbers of every lookup so far: the first lookup's (kept in memory) and the current one's. */
async function foundNumbers(ctx: CarrierContext, reference: string, active: readonly string[]) {
  const stored = (await ctx.memory?.get(foundKey(reference))) as { trackingNumbers: string[] } | null;
  const first =
    stored ??
    (active.length > 0 && ctx.memory
      ? ((await ctx.memory.putIfAbsent(foundKey(reference), { trackingNumbers: [...active] })) as {
          trackingNumbers: string[];
        })
      : null);
  return [...new Set([...(first?.trackingNumbers ?? []), ...active])];
}

async function recordedOutcome(ctx: CarrierContext, reference: string, trackingNumber: string) {
  return ((await ctx.memory?.get(numberKey(reference, trackingNumber))) ?? null) as LostNumberOutcome | null;
}

/** Voids one number; a transient failure (answered or thrown) is null: asked again on the next run. */
async function tryVoid(voidOne: (n: string) => Promise<VoidOutcome>, trackingNumber: string) {
  try {
    const result = await voidOne(trackingNumber);
    if (!result.voided && result.code && TRANSIENT.has(result.code)) return { transient: result.code };
    return { result };
  } catch (error) {
    if (error instanceof CarrierError && TRANSIENT.has(error.code)) return { transient: error.code };
    throw error;
  }
}

/**
 * Voids what the carrier still lists under `reference` (`active`), keeping one outcome per tracking
 * number: a number voided or refused in an earlier run is not asked again; this run stops at the first
 * void that takes (a tracking answer does not say which package leads the shipment, and one void takes the
 * whole shipment). A transient failure on any number throws once the others are tried (the order stays
 * in placement and the job's next run looks up again, when numbers voided with their shipment are no
 * longer listed); otherwise the outcome is kept for good. Always null: nothing to charge.
 */
export async function settleLostLabel(
  ctx: CarrierContext,
  reference: string,
  active: readonly string[],
  voidOne: (trackingNumber: string) => Promise<VoidOutcome>,
): Promise<null> {
  const found = await foundNumbers(ctx, reference, active);
  if (found.length === 0) return null;
  const outcomes = new Map<string, LostNumberOutcome>();
  for (const number of found) {
    const recorded = await recordedOutcome(ctx, reference, number);
    if (recorded) outcomes.set(number, recorded);
  }
  const pending: { trackingNumber: string; code: string }[] = [];
  let voidedNow = false;
  for (const trackingNumber of active) {
    if (outcomes.has(trackingNumber)) continue;
    // Still listed after an earlier run's void: not of that shipment, so it is voided on its own.
    if (voidedNow) break;
    const tried = await tryVoid(voidOne, trackingNumber);
    if (tried.transient) {
      pending.push({ trackingNumber, code: tried.transient });
      continue;
    }
    const outcome: LostNumberOutcome = {
      trackingNumber,
      result: tried.result!.voided ? 'voided' : 'refused',
      ...(!tried.result!.voided && { code: tried.result!.code ?? 'carrier.void_refused' }),
      at: ctx.now.toISOString(),
    };
    outcomes.set(trackingNumber, outcome);
    voidedNow = outcome.result === 'voided';
    await ctx.memory?.putIfAbsent(numberKey(reference, trackingNumber), { ...outcome });
  }
  if (pending.length > 0)
    throw new CarrierError(
      pending[0]!.code,
      `lost label ${pending.map((p) => p.trackingNumber).join(', ')} not voided yet`,
    );
  const numbers = found.map(
    (trackingNumber): LostNumberOutcome =>
      outcomes.get(trackingNumber) ?? { trackingNumber, result: 'withShipment' },
  );
  const voided = numbers.some((n) => n.result === 'voided');
  const refusal = numbers.find((n) => n.result === 'refused');
  const outcome: LostLabelOutcome = {
    trackingNumbers: found,
    voided,
    ...(!voided && refusal?.code && { code: refusal.code }),
    numbers,
    at: ctx.now.toISOString(),
  };
  await ctx.memory?.putIfAbsent(handledKey(reference), { ...outcome });
  return null;
}

/**
 * findLabel of a carrier that keeps labels in the channel's memory and can be asked by reference: the
 * label kept for `reference`; else, unless a lost label of it was already fully handled (then the
 * carrier is asked nothing), the carrier's packages under our searchable reference (`lookUp`, [] when
 * none, voided ones left out) settled by `settleLostLabel`, and null.
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
  if (await lostLabelOutcome(ctx, reference)) return null;
  const active = await carrier.lookUp(searchableReference(reference));
  return settleLostLabel(ctx, reference, active, (number) => carrier.voidOne(number));
}
