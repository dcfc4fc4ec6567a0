import type { CarrierContext, LabelResult } from './carrier-adapter.ts';

/**
 * How the built-in carriers keep their idempotency promise: the label made for a reference is stored in
 * the context's memory (money as a decimal string of cents: JSON has no bigint) and handed back on a repeat.
 */
const keyOf = (reference: string) => `label:${reference}`;

function fromStored(value: Record<string, unknown>): LabelResult {
  return {
    trackingNumbers: value.trackingNumbers as string[],
    label: value.label as LabelResult['label'],
    costMinor: BigInt(value.costMinor as string),
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
  });
  return fromStored(stored);
}
