import { LOGISTICS_STATUS } from '@shiplabel/shared';
import type { TrackEvent, TrackResult } from '../carrier-adapter.ts';

interface ShippoLocation {
  city?: string | null;
  state?: string | null;
  country?: string | null;
}

export interface ShippoTrackingStatus {
  status?: string | null;
  status_details?: string | null;
  status_date?: string | null;
  substatus?: { code?: string | null } | null;
  location?: ShippoLocation | null;
}

/** Shippo's Track (GET /tracks/{carrier}/{number}, and the data of a track_updated webhook). */
export interface ShippoTrack {
  carrier?: string;
  tracking_number?: string;
  tracking_status?: ShippoTrackingStatus | null;
  tracking_history?: ShippoTrackingStatus[] | null;
}

/** Substatus codes (docs.goshippo.com/docs/tracking/tracking event definitions) that say more than the status. */
const SUBSTATUS: Record<string, number> = {
  out_for_delivery: LOGISTICS_STATUS.outForDelivery,
  pickup_available: LOGISTICS_STATUS.availableForPickup,
  available_for_pickup: LOGISTICS_STATUS.availableForPickup,
  delivery_attempted: LOGISTICS_STATUS.deliveryFailed,
  package_lost: LOGISTICS_STATUS.exception,
  package_damaged: LOGISTICS_STATUS.exception,
  package_held: LOGISTICS_STATUS.exception,
  address_issue: LOGISTICS_STATUS.exception,
  return_to_sender: LOGISTICS_STATUS.exception,
};

/**
 * Shippo statuses (TrackingStatusEnum: UNKNOWN, PRE_TRANSIT, TRANSIT, DELIVERED, RETURNED, FAILURE) as the
 * spec's nine logistics statuses. An event reported as UNKNOWN still means the carrier knows the parcel
 * (USPS "has received the electronic shipment information"): information received.
 */
export function shippoStatus(s: ShippoTrackingStatus | null | undefined, isEvent = false): number {
  const sub = s?.substatus?.code ? SUBSTATUS[s.substatus.code] : undefined;
  switch (s?.status) {
    case 'PRE_TRANSIT':
      return LOGISTICS_STATUS.infoReceived;
    case 'TRANSIT':
      return sub ?? LOGISTICS_STATUS.inTransit;
    case 'DELIVERED':
      return LOGISTICS_STATUS.delivered;
    case 'RETURNED':
      return LOGISTICS_STATUS.exception;
    case 'FAILURE':
      return sub === LOGISTICS_STATUS.exception ? sub : LOGISTICS_STATUS.deliveryFailed;
    default:
      return isEvent ? LOGISTICS_STATUS.infoReceived : LOGISTICS_STATUS.notFound;
  }
}

const place = (l: ShippoLocation | null | undefined) =>
  [l?.city, l?.state, l?.country].filter((p) => typeof p === 'string' && p.length > 0).join(', ');

export function shippoEvents(track: ShippoTrack): TrackEvent[] {
  return (track.tracking_history ?? [])
    .filter((e) => typeof e.status_date === 'string' && Number.isFinite(Date.parse(e.status_date)))
    .map((e) => {
      const where = place(e.location);
      const text = e.status_details?.trim() || e.status || '';
      return {
        time: new Date(e.status_date!).toISOString(),
        status: shippoStatus(e, true),
        description: where ? `${text} (${where})` : text,
      };
    })
    .sort((a, b) => a.time.localeCompare(b.time));
}

/** A Track as our tracking result: the current status, or information received when only history exists. */
export function shippoTrackResult(track: ShippoTrack | null, trackingNumber: string): TrackResult {
  if (!track) return { trackingNumber, status: LOGISTICS_STATUS.notFound, events: [] };
  const events = shippoEvents(track);
  let status = shippoStatus(track.tracking_status);
  if (status === LOGISTICS_STATUS.notFound && events.length > 0) status = LOGISTICS_STATUS.infoReceived;
  return { trackingNumber: track.tracking_number || trackingNumber, status, events };
}

/** The Track of a track_updated webhook ({event, test, data: Track}: WebhookPayloadTrack); null otherwise. */
export function trackOfWebhook(payload: unknown): ShippoTrack | null {
  if (!payload || typeof payload !== 'object') return null;
  const p = payload as { event?: unknown; data?: unknown };
  if (p.event !== 'track_updated' || !p.data || typeof p.data !== 'object') return null;
  const data = p.data as ShippoTrack;
  return typeof data.tracking_number === 'string' && data.tracking_number ? data : null;
}
