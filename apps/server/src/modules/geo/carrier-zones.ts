import type { CarrierZone } from '@shiplabel/shared';
import { chartZone } from './usps-zone-chart.parse.ts';
import { lookupZip, MILITARY_GATEWAY, type ZipPlace } from './zip-directory.ts';
import { zoneByDistance } from './zone-by-distance.ts';

/** Freely associated states: USPS prices mail to and from them as zone 9 (Notice 123, "Zone 9"). */
const FREELY_ASSOCIATED = new Set(['FM', 'MH', 'PW']);

/** USPS zones Puerto Rico and the US Virgin Islands to each other as zone 1 (published chart for 007). */
const CARIBBEAN = new Set(['PR', 'VI']);

/** Outside the contiguous ground network: UPS and FedEx zone these by region, not distance. */
const GROUND_SPECIAL_REGIONS = new Set(['AK', 'HI', 'PR']);

/** No domestic UPS/FedEx ground zone: territories in the Pacific, the Virgin Islands, FAS and military. */
const GROUND_UNSERVED = new Set(['GU', 'AS', 'MP', 'VI', 'FM', 'MH', 'PW', 'AA', 'AE', 'AP']);

export interface CarrierZones {
  from: ZipPlace;
  to: ZipPlace;
  miles: number;
  zones: CarrierZone[];
}

const region = (state: string) => (GROUND_SPECIAL_REGIONS.has(state) ? state : 'MAINLAND');

/**
 * UPS and FedEx ground zones use the same distance bands as USPS from zone 2 up (their zone 2 covers
 * 0-150 miles, there is no zone 1); crossing between the mainland and Alaska, Hawaii or Puerto Rico
 * gives that region's special zone, which carriers publish as separate codes per service.
 */
function groundZone(carrier: 'UPS' | 'FEDEX', from: ZipPlace, to: ZipPlace, uspsZone: number): CarrierZone {
  if (GROUND_UNSERVED.has(from.state) || GROUND_UNSERVED.has(to.state))
    return { carrier, zone: null, kind: 'unserved' };
  const a = region(from.state);
  const b = region(to.state);
  if (a !== b) return { carrier, zone: b === 'MAINLAND' ? a : b, kind: 'special' };
  return { carrier, zone: String(Math.max(2, uspsZone)), kind: 'distance' };
}

/** Where USPS measures from: the ZIP itself, or the gateway of a military ZIP. */
const measuredZip = (place: ZipPlace) => MILITARY_GATEWAY[place.state] ?? place.zip;

export type ZoneFailure = 'unknown_from' | 'unknown_to' | 'no_location';

/**
 * Zones of each carrier family between two known ZIPs (see docs/decisions.md, "Addresses and zones").
 * With the official USPS chart (`uspsChart`, origin ZIP3 -> zones), USPS's zone is the chart's where it
 * has one (kind `chart`); the distance bands fill in the rest and still give UPS and FedEx theirs.
 */
export function carrierZones(
  fromZip: string,
  toZip: string,
  uspsChart?: ReadonlyMap<string, string>,
): CarrierZones | ZoneFailure {
  const from = lookupZip(fromZip);
  if (!from) return 'unknown_from';
  const to = lookupZip(toZip);
  if (!to) return 'unknown_to';
  const distance = zoneByDistance(measuredZip(from), measuredZip(to));
  if (!distance) return 'no_location';
  const fas = FREELY_ASSOCIATED.has(from.state) || FREELY_ASSOCIATED.has(to.state);
  const caribbean = CARIBBEAN.has(from.state) && CARIBBEAN.has(to.state);
  const charted = uspsChart ? chartZone(uspsChart, from.zip, to.zip) : undefined;
  // The freely associated states are zone 9 by 5-digit exception in the chart (not read: it is by ZIP3).
  const usps: CarrierZone = fas
    ? { carrier: 'USPS', zone: '9', kind: 'special' }
    : charted !== undefined
      ? { carrier: 'USPS', zone: String(charted), kind: 'chart' }
      : { carrier: 'USPS', zone: caribbean ? '1' : String(distance.zone), kind: 'distance' };
  return {
    from,
    to,
    miles: distance.miles,
    zones: [usps, groundZone('UPS', from, to, distance.zone), groundZone('FEDEX', from, to, distance.zone)],
  };
}
