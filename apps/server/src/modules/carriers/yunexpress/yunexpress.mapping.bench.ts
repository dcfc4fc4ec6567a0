/**
 * YunExpress mapping cost per call (issue 15: < 1 ms), in process, no HTTP:
 *   node --import tsx apps/server/src/modules/carriers/yunexpress/yunexpress.mapping.bench.ts [rounds]
 * Prints JSON: microseconds per price-trial query built + answer parsed, per create body built, serialised
 * and signed + answer parsed, per tracking answer parsed (6 events).
 */
import { readFileSync } from 'node:fs';
import { yunResult } from './yunexpress.common.ts';
import { buildCreateOrderRequest, parseOrder } from './yunexpress.orders.ts';
import { buildPriceTrialQuery, parsePriceTrial } from './yunexpress.rates.ts';
import { signRequest } from './yunexpress.signing.ts';
import { parcel, phoneCase, shipmentOf, tShirts } from './yunexpress.testing.ts';
import { parseTrackResponse } from './yunexpress.tracking.ts';

const rounds = Number(process.argv[2] ?? 20_000);
const text = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const priceText = text('price-trial-response.json');
const createText = text('create-response.json');
const trackText = text('track-response-delivered.json');
const shipment = shipmentOf({ customs: [tShirts, phoneCase] });
const parcels = [parcel(2.5), parcel(1)];

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
  measure('rate: price-trial query built + answer parsed', () => {
    buildPriceTrialQuery({ parcels, shipment }).toString();
    parsePriceTrial(yunResult({ status: 200, text: priceText }), 'BKZXR', 'CNY', null);
  }),
  measure('label: create body built, serialised and signed + answer parsed', () => {
    const body = JSON.stringify(
      buildCreateOrderRequest({ productCode: 'THPHR', reference: 'place:bench', parcels, shipment }),
    );
    signRequest('secret', { method: 'POST', path: '/v1/order/package/create', date: '1711612800000', body });
    parseOrder(yunResult({ status: 200, text: createText }));
  }),
  measure('tracking: answer parsed (6 events)', () =>
    parseTrackResponse(yunResult({ status: 200, text: trackText }), 'x'),
  ),
];
console.log(JSON.stringify({ rounds, results }, null, 2));
