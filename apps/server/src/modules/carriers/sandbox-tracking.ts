import { createHash } from 'node:crypto';
import { LOGISTICS_STATUS as L } from '@shiplabel/shared';
import { OWN_TRACKING_TEXT } from '../tracking/tracking-text.ts';
import type { TrackEvent } from './carrier-adapter.ts';

/**
 * How a sandbox parcel moves: a pure function of its tracking number, its label time and now, so every
 * instance, every refresh and every test sees the same history without storing anything.
 *
 * information received -> picked up (in transit) -> at the sorting facility (in transit) -> out for
 * delivery -> delivered, one step each `trackingHoursPerStep` hours (each step 75-125 % of that, fixed by
 * the tracking number). About one parcel in ten (also fixed by the number) is held by an exception
 * (address being verified) after the sorting facility and goes out for delivery one step later.
 */

/** Default: delivered 16 hours after the label (20 after an exception), so the demo shows it within a day. */
export const DEFAULT_TRACKING_HOURS_PER_STEP = 4;
const MAX_TRACKING_HOURS_PER_STEP = 240;
export const SANDBOX_EXCEPTION_RATE = 0.1;
const HOUR = 3_600_000;

/** Channel setting `trackingHoursPerStep`: hours (0-240, fractions allowed) per step; 0 = all at once. */
export function trackingHoursPerStep(settings: Record<string, unknown>): number {
  const v = settings.trackingHoursPerStep;
  if (typeof v !== 'number' || !Number.isFinite(v)) return DEFAULT_TRACKING_HOURS_PER_STEP;
  return Math.min(MAX_TRACKING_HOURS_PER_STEP, Math.max(0, v));
}

/** A number in [0, 1) fixed by the key. */
const unit = (key: string) => createHash('sha256').update(key).digest().readUInt32BE(0) / 2 ** 32;

/** Whether this parcel meets the exception on its way (one in ten, by its number). */
export const sandboxHasException = (trackingNumber: string) =>
  unit(`sandbox-exception|${trackingNumber}`) < SANDBOX_EXCEPTION_RATE;

const steps = (exception: boolean): [number, string][] => [
  [L.infoReceived, OWN_TRACKING_TEXT.labelCreated],
  [L.inTransit, OWN_TRACKING_TEXT.pickedUp],
  [L.inTransit, OWN_TRACKING_TEXT.atFacility],
  ...(exception ? [[L.exception, OWN_TRACKING_TEXT.addressCheck] as [number, string]] : []),
  [L.outForDelivery, OWN_TRACKING_TEXT.outForDelivery],
  [L.delivered, OWN_TRACKING_TEXT.delivered],
];

/**
 * Every event the parcel will have, with its time. Times strictly increase (a millisecond apart at
 * least), so the timeline keeps its order even when the channel makes every step instant (0 hours).
 */
export function sandboxPlan(trackingNumber: string, created: Date, hoursPerStep: number): TrackEvent[] {
  const plan = steps(sandboxHasException(trackingNumber));
  // Instant: everything has happened by the label time, the delivery at that very millisecond.
  let at = hoursPerStep === 0 ? created.getTime() - (plan.length - 1) : created.getTime();
  return plan.map(([status, description], i) => {
    if (i > 0) {
      const share = 0.75 + 0.5 * unit(`sandbox-step|${trackingNumber}|${i}`);
      at += Math.max(1, Math.round(hoursPerStep * HOUR * share));
    }
    return { time: new Date(at).toISOString(), status, description };
  });
}

/** The events that have happened by `now` (none before the label time). */
export function sandboxEventsAt(
  trackingNumber: string,
  created: Date,
  now: Date,
  hoursPerStep: number,
): TrackEvent[] {
  return sandboxPlan(trackingNumber, created, hoursPerStep).filter(
    (e) => new Date(e.time).getTime() <= now.getTime(),
  );
}
