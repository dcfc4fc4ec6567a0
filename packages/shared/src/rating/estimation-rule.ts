import { z } from 'zod';
import { formatMinor, moneyTextSchema, parseMinor } from '../money.ts';

/**
 * Estimation rules (spec /adminSettings/rateCalculation): how billable weight is found and which
 * surcharges the carrier adds. Stored partially per scope; the effective rule is the default, overridden
 * field by field by the global rule, then the channel's, then the service's.
 */
export interface EstimationRule {
  /** Dimensional-weight divisor for inches and pounds (in³ per lb), e.g. 139. */
  dimDivisorIn: number;
  /** Dimensional-weight divisor for centimetres and kilograms (cm³ per kg), e.g. 5000. */
  dimDivisorCm: number;
  /** Imperial billable weight rounds up to this many pounds, e.g. 1. */
  roundStepLb: number;
  /** Under 1 lb, round up to the next ounce instead. */
  roundOzUnderOneLb: boolean;
  /** Metric billable weight rounds up to this many kilograms, e.g. 0.5. */
  roundStepKg: number;
  /** Billable weight is never below this (pounds; 0 = no minimum). */
  minBillableLb: number;
  /** Parcels whose billable weight is over this (pounds) are cargo: parcel services refuse them. */
  cargoThresholdLb: number;
  /** Per shipment, when the recipient is residential. */
  residentialMinor: bigint;
  /** Per shipment, when a signature is asked for. */
  signatureMinor: bigint;
  /** Per parcel over the oversize length or length + girth. */
  oversizeMinor: bigint;
  oversizeLengthIn: number;
  oversizeLengthGirthIn: number;
  /** Fuel surcharge in basis points (1250 = 12.5 %) of base plus the other surcharges. */
  fuelBp: number;
}

export const DEFAULT_ESTIMATION_RULE: EstimationRule = {
  dimDivisorIn: 139,
  dimDivisorCm: 5000,
  roundStepLb: 1,
  roundOzUnderOneLb: true,
  roundStepKg: 0.5,
  minBillableLb: 0,
  cargoThresholdLb: 150,
  residentialMinor: 0n,
  signatureMinor: 0n,
  oversizeMinor: 0n,
  oversizeLengthIn: 96,
  oversizeLengthGirthIn: 130,
  fuelBp: 0,
};

/** A rule's amount in a decimal string: zero allowed, at most `maxMinor`, the rating error codes. */
export const ruleAmountSchema = (maxMinor: bigint, tooLarge: string) =>
  moneyTextSchema(
    { zero: true, maxMinor },
    {
      invalid: 'rating.amount_invalid',
      negative: 'rating.amount_invalid',
      decimals: 'rating.amount_decimals',
      too_large: tooLarge,
    },
  );

const money = ruleAmountSchema(10_000_00n, 'rating.amount_over_10000');
const positive = (max: number) => z.number().finite().positive().max(max);
const nonNegative = (max: number) => z.number().finite().min(0).max(max);

/** The JSON form of a (partial) rule: money as decimal strings, fuel as a percentage with 2 decimals. */
export const estimationRuleInputSchema = z
  .object({
    dimDivisorIn: positive(100_000),
    dimDivisorCm: positive(1_000_000),
    roundStepLb: positive(100),
    roundOzUnderOneLb: z.boolean(),
    roundStepKg: positive(50),
    minBillableLb: nonNegative(1000),
    cargoThresholdLb: positive(100_000),
    residential: money,
    signature: money,
    oversize: money,
    oversizeLengthIn: positive(10_000),
    oversizeLengthGirthIn: positive(10_000),
    fuelPercent: nonNegative(100).multipleOf(0.01),
  })
  .partial()
  .strict();
export type EstimationRuleInput = z.infer<typeof estimationRuleInputSchema>;

const MONEY_FIELDS = {
  residential: 'residentialMinor',
  signature: 'signatureMinor',
  oversize: 'oversizeMinor',
} as const;

/** JSON input -> the partial internal rule (only the fields given). */
export function ruleFromInput(input: EstimationRuleInput): Partial<EstimationRule> {
  const out: Partial<EstimationRule> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    if (key in MONEY_FIELDS) {
      out[MONEY_FIELDS[key as keyof typeof MONEY_FIELDS]] = parseMinor(String(value)) ?? 0n;
    } else if (key === 'fuelPercent') {
      out.fuelBp = Math.round(Number(value) * 100);
    } else {
      (out as Record<string, unknown>)[key] = value;
    }
  }
  return out;
}

/** Internal partial rule -> its JSON form. */
export function ruleToInput(rule: Partial<EstimationRule>): EstimationRuleInput {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rule)) {
    if (value === undefined) continue;
    const moneyKey = Object.entries(MONEY_FIELDS).find(([, internal]) => internal === key)?.[0];
    if (moneyKey) out[moneyKey] = formatMinor(value as bigint);
    else if (key === 'fuelBp') out.fuelPercent = (value as number) / 100;
    else out[key] = value;
  }
  return out as EstimationRuleInput;
}

/** Default <- global <- channel <- service, field by field. */
export function effectiveRule(...layers: (Partial<EstimationRule> | undefined)[]): EstimationRule {
  const rule = { ...DEFAULT_ESTIMATION_RULE };
  for (const layer of layers) {
    if (!layer) continue;
    for (const [key, value] of Object.entries(layer)) {
      if (value !== undefined) (rule as Record<string, unknown>)[key] = value;
    }
  }
  return rule;
}
