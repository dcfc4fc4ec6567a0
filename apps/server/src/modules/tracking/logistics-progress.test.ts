import { LOGISTICS_STATUS as L } from '@shiplabel/shared';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTLEMENT_DAYS, leastAdvanced, settlementDaysOf } from './logistics-progress.ts';

describe('leastAdvanced', () => {
  it('lets the least advanced parcel speak for the order; delivered only when every parcel is', () => {
    expect(leastAdvanced([])).toBe(L.notFound);
    expect(leastAdvanced([L.delivered, L.delivered])).toBe(L.delivered);
    expect(leastAdvanced([L.delivered, L.outForDelivery, L.inTransit])).toBe(L.inTransit);
    expect(leastAdvanced([L.delivered, L.notFound])).toBe(L.notFound);
  });

  it("never hides one parcel's problem behind another parcel's progress", () => {
    expect(leastAdvanced([L.inTransit, L.exception])).toBe(L.exception);
    expect(leastAdvanced([L.outForDelivery, L.deliveryFailed])).toBe(L.deliveryFailed);
    expect(leastAdvanced([L.infoReceived, L.expired])).toBe(L.expired);
  });
});

describe('channel settings read by tracking', () => {
  it('settlementDays: whole days 0-90, default 7', () => {
    expect(settlementDaysOf({})).toBe(DEFAULT_SETTLEMENT_DAYS);
    expect(settlementDaysOf({ settlementDays: '3' })).toBe(DEFAULT_SETTLEMENT_DAYS);
    expect(settlementDaysOf({ settlementDays: 0 })).toBe(0);
    expect(settlementDaysOf({ settlementDays: 14.7 })).toBe(14);
    expect(settlementDaysOf({ settlementDays: 400 })).toBe(90);
    expect(settlementDaysOf({ settlementDays: -2 })).toBe(0);
  });
});
