// A batch of label purchases through CarrierHttp against the fake carrier (in this process, on a real
// localhost socket): each answer takes 200 ms and the carrier allows 10 calls a second per account,
// answering 429 (Retry-After: 1) beyond that. All purchases are started at once, as a batch would; the
// channel's rate limiter must pace them. Prints total seconds (target about purchases / 10), the most
// calls the carrier saw in any 1 s window (must be <= 10), how many it refused with 429, and what the UPS
// mapping (ship request built from our shipment, ShipmentResponse sample parsed) costs per call.
//   flock /tmp/bench.lock node --import tsx bench/carrier-batch.bench.ts [purchases] [ratePerSecond] [answerMs]
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { createCarrierHttp } from '../apps/server/src/modules/carriers/http/carrier-http.ts';
import { startFakeCarrier } from '../apps/server/src/modules/carriers/http/testing/fake-carrier-server.ts';
import { buildShipRequest, parseShipResponse } from '../apps/server/src/modules/carriers/ups/ups.labels.ts';
import { shipmentOf } from '../apps/server/src/modules/carriers/ups/ups.testing.ts';
import { percentile } from './lib/latency.ts';

const purchases = Number(process.argv[2] ?? 1000);
const ratePerSecond = Number(process.argv[3] ?? 10);
const answerMs = Number(process.argv[4] ?? 200);

// UPS's published ShipmentResponse sample (fixtures/SOURCES.md of the UPS adapter).
const sample = JSON.parse(
  readFileSync(
    new URL('../apps/server/src/modules/carriers/ups/fixtures/ship-response-single.json', import.meta.url),
    'utf8',
  ),
) as object;

const fake = await startFakeCarrier(
  [
    {
      method: 'POST',
      path: /^\/api\/shipments\/[^/]+\/ship$/,
      reply: () => ({ delayMs: answerMs, body: sample }),
    },
  ],
  { ratePerSecond },
);

const http = createCarrierHttp({
  db: null,
  carrierCode: 'ups',
  channelId: crypto.randomUUID(),
  ratePerSecond,
});

let buildMs = 0;
let parseMs = 0;
const latencies: number[] = [];
let failures = 0;

async function purchase(i: number): Promise<void> {
  const started = performance.now();
  let t = performance.now();
  const body = buildShipRequest({
    serviceCode: '03',
    parcels: shipmentOf().parcels,
    shipment: shipmentOf({ orderNo: `SO${String(i).padStart(8, '0')}` }),
    accountNumber: 'A1B2C3',
    reference: `bench-${i}`,
  });
  buildMs += performance.now() - t;
  const response = await http.request({
    method: 'POST',
    url: `${fake.url}/api/shipments/v2409/ship`,
    headers: { authorization: 'Bearer bench-token', transId: `bench-${i}`, transactionSrc: 'shiplabel' },
    body,
    // A purchase without an idempotency key is never repeated after a timeout; 429s are.
    safeToRetry: false,
    operation: 'createLabel',
  });
  if (response.status !== 200) {
    failures++;
    return;
  }
  t = performance.now();
  // The sample is charged in CAD (a Canadian shipper's answer).
  parseShipResponse(response.json(), 'CAD');
  parseMs += performance.now() - t;
  latencies.push(performance.now() - started);
}

const cpuBefore = process.cpuUsage();
const started = performance.now();
await Promise.all(Array.from({ length: purchases }, (_, i) => purchase(i)));
const totalSeconds = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuBefore);
await fake.close();

const sorted = latencies.sort((a, b) => a - b);
console.log(
  JSON.stringify(
    {
      purchases,
      ratePerSecond,
      answerMs,
      totalSeconds: Number(totalSeconds.toFixed(1)),
      idealSeconds: Number(((purchases - 1) / ratePerSecond + answerMs / 1000).toFixed(1)),
      callsSeenByCarrier: fake.calls.length,
      maxCallsInAny1s: fake.maxInWindow(1000),
      refused429: fake.limited,
      failures,
      purchaseMs: { p50: Math.round(percentile(sorted, 50)), max: Math.round(sorted.at(-1) ?? 0) },
      upsMappingMsPerCall: {
        buildShipRequest: Number((buildMs / purchases).toFixed(3)),
        parseShipResponse: Number((parseMs / purchases).toFixed(3)),
      },
      cpuMsPerCall: Number(((cpu.user + cpu.system) / 1000 / purchases).toFixed(3)),
      loadAverage: loadavg().map((l) => Number(l.toFixed(1))),
    },
    null,
    2,
  ),
);
process.exit(0);
