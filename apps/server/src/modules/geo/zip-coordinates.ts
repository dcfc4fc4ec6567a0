/**
 * Plausibility checks for the coordinates of the ZIP data (the `zipcodes` package), run once at load.
 * The data has typos: ZIP 10200 (New York) sits at longitude +73.95 instead of -73.95, which put area 102
 * in Central Asia and made a Manhattan-to-Manhattan shipment zone 8. Every ZIP with coordinates must lie
 * inside a bounding box of its state's region; a ZIP that fails is repaired when flipping the sign of its
 * longitude puts it back inside (the common typo), else dropped from distance measurement; both are logged.
 * Each ZIP3 area's measuring point must then lie near the middle of its area's ZIPs (its neighbours).
 */

export interface Box {
  south: number;
  north: number;
  west: number;
  east: number;
}

const box = (south: number, north: number, west: number, east: number): Box => ({ south, north, west, east });

/** The 48 contiguous states and DC, with a margin of a few miles for islands and coasts. */
const CONTIGUOUS = [box(24.3, 49.5, -125.0, -66.8)];

/**
 * Boxes per state or territory, where it is not the contiguous one. Alaska's Aleutians cross the 180th
 * meridian; Hawaii's ZIP data includes Wake Island (96898); the freely associated states (FM, MH, PW),
 * Guam and the Northern Marianas lie in the eastern hemisphere, so their longitudes are positive.
 */
const REGION_BOXES: Record<string, Box[]> = {
  AK: [box(51.0, 71.6, -180.0, -129.9), box(51.0, 53.1, 172.0, 180.0)],
  HI: [box(18.8, 28.5, -178.5, -154.7), box(19.0, 19.5, 166.4, 166.8)],
  PR: [box(17.8, 18.6, -68.0, -65.2)],
  VI: [box(17.6, 18.5, -65.1, -64.5)],
  GU: [box(13.2, 13.7, 144.6, 145.0)],
  MP: [box(14.0, 20.6, 145.1, 146.1)],
  AS: [box(-14.6, -11.0, -171.2, -168.1)],
  FM: [box(5.0, 10.1, 137.3, 163.1)],
  MH: [box(4.5, 14.7, 160.7, 172.2)],
  PW: [box(2.8, 8.2, 131.1, 134.8)],
};

/** Military "states": the ZIPs are bases abroad, zoned at their US gateway, so never measured where they lie. */
export const MILITARY_STATES = new Set(['AA', 'AE', 'AP']);

export function boxesOfState(state: string): Box[] {
  return REGION_BOXES[state] ?? CONTIGUOUS;
}

const inside = (b: Box, latitude: number, longitude: number) =>
  latitude >= b.south && latitude <= b.north && longitude >= b.west && longitude <= b.east;

export function inStateRegion(state: string, latitude: number, longitude: number): boolean {
  return boxesOfState(state).some((b) => inside(b, latitude, longitude));
}

export type CoordinateVerdict =
  | { kind: 'ok' }
  | { kind: 'repaired'; longitude: number }
  | { kind: 'dropped'; reason: 'outside_region' };

/** Checks one ZIP's position against its state's region; a sign-flipped longitude is repaired. */
export function checkZipCoordinates(state: string, latitude: number, longitude: number): CoordinateVerdict {
  if (inStateRegion(state, latitude, longitude)) return { kind: 'ok' };
  if (inStateRegion(state, latitude, -longitude)) return { kind: 'repaired', longitude: -longitude };
  return { kind: 'dropped', reason: 'outside_region' };
}

/**
 * How far (miles) an area's measuring point may lie from the median of its ZIPs. ZIP3 areas are at most a
 * few hundred miles across (the largest, in Alaska, about 600); the point is a sectional centre city, so
 * it is near its area's middle. The typo above was 6,400 miles out.
 */
export const MAX_MILES_FROM_AREA_MEDIAN: Record<string, number> = { AK: 600 };
export const DEFAULT_MAX_MILES_FROM_AREA_MEDIAN = 250;

export function maxMilesFromMedian(state: string): number {
  return MAX_MILES_FROM_AREA_MEDIAN[state] ?? DEFAULT_MAX_MILES_FROM_AREA_MEDIAN;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
