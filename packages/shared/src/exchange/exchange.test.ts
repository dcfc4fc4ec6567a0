import { describe, expect, it } from 'vitest';
import {
  convertExchangeSchema,
  exchangeCredit,
  formatRate,
  parseRate,
  setExchangeRateSchema,
} from './exchange.ts';

describe('exchange rates', () => {
  it('reads and writes rates with up to 6 decimals, exactly', () => {
    expect(parseRate('7.1234')).toBe(7_123_400n);
    expect(parseRate('0.138889')).toBe(138_889n);
    expect(parseRate('7')).toBe(7_000_000n);
    expect(parseRate('7.1234567')).toBeNull();
    expect(parseRate('-1')).toBeNull();
    expect(parseRate('1e3')).toBeNull();
    expect(formatRate(7_123_400n)).toBe('7.1234');
    expect(formatRate(7_000_000n)).toBe('7.00');
    expect(formatRate(138_889n)).toBe('0.138889');
  });

  it('rounds what arrives down to the cent, in the platform favour', () => {
    // 100.00 USD at 7.1234 = 712.34 CNY exactly
    expect(exchangeCredit(10_000n, 7_123_400n)).toBe(71_234n);
    // 0.01 USD at 7.1234 = 0.071234 CNY -> 0.07
    expect(exchangeCredit(1n, 7_123_400n)).toBe(7n);
    // 1.00 CNY at 0.138889 = 0.138889 USD -> 0.13 (half up would give 0.14)
    expect(exchangeCredit(100n, 138_889n)).toBe(13n);
    // 0.07 CNY at 0.138889 = 0.00972 USD -> 0.00: nothing would arrive
    expect(exchangeCredit(7n, 138_889n)).toBe(0n);
    // 999,999.99 USD at 9999.999999 stays exact in bigint
    expect(exchangeCredit(99_999_999n, 9_999_999_999n)).toBe(999_999_989_900n);
  });

  it('refuses a zero rate, the same wallet twice and a float amount', () => {
    expect(setExchangeRateSchema.safeParse({ base: 'USD', quote: 'CNY', rate: '0' }).success).toBe(false);
    expect(setExchangeRateSchema.safeParse({ base: 'USD', quote: 'USD', rate: '1' }).success).toBe(false);
    expect(setExchangeRateSchema.safeParse({ base: 'USD', quote: 'CNY', rate: '7.2' }).success).toBe(true);
    expect(
      convertExchangeSchema.safeParse({ from: 'USD', to: 'CNY', amount: 10.5, rate: '7.2' }).success,
    ).toBe(false);
    expect(
      convertExchangeSchema.safeParse({ from: 'USD', to: 'CNY', amount: '10.50', rate: '7.2' }).success,
    ).toBe(true);
  });
});
