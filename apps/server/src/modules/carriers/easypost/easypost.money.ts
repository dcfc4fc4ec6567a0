/**
 * A carrier's decimal amount ("9.50", "7.5", "0.02000", "12") in minor units, without floats. Digits past
 * the cent round half up; negative, empty or malformed text gives null (the caller treats it as a bad answer).
 * Shared by both aggregators (EasyPost and Shippo send amounts as decimal strings).
 */
export function decimalToMinor(text: unknown): bigint | null {
  const raw = typeof text === 'number' ? String(text) : text;
  if (typeof raw !== 'string') return null;
  const match = /^(\d{1,15})(?:\.(\d+))?$/.exec(raw.trim());
  if (!match) return null;
  const [, units, decimals = ''] = match;
  const cents = BigInt(units!) * 100n + BigInt(decimals.slice(0, 2).padEnd(2, '0'));
  const roundsUp = decimals.length > 2 && decimals[2]! >= '5';
  return roundsUp ? cents + 1n : cents;
}
