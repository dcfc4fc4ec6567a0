import type { CarrierContext, LabelResult } from './carrier-adapter.ts';

/**
 * How carriers without an idempotency key keep the promise (the built-in ones, UPS, FedEx): the label made
 * for a reference is stored in the channel's memory (money as a decimal string of cents: JSON has no
 * bigint) and handed back on a repeat or to the recovery job. Keys are namespaced by carrier and channel.
 */
const keyOf = (reference: string) => `label:${reference}`;

function fromStored(value: Record<string, unknown>): LabelResult {
  return {
    trackingNumbers: value.trackingNumbers as string[],
    label: value.label as LabelResult['label'],
    costMinor: BigInt(value.costMinor as string),
    ...(typeof value.carrierRef === 'string' ? { carrierRef: value.carrierRef } : {}),
  };
}

export async function rememberedLabel(ctx: CarrierContext, reference: string): Promise<LabelResult | null> {
  if (!ctx.memory) return null;
  const stored = await ctx.memory.get(keyOf(reference));
  return stored ? fromStored(stored) : null;
}

/** Stores `label` for `reference`; when a concurrent call stored one first, that one is the answer. */
export async function rememberLabel(
  ctx: CarrierContext,
  reference: string,
  label: LabelResult,
): Promise<LabelResult> {
  if (!ctx.memory) return label;
  const stored = await ctx.memory.putIfAbsent(keyOf(reference), {
    trackingNumbers: label.trackingNumbers,
    label: label.label,
    costMinor: label.costMinor.toString(),
    ...(label.carrierRef ? { carrierRef: label.carrierRef } : {}),
  });
  return fromStored(stored);
}

/**
 * Stores a label just bought from a carrier; when a concurrent purchase for the same reference stored its
 * label first, that one is the answer and this one is voided (best effort), so only one is ever paid for.
 */
export async function keepFirstLabel(
  ctx: CarrierContext,
  reference: string,
  label: LabelResult,
  voidOther: () => Promise<unknown>,
): Promise<LabelResult> {
  const kept = await rememberLabel(ctx, reference, label);
  if (kept.carrierRef !== label.carrierRef) await voidOther().catch(() => undefined);
  return kept;
}
