import { LOGISTICS_STATUS } from '@shiplabel/shared';
import type { TrackEvent, TrackResult } from '../carrier-adapter.ts';

/**
 * EasyPost tracker statuses (docs.easypost.com/docs/trackers: unknown, pre_transit, in_transit,
 * out_for_delivery, delivered, available_for_pickup, return_to_sender, failure, cancelled, error) as the
 * spec's nine logistics statuses (section 4). Anything else is "not found".
 */
const STATUS: Record<string, number> = {
  unknown: LOGISTICS_STATUS.notFound,
  pre_transit: LOGISTICS_STATUS.infoReceived,
  in_transit: LOGISTICS_STATUS.inTransit,
  available_for_pickup: LOGISTICS_STATUS.availableForPickup,
  out_for_delivery: LOGISTICS_STATUS.outForDelivery,
  failure: LOGISTICS_STATUS.deliveryFailed,
  delivered: LOGISTICS_STATUS.delivered,
  return_to_sender: LOGISTICS_STATUS.exception,
  cancelled: LOGISTICS_STATUS.exception,
  error: LOGISTICS_STATUS.exception,
};

export const easypostStatus = (status: unknown): number =>
  (typeof status === 'string' && STATUS[status]) || LOGISTICS_STATUS.notFound;

interface TrackingLocation {
  city?: string | null;
  state?: string | null;
  country?: string | null;
}

export interface EasypostTrackingDetail {
  message?: string | null;
  status?: string | null;
  datetime?: string | null;
  tracking_location?: TrackingLocation | null;
}

export interface EasypostTracker {
  id?: string;
  object?: string;
  tracking_code?: string;
  status?: string;
  tracking_details?: EasypostTrackingDetail[] | null;
}

const place = (l: TrackingLocation | null | undefined) =>
  [l?.city, l?.state, l?.country].filter((p) => typeof p === 'string' && p.length > 0).join(', ');

/** A tracker's details as timeline events, oldest first; a detail without a valid time is dropped. */
export function trackerEvents(tracker: EasypostTracker): TrackEvent[] {
  return (tracker.tracking_details ?? [])
    .filter((d) => typeof d.datetime === 'string' && Number.isFinite(Date.parse(d.datetime)))
    .map((d) => {
      const where = place(d.tracking_location);
      const message = d.message?.trim() || d.status || '';
      return {
        time: new Date(d.datetime!).toISOString(),
        status: easypostStatus(d.status),
        description: where ? `${message} (${where})` : message,
      };
    })
    .sort((a, b) => a.time.localeCompare(b.time));
}

/** A tracker as our tracking result; `trackingNumber` is kept as asked when the tracker lacks it. */
export function trackerResult(tracker: EasypostTracker | undefined, trackingNumber: string): TrackResult {
  if (!tracker) return { trackingNumber, status: LOGISTICS_STATUS.notFound, events: [] };
  return {
    trackingNumber: tracker.tracking_code || trackingNumber,
    status: easypostStatus(tracker.status),
    events: trackerEvents(tracker),
  };
}

/**
 * The tracker of a webhook Event (docs.easypost.com/docs/events: {object:"Event", description:
 * "tracker.updated", result: Tracker}); null for events that are not about a tracker.
 */
export function trackerOfEvent(event: unknown): EasypostTracker | null {
  if (!event || typeof event !== 'object') return null;
  const e = event as { description?: unknown; result?: unknown };
  if (e.description !== 'tracker.updated' && e.description !== 'tracker.created') return null;
  const result = e.result as EasypostTracker | undefined;
  if (!result || typeof result !== 'object' || typeof result.tracking_code !== 'string') return null;
  return result;
}
