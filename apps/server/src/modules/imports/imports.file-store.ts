import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../../config.ts';
import { objectStorage } from '../files/object-storage.ts';

/**
 * The uploaded file of a large import, kept for its validation job (not in the database: a 10-30 MB bytea
 * value cost seconds to write and read back, 12 s on PGlite) and removed when validation ends or fails (and
 * by the hourly sweep, imports.sweep.ts, when a crash left it). With object storage configured (S3_*,
 * issue 18) a new upload is the object `imports/<id>.upload`, so any instance's job worker validates it;
 * otherwise a file under `DATA_DIR/imports`, and every process that runs jobs must see the same DATA_DIR
 * (one machine, or a shared volume). A job that finds no file fails the import with `imports.file_gone`.
 *
 * Reads, removals and the sweep look in both places: an upload kept on disk before S3_* was set stays
 * readable after the switch (until `files:copy-to-s3` moves it, imports.copy-to-s3.ts). The import row does not
 * record where its upload is: the location is found by looking, the disk first (a local stat, and where
 * a pre-switch upload is), so uploads from any version of the server need no migration.
 */
export const importFilesDir = (config: Pick<Config, 'dataDir'>) => join(config.dataDir, 'imports');

export const importFilePath = (config: Pick<Config, 'dataDir'>, importId: string) =>
  join(importFilesDir(config), `${importId}.upload`);

export const IMPORT_OBJECT_PREFIX = 'imports/';
export const importObjectKey = (importId: string) => `${IMPORT_OBJECT_PREFIX}${importId}.upload`;

export async function keepImportFile(config: Pick<Config, 'dataDir'>, importId: string, bytes: Buffer) {
  const storage = objectStorage();
  if (storage) return storage.put(importObjectKey(importId), bytes, 'application/octet-stream');
  await mkdir(importFilesDir(config), { recursive: true });
  await writeFile(importFilePath(config, importId), bytes);
}

async function readDiskFile(config: Pick<Config, 'dataDir'>, importId: string) {
  try {
    return await readFile(importFilePath(config, importId));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** The kept file, or null when there is none (already validated, or another machine's DATA_DIR). */
export async function readImportFile(config: Pick<Config, 'dataDir'>, importId: string) {
  const onDisk = await readDiskFile(config, importId);
  if (onDisk) return onDisk;
  return (await objectStorage()?.get(importObjectKey(importId))) ?? null;
}

export async function dropImportFile(config: Pick<Config, 'dataDir'>, importId: string) {
  await rm(importFilePath(config, importId), { force: true });
  await objectStorage()?.delete(importObjectKey(importId));
}

const UPLOAD = /^([0-9a-f-]{36})\.upload$/;

/** Every kept upload on this machine's disk: its import's id and when it was written. */
export async function keptDiskImportFiles(
  config: Pick<Config, 'dataDir'>,
): Promise<{ importId: string; modifiedMs: number }[]> {
  const entries = await readdir(importFilesDir(config)).catch(() => [] as string[]);
  const kept: { importId: string; modifiedMs: number }[] = [];
  for (const name of entries) {
    const importId = UPLOAD.exec(name)?.[1];
    if (!importId) continue;
    const info = await stat(join(importFilesDir(config), name)).catch(() => null);
    if (info) kept.push({ importId, modifiedMs: info.mtimeMs });
  }
  return kept;
}

/** Every kept upload, on disk and in the bucket: its import's id and when it was written (for the sweep). */
export async function keptImportFiles(
  config: Pick<Config, 'dataDir'>,
): Promise<{ importId: string; modifiedMs: number }[]> {
  const kept = await keptDiskImportFiles(config);
  const storage = objectStorage();
  if (!storage) return kept;
  const objects = await storage.list(IMPORT_OBJECT_PREFIX);
  for (const { key, modifiedMs } of objects) {
    const importId = UPLOAD.exec(key.slice(IMPORT_OBJECT_PREFIX.length))?.[1];
    if (importId) kept.push({ importId, modifiedMs });
  }
  return kept;
}
