import { createHash } from 'node:crypto';
import type { ParcelWeights } from '@shiplabel/shared';
import { CarrierError, type CarrierMode } from '../carrier-adapter.ts';
import { carrierAmountMinor } from '../carrier-amount.ts';
import { carrierBaseUrl } from '../http/carrier-base-url.ts';

/** USPS APIs v3 hosts (vendor/*.yaml `servers`): TEM is the test environment. */
export const USPS_BASE_URLS: Record<CarrierMode, string> = {
  test: 'https://apis-tem.usps.com',
  production: 'https://apis.usps.com',
};

export const uspsBaseUrl = (settings: Record<string, unknown>, mode: CarrierMode | undefined): string =>
  carrierBaseUrl({ settings, mode }, USPS_BASE_URLS);

/**
 * A USPS price (a JSON number such as 42.62) as integer cents without float drift: the number's shortest
 * round-trip text is the decimal USPS wrote, rounded half-up to cents as a string by the shared parser,
 * never multiplied as a float (42.62 * 100 = 4261.999...). A sum a carrier computed in floats
 * (0.30000000000000004) is cents 30; a numeric string is read as the number it spells; a price too small
 * for plain notation (1e-7) is written out in decimals first.
 */
export function decimalToMinor(value: unknown): bigint {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  const text = typeof n === 'number' && n >= 0 ? (/e/i.test(String(n)) ? n.toFixed(12) : String(n)) : '';
  const minor = carrierAmountMinor(text, 'half-up');
  if (minor === null) throw new CarrierError('carrier.bad_response', `not a price: ${JSON.stringify(value)}`);
  return minor;
}

/** Pounds up to the next hundredth: USPS rejects nothing for it, and no float tail (2.2046226218) is sent. */
export const roundLb = (lb: number): number => Math.max(0.01, Math.ceil(lb * 100 - 1e-6) / 100);

const roundIn = (inches: number): number => Math.round(inches * 100) / 100;

/** A parcel as USPS's packageDescription measures it: actual pounds and inches, longest side first. */
export function uspsPackage(parcel: ParcelWeights) {
  const [a, b, c] = parcel.sidesIn;
  // USPS needs all three sides ("partial dimensions ... error"); a parcel measured by weight alone is sent
  // as a 1-inch cube so only the weight prices it.
  const known = a > 0 && b > 0 && c > 0;
  const length = known ? roundIn(a) : 1;
  const width = known ? roundIn(b) : 1;
  const height = known ? roundIn(c) : 1;
  return {
    weight: roundLb(parcel.actualLb > 0 ? parcel.actualLb : parcel.billableLb),
    length,
    width,
    height,
  };
}

/**
 * MACHINABLE unless the parcel is over USPS's machinable size or weight (longest side over 22 in, over
 * 18 x 15 in across, or over 25 lb: the "Nonstandard Length > 22" fee of the prices API is the same line).
 */
export function processingCategory(pkg: { weight: number; length: number; width: number; height: number }) {
  return pkg.length > 22 || pkg.width > 18 || pkg.height > 15 || pkg.weight > 25
    ? 'NONSTANDARD'
    : 'MACHINABLE';
}

/**
 * The X-Idempotency-Key of one parcel's label: USPS wants a UUID, unique per CRID; ours is derived from
 * the placement reference (a repeat of the same placement sends the same key, so USPS returns the label
 * it made instead of charging again). Formatted as a version-5 style UUID of SHA-1(reference#parcel).
 */
export function idempotencyKeyOf(reference: string, parcelIndex: number): string {
  const hex = createHash('sha1').update(`shiplabel:usps:${reference}#${parcelIndex}`).digest('hex');
  const variant = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A person's name split as USPS addresses take it (firstName / lastName; the rest goes to lastName). */
export function splitName(name: string): { firstName?: string; lastName?: string } {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return {};
  if (parts.length === 1) return { firstName: parts[0] };
  return { firstName: parts[0], lastName: parts.slice(1).join(' ') };
}

/** Digits of a phone number (USPS Phone: 10 digits); a leading US country code 1 is dropped. */
export function phoneDigits(phone: string | undefined): string | undefined {
  if (!phone) return undefined;
  const digits = phone.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return national.length === 10 ? national : undefined;
}

export const zip5 = (zip: string): string => zip.trim().slice(0, 5);
