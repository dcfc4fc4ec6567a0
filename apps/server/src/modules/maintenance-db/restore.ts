import { createReadStream, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { wrapPglite } from '../../db/client.ts';
import { applicationTables, ledgerProblems, rowCounts } from './db-facts.ts';
import { runningServerPid } from './server-presence.ts';

export class RestoreRefused extends Error {}

/**
 * A gzip file ends with its length and CRC: reading it through fails on a cut-off or damaged file, which
 * is then refused with a message instead of reaching PGlite (whose own gunzip fails outside any promise).
 */
async function assertWholeGzip(file: string): Promise<void> {
  try {
    await pipeline(
      createReadStream(file),
      createGunzip(),
      new Writable({ write: (_chunk, _encoding, done) => done() }),
    );
  } catch (error) {
    throw new RestoreRefused(
      `${file} is not a whole backup (${(error as Error).message}): it was cut off or damaged; restore another backup.`,
    );
  }
}

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
  // A backup killed while writing leaves its bytes under this name only (backup.ts renames when done).
  if (file.endsWith('.partial'))
    throw new RestoreRefused(
      `${file} is an unfinished backup (interrupted while it was written): restore a finished pglite-*.tar.gz instead.`,
    );
  const directory = join(dataDir, 'pglite');
  if (existsSync(directory) && readdirSync(directory).length > 0)
    throw new RestoreRefused(
      `${directory} is not empty: a restore goes into an empty data directory. Move the current database away (or choose another DATA_DIR) and run the restore again.`,
    );
  await assertWholeGzip(file);
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
