import { z } from 'zod';
import { formatMinor, parseMinor } from '../money.ts';
import { ruleAmountSchema } from './estimation-rule.ts';

/**
 * A price rule turns carrier cost into the customer's price: markup % plus a fixed amount per shipment,
 * for the whole rule or per channel or service, optionally only within a weight bracket (billable pounds,
 * min exclusive, max inclusive) and for some zones. The most specific matching entry applies (service over
 * channel over rule-wide; a bracketed entry over an unbracketed one); among equals, the first listed.
 */
export interface PriceRuleEntry {
  channelId: string | null;
  serviceId: string | null;
  minWeightLb: number | null;
  maxWeightLb: number | null;
  zones: number[];
  /** Markup in basis points of cost (1500 = 15 %); never negative, so price >= cost + fixed. */
  markupBp: number;
  fixedMinor: bigint;
}

const amount = ruleAmountSchema(100_000_00n, 'rating.amount_over_100000');

export const priceRuleEntryInputSchema = z
  .object({
    channelId: z.uuid().nullable().default(null),
    serviceId: z.uuid().nullable().default(null),
    minWeightLb: z.number().finite().min(0).max(100_000).nullable().default(null),
    maxWeightLb: z.number().finite().positive().max(100_000).nullable().default(null),
    zones: z.array(z.number().int().min(1).max(99)).max(99).default([]),
    markupPercent: z.number().finite().min(0, 'rating.markup_negative').max(1000).multipleOf(0.01).default(0),
    fixedAmount: amount.default('0.00'),
  })
  .refine((e) => e.minWeightLb === null || e.maxWeightLb === null || e.maxWeightLb > e.minWeightLb, {
    message: 'rating.bracket_invalid',
    path: ['maxWeightLb'],
  });
export type PriceRuleEntryInput = z.input<typeof priceRuleEntryInputSchema>;

export const priceRuleInputSchema = z.object({
  name: z.string().trim().min(1, 'rating.rule_name_required').max(100),
  isDefault: z.boolean().default(false),
  entries: z.array(priceRuleEntryInputSchema).max(500).default([]),
});
export type PriceRuleInput = z.input<typeof priceRuleInputSchema>;

export function entryFromInput(input: z.output<typeof priceRuleEntryInputSchema>): PriceRuleEntry {
  return {
    channelId: input.channelId,
    serviceId: input.serviceId,
    minWeightLb: input.minWeightLb,
    maxWeightLb: input.maxWeightLb,
    zones: input.zones,
    markupBp: Math.round(input.markupPercent * 100),
    fixedMinor: parseMinor(input.fixedAmount) ?? 0n,
  };
}

export function entryToInput(entry: PriceRuleEntry) {
  return {
    channelId: entry.channelId,
    serviceId: entry.serviceId,
    minWeightLb: entry.minWeightLb,
    maxWeightLb: entry.maxWeightLb,
    zones: entry.zones,
    markupPercent: entry.markupBp / 100,
    fixedAmount: formatMinor(entry.fixedMinor),
  };
}

function specificity(entry: PriceRuleEntry): number {
  let score = 0;
  if (entry.serviceId) score += 4;
  else if (entry.channelId) score += 2;
  if (entry.minWeightLb !== null || entry.maxWeightLb !== null || entry.zones.length) score += 1;
  return score;
}

/** The entry that prices this service at this weight and zone, or null (then the price is the cost). */
export function selectPriceEntry(
  entries: readonly PriceRuleEntry[],
  target: { channelId: string; serviceId: string; billableLb: number; zone: number },
): PriceRuleEntry | null {
  let best: PriceRuleEntry | null = null;
  for (const entry of entries) {
    if (entry.serviceId && entry.serviceId !== target.serviceId) continue;
    if (entry.channelId && entry.channelId !== target.channelId) continue;
    if (entry.minWeightLb !== null && !(target.billableLb > entry.minWeightLb)) continue;
    if (entry.maxWeightLb !== null && !(target.billableLb <= entry.maxWeightLb)) continue;
    if (entry.zones.length && !entry.zones.includes(target.zone)) continue;
    if (!best || specificity(entry) > specificity(best)) best = entry;
  }
  return best;
}

/** Markup on a cost: ceil(cost x bp / 10000) + fixed. Never negative. */
export function markupFor(costMinor: bigint, entry: PriceRuleEntry | null): bigint {
  if (!entry) return 0n;
  const percent = (costMinor * BigInt(entry.markupBp) + 9_999n) / 10_000n;
  return percent + entry.fixedMinor;
}
