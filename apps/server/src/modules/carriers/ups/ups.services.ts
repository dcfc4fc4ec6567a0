/**
 * UPS services by UPS's own service code (Service.Code of the Rating and Shipping APIs: vendors/Rating.yaml,
 * Shipping.yaml; names and transit days as in karrio's ups services.csv and units.py). Our service code is
 * UPS's code, so a channel's service goes to UPS unchanged and only codes UPS knows are accepted.
 */
export const UPS_SERVICES = [
  { code: '03', name: 'UPS Ground', transitDaysMin: 1, transitDaysMax: 5 },
  { code: '12', name: 'UPS 3 Day Select', transitDaysMin: 3, transitDaysMax: 3 },
  { code: '02', name: 'UPS 2nd Day Air', transitDaysMin: 2, transitDaysMax: 2 },
  { code: '59', name: 'UPS 2nd Day Air A.M.', transitDaysMin: 2, transitDaysMax: 2 },
  { code: '13', name: 'UPS Next Day Air Saver', transitDaysMin: 1, transitDaysMax: 1 },
  { code: '01', name: 'UPS Next Day Air', transitDaysMin: 1, transitDaysMax: 1 },
  { code: '14', name: 'UPS Next Day Air Early', transitDaysMin: 1, transitDaysMax: 1 },
  { code: '11', name: 'UPS Standard', transitDaysMin: 1, transitDaysMax: 5 },
  { code: '08', name: 'UPS Worldwide Expedited', transitDaysMin: 2, transitDaysMax: 5 },
  { code: '65', name: 'UPS Worldwide Saver', transitDaysMin: 1, transitDaysMax: 3 },
  { code: '07', name: 'UPS Worldwide Express', transitDaysMin: 1, transitDaysMax: 3 },
  { code: '54', name: 'UPS Worldwide Express Plus', transitDaysMin: 1, transitDaysMax: 3 },
] as const;

export const UPS_SERVICE_CODES: readonly string[] = UPS_SERVICES.map((s) => s.code);

export const upsServiceName = (code: string): string | undefined =>
  UPS_SERVICES.find((s) => s.code === code)?.name;
