import { sql } from 'drizzle-orm';
import { type Database, preparedRowsOf } from '../../db/client.ts';
import { ratingCatalogVersion } from '../pricing/pricing.table.ts';
import { insuranceTables, sysConfigChanges } from './config.table.ts';

/**
 * The tokens that move with every change of what a quote is computed from: the system configuration (the
 * newest change record and insurance table version) and the rating catalogue (`rating_catalog_version`).
 * Every quote compares both with its in-process caches.
 */
export interface ChangeTokens {
  config: string;
  catalog: string;
}

const gathering = new WeakMap<Database, Promise<ChangeTokens>>();

async function readChangeTokens(db: Database): Promise<ChangeTokens> {
  // Read on every quote: a named prepared statement (its planning cost PostgreSQL more than running it).
  const [row] = await preparedRowsOf<{ change: string; version: string; catalog: string | null }>(
    db,
    sql`select (select coalesce(max(${sysConfigChanges.id}), 0) from ${sysConfigChanges})::text as change,
      (select coalesce(max(${insuranceTables.version}), 0) from ${insuranceTables})::text as version,
      (select ${ratingCatalogVersion.token} from ${ratingCatalogVersion} where ${ratingCatalogVersion.id} = 1)
        as catalog`,
  );
  return { config: `${row?.change}/${row?.version}`, catalog: row?.catalog ?? 'none' };
}

/**
 * Both tokens in one statement. Callers in the same turn of the event loop share it: a quote asks for both
 * at once (catalogue and settings), and requests arriving together on a busy server share one read. Only
 * callers that came before the statement is sent join it, so a caller always sees every change committed
 * before it asked (a read already sent is never joined).
 */
export function changeTokens(db: Database): Promise<ChangeTokens> {
  const waiting = gathering.get(db);
  if (waiting) return waiting;
  const read = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
    gathering.delete(db);
    return readChangeTokens(db);
  });
  gathering.set(db, read);
  return read;
}
