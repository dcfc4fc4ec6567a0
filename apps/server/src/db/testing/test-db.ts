import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { seedCatalog } from '../../modules/seed/catalog.seed.ts';
import { type DbHandle, rowsOf, wrapPglite, wrapPool } from '../client.ts';
import { migrateDatabase } from '../migrate.ts';

/** Kept across test files: tests run with `isolate: false`, so one worker reuses one database. */
const KEPT = Symbol.for('shiplabel.testDb');
type Holder = { [KEPT]?: Promise<DbHandle> };

/** `TEST_DB_PREFIX` (default `test_`) lets several suites share one PostgreSQL server at once. */
export const testDatabasePrefix = () => process.env.TEST_DB_PREFIX ?? 'test_';
export const workerDatabaseName = () => `${testDatabasePrefix()}w${process.env.VITEST_POOL_ID ?? '1'}`;

/** Connection string of another database on the same server (same credentials, host and options). */
export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function openPostgres(adminUrl: string): Promise<DbHandle> {
  const name = workerDatabaseName();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  return wrapPool(new pg.Pool({ connectionString: databaseUrl(adminUrl, name), max: 5 }));
}

/**
 * This worker's migrated database: an in-memory PGlite (a new one costs ~3.7 s, so only one per worker),
 * or its own database on TEST_DATABASE_URL's server.
 */
export function getTestDb(): Promise<DbHandle> {
  const holder = globalThis as Holder;
  holder[KEPT] ??= (async () => {
    const adminUrl = process.env.TEST_DATABASE_URL;
    const handle = adminUrl
      ? await openPostgres(adminUrl)
      : wrapPglite(await PGlite.create({ extensions: { pg_trgm } }));
    await migrateDatabase(handle);
    return handle;
  })();
  return holder[KEPT];
}

/**
 * Empties every table (migrations live in the `drizzle` schema and stay) and re-seeds the catalogue.
 * The login key pair is kept: generating RSA keys is slow and no test depends on a fresh one.
 */
export async function resetTestDb(handle: DbHandle): Promise<void> {
  const tables = await rowsOf<{ name: string }>(
    handle.db.execute(
      sql`select tablename as name from pg_tables where schemaname = 'public' and tablename <> 'server_keys'`,
    ),
  );
  if (tables.length) {
    const list = tables.map((t) => `"public"."${t.name}"`).join(', ');
    await handle.db.execute(sql.raw(`truncate ${list} restart identity cascade`));
  }
  await seedCatalog(handle.db);
}
