import { LOGISTICS_STATUS as L } from '@shiplabel/shared';
import { describe, expect, it } from 'vitest';
import { sandboxNumberWith } from '../tracking/tracking-fixtures.ts';
import { OWN_TRACKING_TEXT as T } from '../tracking/tracking-text.ts';
import { sandboxAdapter } from './sandbox.adapter.ts';
import {
  DEFAULT_TRACKING_HOURS_PER_STEP,
  SANDBOX_EXCEPTION_RATE,
  sandboxEventsAt,
  sandboxHasException,
  sandboxPlan,
  trackingHoursPerStep,
} from './sandbox-tracking.ts';
import { newTrackingNumber } from './tracking-number.ts';

const LABEL_AT = new Date('2026-05-04T09:00:00Z');
const HOUR = 3_600_000;
const hoursAfter = (h: number) => new Date(LABEL_AT.getTime() + h * HOUR);
const times = (events: { time: string }[]) => events.map((e) => new Date(e.time).getTime());

describe('sandbox parcels moving over time (pure: tracking number + label time + now)', () => {
  it('goes information received -> in transit -> out for delivery -> delivered, one step per 75-125 % of the setting', () => {
    const number = sandboxNumberWith(LABEL_AT, { exception: false });
    const plan = sandboxPlan(number, LABEL_AT, 4);
    expect(plan.map((e) => [e.status, e.description])).toEqual([
      [L.infoReceived, T.labelCreated],
      [L.inTransit, T.pickedUp],
      [L.inTransit, T.atFacility],
      [L.outForDelivery, T.outForDelivery],
      [L.delivered, T.delivered],
    ]);
    const at = times(plan);
    expect(at[0]).toBe(LABEL_AT.getTime());
    for (let i = 1; i < at.length; i++) {
      expect(at[i]! - at[i - 1]!).toBeGreaterThanOrEqual(3 * HOUR);
      expect(at[i]! - at[i - 1]!).toBeLessThanOrEqual(5 * HOUR);
    }
    // The same inputs always give the same history; another parcel's steps differ.
    expect(sandboxPlan(number, LABEL_AT, 4)).toEqual(plan);
    const other = sandboxNumberWith(LABEL_AT, { exception: false });
    expect(times(sandboxPlan(other, LABEL_AT, 4))).not.toEqual(at);
  });

  it('shows only what has happened by now: nothing before the label, all of it once delivered', () => {
    const number = sandboxNumberWith(LABEL_AT, { exception: false });
    const plan = sandboxPlan(number, LABEL_AT, 4);
    expect(sandboxEventsAt(number, LABEL_AT, hoursAfter(-1), 4)).toEqual([]);
    expect(sandboxEventsAt(number, LABEL_AT, LABEL_AT, 4)).toEqual(plan.slice(0, 1));
    const middle = new Date(times(plan)[2]!);
    expect(sandboxEventsAt(number, LABEL_AT, middle, 4)).toEqual(plan.slice(0, 3));
    expect(sandboxEventsAt(number, LABEL_AT, new Date(middle.getTime() - 1), 4)).toEqual(plan.slice(0, 2));
    // With the default 4 hours a step, delivered within a day.
    expect(sandboxEventsAt(number, LABEL_AT, hoursAfter(20), DEFAULT_TRACKING_HOURS_PER_STEP)).toEqual(plan);
  });

  it('holds about one parcel in ten at an exception after the sorting facility, then delivers it a step later', () => {
    const number = sandboxNumberWith(LABEL_AT, { exception: true });
    const plan = sandboxPlan(number, LABEL_AT, 4);
    expect(plan.map((e) => e.status)).toEqual([1, 2, 2, 7, 4, 6]);
    expect(plan[3]!.description).toBe(T.addressCheck);
    const atException = new Date(times(plan)[3]!);
    expect(sandboxEventsAt(number, LABEL_AT, atException, 4).at(-1)?.status).toBe(L.exception);
    expect(sandboxEventsAt(number, LABEL_AT, hoursAfter(25), 4).at(-1)?.status).toBe(L.delivered);
    const sample = Array.from({ length: 2000 }, () => newTrackingNumber('SBX', LABEL_AT));
    const share = sample.filter(sandboxHasException).length / sample.length;
    expect(share).toBeGreaterThan(SANDBOX_EXCEPTION_RATE / 2);
    expect(share).toBeLessThan(SANDBOX_EXCEPTION_RATE * 1.5);
  });

  it('0 hours a step: every event has happened at the label time, in order, delivered last', () => {
    for (const exception of [false, true]) {
      const number = sandboxNumberWith(LABEL_AT, { exception });
      const events = sandboxEventsAt(number, LABEL_AT, LABEL_AT, 0);
      expect(events).toHaveLength(exception ? 6 : 5);
      expect(events.at(-1)).toMatchObject({ status: L.delivered, time: LABEL_AT.toISOString() });
      const at = times(events);
      expect(at.every((t, i) => i === 0 || t > at[i - 1]!)).toBe(true);
    }
  });

  it('reads trackingHoursPerStep from the channel: 0-240 hours, default 4', () => {
    expect(trackingHoursPerStep({})).toBe(DEFAULT_TRACKING_HOURS_PER_STEP);
    expect(trackingHoursPerStep({ trackingHoursPerStep: '2' })).toBe(4);
    expect(trackingHoursPerStep({ trackingHoursPerStep: Number.NaN })).toBe(4);
    expect(trackingHoursPerStep({ trackingHoursPerStep: 0 })).toBe(0);
    expect(trackingHoursPerStep({ trackingHoursPerStep: 0.5 })).toBe(0.5);
    expect(trackingHoursPerStep({ trackingHoursPerStep: -3 })).toBe(0);
    expect(trackingHoursPerStep({ trackingHoursPerStep: 1e6 })).toBe(240);
  });

  it("the adapter's track answers the plan at ctx.now under the channel's setting", async () => {
    const number = sandboxNumberWith(LABEL_AT, { exception: false });
    const ctx = (now: Date, settings: Record<string, unknown>) =>
      ({ channelId: 'c', settings, credentials: {}, rateCard: null, now }) as const;
    const early = await sandboxAdapter.track(ctx(hoursAfter(2), { trackingHoursPerStep: 10 }), {
      trackingNumber: number,
    });
    expect(early).toMatchObject({ status: L.infoReceived, events: [{ status: L.infoReceived }] });
    const done = await sandboxAdapter.track(ctx(LABEL_AT, { trackingHoursPerStep: 0 }), {
      trackingNumber: number,
    });
    expect(done.status).toBe(L.delivered);
    expect(done.events).toEqual(sandboxPlan(number, LABEL_AT, 0));
    expect(await sandboxAdapter.track(ctx(LABEL_AT, {}), { trackingNumber: 'SBXNOTANUMBER' })).toEqual({
      trackingNumber: 'SBXNOTANUMBER',
      status: L.notFound,
      events: [],
    });
  });
});
