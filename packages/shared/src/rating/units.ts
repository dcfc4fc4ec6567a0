/** Units a parcel may be entered in (spec section 3): in/cm and lb/kg. */
export const MASS_UNITS = ['lb', 'kg'] as const;
export const DISTANCE_UNITS = ['in', 'cm'] as const;
export type MassUnit = (typeof MASS_UNITS)[number];
export type DistanceUnit = (typeof DISTANCE_UNITS)[number];

/** Exact by definition (international yard and pound, 1959). */
export const KG_PER_LB = 0.45359237;
export const CM_PER_IN = 2.54;

/** Ten significant decimals: kills float noise (2.0000000000004) without losing any real precision. */
export const tidy = (n: number) => Math.round(n * 1e10) / 1e10;

export const toLb = (weight: number, unit: MassUnit) => tidy(unit === 'lb' ? weight : weight / KG_PER_LB);
export const fromLb = (lb: number, unit: MassUnit) => tidy(unit === 'lb' ? lb : lb * KG_PER_LB);
export const toIn = (length: number, unit: DistanceUnit) => tidy(unit === 'in' ? length : length / CM_PER_IN);
export const fromIn = (inches: number, unit: DistanceUnit) =>
  tidy(unit === 'in' ? inches : inches * CM_PER_IN);

/**
 * The unit switch of the order form (spec section 4): choosing the kg/cm option sets kg and cm; any other
 * choice sets lb and in.
 */
export function unitsForChoice(choice: string): { massUnit: MassUnit; distanceUnit: DistanceUnit } {
  return choice === 'kg/cm' ? { massUnit: 'kg', distanceUnit: 'cm' } : { massUnit: 'lb', distanceUnit: 'in' };
}

/** Rounds up to a multiple of `step` (tolerating float noise just above a multiple). */
export function ceilToStep(value: number, step: number): number {
  if (step <= 0) return tidy(value);
  return tidy(Math.ceil(tidy(value / step) - 1e-9) * step);
}
