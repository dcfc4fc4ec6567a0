/**
 * EasyPost sells other carriers' services: a service code is "<carrier>:<service>" as EasyPost names them
 * on its rates (docs.easypost.com/docs/carriers; service names as in karrio's easypost units and the
 * rates of fixtures/rate-shipment.json). The common US services of USPS, UPS and FedEx are listed.
 */
export const EASYPOST_SERVICES = [
  { code: 'USPS:GroundAdvantage', name: 'USPS Ground Advantage', transitDaysMin: 2, transitDaysMax: 5 },
  { code: 'USPS:Priority', name: 'USPS Priority Mail', transitDaysMin: 1, transitDaysMax: 3 },
  { code: 'USPS:Express', name: 'USPS Priority Mail Express', transitDaysMin: 1, transitDaysMax: 2 },
  {
    code: 'USPS:FirstClassPackageInternationalService',
    name: 'USPS First-Class Package International',
    transitDaysMin: 7,
    transitDaysMax: 21,
  },
  {
    code: 'USPS:PriorityMailInternational',
    name: 'USPS Priority Mail International',
    transitDaysMin: 6,
    transitDaysMax: 10,
  },
  {
    code: 'USPS:ExpressMailInternational',
    name: 'USPS Priority Mail Express International',
    transitDaysMin: 3,
    transitDaysMax: 5,
  },
  { code: 'UPS:Ground', name: 'UPS Ground', transitDaysMin: 1, transitDaysMax: 5 },
  { code: 'UPS:3DaySelect', name: 'UPS 3 Day Select', transitDaysMin: 3, transitDaysMax: 3 },
  { code: 'UPS:2ndDayAir', name: 'UPS 2nd Day Air', transitDaysMin: 2, transitDaysMax: 2 },
  { code: 'UPS:NextDayAir', name: 'UPS Next Day Air', transitDaysMin: 1, transitDaysMax: 1 },
  { code: 'UPS:NextDayAirEarlyAM', name: 'UPS Next Day Air Early', transitDaysMin: 1, transitDaysMax: 1 },
  { code: 'FedEx:FEDEX_GROUND', name: 'FedEx Ground', transitDaysMin: 1, transitDaysMax: 5 },
  { code: 'FedEx:FEDEX_2_DAY', name: 'FedEx 2Day', transitDaysMin: 2, transitDaysMax: 2 },
  {
    code: 'FedEx:STANDARD_OVERNIGHT',
    name: 'FedEx Standard Overnight',
    transitDaysMin: 1,
    transitDaysMax: 1,
  },
  {
    code: 'FedEx:PRIORITY_OVERNIGHT',
    name: 'FedEx Priority Overnight',
    transitDaysMin: 1,
    transitDaysMax: 1,
  },
] as const;

export const EASYPOST_SERVICE_CODES: readonly string[] = EASYPOST_SERVICES.map((s) => s.code);

/**
 * EasyPost names some carriers differently per account type (UPSDAP, FedExDefault: karrio's easypost
 * units.py); rates of those accounts count as the carrier itself.
 */
const CARRIER_ALIASES: Record<string, string> = {
  upsdap: 'ups',
  'ups dap': 'ups',
  fedexdefault: 'fedex',
  'fedex default': 'fedex',
};

export const normalizedCarrier = (carrier: string): string => {
  const lower = carrier.trim().toLowerCase();
  return CARRIER_ALIASES[lower] ?? lower;
};

/** "USPS:Priority" -> { carrier: 'usps', service: 'Priority' }; null when the code has no carrier part. */
export function parseServiceCode(code: string): { carrier: string; service: string } | null {
  const at = code.indexOf(':');
  if (at <= 0 || at === code.length - 1) return null;
  return { carrier: normalizedCarrier(code.slice(0, at)), service: code.slice(at + 1) };
}
