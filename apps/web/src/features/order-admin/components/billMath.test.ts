import { describe, expect, it } from 'vitest';
import { billPreview, billTotal, isBillAmount, PENALTY_AMOUNT } from './billMath.ts';

describe('bill math', () => {
  it('the penalty is the spec 5 USD', () => {
    expect(PENALTY_AMOUNT).toBe('5.00');
  });

  it('accepts amounts the shared schema accepts, including 0 for a penalty-only bill', () => {
    expect(isBillAmount('12.5')).toBe(true);
    expect(isBillAmount('0')).toBe(true);
    expect(isBillAmount('')).toBe(false);
    expect(isBillAmount('-1')).toBe(false);
    expect(isBillAmount('1.234')).toBe(false);
    expect(isBillAmount(undefined)).toBe(false);
  });

  it('adds in minor units, so 0.1 + 0.2 is exactly 0.30', () => {
    expect(billTotal('0.1', '0.2')).toBe('0.30');
    expect(billTotal('12.50', '5.00')).toBe('17.50');
    expect(billTotal('oops', '5.00')).toBe('5.00');
  });

  it('previews the deduction, with a total only when the penalty currency matches', () => {
    expect(billPreview('12.5', true, 'USD')).toEqual({
      adjustment: '12.50',
      penalty: '5.00',
      total: '17.50',
    });
    expect(billPreview('12.5', false, 'CNY')).toEqual({
      adjustment: '12.50',
      penalty: '0.00',
      total: '12.50',
    });
    expect(billPreview('12.5', true, 'CNY')).toEqual({ adjustment: '12.50', penalty: '5.00', total: null });
    expect(billPreview('abc', true, 'USD')).toEqual({ adjustment: null, penalty: '5.00', total: null });
  });
});
