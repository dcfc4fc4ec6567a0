import { CarrierError, type TrackEvent, type TrackResult } from '../carrier-adapter.ts';

/** GET /tracking/v3/tracking/{trackingNumber}?expand=DETAIL (vendor/tracking.yaml). */
export const trackingPath = (trackingNumber: string) =>
  `/tracking/v3/tracking/${encodeURIComponent(trackingNumber)}?expand=DETAIL`;

/** Spec section 4: the nine parcel logistics statuses. */
export const LOGISTICS = {
  notFound: 0,
  infoReceived: 1,
  inTransit: 2,
  pickup: 3,
  outForDelivery: 4,
  deliveryFailed: 5,
  delivered: 6,
  exception: 7,
  expired: 8,
} as const;

/**
 * USPS scan event codes (Pub 199 Appendix G-4, as `eventCode`) whose meaning is fixed; other codes are
 * read from the event's text below.
 */
const EVENT_CODES: Record<string, number> = {
  GX: LOGISTICS.infoReceived, // Shipping Label Created, USPS Awaiting Item
  MA: LOGISTICS.infoReceived, // Manifest acknowledgement (pre-shipment)
  '01': LOGISTICS.delivered,
  '02': LOGISTICS.deliveryFailed, // Notice left
  '03': LOGISTICS.inTransit, // Accepted / USPS in possession of item
  '04': LOGISTICS.exception, // Refused
  '05': LOGISTICS.exception, // Undeliverable as addressed
  '07': LOGISTICS.inTransit, // Arrived at Post Office
  '10': LOGISTICS.inTransit, // Arrived at facility
  '16': LOGISTICS.pickup, // Available for pickup
  '17': LOGISTICS.delivered, // Picked up at the Post Office
  OF: LOGISTICS.outForDelivery,
};

/** The status an event's text says, checked in this order (an "Undeliverable" is not "Delivered"). */
const TEXT_RULES: [RegExp, number][] = [
  [
    /(return(ed)? to sender|refused|undeliverable|damaged|lost|no such number|insufficient address|vacant|moved, left no address|alert|exception)/,
    LOGISTICS.exception,
  ],
  [
    /(delivery attempt|notice left|no access|receptacle (blocked|full)|no authorized recipient|business closed|animal interference)/,
    LOGISTICS.deliveryFailed,
  ],
  [/out for delivery/, LOGISTICS.outForDelivery],
  [/(available for pick ?up|ready for pick ?up|held at (the )?post office)/, LOGISTICS.pickup],
  [/(delivered|picked up at (the )?post office)/, LOGISTICS.delivered],
  [
    /(label created|pre-shipment|awaiting item|electronic shipping info|information received)/,
    LOGISTICS.infoReceived,
  ],
];

export function statusOfEvent(eventCode: string | undefined, text: string | undefined): number {
  const byCode = eventCode ? EVENT_CODES[eventCode.toUpperCase()] : undefined;
  if (byCode !== undefined) return byCode;
  const t = (text ?? '').toLowerCase();
  for (const [pattern, status] of TEXT_RULES) if (pattern.test(t)) return status;
  return LOGISTICS.inTransit;
}

interface UspsEvent {
  eventType?: string;
  eventTimestamp?: string;
  GMTTimestamp?: string;
  GMTOffset?: string;
  eventCity?: string | null;
  eventState?: string | null;
  eventZIP?: string | null;
  eventCountry?: string | null;
  eventCode?: string;
}

/** The event's instant as ISO UTC: GMTTimestamp, else the local stamp with its offset, else as given. */
function timeOf(event: UspsEvent): string {
  const gmt = event.GMTTimestamp ? Date.parse(event.GMTTimestamp) : Number.NaN;
  if (!Number.isNaN(gmt)) return new Date(gmt).toISOString();
  const local = event.eventTimestamp ?? '';
  const offset = event.GMTOffset?.match(/^([+-])(\d{1,2}):(\d{2})$/);
  const withOffset =
    offset && !/[zZ]|[+-]\d{2}:\d{2}$/.test(local)
      ? `${local}${offset[1]}${offset[2]!.padStart(2, '0')}:${offset[3]}`
      : local;
  const parsed = Date.parse(withOffset);
  return Number.isNaN(parsed) ? local : new Date(parsed).toISOString();
}

function describe(event: UspsEvent): string {
  const place = [event.eventCity, [event.eventState, event.eventZIP].filter(Boolean).join(' ')]
    .filter((p) => p && String(p).trim())
    .join(', ');
  return [event.eventType ?? '', place].filter(Boolean).join(' - ');
}

/** A parcel still information-received or in transit after this long has stopped being tracked. */
const EXPIRED_AFTER_MS = 30 * 24 * 3_600_000;

/**
 * A tracking answer as our statuses: events newest first (USPS lists them so; sorted anyway), the
 * parcel's status is its newest event's, or the summary category's when USPS sent no event.
 */
export function parseTracking(answer: unknown, trackingNumber: string, now: Date): TrackResult {
  if (!answer || typeof answer !== 'object')
    throw new CarrierError('carrier.bad_response', 'tracking answer is not an object');
  const a = answer as {
    trackingNumber?: string;
    statusCategory?: string;
    status?: string;
    trackingEvents?: UspsEvent[];
  };
  const events: TrackEvent[] = (Array.isArray(a.trackingEvents) ? a.trackingEvents : [])
    .map((e) => ({
      time: timeOf(e),
      status: statusOfEvent(e.eventCode, e.eventType),
      description: describe(e),
    }))
    .sort((x, y) => (x.time < y.time ? 1 : x.time > y.time ? -1 : 0));
  let status: number =
    events[0]?.status ?? statusOfEvent(undefined, `${a.statusCategory ?? ''} ${a.status ?? ''}`);
  if (events.length === 0 && !a.statusCategory && !a.status) status = LOGISTICS.notFound;
  const newest = events[0] ? Date.parse(events[0].time) : Number.NaN;
  if (
    (status === LOGISTICS.infoReceived || status === LOGISTICS.inTransit) &&
    !Number.isNaN(newest) &&
    now.getTime() - newest > EXPIRED_AFTER_MS
  )
    status = LOGISTICS.expired;
  return { trackingNumber: a.trackingNumber ?? trackingNumber, status, events };
}
