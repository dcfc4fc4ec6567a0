import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { wrapPglite } from '../../db/client.ts';
import { applicationTables, ledgerProblems, rowCounts } from './db-facts.ts';
import { runningServerPid } from './server-presence.ts';

export class RestoreRefused extends Error {}

export interface RestoreResult {
  directory: string;
  counts: Map<string, number>;
  ledgerProblems: string[];
}

/**
 * Restores a `db:backup` tarball into DATA_DIR/pglite, which must be empty or absent (a restore never
 * overwrites a database), then opens it and runs the ledger reconciliation. A failed restore removes what
 * it wrote, so it can be retried.
 */
export async function restoreBackup(file: string, dataDir: string): Promise<RestoreResult> {
  const pid = runningServerPid(dataDir);
  if (pid) throw new RestoreRefused(`A server (pid ${pid}) runs on ${dataDir}: stop it first.`);
  if (!existsSync(file)) throw new RestoreRefused(`No backup file ${file}.`);
  const directory = join(dataDir, 'pglite');
  if (existsSync(directory) && readdirSync(directory).length > 0)
    throw new RestoreRefused(
      `${directory} is not empty: a restore goes into an empty data directory. Move the current database away (or choose another DATA_DIR) and run the restore again.`,
    );
  let client: PGlite | undefined;
  try {
    mkdirSync(directory, { recursive: true });
    client = await PGlite.create(directory, {
      loadDataDir: new Blob([readFileSync(file)]),
      extensions: { pg_trgm },
    });
    const { db } = wrapPglite(client);
    const counts = await rowCounts(db, await applicationTables(db));
    return { directory, counts, ledgerProblems: await ledgerProblems(db) };
  } catch (error) {
    await client?.close().catch(() => undefined);
    client = undefined;
    rmSync(directory, { recursive: true, force: true });
    throw error;
  } finally {
    await client?.close();
  }
}
