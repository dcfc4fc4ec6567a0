import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { type Database, type DbHandle, rowsOf } from './client.ts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any fixed number: every instance of this application takes the same advisory lock at start-up. */
const STARTUP_LOCK_KEY = 72_410_501;

async function appliedCount(db: Database): Promise<number> {
  const [exists] = await rowsOf<{ t: string | null }>(
    db.execute(sql`select to_regclass('drizzle.__drizzle_migrations')::text as t`),
  );
  if (!exists?.t) return 0;
  const [row] = await rowsOf<{ n: number }>(
    db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
  );
  return Number(row?.n ?? 0);
}

/** Applies the generated SQL migrations not applied yet; returns how many were applied. */
export async function migrateDatabase(handle: DbHandle): Promise<number> {
  const before = await appliedCount(handle.db);
  const config = { migrationsFolder: MIGRATIONS_DIR };
  if (handle.kind === 'pglite') await migratePglite(handle.db as PgliteDatabase, config);
  else await migratePg(handle.db as NodePgDatabase, config);
  return (await appliedCount(handle.db)) - before;
}

/**
 * Runs `fn` while holding a PostgreSQL advisory lock, so two instances starting together do not migrate
 * or seed at the same time. PGlite is only ever opened by one process, so it needs no lock.
 */
export async function withStartupLock<T>(handle: DbHandle, fn: () => Promise<T>): Promise<T> {
  if (handle.kind === 'pglite') return fn();
  const client = await handle.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    return await fn();
  } finally {
    await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
    client.release();
  }
}
