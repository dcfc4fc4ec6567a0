// Order import from a spreadsheet (issue 6): an .xlsx of 10,000 and of 100,000 template rows (and the
// same as CSV) validated through the real use cases on a real database: upload (header check, the file
// kept, a job queued) then the validation job (stream-read every row, map it to the order form, check it
// with orderInputSchema, store each row's outcome 1,000 at a time). Targets: 10,000 rows < 3 s, 100,000
// < 30 s, with bounded memory. Each scenario runs in its own child process so its peak RSS is its own;
// "readOnly" reads and checks the rows without the database, to show where the time goes.
// Prints JSON figures, one line per scenario.
//   node --import tsx bench/import.bench.ts
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5433/bench node --import tsx bench/import.bench.ts
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { importRowToOrderInput, orderInputSchema } from '@shiplabel/shared';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config.ts';
import { type DbHandle, wrapPglite, wrapPool } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { openImportFile } from '../apps/server/src/modules/imports/imports.file.ts';
import {
  csvOf,
  headersOf,
  rowsOf,
  validRow,
  xlsxOf,
} from '../apps/server/src/modules/imports/imports.fixtures.ts';
import { uploadImport, validateImportJob } from '../apps/server/src/modules/imports/imports.usecases.ts';
import { users } from '../apps/server/src/modules/users/users.table.ts';

const SCENARIOS = [
  'xlsx:10000',
  'csv:10000',
  'xlsx:100000',
  'csv:100000',
  'readOnly:xlsx:100000',
  'readOnly:csv:100000',
] as const;
const mb = (bytes: number) => Math.round(bytes / 1e5) / 10;

/** Rows with distinct recipients and numbers; one in 50 invalid (a bad ZIP), as real files have some. */
const row = (i: number) => validRow(i, { orderNo: `B${i}`, recipientZip: i % 50 === 0 ? '1234' : '10118' });

async function fileOf(kind: string, count: number) {
  return kind === 'csv'
    ? csvOf(headersOf('en-US'), rowsOf(count, undefined, row))
    : xlsxOf(headersOf('en-US'), rowsOf(count, undefined, row));
}

const APP_NAME = `import-bench-${process.pid}`;

async function database(): Promise<DbHandle> {
  const url = process.env.BENCH_DATABASE_URL;
  const handle = url
    ? wrapPool(
        new pg.Pool({ connectionString: url, max: 4, idleTimeoutMillis: 0, application_name: APP_NAME }),
      )
    : wrapPglite(
        await PGlite.create(join(mkdtempSync(join(tmpdir(), 'shiplabel-import-bench-')), 'pglite'), {
          extensions: { pg_trgm },
        }),
      );
  await migrateDatabase(handle);
  return handle;
}

/** CPU ms of this process's PostgreSQL backends (the database's share of the work, not in cpuMs). */
async function backendCpuMs(handle: DbHandle): Promise<Map<number, number>> {
  const cpu = new Map<number, number>();
  if (handle.kind !== 'pg') return cpu;
  const { rows } = await handle.pool.query<{ pid: number }>(
    'select pid from pg_stat_activity where application_name = $1',
    [APP_NAME],
  );
  for (const { pid } of rows) {
    try {
      // utime and stime, fields 14 and 15 of /proc/<pid>/stat, in clock ticks (100 per second).
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      cpu.set(pid, (Number(fields[11]) + Number(fields[12])) * 10);
    } catch {
      // PostgreSQL on another machine: not measured.
    }
  }
  return cpu;
}

async function runScenario(name: string, path: string) {
  const parts = name.split(':');
  const readOnly = parts[0] === 'readOnly';
  const kind = readOnly ? parts[1]! : parts[0]!;
  const handle = readOnly ? null : await database();
  const bytes = readFileSync(path);
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  const dbCpuBefore = handle ? await backendCpuMs(handle) : new Map<number, number>();
  const cpu = process.cpuUsage();
  const start = performance.now();
  let figures: Record<string, unknown>;
  if (!handle) {
    const opened = await openImportFile(bytes, kind as 'xlsx', 'en-US');
    let valid = 0;
    let rows = 0;
    for await (const r of opened.rows) {
      rows++;
      const cells: Record<string, unknown> = {};
      opened.keys.forEach((k, i) => {
        if (k) cells[k] = r.cells[i];
      });
      if (orderInputSchema.safeParse(importRowToOrderInput(cells as never).input).success) valid++;
    }
    figures = { rows, valid };
  } else {
    const config = loadConfig({
      DATA_DIR: mkdtempSync(join(tmpdir(), 'shiplabel-import-bench-data-')),
      LOG_LEVEL: 'silent',
    });
    const deps = { db: handle.db, config, clock: () => new Date() };
    const [user] = await handle.db
      .insert(users)
      .values({ email: `bench-${Date.now()}@example.com`, kind: 'customer', status: 1, passwordHash: 'x' })
      .returning({ id: users.id });
    const uploaded = await uploadImport({
      ...deps,
      userId: user!.id,
      locale: 'en-US',
      filename: `b.${kind}`,
      bytes,
    });
    const uploadMs = performance.now() - start;
    // The user waits from the upload until every row's result is in: the job's time included.
    const result =
      uploaded.status === 'validating'
        ? await validateImportJob(
            { ...deps },
            { importId: uploaded.id, locale: 'en-US', shouldStop: () => false },
          )
        : uploaded;
    figures = { uploadMs: Math.round(uploadMs), ...result };
  }
  const ms = performance.now() - start;
  const used = process.cpuUsage(cpu);
  let dbCpuMs: number | undefined;
  if (handle?.kind === 'pg') {
    const after = await backendCpuMs(handle);
    dbCpuMs = 0;
    for (const [pid, ms] of after) dbCpuMs += ms - (dbCpuBefore.get(pid) ?? 0);
  }
  console.log(
    JSON.stringify({
      scenario: name,
      driver: handle ? (handle.kind === 'pg' ? 'postgresql' : 'pglite') : 'none',
      fileMB: mb(bytes.length),
      validatedMs: Math.round(ms),
      cpuMs: Math.round((used.user + used.system) / 1000),
      dbCpuMs,
      ...figures,
      rssBeforeMB: mb(rssBefore),
      // Peak of the whole process (PGlite included, which runs inside it) and what the run added.
      peakRssMB: mb(process.resourceUsage().maxRSS * 1024),
      addedRssMB: mb(process.resourceUsage().maxRSS * 1024 - rssBefore),
      heapLimitMB: process.env.BENCH_MAX_HEAP_MB ? Number(process.env.BENCH_MAX_HEAP_MB) : undefined,
      loadAverage: loadavg()[0]?.toFixed(1),
    }),
  );
  await handle?.close();
}

const [only, onlyPath] = process.argv.slice(2);
if (only?.includes(':') && onlyPath) await runScenario(only, onlyPath);
else {
  // The files are generated once, here, so that each scenario's process holds only what it reads.
  const dir = mkdtempSync(join(tmpdir(), 'shiplabel-import-files-'));
  const wanted = only ? SCENARIOS.filter((s) => s.includes(only)) : SCENARIOS;
  const paths = new Map<string, string>();
  for (const scenario of wanted) {
    const [kind, n] = scenario.replace('readOnly:', '').split(':') as [string, string];
    const key = `${kind}-${n}`;
    if (!paths.has(key)) {
      const path = join(dir, `${key}.${kind}`);
      writeFileSync(path, await fileOf(kind, Number(n)));
      paths.set(key, path);
    }
  }
  for (const scenario of wanted) {
    const [kind, n] = scenario.replace('readOnly:', '').split(':') as [string, string];
    const out = execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--expose-gc',
        // BENCH_MAX_HEAP_MB=64: each scenario with V8's heap capped, to show that memory does not grow.
        ...(process.env.BENCH_MAX_HEAP_MB ? [`--max-old-space-size=${process.env.BENCH_MAX_HEAP_MB}`] : []),
        fileURLToPath(import.meta.url),
        scenario,
        paths.get(`${kind}-${n}`)!,
      ],
      { env: process.env, stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 1 << 20 },
    );
    process.stdout.write(out);
  }
  rmSync(dir, { recursive: true, force: true });
}
