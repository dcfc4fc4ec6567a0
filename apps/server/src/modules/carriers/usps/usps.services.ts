/**
 * The USPS products a channel sells: our service code -> the USPS `mailClass` of the prices and labels APIs
 * (vendor/domestic-prices.yaml MailClassOutboundOnly, vendor/domestic-labels.yaml, and
 * usps_international/vendor/international-labels.yaml InternationalPackageDescription.mailClass).
 * Codes are short because a channel's service code is at most 40 characters.
 */
export interface UspsService {
  code: string;
  name: string;
  mailClass: string;
  international: boolean;
  /** The return service of the same product (domestic-labels.yaml BaseReturnsPackageDescription.mailClass). */
  returnMailClass?: string;
  /** Business days as USPS publishes them for the product. */
  transitDaysMin: number;
  transitDaysMax: number;
  /** USPS's weight limit of the product, in pounds. */
  maxWeightLb: number;
}

export const USPS_SERVICES: readonly UspsService[] = [
  {
    code: 'ground_advantage',
    name: 'USPS Ground Advantage',
    mailClass: 'USPS_GROUND_ADVANTAGE',
    international: false,
    returnMailClass: 'USPS_GROUND_ADVANTAGE_RETURN_SERVICE',
    transitDaysMin: 2,
    transitDaysMax: 5,
    maxWeightLb: 70,
  },
  {
    code: 'priority',
    name: 'USPS Priority Mail',
    mailClass: 'PRIORITY_MAIL',
    international: false,
    returnMailClass: 'PRIORITY_MAIL_RETURN_SERVICE',
    transitDaysMin: 1,
    transitDaysMax: 3,
    maxWeightLb: 70,
  },
  {
    code: 'priority_express',
    name: 'USPS Priority Mail Express',
    mailClass: 'PRIORITY_MAIL_EXPRESS',
    international: false,
    returnMailClass: 'PRIORITY_MAIL_EXPRESS_RETURN_SERVICE',
    transitDaysMin: 1,
    transitDaysMax: 2,
    maxWeightLb: 70,
  },
  {
    code: 'media_mail',
    name: 'USPS Media Mail',
    mailClass: 'MEDIA_MAIL',
    international: false,
    transitDaysMin: 2,
    transitDaysMax: 8,
    maxWeightLb: 70,
  },
  {
    code: 'library_mail',
    name: 'USPS Library Mail',
    mailClass: 'LIBRARY_MAIL',
    international: false,
    transitDaysMin: 2,
    transitDaysMax: 8,
    maxWeightLb: 70,
  },
  {
    code: 'intl_first_class',
    name: 'USPS First-Class Package International Service',
    mailClass: 'FIRST-CLASS_PACKAGE_INTERNATIONAL_SERVICE',
    international: true,
    transitDaysMin: 7,
    transitDaysMax: 21,
    maxWeightLb: 4,
  },
  {
    code: 'intl_priority',
    name: 'USPS Priority Mail International',
    mailClass: 'PRIORITY_MAIL_INTERNATIONAL',
    international: true,
    transitDaysMin: 6,
    transitDaysMax: 10,
    maxWeightLb: 70,
  },
  {
    code: 'intl_priority_express',
    name: 'USPS Priority Mail Express International',
    mailClass: 'PRIORITY_MAIL_EXPRESS_INTERNATIONAL',
    international: true,
    transitDaysMin: 3,
    transitDaysMax: 5,
    maxWeightLb: 70,
  },
];

export const USPS_SERVICE_CODES: readonly string[] = USPS_SERVICES.map((s) => s.code);

export const uspsService = (code: string): UspsService | undefined =>
  USPS_SERVICES.find((s) => s.code === code);

/** Where USPS delivers with domestic labels and prices: the states, territories and freely associated states. */
const DOMESTIC_COUNTRIES = new Set(['US', 'PR', 'VI', 'GU', 'AS', 'MP', 'UM', 'FM', 'MH', 'PW']);

export const isUspsDomestic = (country: string): boolean => DOMESTIC_COUNTRIES.has(country.toUpperCase());
