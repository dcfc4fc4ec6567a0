import { createRequire } from 'node:module';
import { greatCircleMiles, type LatLon } from './great-circle.ts';
import { checkZipCoordinates, MILITARY_STATES, maxMilesFromMedian, median } from './zip-coordinates.ts';

/** One US ZIP code of the `zipcodes` data package (USPS ZIPs with their primary city and coordinates). */
export interface ZipPlace {
  zip: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

export type { LatLon } from './great-circle.ts';

interface Directory {
  byZip: Map<string, ZipPlace>;
  byZip3: Map<string, ZipPlace[]>;
  zip3Centres: Map<string, LatLon & { zip: string }>;
  warnings: ZipDataWarning[];
}

/** A ZIP whose coordinates failed the load-time check (zip-coordinates.ts) and what was done about it. */
export interface ZipDataWarning {
  zip: string;
  state: string;
  action: 'repaired' | 'dropped';
  latitude: number;
  longitude: number;
  /** The repaired longitude; absent when the ZIP was dropped from distance measurement. */
  repairedLongitude?: number;
}

/**
 * Military mail (APO/FPO/DPO) is zoned by USPS to its gateway, not to the base abroad: AA via Miami,
 * AE via New York (JFK), AP via San Francisco.
 */
export const MILITARY_GATEWAY: Record<string, string> = { AA: '33122', AE: '11430', AP: '94128' };

let directory: Directory | undefined;

const hasLocation = (place: ZipPlace) => Boolean(place.latitude || place.longitude);

/** Checks every ZIP's coordinates; returns the usable places (repaired ones corrected) and the warnings. */
function checkedPlaces(codes: Record<string, ZipPlace>) {
  const places: ZipPlace[] = [];
  const warnings: ZipDataWarning[] = [];
  for (const place of Object.values(codes)) {
    const entry: ZipPlace = {
      zip: place.zip,
      city: place.city,
      state: place.state,
      latitude: place.latitude,
      longitude: place.longitude,
    };
    if (hasLocation(entry) && !MILITARY_STATES.has(entry.state)) {
      const verdict = checkZipCoordinates(entry.state, entry.latitude, entry.longitude);
      const { zip, state, latitude, longitude } = entry;
      if (verdict.kind === 'repaired') {
        warnings.push({
          zip,
          state,
          action: 'repaired',
          latitude,
          longitude,
          repairedLongitude: verdict.longitude,
        });
        entry.longitude = verdict.longitude;
      } else if (verdict.kind === 'dropped') {
        warnings.push({ zip, state, action: 'dropped', latitude, longitude });
        entry.latitude = 0;
        entry.longitude = 0;
      }
    }
    places.push(entry);
  }
  return { places, warnings };
}

/**
 * The measuring point of each area: the lowest-numbered ZIP with a position (by USPS numbering the SCF
 * city's own office) unless it lies farther from the median of its area's ZIPs than an area can be wide,
 * then the next one. Military areas are measured at their gateway.
 */
function areaCentres(byZip: Map<string, ZipPlace>, byZip3: Map<string, ZipPlace[]>) {
  const centres = new Map<string, LatLon & { zip: string }>();
  for (const [zip3, area] of byZip3) {
    const located = area.filter(hasLocation).sort((a, b) => a.zip.localeCompare(b.zip));
    const state = area[0]!.state;
    if (MILITARY_STATES.has(state)) {
      const gateway = byZip.get(MILITARY_GATEWAY[state]!);
      if (gateway && hasLocation(gateway)) centres.set(zip3, { ...gateway });
      continue;
    }
    if (!located.length) continue;
    const middle = {
      latitude: median(located.map((p) => p.latitude)),
      longitude: median(located.map((p) => p.longitude)),
    };
    const limit = maxMilesFromMedian(state);
    const chosen = located.find((p) => greatCircleMiles(p, middle) <= limit);
    if (chosen) centres.set(zip3, { ...chosen });
  }
  return centres;
}

/** Loaded on first use (~300 ms, 42k ZIPs): start-up and routes that never need it stay fast. */
function load(): Directory {
  if (directory) return directory;
  const require = createRequire(import.meta.url);
  const { codes } = require('zipcodes/lib/codes.js') as { codes: Record<string, ZipPlace> };
  const { places, warnings } = checkedPlaces(codes);
  const byZip = new Map<string, ZipPlace>();
  const byZip3 = new Map<string, ZipPlace[]>();
  for (const entry of places) {
    byZip.set(entry.zip, entry);
    const area = byZip3.get(entry.zip.slice(0, 3));
    if (area) area.push(entry);
    else byZip3.set(entry.zip.slice(0, 3), [entry]);
  }
  for (const w of warnings)
    console.warn(
      `zip data: ZIP ${w.zip} (${w.state}) at ${w.latitude},${w.longitude} lies outside its state's region: ${
        w.action === 'repaired'
          ? `longitude sign repaired to ${w.repairedLongitude}`
          : 'dropped from distance measurement'
      }`,
    );
  directory = { byZip, byZip3, zip3Centres: areaCentres(byZip, byZip3), warnings };
  return directory;
}

/** The ZIPs whose coordinates were repaired or dropped at load. */
export function zipDataWarnings(): readonly ZipDataWarning[] {
  return load().warnings;
}

/** Every ZIP3 area with its state (of its first ZIP), for checks over the whole directory. */
export function zip3Areas(): { zip3: string; state: string; places: readonly ZipPlace[] }[] {
  return [...load().byZip3].map(([zip3, places]) => ({ zip3, state: places[0]!.state, places }));
}

/** The five-digit ZIP of "90210" or "90210-1234"; null for anything else. */
export function zip5Of(input: string): string | null {
  const match = /^\s*(\d{5})(?:-?\d{4})?\s*$/.exec(input);
  return match?.[1] ?? null;
}

export function lookupZip(zip: string): ZipPlace | undefined {
  const zip5 = zip5Of(zip);
  return zip5 ? load().byZip.get(zip5) : undefined;
}

/**
 * Where a ZIP3 area is measured from. USPS zones are distances between the areas' sectional centre
 * facilities (SCF); the lowest-numbered ZIP of an area is, by USPS numbering, the SCF city's own office
 * (10001 New York, 60601 Chicago, 99501 Anchorage), so its position stands for the SCF. This matched the
 * published zone charts better than the mean or median of the area's ZIPs (docs/decisions.md).
 */
export function zip3Centre(zip3: string): LatLon | undefined {
  return load().zip3Centres.get(zip3);
}

/** Every ZIP of a ZIP3 area (one sectional centre), e.g. for "is this city served from this area". */
export function placesOfZip3(zip3: string): readonly ZipPlace[] {
  return load().byZip3.get(zip3) ?? [];
}
