// Bulk label files (issue 6), in process (no database): one merged PDF of 1,000 and of 10,000 one-page
// 4x6 labels (target < 1 s and < 10 s, under 400 MB), and a zip of 10,000 label PDFs (stored, level 0).
// Each scenario runs in its own child process so its peak RSS is its own. Labels are rendered first
// (1,000 distinct ones, reused round-robin beyond that: rendering 10,000 would take half a minute and is
// not what is measured); the merge parses and copies every source anew, so reuse saves it nothing.
// The 1,000-label merge is compared (issue 12) with `qpdf --empty --pages <the same 1,000 files> -- out`
// run in the same process on the same files written to a temporary directory: both times and sizes are
// printed, and the merged file is checked by `qpdf --check`.
// Prints JSON figures.
//   node --import tsx bench/bulk-documents.bench.ts
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Zip, ZipPassThrough } from 'fflate';
import {
  collectingSink,
  PdfMergeWriter,
} from '../apps/server/src/modules/bulk-documents/pdf-merge-writer.ts';
import { renderLabelPdf } from '../apps/server/src/modules/documents/label-pdf.ts';
import { placedOrderRow } from '../apps/server/src/modules/documents/order-fixtures.testing.ts';

const DISTINCT_LABELS = 1000;
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
  const merged = out.bytes();
  return { bytes: merged.length, pages: writer.pageCount, merged };
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

/** The same merge by qpdf, from files on disk (as a command line user would run it). */
function qpdfMerge(sources: Uint8Array[], count: number, merged: Buffer) {
  const dir = mkdtempSync(join(tmpdir(), 'bulk-bench-'));
  try {
    const files = sources.slice(0, count).map((bytes, i) => {
      const file = join(dir, `label-${String(i).padStart(5, '0')}.pdf`);
      writeFileSync(file, bytes);
      return file;
    });
    const output = join(dir, 'qpdf.pdf');
    const start = performance.now();
    // bash's `times` prints the children's user and system CPU (second line): qpdf's own CPU time, which
    // a loaded machine does not inflate as it does wall time.
    const times = execFileSync('bash', ['-c', 'qpdf --empty --pages "$@" -- "$0"; times', output, ...files], {
      encoding: 'utf8',
    });
    const ms = performance.now() - start;
    const [user = 0, system = 0] = [
      ...(times.trim().split('\n').at(-1) ?? '').matchAll(/(\d+)m([\d.]+)s/g),
    ].map((m) => Number(m[1]) * 60_000 + Number(m[2]) * 1000);
    const ours = join(dir, 'ours.pdf');
    writeFileSync(ours, merged);
    let check = 'ok';
    try {
      execFileSync('qpdf', ['--check', ours], { stdio: 'pipe' });
    } catch (error) {
      check = String((error as { stdout?: Buffer }).stdout ?? error).slice(0, 300);
    }
    const inputBytes = files.reduce((sum, file) => sum + statSync(file).size, 0);
    return {
      qpdfMs: Math.round(ms),
      qpdfCpuMs: Math.round(user + system),
      qpdfMB: mb(statSync(output).size),
      inputsMB: mb(inputBytes),
      qpdfCheckOfOurs: check,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
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
  const { merged, ...output } =
    kind === 'merge' ? await merge(sources, count) : { ...zip(sources, count), merged: null };
  const ms = performance.now() - start;
  const used = process.cpuUsage(cpu);
  const peakRssMB = mb(process.resourceUsage().maxRSS * 1024);
  const qpdf = merged && count <= sources.length ? qpdfMerge(sources, count, merged) : null;
  const versusQpdf = qpdf && {
    ...qpdf,
    sizeOfQpdfs: Math.round((output.bytes / 1e6 / qpdf.qpdfMB) * 100) / 100,
    timesFasterThanQpdf: Math.round((qpdf.qpdfMs / ms) * 10) / 10,
    cpuTimesLessThanQpdf: Math.round((qpdf.qpdfCpuMs / ((used.user + used.system) / 1000)) * 10) / 10,
  };
  console.log(
    JSON.stringify({
      scenario: name,
      ms: Math.round(ms),
      cpuMs: Math.round((used.user + used.system) / 1000),
      outputMB: mb(output.bytes),
      ...output,
      ...versusQpdf,
      rssBeforeMB: mb(rssBefore),
      // Peak of the whole process, label rendering included.
      peakRssMB,
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
        targets: { merge1000Ms: 1000, merge10000Ms: 10000, peakRssMB: 400, merge1000SizeOfQpdfs: 1 },
        loadAverage: loadavg().map((l) => Math.round(l * 100) / 100),
        results,
      },
      null,
      2,
    ),
  );
}
