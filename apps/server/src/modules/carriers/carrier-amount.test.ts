import { describe, expect, it } from 'vitest';
import { CarrierError } from './carrier-adapter.ts';
import { carrierAmountMinor, minorToJsonNumber, requireCarrierAmount } from './carrier-amount.ts';

describe('carrier amounts to cents through the shared decimal parser', () => {
  it('reads strings and JSON numbers as the decimal the carrier wrote', () => {
    expect(carrierAmountMinor('9.50', 'half-up')).toBe(950n);
    expect(carrierAmountMinor(' 7.5 ', 'half-up')).toBe(750n);
    expect(carrierAmountMinor('0.02000', 'half-up')).toBe(2n);
    expect(carrierAmountMinor('12', 'truncate')).toBe(1200n);
    expect(carrierAmountMinor(42.62, 'half-up')).toBe(4262n); // 42.62 * 100 = 4261.999... as a float
    expect(carrierAmountMinor(0.29, 'truncate')).toBe(29n); // 0.29 * 100 = 28.999... as a float
  });

  it('rounds the third decimal half up, or drops it, as the carrier rule says', () => {
    expect(carrierAmountMinor('1.005', 'half-up')).toBe(101n);
    expect(carrierAmountMinor('1.004999', 'half-up')).toBe(100n);
    expect(carrierAmountMinor('12.345', 'truncate')).toBe(1234n);
    expect(carrierAmountMinor('12.349', 'truncate')).toBe(1234n);
    expect(carrierAmountMinor('0.999', 'half-up')).toBe(100n);
    expect(carrierAmountMinor('0.999', 'truncate')).toBe(99n);
  });

  it('reads a float tail longer than the shared parser takes (12 decimals) by its cent', () => {
    expect(carrierAmountMinor(0.1 + 0.2, 'half-up')).toBe(30n); // 0.30000000000000004
    expect(carrierAmountMinor(1.1 + 2.2, 'truncate')).toBe(330n); // 3.3000000000000003
    expect(carrierAmountMinor('2.00500000000000000001', 'half-up')).toBe(201n);
  });

  it('refuses negatives, exponents, non-finite numbers, other types and malformed text', () => {
    for (const bad of [
      '-1.00',
      '-0',
      -1,
      '1e3',
      1e-7,
      1e21,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      '',
      'abc',
      '12,00',
      '12.',
      '.5',
      '1.2345x',
      '1.2.3456',
      '1234567890123456',
      null,
      undefined,
      true,
      ['12.5'],
      {},
    ]) {
      expect(carrierAmountMinor(bad, 'half-up')).toBeNull();
      expect(carrierAmountMinor(bad, 'truncate')).toBeNull();
    }
  });

  it('requireCarrierAmount answers carrier.bad_response naming the value', () => {
    expect(requireCarrierAmount('3.10', 'half-up')).toBe(310n);
    const error = (() => {
      try {
        requireCarrierAmount('abc', 'truncate');
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(CarrierError);
    expect(error).toMatchObject({ code: 'carrier.bad_response', carrierMessage: 'not an amount: "abc"' });
  });

  it('writes cents as the JSON number a money field takes, built from exact text', () => {
    expect(minorToJsonNumber(3000n)).toBe(30);
    expect(minorToJsonNumber(1999n)).toBe(19.99);
    expect(minorToJsonNumber(5n)).toBe(0.05);
    expect(minorToJsonNumber(-150n)).toBe(-1.5);
    expect(minorToJsonNumber(123456789n)).toBe(1234567.89);
  });
});
