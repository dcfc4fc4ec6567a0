import type { ParcelWeights } from '@shiplabel/shared';
import { type CarrierAddress, CarrierError, type CarrierHttpResponse } from '../carrier-adapter.ts';
import { requireCarrierAmount } from '../carrier-amount.ts';

/**
 * Pure pieces shared by the UPS request builders and response parsers: addresses, packages, money and
 * errors. Shapes are those of UPS's OpenAPI specs (karrio modules/connectors/ups/vendors/Rating.yaml,
 * Shipping.yaml, Tracking.yaml) and the samples in fixtures/ (see fixtures/SOURCES.md).
 */

export const UPS_API_VERSION = 'v2409';

/** UPS sends a single element as an object and several as an array (XML heritage). */
export const asList = <T>(value: T | T[] | null | undefined): T[] =>
  value === undefined || value === null ? [] : Array.isArray(value) ? value : [value];

/** UPS field limits (Shipping.yaml): names and address lines 35 characters, at most 3 address lines. */
const cut = (text: string | undefined, max: number) => (text ?? '').trim().slice(0, max);

export interface UpsAddress {
  AddressLine?: string[];
  City?: string;
  StateProvinceCode?: string;
  PostalCode: string;
  CountryCode: string;
  ResidentialAddressIndicator?: string;
}

export function upsAddress(address: CarrierAddress): UpsAddress {
  const lines = [address.street1, address.street2].map((l) => cut(l, 35)).filter(Boolean);
  return {
    ...(lines.length > 0 && { AddressLine: lines }),
    ...(address.city && { City: cut(address.city, 30) }),
    ...(address.state && { StateProvinceCode: cut(address.state, 5) }),
    PostalCode: cut(address.zip, 9),
    CountryCode: address.country.toUpperCase(),
    // Presence indicator: any value means residential (Rating.yaml ShipTo_Address).
    ...(address.residential && { ResidentialAddressIndicator: 'Y' }),
  };
}

const NANP = ['US', 'PR', 'CA', 'VI'];

/**
 * Digits only (Shipping.yaml Shipper.Phone.Number: "Valid values are 0 - 9"); in the US, Puerto Rico,
 * Canada and the Virgin Islands area code and number (10 digits), so a leading country code 1 goes.
 */
function upsPhone(address: CarrierAddress): string {
  const digits = (address.phone ?? '').replace(/\D/g, '');
  const national =
    NANP.includes(address.country.toUpperCase()) && /^1\d{10}$/.test(digits) ? digits.slice(1) : digits;
  return national.slice(0, 15);
}

/** A party (Shipper, ShipTo, ShipFrom) with its name, attention name, phone and e-mail when known. */
export function upsParty(address: CarrierAddress) {
  const name = cut(address.company || address.name, 35);
  return {
    Name: name || 'Recipient',
    ...(address.name && { AttentionName: cut(address.name, 35) }),
    ...(address.phone && upsPhone(address) && { Phone: { Number: upsPhone(address) } }),
    ...(address.email && { EMailAddress: cut(address.email, 50) }),
    Address: upsAddress(address),
  };
}

/** Pounds with one decimal, rounded up (PackageWeight.Weight: string of at most 5 characters). */
export const upsWeight = (lb: number) => (Math.ceil(Math.max(lb, 0.1) * 10 - 1e-9) / 10).toFixed(1);

/** Whole inches, rounded up (Dimensions.Length etc.: at most 3 characters). */
const upsInches = (side: number) => String(Math.ceil(side - 1e-9));

/** One package: actual weight in LBS (UPS applies its own dimensional weight) and sides in IN when known. */
export function upsPackage<K extends 'PackagingType' | 'Packaging'>(parcel: ParcelWeights, packagingKey: K) {
  const [length, width, height] = parcel.sidesIn;
  const hasSides = length > 0 && width > 0 && height > 0;
  // 02: customer-supplied package (Rating.yaml PackagingType codes).
  const packaging = { [packagingKey]: { Code: '02' } } as Record<K, { Code: string }>;
  return {
    ...packaging,
    ...(hasSides && {
      Dimensions: {
        UnitOfMeasurement: { Code: 'IN' },
        Length: upsInches(length),
        Width: upsInches(width),
        Height: upsInches(height),
      },
    }),
    PackageWeight: {
      UnitOfMeasurement: { Code: 'LBS' },
      Weight: upsWeight(parcel.actualLb > 0 ? parcel.actualLb : parcel.billableLb),
    },
  };
}

/**
 * "12.34" -> 1234n, only the first two decimals read ("12.345" -> 1234n, as UPS amounts were always read).
 * Throws 'carrier.bad_response' for anything that is not a decimal amount.
 */
export const minorUnits = (amount: unknown): bigint => requireCarrierAmount(amount, 'truncate');

export interface UpsMoney {
  CurrencyCode?: string;
  MonetaryValue?: string;
}

/** The charge in minor units; a charge in another currency than the platform's cannot be billed. */
export function chargeMinor(money: UpsMoney | undefined, currency: string): bigint {
  if (!money || money.MonetaryValue === undefined)
    throw new CarrierError('carrier.bad_response', 'no charge in the answer');
  if (money.CurrencyCode && money.CurrencyCode.toUpperCase() !== currency.toUpperCase())
    throw new CarrierError('carrier.bad_response', `charged in ${money.CurrencyCode}, expected ${currency}`);
  return minorUnits(money.MonetaryValue);
}

export interface UpsErrorItem {
  code?: string;
  message?: string;
}

/** The errors of UPS's error body {"response":{"errors":[{code,message}]}} (every API, ErrorResponse). */
export function upsErrors(body: unknown): UpsErrorItem[] {
  const errors = (body as { response?: { errors?: unknown } } | null)?.response?.errors;
  return asList(errors as UpsErrorItem | UpsErrorItem[] | undefined).filter(
    (e) => e && typeof e === 'object',
  );
}

/**
 * UPS error codes we can name. 250002/250003 (invalid authentication / access license) are UPS's
 * documented common errors (schemas/error_response.json); the rating and address codes are the ones
 * integrators list for UPS's "service not available" and "invalid address" answers (fixtures/SOURCES.md).
 * Codes we do not know are classified by their message, then fall back to 'carrier.rejected'.
 */
const CODE_MAP: Record<string, string> = {
  '250001': 'carrier.auth_failed',
  '250002': 'carrier.auth_failed',
  '250003': 'carrier.auth_failed',
  '250004': 'carrier.auth_failed',
  '111580': 'carrier.auth_failed',
  '120802': 'carrier.address_invalid',
  '110208': 'carrier.address_invalid',
  '111285': 'carrier.address_invalid',
  '111286': 'carrier.address_invalid',
  '111100': 'carrier.service_unavailable',
  '111210': 'carrier.service_unavailable',
  '111215': 'carrier.service_unavailable',
  '111217': 'carrier.service_unavailable',
  TV1002: 'carrier.tracking_not_found',
  TW0001: 'carrier.tracking_not_found',
};

const MESSAGE_RULES: [RegExp, string][] = [
  [/suspend|inactive account|account.*(closed|blocked)/i, 'carrier.account_suspended'],
  [/weight.*(exceed|limit|maximum)|(exceed|maximum).*weight/i, 'carrier.weight_over_limit'],
  [
    /(length|girth|dimension|size).*(exceed|limit|maximum)|(exceed|maximum).*(length|girth|size)/i,
    'carrier.dimensions_over_limit',
  ],
  [/invoice|commodit|customs|international forms/i, 'carrier.customs_required'],
  [/not deliverable|undeliverable|cannot be delivered/i, 'carrier.address_undeliverable'],
  [/address|postal code|zip|state|city/i, 'carrier.address_invalid'],
  [/service.*not (available|valid)|invalid service/i, 'carrier.service_unavailable'],
  [/authoriz|authentic|credential|access license|token/i, 'carrier.auth_failed'],
];

export function ourCode(error: UpsErrorItem | undefined): string {
  if (!error) return 'carrier.rejected';
  const known = error.code ? CODE_MAP[error.code] : undefined;
  if (known) return known;
  const message = error.message ?? '';
  return MESSAGE_RULES.find(([pattern]) => pattern.test(message))?.[1] ?? 'carrier.rejected';
}

/** The CarrierError of a failed UPS answer: the first error's code mapped, UPS's text kept for the log. */
export function upsFailure(response: Pick<CarrierHttpResponse, 'status' | 'text'>): CarrierError {
  let body: unknown = null;
  try {
    body = JSON.parse(response.text);
  } catch {
    // Not JSON: classified by status below.
  }
  const [first] = upsErrors(body);
  const message = first?.message ?? response.text.slice(0, 300);
  if (response.status === 401 || response.status === 403)
    return new CarrierError(first ? ourCode(first) : 'carrier.auth_failed', message, first?.code);
  if (response.status === 429) return new CarrierError('carrier.rate_limited', message, first?.code);
  if (!first) {
    const code = response.status >= 500 ? 'carrier.unreachable' : 'carrier.bad_response';
    return new CarrierError(code, `HTTP ${response.status}: ${message}`);
  }
  return new CarrierError(ourCode(first), message, first.code);
}
