import type { EstimationRule } from './estimation-rule.ts';
import type { RateParcel } from './parcel.ts';
import { ceilToStep, type MassUnit, tidy, toIn, toLb } from './units.ts';

export interface ParcelWeights {
  /** In the parcel's mass unit. */
  unit: MassUnit;
  actual: number;
  dimensional: number;
  /** max(actual, dimensional), rounded by the rule, at least the rule's minimum. */
  billable: number;
  /** `billable` in pounds: what carriers price by. */
  billableLb: number;
  /** Sides in inches, longest first. */
  sidesIn: [number, number, number];
  actualLb: number;
}

const OUNCE_LB = 1 / 16;

/**
 * Billable weight of one parcel: the larger of actual and dimensional weight (L x W x H / divisor in the
 * parcel's unit system; a parcel without all three sides has no dimensional weight), rounded up by the
 * rule (metric: to the kg step; imperial: to the lb step, or to the next ounce under 1 lb), and never
 * below the rule's minimum.
 */
export function billableWeight(parcel: RateParcel, rule: EstimationRule): ParcelWeights {
  const metric = parcel.massUnit === 'kg';
  const sidesIn = [parcel.length, parcel.width, parcel.height]
    .map((side) => toIn(side, parcel.distanceUnit))
    .sort((a, b) => b - a) as [number, number, number];
  const hasDims = sidesIn.every((side) => side > 0);
  let dimensional = 0;
  if (hasDims) {
    // Volume in the unit system of the mass unit, so kg pairs with cm³ and lb with in³.
    const sides = metric ? sidesIn.map((s) => s * 2.54) : sidesIn;
    const volume = sides[0]! * sides[1]! * sides[2]!;
    dimensional = tidy(volume / (metric ? rule.dimDivisorCm : rule.dimDivisorIn));
  }
  const raw = Math.max(parcel.weight, dimensional);
  let billable: number;
  if (metric) billable = ceilToStep(raw, rule.roundStepKg);
  else if (rule.roundOzUnderOneLb && raw < 1) billable = ceilToStep(raw, OUNCE_LB);
  else billable = ceilToStep(raw, rule.roundStepLb);
  let billableLb = toLb(billable, parcel.massUnit);
  if (billableLb < rule.minBillableLb) {
    billableLb = rule.minBillableLb;
    billable = metric ? ceilToStep(billableLb * 0.45359237, rule.roundStepKg) : billableLb;
  }
  return {
    unit: parcel.massUnit,
    actual: parcel.weight,
    dimensional,
    billable,
    billableLb,
    sidesIn,
    actualLb: toLb(parcel.weight, parcel.massUnit),
  };
}

/** Length plus girth (2 x width + 2 x height) with the longest side as length, in inches. */
export const lengthPlusGirthIn = (w: ParcelWeights) => tidy(w.sidesIn[0] + 2 * (w.sidesIn[1] + w.sidesIn[2]));
