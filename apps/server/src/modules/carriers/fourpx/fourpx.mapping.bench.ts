/**
 * 4PX mapping cost per call (issue 15: < 1 ms), in process, no HTTP:
 *   node --import tsx apps/server/src/modules/carriers/fourpx/fourpx.mapping.bench.ts [rounds]
 * Prints JSON: microseconds per order request built + signed + create answer parsed, per rate trial
 * built + signed + answer parsed and converted, per tracking answer parsed (7 events).
 */
import { readFileSync } from 'node:fs';
import { cnyToCurrency } from './fourpx.common.ts';
import { buildCreateOrder, parseCreateOrder } from './fourpx.orders.ts';
import { buildEstimateRequest, parseEstimate } from './fourpx.rates.ts';
import { fopQuery } from './fourpx.sign.ts';
import { parcel, shipmentOf } from './fourpx.testing.ts';
import { parseTracking } from './fourpx.tracking.ts';

const rounds = Number(process.argv[2] ?? 20_000);
const text = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const createText = text('order-create-response.json');
const estimateText = text('estimated-cost-response.json');
const trackingText = text('tracking-response.json');
const parcels = [parcel(0.5)];
const shipment = shipmentOf();
const signed = (method: string, body: unknown) =>
  fopQuery({
    appKey: 'k',
    appSecret: 's',
    method,
    version: '1.0.0',
    timestamp: '1532592413187',
    body: JSON.stringify(body),
  });

function measure(name: string, run: () => unknown) {
  for (let i = 0; i < Math.min(1000, rounds); i++) run();
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < rounds; i++) run();
  const wallUs = ((performance.now() - started) * 1000) / rounds;
  const used = process.cpuUsage(cpu);
  return {
    name,
    usPerCall: Number(wallUs.toFixed(1)),
    cpuUsPerCall: Number(((used.user + used.system) / rounds).toFixed(1)),
  };
}

const results = [
  measure('order: request built + signed + create answer parsed', () => {
    const body = buildCreateOrder({
      reference: 'place:x',
      serviceCode: 'PX',
      parcels,
      shipment,
      deliverType: '1',
      dutyType: 'U',
    });
    signed('ds.xms.order.create', body).toString();
    parseCreateOrder(JSON.parse(createText));
  }),
  measure('rate: trial built + signed + answer parsed and converted to USD', () => {
    signed('ds.xms.estimated_cost.get', buildEstimateRequest('A1', parcels, shipment)).toString();
    cnyToCurrency(parseEstimate(JSON.parse(estimateText), 'A1')!, 'USD', '7.1');
  }),
  measure('tracking: answer parsed (7 events)', () => parseTracking(JSON.parse(trackingText), 'x')),
];
console.log(JSON.stringify({ rounds, results }, null, 2));
