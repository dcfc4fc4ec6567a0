import { createRequire } from 'node:module';

/** One US ZIP code of the `zipcodes` data package (USPS ZIPs with their primary city and coordinates). */
export interface ZipPlace {
  zip: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

export interface LatLon {
  latitude: number;
  longitude: number;
}

interface Directory {
  byZip: Map<string, ZipPlace>;
  byZip3: Map<string, ZipPlace[]>;
  zip3Centres: Map<string, LatLon & { zip: string }>;
}

let directory: Directory | undefined;

/** Loaded on first use (~300 ms, 42k ZIPs): start-up and routes that never need it stay fast. */
function load(): Directory {
  if (directory) return directory;
  const require = createRequire(import.meta.url);
  const { codes } = require('zipcodes/lib/codes.js') as { codes: Record<string, ZipPlace> };
  const byZip = new Map<string, ZipPlace>();
  const byZip3 = new Map<string, ZipPlace[]>();
  const zip3Centres = new Map<string, LatLon & { zip: string }>();
  for (const place of Object.values(codes)) {
    const entry: ZipPlace = {
      zip: place.zip,
      city: place.city,
      state: place.state,
      latitude: place.latitude,
      longitude: place.longitude,
    };
    byZip.set(entry.zip, entry);
    const area = byZip3.get(entry.zip.slice(0, 3));
    if (area) area.push(entry);
    else byZip3.set(entry.zip.slice(0, 3), [entry]);
    // A few ZIPs (PO boxes, military) carry no coordinates: they cannot stand for an area.
    if (!entry.latitude && !entry.longitude) continue;
    const zip3 = entry.zip.slice(0, 3);
    const current = zip3Centres.get(zip3);
    if (!current || entry.zip < current.zip) zip3Centres.set(zip3, { ...entry });
  }
  directory = { byZip, byZip3, zip3Centres };
  return directory;
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
