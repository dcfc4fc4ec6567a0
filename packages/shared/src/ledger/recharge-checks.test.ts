import { describe, expect, it } from 'vitest';
import { amountDeviates } from './recharge-checks.ts';

describe('recharge amount check', () => {
  it('warns beyond the share either way, not at it', () => {
    expect(amountDeviates(100_00n, 110_00n, 10)).toBe(false);
    expect(amountDeviates(100_00n, 110_01n, 10)).toBe(true);
    expect(amountDeviates(100_00n, 89_99n, 10)).toBe(true);
    expect(amountDeviates(100_00n, 90_00n, 10)).toBe(false);
    expect(amountDeviates(100_00n, 100_00n, 0)).toBe(false);
    expect(amountDeviates(100_00n, 100_01n, 0)).toBe(true);
  });
});
