import type { TrackEvent, TrackResult } from '../carrier-adapter.ts';
import { CarrierError } from '../carrier-adapter.ts';

/**
 * Track API answer (vendor/track.json, POST /track/v1/trackingnumbers) to the spec's parcel logistics
 * statuses (0 not found ... 8 expired). FedEx event types (vendor/Tracking-Status-Codes.html; karrio's
 * fedex units.py TrackingStatus) are read first, its derived status code second.
 */
const BY_CODE: Record<string, number> = {
  OC: 1, // Shipment information sent to FedEx
  OX: 1, // Shipment information sent to USPS
  MD: 1, // Manifest data
  IN: 1, // (derived) initiated
  EP: 1, // Enroute to pickup
  DL: 6, // Delivered
  OD: 4, // On FedEx vehicle for delivery
  AD: 4, // At delivery
  ED: 4, // Enroute to delivery
  HL: 3, // Hold at location
  HP: 3, // Ready for recipient pickup
  DE: 5, // Delivery exception
  SE: 7, // Shipment exception
  CD: 7, // Clearance delay
  RS: 7, // Return to shipper
  RT: 7,
  CA: 8, // Shipment cancelled: it will never move
  RD: 8, // Return label link expired
};

const statusOf = (eventType?: string, derived?: string): number =>
  BY_CODE[(eventType ?? '').toUpperCase()] ?? BY_CODE[(derived ?? '').toUpperCase()] ?? 2;

interface ScanEvent {
  date?: string;
  eventType?: string;
  derivedStatusCode?: string;
  eventDescription?: string;
  scanLocation?: { city?: string; stateOrProvinceCode?: string; countryCode?: string };
}

interface TrackResultBody {
  scanEvents?: ScanEvent[];
  error?: { code?: string; message?: string };
}

/** "2024-04-26T07:50:00-07:00" to an instant; a date without offset is read as UTC (FedEx sends a few). */
export function eventTime(date: string | undefined): string | null {
  if (!date || !/^\d{4}-\d{2}-\d{2}/.test(date)) return null;
  const withZone = /([+-]\d{2}:\d{2}|Z)$/.test(date) || date.length <= 10 ? date : `${date}Z`;
  const instant = new Date(withZone);
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString();
}

function eventsOf(result: TrackResultBody): TrackEvent[] {
  const events: TrackEvent[] = [];
  for (const scan of (result.scanEvents ?? []).slice().reverse()) {
    const time = eventTime(scan.date);
    if (!time) continue;
    const place = [
      scan.scanLocation?.city,
      scan.scanLocation?.stateOrProvinceCode,
      scan.scanLocation?.countryCode,
    ]
      .filter((p) => p?.trim())
      .join(', ');
    const text = (scan.eventDescription ?? '').trim();
    events.push({
      time,
      status: statusOf(scan.eventType, scan.derivedStatusCode),
      description: place ? `${text} (${place})` : text,
    });
  }
  return events.sort((a, b) => a.time.localeCompare(b.time));
}

/**
 * FedEx may answer several results for one number (a number reused over the years): the one with the
 * newest event is the parcel's. A result without events (TRACKING.TRACKINGNUMBER.NOTFOUND) is status 0;
 * its events count even when an error sits beside them (FedEx's own example carries both).
 */
export function parseTrackResponse(body: unknown, trackingNumber: string): TrackResult {
  const complete = (
    body as {
      output?: { completeTrackResults?: { trackingNumber?: string; trackResults?: TrackResultBody[] }[] };
    } | null
  )?.output?.completeTrackResults;
  if (!Array.isArray(complete)) throw new CarrierError('carrier.bad_response', 'no completeTrackResults');
  const entry = complete.find((c) => c.trackingNumber === trackingNumber) ?? complete[0];
  let best: TrackEvent[] = [];
  for (const result of entry?.trackResults ?? []) {
    const events = eventsOf(result);
    const last = events[events.length - 1];
    if (last && (best.length === 0 || last.time > best[best.length - 1]!.time)) best = events;
  }
  return { trackingNumber, status: best.length > 0 ? best[best.length - 1]!.status : 0, events: best };
}
