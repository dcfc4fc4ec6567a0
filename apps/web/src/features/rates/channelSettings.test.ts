import { describe, expect, it } from 'vitest';
import { isDepositText, settingsFormOf, settingsOf } from './channelSettings.ts';

describe('channel settings', () => {
  it('sends the order settings for any carrier and the sandbox ones only for the sandbox', () => {
    const form = { reviewOrders: true, domesticDeposit: '2.50', settlementDays: 10, trackingHoursPerStep: 0 };
    expect(settingsOf({ carrierCode: 'ratecard', ...form })).toEqual({
      reviewOrders: true,
      domesticDeposit: 2.5,
      settlementDays: 10,
    });
    expect(settingsOf({ carrierCode: 'sandbox', ...form, failureRate: 0.1, latencyMs: 5 })).toEqual({
      reviewOrders: true,
      domesticDeposit: 2.5,
      settlementDays: 10,
      // 0 (every step at once) is a value, not an emptied field.
      trackingHoursPerStep: 0,
      failureRate: 0.1,
      latencyMs: 5,
      seed: 'sandbox',
    });
  });

  it('leaves emptied fields out so the server default applies, and keeps a switched-off review', () => {
    expect(
      settingsOf({
        carrierCode: 'ratecard',
        reviewOrders: false,
        domesticDeposit: '',
        settlementDays: undefined,
      }),
    ).toEqual({ reviewOrders: false });
  });

  it('keeps settings the form does not show (the seed) and replaces the ones it does', () => {
    const previous = { seed: 'demo', failureRate: 0.5, settlementDays: 3, note: { nested: true } };
    expect(settingsOf({ carrierCode: 'sandbox', failureRate: 0, settlementDays: 9 }, previous)).toEqual({
      seed: 'demo',
      failureRate: 0,
      latencyMs: 0,
      settlementDays: 9,
    });
    // An emptied field goes back to the server default rather than to the old value.
    expect(settingsOf({ carrierCode: 'ratecard' }, { settlementDays: 3 })).toEqual({});
  });

  it('reads stored settings into the form with the documented defaults', () => {
    expect(settingsFormOf({})).toEqual({
      failureRate: 0,
      latencyMs: 0,
      trackingHoursPerStep: 4,
      reviewOrders: false,
      domesticDeposit: '',
      settlementDays: 7,
    });
    expect(
      settingsFormOf({
        reviewOrders: true,
        domesticDeposit: 3,
        settlementDays: '14',
        trackingHoursPerStep: 'x',
      }),
    ).toEqual(
      expect.objectContaining({
        reviewOrders: true,
        domesticDeposit: '3',
        settlementDays: 14,
        trackingHoursPerStep: 4,
      }),
    );
  });

  it('accepts an empty deposit or 0 or more with at most 2 decimals', () => {
    expect(isDepositText('')).toBe(true);
    expect(isDepositText(undefined)).toBe(true);
    expect(isDepositText('2.5')).toBe(true);
    expect(isDepositText('-1')).toBe(false);
    expect(isDepositText('1.001')).toBe(false);
  });
});
