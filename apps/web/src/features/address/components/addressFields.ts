import { US_STATES } from '@shiplabel/shared';

/** The address fields the form edits and the validation dialog compares, in display order. */
export const ADDRESS_FIELDS = [
  'personName',
  'company',
  'phone',
  'email',
  'addressLine1',
  'addressLine2',
  'city',
  'stateCode',
  'zipCode',
  'countryCode',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** The fields the validation may suggest changes to (the street lines, city, state, ZIP, country). */
export const SUGGESTED_FIELDS = [
  'addressLine1',
  'addressLine2',
  'city',
  'stateCode',
  'zipCode',
  'countryCode',
] as const;

/** The state picker's options: "CA - California" / "CA - 加利福尼亚州", `nameOf` giving the translated name. */
export function stateOptions(nameOf: (code: string) => string) {
  return Object.keys(US_STATES).map((code) => ({ value: code, label: `${code} - ${nameOf(code)}` }));
}

/** "90210" or "90210-1234": worth asking the server for the city. */
export const isCompleteZip = (value: unknown) =>
  typeof value === 'string' && /^\d{5}(-\d{4})?$/.test(value.trim());
