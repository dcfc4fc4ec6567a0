import {
  type AddressIssue,
  type AddressOut,
  type AddressValidation,
  addressSchema,
  cityKey,
  type Locale,
  standardizeSecondLine,
  standardizeStreetLine,
} from '@shiplabel/shared';
import type { FieldIssue } from '../../lib/errors.ts';
import { t } from '../../lib/i18n/index.ts';
import { fieldName, issueMessage } from '../../lib/validation.ts';
import { lookupZip, placesOfZip3, type ZipPlace } from '../geo/zip-directory.ts';

/** The fields a suggestion may change; `changes` lists those that differ from what the user typed. */
const COMPARED = ['addressLine1', 'addressLine2', 'city', 'stateCode', 'zipCode', 'countryCode'] as const;

type Found = Omit<AddressIssue, 'message'> & { params?: Record<string, string> };

/**
 * The city the user wrote, if the directory agrees: the ZIP's own city, or another city of the same
 * ZIP3 area and state (USPS accepts several place names per area; the directory lists one per ZIP).
 */
function matchCity(city: string, place: ZipPlace): { city: string; alternate: boolean } | null {
  const key = cityKey(city);
  if (key === cityKey(place.city)) return { city: place.city, alternate: false };
  const other = placesOfZip3(place.zip.slice(0, 3)).find(
    (p) => p.state === place.state && cityKey(p.city) === key,
  );
  return other ? { city: other.city, alternate: true } : null;
}

function changedFields(raw: Record<string, unknown>, parsed: AddressOut, suggestion: AddressOut): string[] {
  return COMPARED.filter((field) => {
    const typed = typeof raw[field] === 'string' ? (raw[field] as string) : parsed[field];
    return suggestion[field] !== typed;
  });
}

/**
 * Checks one address (spec section 5: validation is the server's): format by the shared schema, then for
 * US addresses ZIP existence, state/ZIP and city/ZIP agreement, and the USPS Publication 28 form of the
 * street lines. Returns a suggestion and the fields it would change; it never changes anything itself.
 */
export function validateAddress(raw: unknown, locale: Locale): AddressValidation {
  const input = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const parsed = addressSchema.safeParse(input);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue): AddressIssue => {
      const field: FieldIssue = { field: fieldName(issue.path, 'address'), key: issue.message };
      return {
        field: field.field,
        code: issue.message,
        severity: 'error',
        message: issueMessage(locale, field),
      };
    });
    return { valid: false, poBox: false, issues, suggestion: null, changes: [] };
  }
  const address = parsed.data;
  const found: Found[] = [];
  const suggestion: AddressOut = { ...address };

  if (address.countryCode !== 'US') {
    found.push({ field: 'countryCode', code: 'address.not_verified_foreign', severity: 'warning' });
  } else {
    const line1 = standardizeStreetLine(address.addressLine1);
    suggestion.addressLine1 = line1.line;
    suggestion.addressLine2 = standardizeSecondLine(address.addressLine2);
    if (line1.poBox) found.push({ field: 'addressLine1', code: 'address.po_box', severity: 'warning' });
    const place = lookupZip(address.zipCode);
    if (!place) {
      found.push({
        field: 'zipCode',
        code: 'address.zip_unknown',
        severity: 'error',
        params: { zip: address.zipCode },
      });
      suggestion.city = address.city.toUpperCase();
    } else {
      if (place.state !== address.stateCode) {
        found.push({
          field: 'stateCode',
          code: 'address.state_mismatch',
          severity: 'error',
          params: { zip: address.zipCode, state: place.state },
        });
        suggestion.stateCode = place.state;
      }
      const city = matchCity(address.city, place);
      suggestion.city = (city?.city ?? place.city).toUpperCase();
      if (!city) {
        found.push({
          field: 'city',
          code: 'address.city_mismatch',
          severity: 'error',
          params: { zip: address.zipCode, city: place.city.toUpperCase() },
        });
      } else if (city.alternate) {
        found.push({
          field: 'city',
          code: 'address.city_alternate',
          severity: 'warning',
          params: { city: suggestion.city, main: place.city.toUpperCase() },
        });
      }
    }
  }

  const valid = !found.some((issue) => issue.severity === 'error');
  suggestion.isValid = valid;
  return {
    valid,
    poBox: found.some((issue) => issue.code === 'address.po_box'),
    issues: found.map(({ params, ...issue }) => ({ ...issue, message: t(locale, issue.code, params) })),
    suggestion,
    changes: changedFields(input, address, suggestion),
  };
}
