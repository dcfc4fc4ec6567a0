// Bulk label files (issue 6), in process (no database): one merged PDF of 1,000 and of 10,000 one-page
// 4x6 labels (target < 1 s and < 10 s, under 400 MB), and a zip of 10,000 label PDFs (stored, level 0).
// Each scenario runs in its own child process so its peak RSS is its own. Labels are rendered first
// (500 distinct ones, reused round-robin: rendering 10,000 would take a minute and is not what is
// measured); the merge parses and copies every source anew, so reuse saves it nothing.
// Prints JSON figures.
//   node --import tsx bench/bulk-documents.bench.ts
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Zip, ZipPassThrough } from 'fflate';
import {
  collectingSink,
  PdfMergeWriter,
} from '../apps/server/src/modules/bulk-documents/pdf-merge-writer.ts';
import { renderLabelPdf } from '../apps/server/src/modules/documents/label-pdf.ts';
import { placedOrderRow } from '../apps/server/src/modules/documents/order-fixtures.testing.ts';

const DISTINCT_LABELS = 500;
const SCENARIOS = ['merge:1000', 'merge:10000', 'zip:10000'] as const;

async function labels(): Promise<Uint8Array[]> {
  const list: Uint8Array[] = [];
  for (let i = 0; i < DISTINCT_LABELS; i++) list.push(await renderLabelPdf(placedOrderRow({ parcels: 1 })));
  return list;
}

const mb = (bytes: number) => Math.round(bytes / 1e5) / 10;

async function merge(sources: Uint8Array[], count: number) {
  const out = collectingSink();
  const writer = await PdfMergeWriter.create(out.sink);
  for (let i = 0; i < count; i++) await writer.add(sources[i % sources.length]!);
  writer.finish();
  return { bytes: out.bytes().length, pages: writer.pageCount };
}

function zip(sources: Uint8Array[], count: number) {
  const out = collectingSink();
  const archive = new Zip((error, chunk) => {
    if (error) throw error;
    out.sink(chunk);
  });
  for (let i = 0; i < count; i++) {
    const entry = new ZipPassThrough(`label-${i}.pdf`);
    archive.add(entry);
    entry.push(sources[i % sources.length]!, true);
  }
  archive.end();
  return { bytes: out.bytes().length, entries: count };
}

/** One scenario in this process: prints its figures as one JSON line. */
async function runScenario(name: string) {
  const [kind, n] = name.split(':') as [string, string];
  const count = Number(n);
  const sources = await labels();
  // Warm-up: the JIT compiles the parser and writer before the timed run.
  await merge(sources, 200);
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  const cpu = process.cpuUsage();
  const start = performance.now();
  const output = kind === 'merge' ? await merge(sources, count) : zip(sources, count);
  const ms = performance.now() - start;
  const used = process.cpuUsage(cpu);
  console.log(
    JSON.stringify({
      scenario: name,
      ms: Math.round(ms),
      cpuMs: Math.round((used.user + used.system) / 1000),
      outputMB: mb(output.bytes),
      ...output,
      rssBeforeMB: mb(rssBefore),
      // Peak of the whole process, label rendering included.
      peakRssMB: mb(process.resourceUsage().maxRSS * 1024),
    }),
  );
}

const scenario = process.argv[2];
if (scenario) {
  await runScenario(scenario);
} else {
  const results = SCENARIOS.map((name) => {
    const line = execFileSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), name], {
      encoding: 'utf8',
    });
    return JSON.parse(line.trim().split('\n').at(-1)!);
  });
  console.log(
    JSON.stringify(
      {
        targets: { merge1000Ms: 1000, merge10000Ms: 10000, peakRssMB: 400 },
        loadAverage: loadavg().map((l) => Math.round(l * 100) / 100),
        results,
      },
      null,
      2,
    ),
  );
}
