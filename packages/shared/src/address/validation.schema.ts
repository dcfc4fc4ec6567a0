import { z } from 'zod';

/** Most addresses one batch validation takes; the order lists validate their page in one call. */
export const ADDRESS_BATCH_MAX = 100;

/** The fields of a standardised address (what the validation suggests). */
export const addressOutSchema = z.object({
  personName: z.string(),
  company: z.string(),
  phone: z.string(),
  email: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  city: z.string(),
  stateCode: z.string(),
  zipCode: z.string(),
  countryCode: z.string(),
  isResidential: z.boolean(),
  isValid: z.boolean(),
});
export type AddressOut = z.infer<typeof addressOutSchema>;

export const addressIssueSchema = z.object({
  field: z.string(),
  /** Stable code (an i18n key), e.g. address.city_mismatch. */
  code: z.string(),
  /** Errors make the address invalid; warnings (a PO box, a foreign address) do not. */
  severity: z.enum(['error', 'warning']),
  message: z.string(),
});
export type AddressIssue = z.infer<typeof addressIssueSchema>;

export const addressValidationSchema = z.object({
  valid: z.boolean(),
  poBox: z.boolean(),
  issues: z.array(addressIssueSchema),
  /** The standardised address; null when the input is not even well-formed. Never applied silently. */
  suggestion: addressOutSchema.nullable(),
  /** The fields whose suggested value differs from the input. */
  changes: z.array(z.string()),
});
export type AddressValidation = z.infer<typeof addressValidationSchema>;

export const cityCandidateSchema = z.object({ zipCode: z.string(), city: z.string(), stateCode: z.string() });
export type CityCandidate = z.infer<typeof cityCandidateSchema>;
