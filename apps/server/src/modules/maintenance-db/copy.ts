import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type Database, type DbHandle, openDatabase, wrapPool } from '../../db/client.ts';
import { migrateDatabase } from '../../db/migrate.ts';
import { applicationTables, balanceTotals, COPY_MARKER, ledgerProblems, rowCounts } from './db-facts.ts';
import { runningServerPid } from './server-presence.ts';

export class CopyRefused extends Error {}

export interface CopyReport {
  tables: { name: string; source: number; target: number }[];
  sequences: number;
  foreignKeys: number;
  loginKeysCopied: boolean;
  balances: { source: Record<string, string>; target: Record<string, string> };
  ledgerProblems: string[];
  ms: number;
  ok: boolean;
}

const q = (name: string) => `"${name.replace(/"/g, '""')}"`;
const databaseName = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1)) || 'postgres';

/**
 * Copies the embedded database under `dataDir` into the empty PostgreSQL database at `databaseUrl`:
 * marker table first (a kill -9 leaves it, and a rerun refuses), schema by the normal migrations, foreign
 * keys dropped, every table's rows in pages, foreign keys added back (PostgreSQL checks every row then),
 * sequences set, then row counts, balances and the ledger reconciliation compared. The marker is removed
 * only when everything matches.
 */
export async function copyToPostgres(opts: {
  dataDir: string;
  databaseUrl: string;
  pageRows?: number;
  log?: (line: string) => void;
}): Promise<CopyReport> {
  const started = performance.now();
  const log = opts.log ?? (() => undefined);
  const pid = runningServerPid(opts.dataDir);
  if (pid)
    throw new CopyRefused(
      `A server (pid ${pid}) is running on ${opts.dataDir}: stop it first, the copy must read a database nobody writes to.`,
    );
  if (!existsSync(join(opts.dataDir, 'pglite', 'PG_VERSION')))
    throw new CopyRefused(`No embedded database under ${join(opts.dataDir, 'pglite')}: check DATA_DIR.`);
  const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 2 });
  const target = { ...wrapPool(pool), kind: 'pg' as const, pool };
  let source: DbHandle | undefined;
  try {
    await assertEmptyTarget(target, opts.databaseUrl);
    source = await openDatabase({ dataDir: opts.dataDir });
    if (source.kind !== 'pglite') throw new Error('the source must be the embedded database');
    const client = source.client;
    // The source is brought to the current schema, as the server's start-up would.
    await migrateDatabase(source);
    await target.pool.query(
      `create table public.${COPY_MARKER} (started_at timestamptz not null default now(), note text not null)`,
    );
    await target.pool.query(`insert into public.${COPY_MARKER} (note) values ($1)`, [
      'db:copy-to-postgres has not finished: drop and recreate this database before copying again',
    ]);
    await migrateDatabase(target);
    const tables = await applicationTables(source.db);
    await assertSameSchema(client, target.pool, tables);
    // Migrations insert no rows today; emptying keeps the copy exact should one ever do.
    await target.pool.query(`truncate ${tables.map((t) => `public.${q(t)}`).join(', ')} cascade`);
    const foreignKeys = await dropForeignKeys(target.pool);
    for (const table of tables) {
      const copied = await copyTable(client, target.pool, table, opts.pageRows ?? 1000);
      log(`  ${table}: ${copied} rows`);
    }
    for (const fk of foreignKeys)
      await target.pool.query(`alter table ${fk.tbl} add constraint ${q(fk.name)} ${fk.def}`);
    const sequences = await copySequences(client, target.pool);

    const sourceCounts = await rowCounts(source.db, tables);
    const targetCounts = await rowCounts(target.db, tables);
    const report: CopyReport = {
      tables: tables.map((name) => ({
        name,
        source: sourceCounts.get(name) ?? 0,
        target: targetCounts.get(name) ?? -1,
      })),
      sequences,
      foreignKeys: foreignKeys.length,
      loginKeysCopied: await sameLoginKeys(client, target.pool),
      balances: { source: await balanceTotals(source.db), target: await balanceTotals(target.db) },
      ledgerProblems: await ledgerProblems(target.db),
      ms: 0,
      ok: false,
    };
    report.ok =
      report.tables.every((t) => t.source === t.target) &&
      report.loginKeysCopied &&
      JSON.stringify(report.balances.source) === JSON.stringify(report.balances.target) &&
      report.ledgerProblems.length === 0;
    if (report.ok) await target.pool.query(`drop table public.${COPY_MARKER}`);
    report.ms = Math.round(performance.now() - started);
    return report;
  } finally {
    await source?.close();
    await target.close();
  }
}

async function assertEmptyTarget(target: { db: Database; pool: pg.Pool }, url: string) {
  const name = databaseName(url);
  const recreate = `drop and recreate it (psql: DROP DATABASE ${q(name)} WITH (FORCE); CREATE DATABASE ${q(name)};) then run the copy again`;
  const marker = await target.pool.query<{ t: string | null }>('select to_regclass($1)::text as t', [
    `public.${COPY_MARKER}`,
  ]);
  if (marker.rows[0]?.t)
    throw new CopyRefused(
      `The database ${name} holds an interrupted copy (table ${COPY_MARKER}): it is incomplete. Empty it: ${recreate}.`,
    );
  const tables = await applicationTables(target.db);
  const filled: string[] = [];
  for (const table of tables) {
    const { rows } = await target.pool.query(`select 1 from public.${q(table)} limit 1`);
    if (rows.length) filled.push(table);
  }
  if (filled.length)
    throw new CopyRefused(
      `The database ${name} is not empty (rows in ${filled.slice(0, 5).join(', ')}${filled.length > 5 ? ', ...' : ''}): the copy only goes into an empty database. ${recreate[0]?.toUpperCase()}${recreate.slice(1)}.`,
    );
}

const COLUMNS_SQL = `select c.relname as tbl, a.attname as col, a.attgenerated as gen from pg_attribute a
  join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
  order by c.relname, a.attnum`;
type ColumnRow = { tbl: string; col: string; gen: string };

const columnsByTable = (rows: ColumnRow[]) => {
  const map = new Map<string, ColumnRow[]>();
  for (const row of rows) map.set(row.tbl, [...(map.get(row.tbl) ?? []), row]);
  return map;
};
const insertableColumns = new Map<string, string[]>();

/** Both sides have the same tables with the same columns in the same order (row texts are positional). */
async function assertSameSchema(source: PGlite, target: pg.Pool, tables: string[]) {
  const a = columnsByTable((await source.query<ColumnRow>(COLUMNS_SQL)).rows);
  const b = columnsByTable((await target.query<ColumnRow>(COLUMNS_SQL)).rows);
  const shape = (rows: ColumnRow[] | undefined) => (rows ?? []).map((r) => r.col).join(',');
  const different = tables.filter((t) => shape(a.get(t)) !== shape(b.get(t)));
  const missing = [...b.keys()].filter((t) => t !== COPY_MARKER && !tables.includes(t));
  if (different.length || missing.length)
    throw new CopyRefused(
      `The embedded database and the migrated target differ in ${[...different, ...missing].join(', ')}: run the same version of the application on both.`,
    );
  for (const t of tables)
    insertableColumns.set(
      t,
      (a.get(t) ?? []).filter((r) => !r.gen).map((r) => r.col),
    );
}

async function dropForeignKeys(target: pg.Pool) {
  const { rows } = await target.query<{ tbl: string; name: string; def: string }>(
    `select conrelid::regclass::text as tbl, conname as name, pg_get_constraintdef(oid) as def
     from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace order by 1, 2`,
  );
  for (const fk of rows) await target.query(`alter table ${fk.tbl} drop constraint ${q(fk.name)}`);
  return rows;
}

/**
 * Pages through the source by ranges of its disk blocks (a TID range scan: each page reads only its blocks,
 * nothing is sorted; the source is not written meanwhile) and sends each page as row texts, which
 * PostgreSQL parses back into the table's row type: every type round-trips exactly (timestamps to the
 * microsecond, jsonb, numerics, bytea) without going through JavaScript values.
 */
async function copyTable(source: PGlite, target: pg.Pool, table: string, pageRows: number): Promise<number> {
  const columns = insertableColumns.get(table) ?? [];
  const insert = `insert into public.${q(table)} (${columns.map(q).join(', ')}) overriding system value
    select ${columns.map((c) => `(s.x).${q(c)}`).join(', ')}
    from (select u.r::public.${q(table)} as x from unnest($1::text[]) as u(r) offset 0) s`;
  const [size] = (
    await source.query<{ blocks: number; n: number }>(
      `select (pg_relation_size($1) / current_setting('block_size')::int)::int as blocks,
        (select count(*)::int from public.${q(table)}) as n`,
      [`public.${q(table)}`],
    )
  ).rows;
  const blocks = size?.blocks ?? 0;
  const rows = size?.n ?? 0;
  if (!rows) return 0;
  const step = Math.max(1, Math.floor((blocks * pageRows) / rows));
  const select = `select t::text as r from public.${q(table)} t
    where ctid >= format('(%s,0)', $1::int)::tid and ctid < format('(%s,0)', $2::int)::tid`;
  let copied = 0;
  for (let block = 0; block < blocks; block += step) {
    const page = await source.query<{ r: string }>(select, [block, block + step]);
    if (page.rows.length) await target.query(insert, [page.rows.map((row) => row.r)]);
    copied += page.rows.length;
  }
  return copied;
}

async function copySequences(source: PGlite, target: pg.Pool): Promise<number> {
  const { rows } = await source.query<{ name: string }>(
    `select sequencename as name from pg_sequences where schemaname = 'public'`,
  );
  for (const { name } of rows) {
    const state = await source.query<{ v: string; called: boolean }>(
      `select last_value::text as v, is_called as called from public.${q(name)}`,
    );
    const s = state.rows[0];
    if (s) await target.query('select setval($1, $2::bigint, $3)', [`public.${q(name)}`, s.v, s.called]);
  }
  return rows.length;
}

async function sameLoginKeys(source: PGlite, target: pg.Pool): Promise<boolean> {
  const text = `select coalesce(string_agg(name || ':' || md5(public_pem || private_pem), ',' order by name), '') as k from server_keys`;
  const a = (await source.query<{ k: string }>(text)).rows[0]?.k;
  const b = (await target.query<{ k: string }>(text)).rows[0]?.k;
  return a === b;
}
