/**
 * FedEx services by FedEx's own serviceType (Rate and Ship APIs, vendor/rate-api.json, ship-api.json;
 * names and transit days as in karrio's fedex services.csv). Our service code is FedEx's serviceType.
 */
export const FEDEX_SERVICES = [
  { code: 'FEDEX_GROUND', name: 'FedEx Ground', transitDaysMin: 1, transitDaysMax: 5 },
  { code: 'GROUND_HOME_DELIVERY', name: 'FedEx Home Delivery', transitDaysMin: 1, transitDaysMax: 5 },
  { code: 'FEDEX_EXPRESS_SAVER', name: 'FedEx Express Saver', transitDaysMin: 3, transitDaysMax: 3 },
  { code: 'FEDEX_2_DAY', name: 'FedEx 2Day', transitDaysMin: 2, transitDaysMax: 2 },
  { code: 'FEDEX_2_DAY_AM', name: 'FedEx 2Day A.M.', transitDaysMin: 2, transitDaysMax: 2 },
  { code: 'STANDARD_OVERNIGHT', name: 'FedEx Standard Overnight', transitDaysMin: 1, transitDaysMax: 1 },
  { code: 'PRIORITY_OVERNIGHT', name: 'FedEx Priority Overnight', transitDaysMin: 1, transitDaysMax: 1 },
  { code: 'FIRST_OVERNIGHT', name: 'FedEx First Overnight', transitDaysMin: 1, transitDaysMax: 1 },
  {
    code: 'FEDEX_INTERNATIONAL_PRIORITY',
    name: 'FedEx International Priority',
    transitDaysMin: 1,
    transitDaysMax: 3,
  },
  {
    code: 'INTERNATIONAL_ECONOMY',
    name: 'FedEx International Economy',
    transitDaysMin: 2,
    transitDaysMax: 5,
  },
  {
    code: 'FEDEX_INTERNATIONAL_CONNECT_PLUS',
    name: 'FedEx International Connect Plus',
    transitDaysMin: 2,
    transitDaysMax: 6,
  },
] as const;

export const FEDEX_SERVICE_CODES: readonly string[] = FEDEX_SERVICES.map((s) => s.code);
