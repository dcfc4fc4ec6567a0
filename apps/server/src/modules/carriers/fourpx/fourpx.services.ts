/**
 * 4PX logistics products (logistics_product_code of ds.xms.logistics_product.getlist and
 * ds.xms.order.create). Only codes 4PX publishes in its own samples are listed (fixtures/SOURCES.md):
 * A2, A5, A6 from the product list sample, A1 from the rate trial sample (DHL, "3 - 7" days), PX
 * (联邮通优先挂号) from the integration guide and public integrations. Every product is cross-border
 * from China. Transit days: A1 as its rate trial answered; the others are 4PX's usual promises
 * (the rate trial answers estimated_time per shipment). An account sees its own list with
 * Test connection; only the codes here are accepted.
 */
export const FOURPX_SERVICES = [
  { code: 'A6', name: '4PX Postlink Registered (联邮通挂号)', transitDaysMin: 7, transitDaysMax: 15 },
  {
    code: 'PX',
    name: '4PX Postlink Priority Registered (联邮通优先挂号)',
    transitDaysMin: 6,
    transitDaysMax: 10,
  },
  { code: 'A2', name: '4PX Express Line (4PX标准专线)', transitDaysMin: 5, transitDaysMax: 10 },
  { code: 'A1', name: '4PX DHL Express', transitDaysMin: 3, transitDaysMax: 7 },
  { code: 'A5', name: '4PX DHL East China Heavy (DHL华东超值大货)', transitDaysMin: 3, transitDaysMax: 7 },
] as const;

export const FOURPX_SERVICE_CODES: readonly string[] = FOURPX_SERVICES.map((s) => s.code);
