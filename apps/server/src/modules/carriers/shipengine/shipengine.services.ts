/**
 * ShipEngine service codes (the `service_code` of its rates and labels, as listed by GET /v1/carriers:
 * fixtures/carriers.json) of the carriers its sandbox offers: USPS through Stamps.com, UPS and FedEx
 * (docs.shipstation.com/apis/shipengine/docs/getting-started/sandbox). USPS takes parcels up to 70 lb and
 * First-Class Mail parcels under 16 oz (4 lb abroad); UPS and FedEx keep the default 150 lb.
 */
export const SHIPENGINE_SERVICES = [
  {
    code: 'usps_ground_advantage',
    name: 'USPS Ground Advantage',
    transitDaysMin: 2,
    transitDaysMax: 5,
    maxWeightLb: 70,
  },
  {
    code: 'usps_priority_mail',
    name: 'USPS Priority Mail',
    transitDaysMin: 1,
    transitDaysMax: 3,
    maxWeightLb: 70,
  },
  {
    code: 'usps_priority_mail_express',
    name: 'USPS Priority Mail Express',
    transitDaysMin: 1,
    transitDaysMax: 2,
    maxWeightLb: 70,
  },
  {
    code: 'usps_first_class_mail',
    name: 'USPS First Class Mail',
    transitDaysMin: 1,
    transitDaysMax: 5,
    maxWeightLb: 0.999,
  },
  {
    code: 'usps_first_class_mail_international',
    name: 'USPS First Class Mail International',
    transitDaysMin: 7,
    transitDaysMax: 21,
    international: true,
    maxWeightLb: 4,
  },
  {
    code: 'usps_priority_mail_international',
    name: 'USPS Priority Mail International',
    transitDaysMin: 6,
    transitDaysMax: 10,
    international: true,
    maxWeightLb: 70,
  },
  {
    code: 'usps_priority_mail_express_international',
    name: 'USPS Priority Mail Express International',
    transitDaysMin: 3,
    transitDaysMax: 5,
    international: true,
    maxWeightLb: 70,
  },
  { code: 'ups_ground', name: 'UPS Ground', transitDaysMin: 1, transitDaysMax: 5 },
  { code: 'ups_3_day_select', name: 'UPS 3 Day Select', transitDaysMin: 3, transitDaysMax: 3 },
  { code: 'ups_2nd_day_air', name: 'UPS 2nd Day Air', transitDaysMin: 2, transitDaysMax: 2 },
  { code: 'ups_next_day_air_saver', name: 'UPS Next Day Air Saver', transitDaysMin: 1, transitDaysMax: 1 },
  { code: 'ups_next_day_air', name: 'UPS Next Day Air', transitDaysMin: 1, transitDaysMax: 1 },
  {
    code: 'ups_worldwide_expedited',
    name: 'UPS Worldwide Expedited',
    transitDaysMin: 2,
    transitDaysMax: 5,
    international: true,
  },
  {
    code: 'ups_worldwide_saver',
    name: 'UPS Worldwide Saver',
    transitDaysMin: 1,
    transitDaysMax: 3,
    international: true,
  },
  { code: 'fedex_ground', name: 'FedEx Ground', transitDaysMin: 1, transitDaysMax: 5 },
  { code: 'fedex_home_delivery', name: 'FedEx Home Delivery', transitDaysMin: 1, transitDaysMax: 5 },
  { code: 'fedex_express_saver', name: 'FedEx Express Saver', transitDaysMin: 3, transitDaysMax: 3 },
  { code: 'fedex_2day', name: 'FedEx 2Day', transitDaysMin: 2, transitDaysMax: 2 },
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
  {
    code: 'fedex_international_priority',
    name: 'FedEx International Priority',
    transitDaysMin: 1,
    transitDaysMax: 3,
    international: true,
  },
  {
    code: 'fedex_international_economy',
    name: 'FedEx International Economy',
    transitDaysMin: 2,
    transitDaysMax: 5,
    international: true,
  },
] as const;

export const SHIPENGINE_SERVICE_CODES: readonly string[] = SHIPENGINE_SERVICES.map((s) => s.code);
