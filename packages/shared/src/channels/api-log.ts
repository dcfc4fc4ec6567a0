/** The carrier calls the API log records: the carrier adapter's methods. */
export const API_REQUEST_TYPES = [
  'rate',
  'createLabel',
  'findLabel',
  'void',
  'track',
  'manifest',
  'validateAddress',
] as const;
export type ApiRequestType = (typeof API_REQUEST_TYPES)[number];
