// Embedded -> PostgreSQL copy and embedded backup (issue 18): an embedded database (PGlite on disk) with the
// demo data plus N orders (default 100,000: one real placed order, made through the batch placement,
// repeated by one INSERT ... SELECT generate_series with its own order number), then, each in its own
// process for its own peak RSS: `copyToPostgres` (what `npm run db:copy-to-postgres` runs) into a new
// database, and `takeBackup` (what the server runs for `npm run db:backup`). Prints JSON: wall seconds, peak
// RSS, rows copied, backup size; the copy's own checks (counts, balances, reconcile) must pass.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5433/bench_dbcopy node --import tsx bench/db-copy.bench.ts [orders]
// The database named in DATABASE_URL is dropped and created again (the copy only goes into an empty one).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase, rowsOf } from '../apps/server/src/db/client.ts';
import { takeBackup } from '../apps/server/src/modules/maintenance-db/backup.ts';
import { copyToPostgres } from '../apps/server/src/modules/maintenance-db/copy.ts';
import { fillEmbeddedDatabase } from '../apps/server/src/modules/maintenance-db/fill.fixtures.ts';

const phase = process.env.BENCH_DBCOPY_PHASE;
const targetUrl = process.env.DATABASE_URL;
if (!targetUrl) throw new Error('Set DATABASE_URL to a scratch database (it is dropped and created again).');
const peakRssMB = () => Math.round((process.resourceUsage().maxRSS * 1024) / 1e6);

if (phase === 'copy') {
  const started = performance.now();
  const report = await copyToPostgres({ dataDir: process.env.BENCH_DATA_DIR!, databaseUrl: targetUrl });
  const rows = report.tables.reduce((sum, t) => sum + t.target, 0);
  console.log(
    JSON.stringify({
      seconds: (performance.now() - started) / 1000,
      peakRssMB: peakRssMB(),
      rows,
      ok: report.ok,
    }),
  );
  process.exit(report.ok ? 0 : 1);
}
if (phase === 'backup') {
  const handle = await openDatabase({ dataDir: process.env.BENCH_DATA_DIR! });
  if (handle.kind !== 'pglite') throw new Error('embedded expected');
  const started = performance.now();
  const backup = await takeBackup(handle.client, join(process.env.BENCH_DATA_DIR!, 'backups'), 1);
  const seconds = (performance.now() - started) / 1000;
  await handle.close();
  console.log(JSON.stringify({ seconds, peakRssMB: peakRssMB(), backupMB: backup.bytes / 1e6 }));
  process.exit(0);
}

const ORDERS = Number(process.argv[2] ?? 100_000);
const dataDir = mkdtempSync(join(tmpdir(), 'shiplabel-dbcopy-bench-'));
const config = loadConfig({ ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
const fillStarted = performance.now();
await fillEmbeddedDatabase(config, 1);
const handle = await openDatabase({ dataDir });
const columns = (
  await rowsOf<{ name: string }>(
    handle.db.execute(sql`select column_name as name from information_schema.columns
      where table_schema = 'public' and table_name = 'orders'
        and column_name not in ('id', 'order_no', 'placement_key') order by ordinal_position`),
  )
).map((c) => `"${c.name}"`);
for (let start = 1; start < ORDERS; start += 20_000) {
  const end = Math.min(ORDERS - 1, start + 19_999);
  await handle.db.execute(
    sql.raw(`insert into orders (${columns.join(', ')}, order_no)
      select ${columns.map((c) => `o.${c}`).join(', ')}, 'BENCH-' || i
      from (select * from orders where order_no = 'COPY-0') o, generate_series(${start}, ${end}) as i`),
  );
}
const [{ n } = { n: 0 }] = await rowsOf<{ n: number }>(
  handle.db.execute(sql`select count(*)::int as n from orders`),
);
await handle.close();
const fillSeconds = (performance.now() - fillStarted) / 1000;

const admin = new pg.Client({ connectionString: targetUrl.replace(/\/[^/?]+(\?|$)/, '/postgres$1') });
await admin.connect();
const dbName = decodeURIComponent(new URL(targetUrl).pathname.slice(1));
await admin.query(`drop database if exists "${dbName}" with (force)`);
await admin.query(`create database "${dbName}"`);
await admin.end();

const run = (name: string) => {
  const child = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
    env: { ...process.env, BENCH_DBCOPY_PHASE: name, BENCH_DATA_DIR: dataDir },
    encoding: 'utf8',
    maxBuffer: 1 << 26,
  });
  if (child.status !== 0) throw new Error(`${name} failed: ${child.stderr}\n${child.stdout}`);
  return JSON.parse(child.stdout.trim().split('\n').at(-1)!);
};
const backup = run('backup');
const copy = run('copy');
console.log(JSON.stringify({ orders: n, fillSeconds: Math.round(fillSeconds), copy, backup }, null, 2));
rmSync(dataDir, { recursive: true, force: true });
