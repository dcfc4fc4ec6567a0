import { z } from 'zod';
import { parseMinor } from '../money.ts';
import { DISTANCE_UNITS, MASS_UNITS } from './units.ts';

/** A parcel may carry at most this many (per shipment); a shipment of more is refused. */
export const MAX_PARCELS_PER_SHIPMENT = 50;
/** Sanity caps: a rating request with more is a mistake or an attack, not a parcel. */
export const MAX_PARCEL_WEIGHT = 10_000;
export const MAX_PARCEL_DIMENSION = 1_000;

const dimension = z
  .number()
  .finite()
  .min(0, 'rating.dimension_invalid')
  .max(MAX_PARCEL_DIMENSION, 'rating.dimension_invalid');

/** A decimal string of USD (e.g. "150.00"); empty or absent means none declared. */
export const declaredValueSchema = z
  .string()
  .trim()
  .refine((s) => s === '' || (parseMinor(s) ?? -1n) >= 0n, 'rating.declared_invalid')
  .default('');

/** The rating view of a parcel (spec section 3 "Parcel"): units, dimensions, weight, declared value. */
export const rateParcelSchema = z.object({
  massUnit: z.enum(MASS_UNITS).default('lb'),
  distanceUnit: z.enum(DISTANCE_UNITS).default('in'),
  weight: z
    .number({ error: 'rating.weight_invalid' })
    .finite('rating.weight_invalid')
    .positive('rating.weight_invalid')
    .max(MAX_PARCEL_WEIGHT, 'rating.weight_invalid')
    .default(1),
  length: dimension.default(0),
  width: dimension.default(0),
  height: dimension.default(0),
  packageNum: z.number().int().min(1).max(MAX_PARCELS_PER_SHIPMENT).default(1),
  /** Insurance declared amount of this parcel (spec section 9), USD. */
  declaredValue: declaredValueSchema,
});
export type RateParcelInput = z.input<typeof rateParcelSchema>;
export type RateParcel = z.output<typeof rateParcelSchema>;
