// ZPL label rendering speed, in process (no database): milliseconds per ZPL II label (203 dpi, 4x6) of
// one parcel and of four parcels, beside the PDF of the same order, and the size of each. Every label
// has new tracking numbers, so nothing is cached between rounds. Prints JSON figures.
//   node --import tsx bench/zpl.bench.ts [rounds]
import { loadavg } from 'node:os';
import { renderLabelPdf } from '../apps/server/src/modules/documents/label-pdf.ts';
import { renderOrderLabelZpl } from '../apps/server/src/modules/documents/label-zpl.ts';
import { placedOrderRow } from '../apps/server/src/modules/documents/order-fixtures.testing.ts';
import { percentile } from './lib/latency.ts';

const rounds = Number(process.argv[2] ?? 300);

/** Per-call milliseconds of `fn` over `rounds` calls; inputs are made outside the timing. */
async function measure<T>(make: () => T, fn: (input: T) => unknown) {
  const times: number[] = [];
  let cpuMicros = 0;
  for (let i = 0; i < rounds; i++) {
    const input = make();
    const cpu = process.cpuUsage();
    const start = performance.now();
    await fn(input);
    times.push(performance.now() - start);
    const used = process.cpuUsage(cpu);
    cpuMicros += used.user + used.system;
  }
  times.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 1000) / 1000;
  // CPU time of this process: on a shared machine wall-clock figures include waiting for a core.
  return {
    p50Ms: round(percentile(times, 50)),
    p95Ms: round(percentile(times, 95)),
    cpuMsPerCall: round(cpuMicros / 1000 / rounds),
  };
}

// Warm-up: the first few hundred renderings run in the interpreter before the JIT compiles them.
for (let i = 0; i < 200; i++) {
  renderOrderLabelZpl(placedOrderRow({ parcels: 1 + (i % 4) }));
  await renderLabelPdf(placedOrderRow({ parcels: 1 + (i % 4) }));
}

let zplBytes = 0;
let pdfBytes = 0;
const zplOne = await measure(
  () => placedOrderRow({ parcels: 1 }),
  (o) => {
    zplBytes = Buffer.byteLength(renderOrderLabelZpl(o));
  },
);
const zplFour = await measure(
  () => placedOrderRow({ parcels: 4 }),
  (o) => renderOrderLabelZpl(o),
);
const pdfOne = await measure(
  () => placedOrderRow({ parcels: 1 }),
  async (o) => {
    pdfBytes = (await renderLabelPdf(o)).length;
  },
);

console.log(
  JSON.stringify(
    {
      rounds,
      loadAverage1m: loadavg()[0],
      zplOneParcel: { ...zplOne, bytes: zplBytes },
      zplFourParcels: zplFour,
      pdfOneParcel: { ...pdfOne, bytes: pdfBytes },
    },
    null,
    2,
  ),
);
