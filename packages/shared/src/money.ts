import { z } from 'zod';

/** Money is integer minor units in storage and two-decimal strings in JSON. Never floats. */
export function formatMinor(minor: bigint | number): string {
  const value = BigInt(minor);
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const units = abs / 100n;
  const cents = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${units}.${cents}`;
}

const DECIMAL = /^(-)?(\d{1,15})(?:\.(\d{1,2}))?$/;

/** Parses "12", "12.3" or "-12.30" into minor units; returns null for anything else. */
export function parseMinor(text: string): bigint | null {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const [, sign, units, cents = ''] = match;
  const minor = BigInt(units!) * 100n + BigInt(cents.padEnd(2, '0'));
  return sign ? -minor : minor;
}

/** Decimal places of a currency's minor unit (USD 2, JPY 0, KWD 3), per ISO 4217 via Intl; 2 when unknown. */
export function currencyMinorDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2
    );
  } catch {
    return 2;
  }
}

const ANY_DECIMAL = /^(-)?(\d{1,15})(?:\.(\d{1,12}))?$/;

/**
 * A decimal string from another system ("12.5", "6.00", "1500") in integer minor units of `digits`
 * places, exactly (string arithmetic, never a float); more places than `digits` are rounded half up
 * ("1.005" at 2 -> 101). null when the text is not a plain decimal. Unlike parseMinor, which refuses what
 * a person may not type, this reads whatever precision a store or carrier answers.
 */
export function decimalToMinorUnits(text: string, digits: number): bigint | null {
  const m = ANY_DECIMAL.exec(text.trim());
  if (!m) return null;
  const [, sign, whole, frac = ''] = m;
  const kept = frac.slice(0, digits).padEnd(digits, '0');
  let minor = BigInt(whole!) * 10n ** BigInt(digits) + BigInt(kept || '0');
  if (frac.length > digits && Number(frac[digits]) >= 5) minor += 1n;
  return sign ? -minor : minor;
}

export const CURRENCIES = ['USD', 'CNY'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Why a typed amount is refused, most specific first (one reason, so the message fits the input). */
export type MoneyTextProblem = 'invalid' | 'decimals' | 'negative' | 'zero' | 'too_large';

/**
 * Checks an amount typed as text: "abc" is not a number, "10.001" has too many decimals, "-5" is negative
 * (unless `signed`), "0" is zero (unless `zero` is allowed) and anything above `maxMinor` is too large.
 * Returns null when it is a valid amount.
 */
export function moneyTextProblem(
  text: string,
  rules: { signed?: boolean; zero?: boolean; maxMinor?: bigint } = {},
): MoneyTextProblem | null {
  const trimmed = text.trim();
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(trimmed);
  if (!match) return 'invalid';
  if ((match[3] ?? '').length > 2) return 'decimals';
  if (match[1] && !rules.signed) return 'negative';
  const units = match[2]!.replace(/^0+(?=\d)/, '');
  if (units.length > 15) return 'too_large';
  const minor = parseMinor(`${match[1] ?? ''}${units}${match[3] ? `.${match[3]}` : ''}`)!;
  if (minor === 0n && !rules.zero) return 'zero';
  const size = minor < 0n ? -minor : minor;
  if (rules.maxMinor !== undefined && size > rules.maxMinor) return 'too_large';
  return null;
}

/** The message key of each refusal: one per input, so "10.001" is told about decimals, not about zero. */
const MONEY_MESSAGES: Record<MoneyTextProblem, string> = {
  invalid: 'money.amount_invalid',
  decimals: 'money.amount_decimals',
  negative: 'money.amount_positive',
  zero: 'money.amount_positive',
  too_large: 'money.amount_too_large',
};

/** A decimal-string amount checked by moneyTextProblem with `rules`, refused with the one fitting message. */
export function moneyTextSchema(
  rules: Parameters<typeof moneyTextProblem>[1],
  messages: Partial<Record<MoneyTextProblem, string>> = {},
) {
  return z
    .string({ error: messages.invalid ?? MONEY_MESSAGES.invalid })
    .trim()
    .superRefine((text, ctx) => {
      const problem = moneyTextProblem(text, rules);
      if (problem) ctx.addIssue({ code: 'custom', message: messages[problem] ?? MONEY_MESSAGES[problem] });
    });
}

/**
 * `basisPoints` / 10,000 of `amountMinor`, rounded half up to the minor unit (1.5 cents -> 2 cents).
 * Used where a percentage of a price is charged or paid out, e.g. a proxy's markup on its own price.
 */
export function percentOfMinorHalfUp(amountMinor: bigint, basisPoints: number): bigint {
  if (!Number.isInteger(basisPoints)) throw new RangeError('basis points must be an integer');
  const product = amountMinor * BigInt(basisPoints);
  const negative = product < 0n;
  const rounded = ((negative ? -product : product) + 5_000n) / 10_000n;
  return negative ? -rounded : rounded;
}
