import type { TrackEvent, TrackResult } from '../carrier-adapter.ts';
import { CarrierError } from '../carrier-adapter.ts';
import { asList } from './ups.common.ts';

/**
 * Tracking API answer (vendors/Tracking.yaml, GET /api/track/v1/details/{inquiryNumber}) to the spec's
 * parcel logistics statuses: 0 not found, 1 information received, 2 in transit, 3 available for pickup,
 * 4 out for delivery, 5 delivery failed, 6 delivered, 7 exception, 8 expired.
 */
const S = {
  notFound: 0,
  infoReceived: 1,
  inTransit: 2,
  pickup: 3,
  outForDelivery: 4,
  failed: 5,
  delivered: 6,
  exception: 7,
  expired: 8,
} as const;

/**
 * UPS status codes (status.statusCode, vendors/Tracking-status-description-codes.html) that say more than
 * the activity type: out for delivery, waiting at a pickup point, a failed attempt or refusal.
 */
const BY_STATUS_CODE: Record<string, number> = {
  '006': S.outForDelivery, // Out for Delivery
  '021': S.outForDelivery,
  '037': S.outForDelivery,
  '072': S.outForDelivery, // Loaded on Delivery Vehicle
  '078': S.outForDelivery, // Your Driver is Arriving Soon!
  '091': S.outForDelivery,
  '146': S.outForDelivery,
  '017': S.pickup, // Held for Customer Pickup
  '040': S.pickup, // Ready for Customer Pickup
  '144': S.pickup, // Delivered to Post Office for Pickup
  '022': S.failed, // First Attempt Made
  '023': S.failed, // Second Delivery Attempted
  '024': S.failed, // Final Attempt Made
  '060': S.failed, // Delivery Attempted
  '061': S.failed, // Delivery Attempted: Adult Signature Required
  '062': S.failed, // Delivery Attempted: Funds Required
  '064': S.failed, // Delivery Refused
  '066': S.failed, // Post Office Delivery Attempted
  '069': S.failed, // Unable to Deliver
  '145': S.failed, // Delivery Attempted
  '003': S.infoReceived, // Shipment Ready for UPS
  '011': S.delivered, // Delivered
  '026': S.delivered, // Delivered by Local Post Office
};

/**
 * Package activity types (vendors/Tracking-package-activity-types.html): D delivered, I in transit (or out
 * for delivery, told apart by the status code), M billing information received, MV billing information
 * voided (the label was voided: it will never move), X exception, P pickup; the freight-only types
 * (DO, DD, W) are the parcel on its way; NA not available.
 */
function statusOf(status: UpsStatus | undefined): number {
  const type = (status?.type ?? '').toUpperCase();
  const byCode = status?.statusCode ? BY_STATUS_CODE[status.statusCode] : undefined;
  switch (type) {
    case 'D':
      return S.delivered;
    case 'M':
      return S.infoReceived;
    case 'MV':
      return S.expired;
    case 'X':
      return byCode === S.failed || byCode === S.pickup ? byCode : S.exception;
    case 'NA':
      return S.notFound;
    case 'I':
    case 'P':
    case 'DO':
    case 'DD':
    case 'W':
      return byCode !== undefined && byCode !== S.delivered && byCode !== S.infoReceived
        ? byCode
        : S.inTransit;
    default:
      return byCode ?? S.inTransit;
  }
}

interface UpsStatus {
  type?: string;
  code?: string;
  description?: string;
  statusCode?: string;
}

interface UpsActivity {
  date?: string;
  time?: string;
  gmtDate?: string;
  gmtTime?: string;
  gmtOffset?: string;
  status?: UpsStatus;
  location?: { address?: { city?: string; stateProvince?: string; countryCode?: string } };
}

const digits = (value: string | undefined, length: number) =>
  value && /^\d+$/.test(value) ? value.padStart(length, '0') : null;

/**
 * The instant of an activity: the GMT date and time when UPS gives them; else the local date and time
 * with the GMT offset; else the local time read as UTC (UPS gives no zone then). Dates are YYYYMMDD,
 * times HHMMSS (the GMT time may lose its leading zero: "74700").
 */
export function activityTime(activity: UpsActivity): string | null {
  const gmtDate = digits(activity.gmtDate, 8);
  const gmtTime = digits(activity.gmtTime, 6);
  const [date, time, zone] =
    gmtDate && gmtTime
      ? [gmtDate, gmtTime, 'Z']
      : [
          digits(activity.date, 8),
          digits(activity.time, 6) ?? '000000',
          /^[+-]\d{2}:\d{2}$/.test(activity.gmtOffset ?? '') ? activity.gmtOffset! : 'Z',
        ];
  if (!date) return null;
  const iso = `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}T${time.slice(0, 2)}:${time.slice(2, 4)}:${time.slice(4, 6)}${zone}`;
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString();
}

function describe(activity: UpsActivity): string {
  const text = (activity.status?.description ?? '').trim();
  const a = activity.location?.address;
  const place = [a?.city, a?.stateProvince, a?.countryCode].filter((p) => p?.trim()).join(', ');
  return place ? `${text} (${place})` : text;
}

interface TrackBody {
  trackResponse?: {
    shipment?: {
      package?: { trackingNumber?: string; activity?: UpsActivity | UpsActivity[] }[];
      warnings?: { code?: string; message?: string }[];
    }[];
  };
}

/**
 * Events oldest first (UPS lists the newest first); the parcel's status is that of its newest event.
 * A "Tracking Information Not Found" warning (TW0001) or no activity is status 0.
 */
export function parseTrackResponse(body: unknown, trackingNumber: string): TrackResult {
  const response = (body as TrackBody | null)?.trackResponse;
  if (!response) throw new CarrierError('carrier.bad_response', 'no trackResponse');
  const shipment = asList(response.shipment)[0];
  const pkg =
    asList(shipment?.package).find((p) => p.trackingNumber === trackingNumber) ??
    asList(shipment?.package)[0];
  const events: TrackEvent[] = [];
  // Reversed first so that events of the same minute keep UPS's order once sorted oldest first.
  for (const activity of asList(pkg?.activity).slice().reverse()) {
    const time = activityTime(activity);
    if (time) events.push({ time, status: statusOf(activity.status), description: describe(activity) });
  }
  events.sort((a, b) => a.time.localeCompare(b.time));
  return {
    trackingNumber,
    status: events.length > 0 ? events[events.length - 1]!.status : S.notFound,
    events,
  };
}
