import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountSchema,
  creditLimitSchema,
  earnestSchema,
  signedAmountSchema,
  submitRechargeSchema,
} from './ledger/schemas.ts';
import {
  currencyMinorDigits,
  decimalToMinorUnits,
  formatMinor,
  moneyTextProblem,
  parseMinor,
} from './money.ts';
import { estimationRuleInputSchema } from './rating/estimation-rule.ts';
import { priceRuleEntryInputSchema } from './rating/price-rule.ts';

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

describe('money inputs: one message that fits the input', () => {
  const messageOf = (
    schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } },
    v: unknown,
  ) => {
    const result = schema.safeParse(v);
    if (result.success) return null;
    const issues = (result.error as { issues: { message: string }[] }).issues;
    expect(issues).toHaveLength(1);
    return issues[0]!.message;
  };

  it('names the problem: not a number, decimals, negative, zero, too large', () => {
    expect(moneyTextProblem('abc')).toBe('invalid');
    expect(moneyTextProblem('1e3')).toBe('invalid');
    expect(moneyTextProblem('10.001')).toBe('decimals');
    expect(moneyTextProblem('-10.001')).toBe('decimals');
    expect(moneyTextProblem('-5')).toBe('negative');
    expect(moneyTextProblem('-5', { signed: true })).toBeNull();
    expect(moneyTextProblem('0.00')).toBe('zero');
    expect(moneyTextProblem('0', { zero: true })).toBeNull();
    expect(moneyTextProblem('1000000.01', { maxMinor: 100_000_000n })).toBe('too_large');
    expect(moneyTextProblem('99999999999999999999')).toBe('too_large');
    expect(moneyTextProblem(' 10.5 ')).toBeNull();
  });

  it('every money schema of the ledger answers the fitting message', () => {
    const cases: [unknown, string][] = [
      ['10.001', 'money.amount_decimals'],
      ['-5', 'money.amount_positive'],
      ['0', 'money.amount_positive'],
      ['1000000.01', 'money.amount_too_large'],
      ['ten', 'money.amount_invalid'],
      [10, 'money.amount_invalid'],
    ];
    for (const [input, message] of cases) expect(messageOf(amountSchema, input), String(input)).toBe(message);
    expect(messageOf(amountSchema, '10.01')).toBeNull();
    const field = (schema: { shape: Record<string, unknown> }, key: string) =>
      schema.shape[key] as Parameters<typeof messageOf>[0];
    // The recharge, approval, earnest and transfer amounts are amountSchema; check them through their forms.
    expect(messageOf(field(submitRechargeSchema, 'amount'), '10.001')).toBe('money.amount_decimals');
    expect(messageOf(field(earnestSchema, 'amount'), '0')).toBe('money.amount_positive');
    expect(messageOf(signedAmountSchema, '-10.001')).toBe('money.amount_decimals');
    expect(messageOf(signedAmountSchema, '0')).toBe('money.amount_nonzero');
    expect(messageOf(signedAmountSchema, '-1000000.01')).toBe('money.amount_too_large');
    expect(messageOf(signedAmountSchema, '-25.5')).toBeNull();
    const credit = field(creditLimitSchema, 'creditLimit');
    expect(messageOf(credit, '0')).toBeNull();
    expect(messageOf(credit, '-1')).toBe('money.amount_positive');
    expect(messageOf(credit, '1.234')).toBe('money.amount_decimals');
    expect(messageOf(credit, '2000000')).toBe('money.amount_too_large');
  });

  it('the rating schemas name decimals and their limits', () => {
    const entry = (fixedAmount: unknown) =>
      priceRuleEntryInputSchema.safeParse({ fixedAmount }).error?.issues.map((i) => i.message);
    expect(entry('1.001')).toEqual(['rating.amount_decimals']);
    expect(entry('-1')).toEqual(['rating.amount_invalid']);
    expect(entry('100000.01')).toEqual(['rating.amount_over_100000']);
    expect(entry('0')).toBeUndefined();
    const rule = (signature: unknown) =>
      estimationRuleInputSchema.safeParse({ signature }).error?.issues.map((i) => i.message);
    expect(rule('2.345')).toEqual(['rating.amount_decimals']);
    expect(rule('10000.01')).toEqual(['rating.amount_over_10000']);
    expect(rule('x')).toEqual(['rating.amount_invalid']);
    expect(rule('4.50')).toBeUndefined();
  });
});

describe('decimal strings from stores and carriers', () => {
  it('reads decimal strings exactly in minor units, never through a float', () => {
    expect(decimalToMinorUnits('29.35', 2)).toBe(2935n);
    expect(decimalToMinorUnits('0.1', 2)).toBe(10n);
    expect(decimalToMinorUnits('12', 2)).toBe(1200n);
    // 0.29 * 100 is 28.999999999999996 as a float; the string arithmetic never sees it.
    expect(decimalToMinorUnits('0.29', 2)).toBe(29n);
    expect(decimalToMinorUnits('1.005', 2)).toBe(101n);
    expect(decimalToMinorUnits('1.004', 2)).toBe(100n);
    expect(decimalToMinorUnits('1500', 0)).toBe(1500n);
    expect(decimalToMinorUnits('1.2345', 3)).toBe(1235n);
    expect(decimalToMinorUnits('1e3', 2)).toBeNull();
    expect(decimalToMinorUnits('', 2)).toBeNull();
    expect(decimalToMinorUnits('abc', 2)).toBeNull();
    expect(decimalToMinorUnits('12,50', 2)).toBeNull();
    expect(decimalToMinorUnits('-3.25', 2)).toBe(-325n);
    expect(decimalToMinorUnits('1.5', 0)).toBe(2n);
    // 16 whole digits would not fit a money column after scaling: refused, not overflowed later.
    expect(decimalToMinorUnits('1234567890123456', 2)).toBeNull();
  });

  it('knows how many decimals a currency has', () => {
    expect(currencyMinorDigits('USD')).toBe(2);
    expect(currencyMinorDigits('JPY')).toBe(0);
    expect(currencyMinorDigits('KWD')).toBe(3);
    expect(currencyMinorDigits('not a code')).toBe(2);
  });
});
