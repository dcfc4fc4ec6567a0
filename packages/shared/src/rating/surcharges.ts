import { lengthPlusGirthIn, type ParcelWeights } from './billable-weight.ts';
import type { EstimationRule } from './estimation-rule.ts';

export type SurchargeCode = 'residential' | 'signature' | 'oversize' | 'fuel';

export interface SurchargeLine {
  code: SurchargeCode;
  amountMinor: bigint;
}

/** ceil(amount x bp / 10000) */
export const percentOf = (amount: bigint, bp: number) => (amount * BigInt(bp) + 9_999n) / 10_000n;

/**
 * Surcharges of the estimation rule on a shipment whose base cost is known: residential and signature
 * once per shipment, oversize per parcel over the length or length + girth limit, then fuel as a
 * percentage of base plus those. Lines with a zero amount are left out.
 */
export function surchargesFor(input: {
  rule: EstimationRule;
  baseMinor: bigint;
  parcels: readonly ParcelWeights[];
  residential: boolean;
  signature: boolean;
}): SurchargeLine[] {
  const { rule } = input;
  const lines: SurchargeLine[] = [];
  if (input.residential) lines.push({ code: 'residential', amountMinor: rule.residentialMinor });
  if (input.signature) lines.push({ code: 'signature', amountMinor: rule.signatureMinor });
  const oversized = input.parcels.filter(
    (p) => p.sidesIn[0] > rule.oversizeLengthIn || lengthPlusGirthIn(p) > rule.oversizeLengthGirthIn,
  ).length;
  if (oversized) lines.push({ code: 'oversize', amountMinor: rule.oversizeMinor * BigInt(oversized) });
  const subtotal = lines.reduce((sum, l) => sum + l.amountMinor, input.baseMinor);
  lines.push({ code: 'fuel', amountMinor: percentOf(subtotal, rule.fuelBp) });
  return lines.filter((l) => l.amountMinor > 0n);
}
