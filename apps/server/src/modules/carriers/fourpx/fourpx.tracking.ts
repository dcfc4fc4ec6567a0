import type { TrackEvent, TrackResult } from '../carrier-adapter.ts';
import type { FopEnvelope } from './fourpx.common.ts';

/**
 * tr.order.tracking.get answers {deliveryOrderNo, trackingList[{businessLinkCode, occurDatetime,
 * occurLocation, trackingContent}]} (TrackClient/DeliveryOrder/Tracking of EalenXie/sdk-all; the PHP
 * SDK's GetTrackingResponse). businessLinkCode is 4PX's event code FPX_<stage>_<event> (stages L label,
 * C collection, F/Q/M line haul and export, I import customs, D delivery, S signed, O provider,
 * Y disposal), mapped to the spec's statuses: 0 not found, 1 information received, 2 in transit,
 * 3 available for pickup, 4 out for delivery, 5 delivery failed, 6 delivered, 7 exception, 8 expired.
 */
const INFO_RECEIVED = new Set([
  'FPX_L_RPIF',
  'FPX_L_ATP',
  'FPX_O_CRLB',
  'FPX_O_IR',
  'FPX_O_IRI',
  'FPX_O_SIS',
  'FPX_S_SFBR',
]);
const AVAILABLE_FOR_PICKUP = new Set(['FPX_D_AP', 'FPX_D_ADWP', 'FPX_D_SASPS']);
const OUT_FOR_DELIVERY = new Set(['FPX_D_OFD', 'FPX_D_SD']);
const EXCEPTION = new Set([
  'FPX_C_BTC',
  'FPX_D_RA',
  'FPX_D_RR',
  'FPX_D_SR',
  'FPX_I_CR',
  'FPX_I_DG',
  'FPX_M_SE',
  'FPX_S_CC',
]);
const EXCEPTION_PREFIXES = [
  'FPX_C_HF',
  'FPX_C_DT',
  'FPX_D_SH',
  'FPX_I_HC',
  'FPX_O_SPH',
  'FPX_O_RT',
  'FPX_O_PR',
  'FPX_Y_',
];

export function fourpxStatus(code: string): number {
  const c = code.trim().toUpperCase();
  if (c.startsWith('FPX_S_OK')) return 6;
  if (c.startsWith('FPX_D_FD') || c === 'FPX_D_DFCR') return 5;
  if (OUT_FOR_DELIVERY.has(c)) return 4;
  if (AVAILABLE_FOR_PICKUP.has(c)) return 3;
  if (INFO_RECEIVED.has(c)) return 1;
  if (EXCEPTION.has(c) || EXCEPTION_PREFIXES.some((p) => c.startsWith(p))) return 7;
  return 2;
}

/**
 * 4PX writes event times as "YYYY-MM-DD HH:mm:ss" in China time (UTC+8, as track.4px.com shows them
 * beside their UTC instants); epoch milliseconds are read too. Unreadable times keep their order.
 */
export function fourpxTime(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return new Date(value).toISOString();
  if (typeof value !== 'string') return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/.exec(value.trim());
  if (m) {
    const [, y, mo, d, h, mi, s = '00'] = m;
    const at = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h) - 8, Number(mi), Number(s));
    return Number.isFinite(at) ? new Date(at).toISOString() : null;
  }
  return /^\d{12,13}$/.test(value.trim()) ? new Date(Number(value)).toISOString() : null;
}

type Tracking = {
  businessLinkCode?: string;
  occurDatetime?: string | number;
  occurLocation?: string;
  trackingContent?: string;
};

/** Events oldest first; the parcel's status is its latest event's. */
export function parseTracking(
  envelope: FopEnvelope<{ trackingList?: Tracking[] | null }>,
  trackingNumber: string,
): TrackResult {
  const list = Array.isArray(envelope.data?.trackingList) ? envelope.data.trackingList : [];
  const events = list
    .map((t, index) => ({ t, index, time: fourpxTime(t?.occurDatetime) }))
    .sort((a, b) =>
      a.time && b.time && a.time !== b.time ? a.time.localeCompare(b.time) : b.index - a.index,
    )
    .map(({ t, time }): TrackEvent => {
      const where = t?.occurLocation?.trim();
      const what = t?.trackingContent?.trim() || t?.businessLinkCode || '';
      return {
        time: time ?? '',
        status: fourpxStatus(t?.businessLinkCode ?? ''),
        description: where ? `${what} (${where})` : what,
      };
    });
  return { trackingNumber, status: events.at(-1)?.status ?? 0, events };
}
