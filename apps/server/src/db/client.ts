import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';

/** The one database type every use case sees, whichever driver is underneath (or a transaction). */
export type Database = PgDatabase<PgQueryResultHKT>;

export type DbHandle =
  | { kind: 'pglite'; db: Database; client: PGlite; close(): Promise<void> }
  | { kind: 'pg'; db: Database; pool: pg.Pool; close(): Promise<void> };

export function wrapPglite(client: PGlite): DbHandle {
  return { kind: 'pglite', db: drizzlePglite({ client }), client, close: () => client.close() };
}

export function wrapPool(pool: pg.Pool): DbHandle {
  return { kind: 'pg', db: drizzlePg({ client: pool }), pool, close: () => pool.end() };
}

/** PostgreSQL when DATABASE_URL is set, else the embedded PGlite under `${dataDir}/pglite`. */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  dbPoolMax?: number;
}): Promise<DbHandle> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.dbPoolMax ?? 20 });
    await pool.query('select 1');
    return wrapPool(pool);
  }
  const dir = join(opts.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  // pg_trgm: the order lists' keyword index (migration 0008); PostgreSQL ships it.
  const client = new PGlite(dir, { extensions: { pg_trgm } });
  await client.waitReady;
  return wrapPglite(client);
}

/** Rows of a raw `db.execute(sql...)`: both drivers answer `{ rows }`. */
export async function rowsOf<T>(result: Promise<unknown> | unknown): Promise<T[]> {
  return ((await result) as { rows: T[] }).rows;
}

/**
 * Rows of a statement run as a named prepared statement on PostgreSQL (parsed and planned once per
 * connection, then only executed): for hot paths such as the ledger's posting. PGlite runs it as usual.
 */
export async function preparedRowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  const client = pgClientOf(db);
  if (!client) return rowsOf<T>(db.execute(query));
  const { sql: text, params } = (db as unknown as Internals).dialect.sqlToQuery(query);
  return (await client.query({ name: statementName(text), text, values: params as unknown[] })).rows as T[];
}

/**
 * A statement whose text is built once (`text`, with `values` in its placeholders' order) and the same as
 * a drizzle SQL (`query`) for PGlite or when it varies; see preparedTextRowsOf.
 */
export interface PreparedText {
  query: () => SQL;
  text?: string;
  values?: unknown[];
}

/**
 * preparedRowsOf without building the SQL for each call: for the hottest statements (the ledger's posting),
 * where drizzle's SQL building and the text's hashing were a third of the Node time per call.
 */
export async function preparedTextRowsOf<T>(db: Database, statement: PreparedText): Promise<T[]> {
  const client = pgClientOf(db);
  if (!client || statement.text === undefined) return preparedRowsOf<T>(db, statement.query());
  const { text, values } = statement;
  return (await client.query({ name: statementName(text), text, values })).rows as T[];
}

interface Internals {
  session?: { client?: unknown };
  dialect: { sqlToQuery(q: SQL): { sql: string; params: unknown[] } };
}

export function pgClientOf(db: Database): pg.Client | pg.Pool | null {
  const client = (db as unknown as Internals).session?.client;
  return client instanceof pg.Client || client instanceof pg.Pool ? client : null;
}

const names = new Map<string, string>();
/** One name per statement text (parsed and planned once per connection under it). */
export function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `p_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    if (names.size < 1000) names.set(text, name);
  }
  return name;
}
