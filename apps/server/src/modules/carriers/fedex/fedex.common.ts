import type { ParcelWeights } from '@shiplabel/shared';
import { type CarrierAddress, CarrierError, type CarrierHttpResponse } from '../carrier-adapter.ts';
import { requireCarrierAmount } from '../carrier-amount.ts';

/**
 * Pure pieces shared by the FedEx builders and parsers (vendor/rate-api.json, ship-api.json, track.json of
 * karrio modules/connectors/fedex; samples in fixtures/, see fixtures/SOURCES.md).
 */

const cut = (text: string | undefined, max: number) => (text ?? '').trim().slice(0, max);

/** PartyAddress: street lines, city (35), state for US/CA/PR, postal code, country, residential. */
export function fedexAddress(address: CarrierAddress) {
  const lines = [address.street1, address.street2].map((l) => cut(l, 35)).filter(Boolean);
  return {
    ...(lines.length > 0 && { streetLines: lines }),
    ...(address.city && { city: cut(address.city, 35) }),
    ...(address.state && { stateOrProvinceCode: cut(address.state, 2) }),
    postalCode: cut(address.zip, 10),
    countryCode: address.country.toUpperCase(),
    residential: address.residential,
  };
}

/**
 * Digits, 10 to 15 (PartyContact.phoneNumber); a North American number without its country code 1. FedEx
 * requires a phone: an address without one gets ten zeros rather than a refused label.
 */
function fedexPhone(address: CarrierAddress): string {
  const digits = (address.phone ?? '').replace(/\D/g, '');
  const nanp = ['US', 'PR', 'CA', 'VI'].includes(address.country.toUpperCase()) && /^1\d{10}$/.test(digits);
  const number = (nanp ? digits.slice(1) : digits).slice(0, 15);
  return number.length >= 10 ? number : '0000000000';
}

/** A party: contact (phone required) and address. */
export function fedexParty(address: CarrierAddress) {
  return {
    contact: {
      ...(address.name && { personName: cut(address.name, 70) }),
      ...(address.company && { companyName: cut(address.company, 35) }),
      phoneNumber: fedexPhone(address),
      ...(address.email && { emailAddress: cut(address.email, 80) }),
    },
    address: fedexAddress(address),
  };
}

/** Pounds with one decimal, rounded up; FedEx takes numbers. */
export const fedexWeight = (lb: number) => Math.ceil(Math.max(lb, 0.1) * 10 - 1e-9) / 10;

/** One requestedPackageLineItem: weight in LB and whole-inch sides when known. */
export function fedexPackage(parcel: ParcelWeights) {
  const [length, width, height] = parcel.sidesIn;
  return {
    weight: { units: 'LB', value: fedexWeight(parcel.actualLb > 0 ? parcel.actualLb : parcel.billableLb) },
    ...(length > 0 &&
      width > 0 &&
      height > 0 && {
        dimensions: {
          length: Math.ceil(length - 1e-9),
          width: Math.ceil(width - 1e-9),
          height: Math.ceil(height - 1e-9),
          units: 'IN',
        },
      }),
  };
}

/**
 * FedEx sends amounts as JSON numbers (38.54). The number's shortest decimal text is the literal FedEx
 * wrote, so it is read as text into minor units, with no float arithmetic; only the first two decimals
 * count (38.549 -> 3854n), as FedEx amounts were always read.
 */
export const minorOf = (amount: unknown): bigint => requireCarrierAmount(amount, 'truncate');

export function checkCurrency(currency: string | undefined, expected: string) {
  if (currency && currency.toUpperCase() !== expected.toUpperCase())
    throw new CarrierError('carrier.bad_response', `charged in ${currency}, expected ${expected}`);
}

export interface FedexErrorItem {
  code?: string;
  message?: string;
}

/** FedEx's error body: {transactionId, errors:[{code, message, parameterList}]} (schemas/error_response.json). */
export function fedexErrors(body: unknown): FedexErrorItem[] {
  const errors = (body as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors) ? errors.filter((e) => e && typeof e === 'object') : [];
}

/** FedEx's published common error codes (vendor/ship-api.json responses). */
const CODE_MAP: Record<string, string> = {
  'NOT.AUTHORIZED.ERROR': 'carrier.auth_failed',
  'LOGIN.REAUTHENTICATE.ERROR': 'carrier.auth_failed',
  'FORBIDDEN.ERROR': 'carrier.auth_failed',
  'UNAUTHORIZED.USAGE': 'carrier.auth_failed',
  'SHIPMENT.USER.UNAUTHORIZED': 'carrier.auth_failed',
  'ACCOUNTNUMBER.REGISTRATION.REQUIRED': 'carrier.auth_failed',
  'SERVICE.UNAVAILABLE.ERROR': 'carrier.unreachable',
  'INTERNAL.SERVER.ERROR': 'carrier.unreachable',
  'TRACKINGNUMBER.ENTERED.INVALID': 'carrier.tracking_not_found',
  'TRACKING.TRACKINGNUMBER.NOTFOUND': 'carrier.tracking_not_found',
};

/** FedEx codes name their subject (SHIPPER.POSTALSTATE.MISMATCH, ...): unknown ones are read by their words. */
const RULES: [RegExp, string][] = [
  [/SUSPEND|ACCOUNT.*(INACTIVE|DISABLED|BLOCKED)/i, 'carrier.account_suspended'],
  [/WEIGHT.*(EXCEED|MAX|LIMIT|INVALID)|(EXCEED|MAX).*WEIGHT/i, 'carrier.weight_over_limit'],
  [/DIMENSION|LENGTH|GIRTH|OVERSIZE/i, 'carrier.dimensions_over_limit'],
  [/COMMODIT|CUSTOMS|COMMERCIALINVOICE|HARMONIZED/i, 'carrier.customs_required'],
  [/UNDELIVERABLE|NOT.?DELIVERABLE/i, 'carrier.address_undeliverable'],
  [/POSTAL|ADDRESS|STATE|CITY|COUNTRY|STREET/i, 'carrier.address_invalid'],
  [/SERVICE|NOSERVICE|PACKAGINGTYPE/i, 'carrier.service_unavailable'],
  [/AUTH|CREDENTIAL|TOKEN|ACCOUNT/i, 'carrier.auth_failed'],
];

export function ourCode(error: FedexErrorItem | undefined): string {
  if (!error) return 'carrier.rejected';
  const known = error.code ? CODE_MAP[error.code] : undefined;
  if (known) return known;
  const words = `${error.code ?? ''} ${error.message ?? ''}`;
  return RULES.find(([pattern]) => pattern.test(words))?.[1] ?? 'carrier.rejected';
}

/** The CarrierError of a failed FedEx answer: the first error mapped, FedEx's text kept for the log. */
export function fedexFailure(response: Pick<CarrierHttpResponse, 'status' | 'text'>): CarrierError {
  let body: unknown = null;
  try {
    body = JSON.parse(response.text);
  } catch {
    // Not JSON: classified by status below.
  }
  const [first] = fedexErrors(body);
  const message = first?.message ?? response.text.slice(0, 300);
  if (response.status === 429) return new CarrierError('carrier.rate_limited', message, first?.code);
  if (response.status === 401 || response.status === 403)
    return new CarrierError(first ? ourCode(first) : 'carrier.auth_failed', message, first?.code);
  if (!first)
    return new CarrierError(
      response.status >= 500 ? 'carrier.unreachable' : 'carrier.bad_response',
      `HTTP ${response.status}: ${message}`,
    );
  return new CarrierError(ourCode(first), message, first.code);
}
