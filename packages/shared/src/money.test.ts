import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMinor, parseMinor } from './money.ts';

describe('money', () => {
  it('formats minor units as two-decimal strings', () => {
    expect(formatMinor(0n)).toBe('0.00');
    expect(formatMinor(5)).toBe('0.05');
    expect(formatMinor(1230n)).toBe('12.30');
    expect(formatMinor(-10n)).toBe('-0.10');
    expect(formatMinor(123456789012345n)).toBe('1234567890123.45');
  });

  it('parses decimal strings and refuses anything else', () => {
    expect(parseMinor('12')).toBe(1200n);
    expect(parseMinor('12.3')).toBe(1230n);
    expect(parseMinor('-0.01')).toBe(-1n);
    for (const bad of ['', '1.234', 'abc', '1e3', '1,00', '--1', '.5', 'NaN'])
      expect(parseMinor(bad)).toBeNull();
  });

  it('round-trips every amount', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), (minor) => {
        expect(parseMinor(formatMinor(minor))).toBe(minor);
      }),
    );
  });
});
