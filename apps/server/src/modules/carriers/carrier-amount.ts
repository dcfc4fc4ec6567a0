import { decimalToMinorUnits, formatMinor } from '@shiplabel/shared';
import { CarrierError } from './carrier-adapter.ts';

/**
 * What a carrier's amount with more decimals than the cent becomes:
 * - 'half-up': the third decimal rounds ("1.005" -> 101n; EasyPost, Shippo, ShipEngine, 4PX, USPS, YunExpress);
 * - 'truncate': only the first two decimals are read ("12.345" -> 1234n; UPS and FedEx, whose references
 *   give money with two decimals, have always dropped the rest).
 */
export type AmountRounding = 'half-up' | 'truncate';

// Past the third decimal nothing changes a half-up cent, past the second nothing a truncated one. Cutting
// that tail first also keeps a float's long one (0.1 + 0.2 = 0.30000000000000004) within the 12 decimals
// the shared parser reads. Only an all-digit tail is cut, so "1.2345x" stays malformed.
const TAIL: Record<AmountRounding, RegExp> = {
  'half-up': /(\.\d{3})\d+$/,
  truncate: /(\.\d{2})\d+$/,
};

/**
 * The decimal a carrier wrote for an amount (a string, or a JSON number read as its shortest round-trip
 * text, which is the literal the carrier sent) in cents, through the shared decimalToMinorUnits: exact,
 * never float arithmetic. null for a negative amount, exponent notation ("1e-7"), a non-finite number,
 * any other type or malformed text: every carrier treats those as a bad answer.
 */
export function carrierAmountMinor(value: unknown, rounding: AmountRounding): bigint | null {
  const text =
    typeof value === 'string'
      ? value.trim()
      : typeof value === 'number' && Number.isFinite(value)
        ? String(value)
        : '';
  // The shared parser reads signed amounts (store refunds); no carrier charges a negative price.
  if (text.startsWith('-')) return null;
  return decimalToMinorUnits(text.replace(TAIL[rounding], '$1'), 2);
}

/** carrierAmountMinor, or 'carrier.bad_response' naming the value that is not an amount. */
export function requireCarrierAmount(value: unknown, rounding: AmountRounding): bigint {
  const minor = carrierAmountMinor(value, rounding);
  if (minor === null)
    throw new CarrierError('carrier.bad_response', `not an amount: ${JSON.stringify(value)}`);
  return minor;
}

/**
 * Cents as the JSON number a carrier's money field takes (1999n -> 19.99): parsed from formatMinor's exact
 * text, so it is the double nearest the amount, the same one the carrier gets by parsing "19.99".
 */
export const minorToJsonNumber = (minor: bigint): number => Number(formatMinor(minor));
