import { greatCircleMiles } from './great-circle.ts';
import { zip3Centre, zip5Of } from './zip-directory.ts';

export { greatCircleMiles } from './great-circle.ts';

/** USPS distance bands: upper mileage of zones 1-7; beyond 1800 miles is zone 8. */
export const USPS_ZONE_BANDS: readonly { zone: number; maxMiles: number }[] = [
  { zone: 1, maxMiles: 50 },
  { zone: 2, maxMiles: 150 },
  { zone: 3, maxMiles: 300 },
  { zone: 4, maxMiles: 600 },
  { zone: 5, maxMiles: 1000 },
  { zone: 6, maxMiles: 1400 },
  { zone: 7, maxMiles: 1800 },
];

export function zoneForMiles(miles: number): number {
  return USPS_ZONE_BANDS.find((band) => miles <= band.maxMiles)?.zone ?? 8;
}

export interface DistanceZone {
  zone: number;
  /** Rounded great-circle miles between the two ZIP3 area centres. */
  miles: number;
}

/**
 * The USPS-style zone between two ZIP codes: distance between their ZIP3 area centres mapped onto the
 * distance bands; the same ZIP3 is zone 1. Null when either ZIP is malformed or not a known area.
 */
export function zoneByDistance(fromZip: string, toZip: string): DistanceZone | null {
  const from = zip5Of(fromZip);
  const to = zip5Of(toZip);
  if (!from || !to) return null;
  const a = zip3Centre(from.slice(0, 3));
  const b = zip3Centre(to.slice(0, 3));
  if (!a || !b) return null;
  const miles = Math.round(greatCircleMiles(a, b));
  return { zone: from.slice(0, 3) === to.slice(0, 3) ? 1 : zoneForMiles(miles), miles };
}
