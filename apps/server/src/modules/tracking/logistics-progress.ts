import { LOGISTICS_STATUS as L } from '@shiplabel/shared';

/**
 * How far along a parcel is. The least advanced parcel speaks for its order, so an order reads
 * "delivered" only when every parcel is. Problem states (expired, exception, delivery failure) rank just
 * before the step they hold up, so one parcel's problem is never hidden behind another parcel's progress.
 */
const PROGRESS: Record<number, number> = {
  [L.notFound]: 0,
  [L.expired]: 1,
  [L.infoReceived]: 2,
  [L.exception]: 3,
  [L.inTransit]: 4,
  [L.deliveryFailed]: 5,
  [L.availableForPickup]: 6,
  [L.outForDelivery]: 7,
  [L.delivered]: 8,
};

/** The order's logistics status from its parcels' statuses (not found when there are none). */
export function leastAdvanced(statuses: readonly number[]): number {
  if (statuses.length === 0) return L.notFound;
  return statuses.reduce((least, s) => ((PROGRESS[s] ?? 0) < (PROGRESS[least] ?? 0) ? s : least));
}

export const DEFAULT_SETTLEMENT_DAYS = 7;
const MAX_SETTLEMENT_DAYS = 90;

/** Channel setting `settlementDays`: whole days (0-90) the deposit is held after delivery; default 7. */
export function settlementDaysOf(settings: Record<string, unknown>): number {
  const v = settings.settlementDays;
  if (typeof v !== 'number' || !Number.isFinite(v)) return DEFAULT_SETTLEMENT_DAYS;
  return Math.min(MAX_SETTLEMENT_DAYS, Math.max(0, Math.floor(v)));
}
