import { z } from 'zod';
import { isUsState } from './us-states.ts';

/** ISO 3166-1 alpha-2, upper case. The platform ships from and to the US first; others are accepted. */
export const countryCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'address.country_invalid')
  .default('US');

/** "90210" or "90210-1234" for the US; other countries 2-12 letters, digits, spaces or dashes. */
export const US_ZIP = /^\d{5}(-\d{4})?$/;
const POSTAL = /^[A-Za-z0-9][A-Za-z0-9 -]{1,11}$/;

const text = (max: number) => z.string().trim().max(max, 'address.too_long');
/** A required text field: missing, wrong type and empty all read as "X is required". */
const required = (max: number, key: string) =>
  z.string({ error: key }).trim().min(1, key).max(max, 'address.too_long');

/** The fields of an address (spec section 3), without the cross-field US rules; extend this, not addressSchema. */
export const addressFieldsSchema = z.object({
  personName: required(100, 'address.person_required'),
  company: text(100).default(''),
  phone: text(30).default(''),
  email: z.union([z.literal(''), z.string().trim().max(254).email('address.email_invalid')]).default(''),
  addressLine1: required(100, 'address.line1_required'),
  addressLine2: text(100).default(''),
  city: required(60, 'address.city_required'),
  stateCode: text(30).toUpperCase().default(''),
  zipCode: required(12, 'address.zip_required'),
  countryCode: countryCodeSchema,
  isResidential: z.boolean().default(false),
  isValid: z.boolean().default(false),
});

/** US addresses need a known state code and a ZIP of the US format; other countries a plausible postcode. */
export function addressRules(
  a: { countryCode: string; zipCode: string; stateCode: string },
  ctx: z.RefinementCtx,
): void {
  if (a.countryCode !== 'US') {
    if (!POSTAL.test(a.zipCode))
      ctx.addIssue({ code: 'custom', path: ['zipCode'], message: 'address.zip_invalid' });
    return;
  }
  if (!US_ZIP.test(a.zipCode))
    ctx.addIssue({ code: 'custom', path: ['zipCode'], message: 'address.zip_invalid' });
  if (!isUsState(a.stateCode))
    ctx.addIssue({ code: 'custom', path: ['stateCode'], message: 'address.state_invalid' });
}

/**
 * An address of spec section 3 (sender or recipient, order or address book). US addresses need a known
 * state code and a ZIP of the US format; whether the ZIP, state and city agree is the server's validation.
 */
export const addressSchema = addressFieldsSchema.superRefine(addressRules);

export type AddressInput = z.input<typeof addressSchema>;
export type Address = z.output<typeof addressSchema>;

/** The part of an address that rating needs (a quote can be asked with a ZIP only). */
export const rateAddressSchema = z.object({
  zipCode: required(12, 'address.zip_required'),
  countryCode: countryCodeSchema,
  stateCode: text(30).toUpperCase().default(''),
  city: text(60).default(''),
  isResidential: z.boolean().default(false),
});
export type RateAddress = z.output<typeof rateAddressSchema>;
