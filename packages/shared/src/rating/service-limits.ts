import { z } from 'zod';
import { lengthPlusGirthIn, type ParcelWeights } from './billable-weight.ts';
import type { ShipmentDirection } from './deposit.ts';
import type { EstimationRule } from './estimation-rule.ts';

export const SIGNATURE_OPTIONS = ['standard', 'adult'] as const;

/** What a carrier service can carry (set per service in carrier management). Null means no limit. */
export const serviceLimitsSchema = z.object({
  maxWeightLb: z.number().finite().positive().max(100_000).nullable().default(null),
  maxLengthIn: z.number().finite().positive().max(10_000).nullable().default(null),
  maxLengthGirthIn: z.number().finite().positive().max(10_000).nullable().default(null),
  domestic: z.boolean().default(true),
  international: z.boolean().default(false),
  batteryAllowed: z.boolean().default(false),
  signatureOptions: z.array(z.enum(SIGNATURE_OPTIONS)).max(2).default([]),
});
export type ServiceLimits = z.output<typeof serviceLimitsSchema>;

/** A change to some limits: fields left out stay as they are (no defaults). */
export const serviceLimitsPatchSchema = z
  .object({
    maxWeightLb: z.number().finite().positive().max(100_000).nullable(),
    maxLengthIn: z.number().finite().positive().max(10_000).nullable(),
    maxLengthGirthIn: z.number().finite().positive().max(10_000).nullable(),
    domestic: z.boolean(),
    international: z.boolean(),
    batteryAllowed: z.boolean(),
    signatureOptions: z.array(z.enum(SIGNATURE_OPTIONS)).max(2),
  })
  .partial();

export interface Refusal {
  /** i18n key of the reason, under `rating.` */
  code: string;
  params?: Record<string, string | number>;
}

/**
 * Why this service cannot carry the shipment, or null. Cargo (billable weight over the rule's threshold,
 * 150 lb by default) is refused by every parcel service: the platform sells parcel labels, cargo is quoted
 * by sales.
 */
export function refusalFor(input: {
  limits: ServiceLimits;
  rule: EstimationRule;
  parcels: readonly ParcelWeights[];
  direction: ShipmentDirection;
  battery: boolean;
  signature: boolean;
}): Refusal | null {
  const { limits, rule, parcels } = input;
  if (input.direction === 'domestic' && !limits.domestic) return { code: 'rating.no_domestic' };
  if (input.direction !== 'domestic' && !limits.international) return { code: 'rating.no_international' };
  if (input.battery && !limits.batteryAllowed) return { code: 'rating.no_battery' };
  if (input.signature && limits.signatureOptions.length === 0) return { code: 'rating.no_signature' };
  for (const p of parcels) {
    if (p.billableLb > rule.cargoThresholdLb)
      return { code: 'rating.cargo', params: { max: rule.cargoThresholdLb } };
    if (limits.maxWeightLb !== null && p.actualLb > limits.maxWeightLb)
      return { code: 'rating.over_max_weight', params: { max: limits.maxWeightLb } };
    if (limits.maxLengthIn !== null && p.sidesIn[0] > limits.maxLengthIn)
      return { code: 'rating.over_max_length', params: { max: limits.maxLengthIn } };
    if (limits.maxLengthGirthIn !== null && lengthPlusGirthIn(p) > limits.maxLengthGirthIn)
      return { code: 'rating.over_max_length_girth', params: { max: limits.maxLengthGirthIn } };
  }
  return null;
}
