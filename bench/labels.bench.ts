// Label and invoice rendering speed, in process (no database): milliseconds per shipping label PDF of
// one parcel (target <= 5 ms, barcodes included: Code 128 + QR drawn as vector rectangles), of four
// parcels (four pages), and per commercial invoice; plus the barcode encoding alone. Every label has
// new tracking numbers, so nothing is cached between rounds. Prints JSON figures.
//   node --import tsx bench/labels.bench.ts [rounds]
import { loadavg } from 'node:os';
import { renderInvoicePdf } from '../apps/server/src/modules/documents/invoice-pdf.ts';
import { renderLabelPdf } from '../apps/server/src/modules/documents/label-pdf.ts';
import { placedOrderRow } from '../apps/server/src/modules/documents/order-fixtures.testing.ts';
import { code128Widths, qrModules } from '../apps/server/src/modules/documents/vector-barcodes.ts';
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
  const mean = times.reduce((sum, t) => sum + t, 0) / times.length;
  const round = (ms: number) => Math.round(ms * 1000) / 1000;
  // CPU time of this process: on a machine shared with other work, wall-clock figures include waiting
  // for a core; the CPU figure is what one rendering costs.
  return {
    meanMs: round(mean),
    p50Ms: round(percentile(times, 50)),
    p95Ms: round(percentile(times, 95)),
    cpuMsPerCall: round(cpuMicros / 1000 / rounds),
  };
}

// Warm-up: the first few hundred renderings run in the interpreter before the JIT compiles them.
for (let i = 0; i < 200; i++) {
  await renderLabelPdf(placedOrderRow({ parcels: 1 + (i % 4), labelSize: ((i % 3) + 1) as 1 | 2 | 3 }));
  await renderInvoicePdf(placedOrderRow({ international: true }));
}

let bytes = 0;
const oneParcel = await measure(
  () => placedOrderRow({ parcels: 1 }),
  async (o) => {
    bytes = (await renderLabelPdf(o)).length;
  },
);
const fourParcels = await measure(
  () => placedOrderRow({ parcels: 4 }),
  (o) => renderLabelPdf(o),
);
const letter = await measure(
  () => placedOrderRow({ parcels: 1, labelSize: 2 }),
  (o) => renderLabelPdf(o),
);
const invoice = await measure(
  () => placedOrderRow({ international: true, parcels: 2 }),
  (o) => renderInvoicePdf(o),
);
const code128 = await measure(
  () => placedOrderRow().trackingNumbers[0]!,
  (tn) => code128Widths(tn),
);
const qr = await measure(
  () => `${placedOrderRow().trackingNumbers[0]}/10118/US/GROUND`,
  (payload) => qrModules(payload),
);

console.log(
  JSON.stringify(
    {
      rounds,
      loadAverage1m: loadavg()[0],
      label4x6OneParcel: { ...oneParcel, bytes, targetMs: 5, met: oneParcel.p50Ms <= 5 },
      label4x6FourParcels: fourParcels,
      labelLetterOneParcel: letter,
      commercialInvoice: invoice,
      encodeOnly: { code128, qr },
    },
    null,
    2,
  ),
);
