import { LOGISTICS_STATUS } from '@shiplabel/shared';
import type { TrackEvent, TrackResult } from '../carrier-adapter.ts';

/**
 * ShipEngine tracking (GET /v1/labels/{label_id}/track, GET /v1/tracking) as the spec's nine logistics
 * statuses (section 4). `status_code` (OpenAPI `status_code`): UN unknown, AC accepted, IT in transit,
 * DE delivered, EX exception, AT delivery attempt, NY not yet in system, SP delivered to a collection
 * location; `status_detail_code` refines in transit (out for delivery, awaiting collection) and
 * exceptions (tracking expired).
 */
const BY_STATUS: Record<string, number> = {
  NY: LOGISTICS_STATUS.infoReceived,
  AC: LOGISTICS_STATUS.inTransit,
  IT: LOGISTICS_STATUS.inTransit,
  AT: LOGISTICS_STATUS.deliveryFailed,
  SP: LOGISTICS_STATUS.availableForPickup,
  DE: LOGISTICS_STATUS.delivered,
  EX: LOGISTICS_STATUS.exception,
};

const BY_DETAIL: Record<string, number> = {
  SHIPMENT_CREATED: LOGISTICS_STATUS.infoReceived,
  AWAITING_PICKUP_DROP_OFF: LOGISTICS_STATUS.infoReceived,
  NOT_YET_RECEIVED_BY_CARRIER: LOGISTICS_STATUS.infoReceived,
  OUT_FOR_DELIVERY: LOGISTICS_STATUS.outForDelivery,
  AWAITING_COLLECTION_FROM_PICKUP_POINT: LOGISTICS_STATUS.availableForPickup,
  DELIVERED_TO_PICKUP_POINT: LOGISTICS_STATUS.availableForPickup,
  COLLECT_AT_LOCAL_PO: LOGISTICS_STATUS.availableForPickup,
  CUSTOMER_TO_COLLECT_FROM_CARRIER: LOGISTICS_STATUS.availableForPickup,
  ATTEMPTED_DELIVERY: LOGISTICS_STATUS.deliveryFailed,
  ATTEMPTED_DELIVERY_FINAL: LOGISTICS_STATUS.deliveryFailed,
  CUSTOMER_CARDED: LOGISTICS_STATUS.deliveryFailed,
  TRACKING_EXPIRED: LOGISTICS_STATUS.expired,
};

/**
 * One status from a status code and its detail. An event or answer ShipEngine could not classify (UN or
 * an empty code) is "information received" when the carrier has said something, else "not found".
 */
export function shipengineStatus(statusCode: unknown, detailCode: unknown, hasEvents: boolean): number {
  const status = typeof statusCode === 'string' ? statusCode.toUpperCase() : '';
  const detail = typeof detailCode === 'string' ? BY_DETAIL[detailCode.toUpperCase()] : undefined;
  // Details refine the codes that cover several of ours; a delivered parcel stays delivered.
  if (detail !== undefined && status !== 'DE') return detail;
  const known = BY_STATUS[status];
  if (known !== undefined) return known;
  return hasEvents ? LOGISTICS_STATUS.infoReceived : LOGISTICS_STATUS.notFound;
}

interface ShipengineTrackEvent {
  occurred_at?: string | null;
  description?: string | null;
  city_locality?: string | null;
  state_province?: string | null;
  country_code?: string | null;
  status_code?: string | null;
  status_detail_code?: string | null;
  carrier_status_description?: string | null;
}

export interface ShipengineTracking {
  tracking_number?: string | null;
  status_code?: string | null;
  status_detail_code?: string | null;
  events?: ShipengineTrackEvent[] | null;
}

const place = (e: ShipengineTrackEvent) =>
  [e.city_locality, e.state_province, e.country_code]
    .filter((p): p is string => typeof p === 'string' && p.trim().length > 0)
    .join(', ');

/** The events (oldest first; one without a valid time is dropped) and the parcel's status now. */
export function trackingResult(answer: ShipengineTracking, trackingNumber: string): TrackResult {
  const events: TrackEvent[] = (answer.events ?? [])
    .filter((e) => typeof e.occurred_at === 'string' && Number.isFinite(Date.parse(e.occurred_at)))
    .map((e) => {
      const text = e.description?.trim() || e.carrier_status_description?.trim() || '';
      const where = place(e);
      return {
        time: new Date(e.occurred_at!).toISOString(),
        status: shipengineStatus(e.status_code, e.status_detail_code, true),
        description: where ? `${text} (${where})` : text,
      };
    })
    .sort((a, b) => a.time.localeCompare(b.time));
  return {
    trackingNumber: answer.tracking_number || trackingNumber,
    status: shipengineStatus(answer.status_code, answer.status_detail_code, events.length > 0),
    events,
  };
}
