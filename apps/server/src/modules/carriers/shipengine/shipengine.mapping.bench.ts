/**
 * ShipEngine mapping cost per call (issue 15: < 1 ms), in process, no HTTP:
 *   node --import tsx apps/server/src/modules/carriers/shipengine/shipengine.mapping.bench.ts [rounds]
 * Prints JSON: microseconds per rate request built + rate answer read, per label request built (customs,
 * two packages) + label answer read, per tracking answer read, per error body mapped.
 */
import { readFileSync } from 'node:fs';
import { parcel, shipmentOf, torontoRecipient } from '../ups/ups.testing.ts';
import { shipengineFailure } from './shipengine.errors.ts';
import { boughtLabel, rateOutcome } from './shipengine.labels.ts';
import { shipengineLabelBody, shipengineRatesBody } from './shipengine.mappers.ts';
import { trackingResult } from './shipengine.tracking.ts';

const text = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const rounds = Number(process.argv[2] ?? 20_000);
const domestic = shipmentOf();
const international = shipmentOf({
  to: torontoRecipient,
  parcels: [parcel(6, [12, 24, 6]), parcel(4, [16, 12, 3])],
  declaredMinor: [10_000n, 5_000n],
  customs: [
    {
      description: 'Wool socks',
      quantity: 3,
      valueMinor: 10_000n,
      currency: 'USD',
      weightLb: 1.5,
      hsCode: '6115.95',
      originCountry: 'US',
    },
  ],
});
const ratesText = text('rates.json');
const labelText = text('label-multi-package.json');
const trackText = text('track-delivered.json');
const errorText = text('error-invalid-address.json');

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
  measure('rate: request built + answer read (JSON.parse included)', () => {
    JSON.stringify(
      shipengineRatesBody({ shipment: domestic, serviceCode: 'ups_ground', carrierIds: ['se-1'] }),
    );
    rateOutcome(JSON.parse(ratesText), 'ups_ground', 'USD');
  }),
  measure('label: international two-package request built + answer read', () => {
    JSON.stringify(
      shipengineLabelBody({
        shipment: international,
        serviceCode: 'fedex_international_priority',
        carrierId: 'se-1',
        externalShipmentId: 'place:k',
        labelFormat: 'zpl',
      }),
    );
    boughtLabel(JSON.parse(labelText), 'zpl', 'USD');
  }),
  measure('tracking: answer read (4 events)', () => trackingResult(JSON.parse(trackText), 'x')),
  measure('error: body mapped to our code', () => shipengineFailure({ status: 400, text: errorText })),
];
console.log(JSON.stringify({ rounds, results }, null, 2));
