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

export const CURRENCIES = ['USD', 'CNY'] as const;
export type Currency = (typeof CURRENCIES)[number];
