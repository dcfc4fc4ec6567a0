import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../../config.ts';

/**
 * The uploaded file of a large import, kept for its validation job as a file under `DATA_DIR/imports`
 * (not in the database: a 10-30 MB bytea value cost seconds to write and read back, 12 s on PGlite) and
 * removed when validation ends or fails (and by the hourly sweep, imports.sweep.ts, when a crash left it). Every process that runs jobs must see the same DATA_DIR (one
 * machine, or a shared volume); a job that finds no file fails the import with `imports.file_gone`.
 */
export const importFilesDir = (config: Pick<Config, 'dataDir'>) => join(config.dataDir, 'imports');

export const importFilePath = (config: Pick<Config, 'dataDir'>, importId: string) =>
  join(importFilesDir(config), `${importId}.upload`);

export async function keepImportFile(config: Pick<Config, 'dataDir'>, importId: string, bytes: Buffer) {
  await mkdir(importFilesDir(config), { recursive: true });
  await writeFile(importFilePath(config, importId), bytes);
}

/** The kept file, or null when there is none (already validated, or another machine's DATA_DIR). */
export async function readImportFile(config: Pick<Config, 'dataDir'>, importId: string) {
  try {
    return await readFile(importFilePath(config, importId));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

export async function dropImportFile(config: Pick<Config, 'dataDir'>, importId: string) {
  await rm(importFilePath(config, importId), { force: true });
}
