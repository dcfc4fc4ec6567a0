/**
 * Shippo service levels are tokens (the ServiceLevel tokens of Shippo's OpenAPI public-api.yaml,
 * version 2018-02-08): the common US services of USPS, UPS and FedEx.
 */
export const SHIPPO_SERVICES = [
  { code: 'usps_ground_advantage', name: 'USPS Ground Advantage', transitDaysMin: 2, transitDaysMax: 5 },
  { code: 'usps_priority', name: 'USPS Priority Mail', transitDaysMin: 1, transitDaysMax: 3 },
  { code: 'usps_priority_express', name: 'USPS Priority Mail Express', transitDaysMin: 1, transitDaysMax: 2 },
  {
    code: 'usps_first_class_package_international_service',
    name: 'USPS First-Class Package International',
    transitDaysMin: 7,
    transitDaysMax: 21,
  },
  {
    code: 'usps_priority_mail_international',
    name: 'USPS Priority Mail International',
    transitDaysMin: 6,
    transitDaysMax: 10,
  },
  {
    code: 'usps_priority_mail_express_international',
    name: 'USPS Priority Mail Express International',
    transitDaysMin: 3,
    transitDaysMax: 5,
  },
  { code: 'ups_ground', name: 'UPS Ground', transitDaysMin: 1, transitDaysMax: 5 },
  { code: 'ups_3_day_select', name: 'UPS 3 Day Select', transitDaysMin: 3, transitDaysMax: 3 },
  { code: 'ups_second_day_air', name: 'UPS 2nd Day Air', transitDaysMin: 2, transitDaysMax: 2 },
  { code: 'ups_next_day_air', name: 'UPS Next Day Air', transitDaysMin: 1, transitDaysMax: 1 },
  { code: 'fedex_ground', name: 'FedEx Ground', transitDaysMin: 1, transitDaysMax: 5 },
  { code: 'fedex_home_delivery', name: 'FedEx Home Delivery', transitDaysMin: 1, transitDaysMax: 5 },
  { code: 'fedex_2_day', name: 'FedEx 2Day', transitDaysMin: 2, transitDaysMax: 2 },
  {
    code: 'fedex_standard_overnight',
    name: 'FedEx Standard Overnight',
    transitDaysMin: 1,
    transitDaysMax: 1,
  },
  {
    code: 'fedex_priority_overnight',
    name: 'FedEx Priority Overnight',
    transitDaysMin: 1,
    transitDaysMax: 1,
  },
] as const;

export const SHIPPO_SERVICE_CODES: readonly string[] = SHIPPO_SERVICES.map((s) => s.code);

/** The carrier token of a service token (usps_priority -> usps), as GET /tracks/{carrier}/... takes it. */
export const carrierOfService = (token: string): string => token.split('_')[0] ?? token;

/**
 * The carrier of a tracking number we did not buy through this channel, by its published format:
 * UPS 1Z..., USPS 20-22 digits (or 9 + 21 digits), FedEx 12 or 15 digits; Shippo's test numbers
 * (SHIPPO_TRANSIT ...) belong to the "shippo" test carrier.
 */
export function carrierOfNumber(number: string): string | null {
  const n = number.trim().toUpperCase();
  if (n.startsWith('SHIPPO_')) return 'shippo';
  if (/^1Z[0-9A-Z]{16}$/.test(n)) return 'ups';
  if (/^(9\d{19,21}|\d{20,22}|[A-Z]{2}\d{9}US)$/.test(n)) return 'usps';
  if (/^(\d{12}|\d{15})$/.test(n)) return 'fedex';
  return null;
}
