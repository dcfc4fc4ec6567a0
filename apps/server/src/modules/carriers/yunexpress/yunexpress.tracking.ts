import type { TrackEvent, TrackResult } from '../carrier-adapter.ts';
import { isObject } from './yunexpress.common.ts';

/**
 * GET /v1/track-service/info/get?order_number= to the spec's parcel logistics statuses: 0 not found,
 * 1 information received, 2 in transit, 3 available for pickup, 4 out for delivery, 5 delivery failed,
 * 6 delivered, 7 exception, 8 expired. Two answer shapes are read (fixtures/SOURCES.md): the one
 * integrators receive, a list of { order_number, package_status, track_Info: { track_events: [{
 * process_time, process_content, track_node_code }] } }, and the reference's { waybill_number,
 * track_info: [{ track_events: [{ event_date, time_zone, description, location }] }] }.
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

/** package_status: N no order, F electronic information received, T in transit, D delivered, E possible
 * exception, R returned, C cancelled (the order will never move). */
const BY_PACKAGE_STATUS: Record<string, number> = {
  N: S.notFound,
  F: S.infoReceived,
  T: S.inTransit,
  D: S.delivered,
  E: S.exception,
  R: S.exception,
  C: S.expired,
};

/** Node codes seen in YunExpress tracks; others are read by the words of the code. */
const BY_NODE: Record<string, number> = {
  ORDER_CREATION: S.infoReceived,
  FIRST_MILE_ARRIVE: S.inTransit,
  IN_TRANSIT: S.inTransit,
  MAIN_LINE_ARRIVE: S.inTransit,
  DELIVERY_ATTEMPT: S.outForDelivery,
  DELIVERED: S.delivered,
};

const NODE_WORDS: [RegExp, number][] = [
  [/FAIL|UNSUCCESS|REFUS|UNDELIVER/, S.failed],
  [/EXCEPTION|RETURN|DAMAGE|LOST|HELD|DETAIN|PROBLEM/, S.exception],
  [/DELIVERED|SIGNED|POD/, S.delivered],
  [/PICK_?UP_POINT|AWAIT.*(PICK|COLLECT)|READY_FOR_(PICK|COLLECT)|LOCKER/, S.pickup],
  [/OUT_FOR_DELIVERY|DELIVERING|DELIVERY_ATTEMPT/, S.outForDelivery],
  [/ORDER_CREAT|INFO.*RECEIV|PRE_ALERT|LABEL/, S.infoReceived],
];

const WORDS: [RegExp, number][] = [
  [/未妥投|投递失败|派送失败|delivery failed|attempt(ed)? fail|unable to deliver/i, S.failed],
  [/退回|退件|异常|扣关|丢失|破损|returned|exception|detained|lost|damaged/i, S.exception],
  [/已签收|已送达|妥投|delivered/i, S.delivered],
  [/自提|待取|取件点|pick ?up point|ready for (pick ?up|collection)|awaiting collection/i, S.pickup],
  [/派送中|正在派送|out for delivery/i, S.outForDelivery],
  [/已收到.*(信息|预报)|电子预报|information received|order (created|received)/i, S.infoReceived],
];

export function nodeStatus(code: string, description: string): number {
  const upper = code.trim().toUpperCase();
  const known = BY_NODE[upper] ?? NODE_WORDS.find(([pattern]) => pattern.test(upper))?.[1];
  if (known !== undefined) return known;
  return WORDS.find(([pattern]) => pattern.test(description))?.[1] ?? S.inTransit;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** "+8" / "-5" / "+05:30" as "+08:00"; null when unreadable. */
function offsetOf(zone: string): string | null {
  const match = /^([+-])?(\d{1,2})(?::?(\d{2}))?$/.exec(zone.trim());
  if (!match) return null;
  return `${match[1] ?? '+'}${match[2]!.padStart(2, '0')}:${match[3] ?? '00'}`;
}

/** The event's instant: the UTC time when given, else the local time at its zone (UTC when none). */
export function eventTime(event: Record<string, unknown>): string | null {
  const utc = text(event.process_utc_time);
  const local = text(event.process_time) || text(event.event_date);
  const raw = utc || local;
  if (!raw) return null;
  const iso = raw.replace(' ', 'T');
  const hasZone = /(Z|[+-]\d{2}:?\d{2})$/i.test(iso);
  const zone = !utc && !hasZone ? offsetOf(text(event.time_zone)) : null;
  const date = new Date(hasZone ? iso : `${iso}${zone ?? 'Z'}`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

function eventOf(event: unknown): TrackEvent | null {
  if (!isObject(event)) return null;
  const time = eventTime(event);
  if (!time) return null;
  const words = text(event.process_content) || text(event.description) || text(event.track_node_description);
  const place = [text(event.process_location) || text(event.location), text(event.process_country)]
    .filter(Boolean)
    .join(', ');
  return {
    time,
    status: nodeStatus(text(event.track_node_code), `${words} ${text(event.track_node_description)}`),
    description: place ? `${words} (${place})` : words,
  };
}

/** The events of one track, whichever of the two shapes it has. */
function rawEvents(item: Record<string, unknown>): unknown[] {
  const info = item.track_Info ?? item.track_info;
  const infos = Array.isArray(info) ? info : info ? [info] : [item];
  return infos.flatMap((i) => (isObject(i) && Array.isArray(i.track_events) ? i.track_events : []));
}

export function parseTrackResponse(result: unknown, trackingNumber: string): TrackResult {
  const [item] = Array.isArray(result) ? result : [result];
  if (!isObject(item)) return { trackingNumber, status: S.notFound, events: [] };
  const events = rawEvents(item)
    .map(eventOf)
    .filter((e): e is TrackEvent => e !== null)
    .sort((a, b) => a.time.localeCompare(b.time));
  const packageStatus = text(item.package_status).toUpperCase();
  const byPackage = BY_PACKAGE_STATUS[packageStatus];
  const latest = events.at(-1)?.status;
  // The package status is YunExpress's verdict; in transit says less than the latest event can.
  const status =
    byPackage === undefined || (byPackage === S.inTransit && latest !== undefined && latest > S.inTransit)
      ? (latest ?? S.notFound)
      : byPackage;
  return { trackingNumber, status, events };
}
