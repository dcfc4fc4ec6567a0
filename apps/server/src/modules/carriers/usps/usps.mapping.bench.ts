/**
 * USPS mapping cost per call (issue 15: < 1 ms), in process, no HTTP:
 *   node --import tsx apps/server/src/modules/carriers/usps/usps.mapping.bench.ts [rounds]
 * Prints JSON: microseconds per rate query built + rate answer parsed, per label request built + multipart
 * label answer parsed (USPS's 32 KB sample), per tracking answer parsed (12 events).
 */

import { fixtureText, parcel, shipment } from './testing/usps-samples.ts';
import { buildDomesticLabel, parseLabelAnswer } from './usps.labels.ts';
import { buildRateQuery, parseRateAnswer } from './usps.rates.ts';
import { uspsService } from './usps.services.ts';
import { parseTracking } from './usps.tracking.ts';

const rounds = Number(process.argv[2] ?? 20_000);
const ground = uspsService('ground_advantage')!;
const intl = uspsService('intl_priority')!;
const s = shipment();
const p = parcel(4.1);
const ratesText = fixtureText('total-rates-international.json');
const labelText = fixtureText('label-response.multipart.txt');
const trackingText = fixtureText('tracking-delivered.json');
const now = new Date('2024-11-23T00:00:00Z');

function measure(name: string, run: () => unknown) {
  for (let i = 0; i < Math.min(1000, rounds); i++) run();
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < rounds; i++) run();
  const wallUs = ((performance.now() - started) * 1000) / rounds;
  const cpuUs = (process.cpuUsage(cpu).user + process.cpuUsage(cpu).system) / rounds;
  return { name, usPerCall: Number(wallUs.toFixed(1)), cpuUsPerCall: Number(cpuUs.toFixed(1)) };
}

const results = [
  measure('rate: query built + answer parsed (JSON.parse included)', () => {
    JSON.stringify(buildRateQuery(ground, s, p, { accountType: 'EPS', accountNumber: '1' }));
    parseRateAnswer(JSON.parse(ratesText), intl, p);
  }),
  measure('label: request built + multipart answer parsed', () => {
    JSON.stringify(buildDomesticLabel(ground, s, p, 0, 'pdf_4x6'));
    parseLabelAnswer(labelText, 'multipart/form-data; boundary=r6-fpGYWbdZmd9w5-850fEfX', 'pdf');
  }),
  measure('tracking: answer parsed (12 events)', () => parseTracking(JSON.parse(trackingText), 'x', now)),
];
console.log(JSON.stringify({ rounds, results }, null, 2));
