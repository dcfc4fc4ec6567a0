import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../../config.ts';
import { objectStorage } from '../files/object-storage.ts';

/**
 * The uploaded file of a large import, kept for its validation job (not in the database: a 10-30 MB bytea
 * value cost seconds to write and read back, 12 s on PGlite) and removed when validation ends or fails (and
 * by the hourly sweep, imports.sweep.ts, when a crash left it). With object storage configured (S3_*,
 * issue 18) it is the object `imports/<id>.upload`, so any instance's job worker validates it; otherwise a
 * file under `DATA_DIR/imports`, and every process that runs jobs must see the same DATA_DIR (one machine,
 * or a shared volume). A job that finds no file fails the import with `imports.file_gone`.
 */
export const importFilesDir = (config: Pick<Config, 'dataDir'>) => join(config.dataDir, 'imports');

export const importFilePath = (config: Pick<Config, 'dataDir'>, importId: string) =>
  join(importFilesDir(config), `${importId}.upload`);

export const IMPORT_OBJECT_PREFIX = 'imports/';
const objectKey = (importId: string) => `${IMPORT_OBJECT_PREFIX}${importId}.upload`;

export async function keepImportFile(config: Pick<Config, 'dataDir'>, importId: string, bytes: Buffer) {
  const storage = objectStorage();
  if (storage) return storage.put(objectKey(importId), bytes, 'application/octet-stream');
  await mkdir(importFilesDir(config), { recursive: true });
  await writeFile(importFilePath(config, importId), bytes);
}

/** The kept file, or null when there is none (already validated, or another machine's DATA_DIR). */
export async function readImportFile(config: Pick<Config, 'dataDir'>, importId: string) {
  const storage = objectStorage();
  if (storage) return storage.get(objectKey(importId));
  try {
    return await readFile(importFilePath(config, importId));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

export async function dropImportFile(config: Pick<Config, 'dataDir'>, importId: string) {
  const storage = objectStorage();
  if (storage) return storage.delete(objectKey(importId));
  await rm(importFilePath(config, importId), { force: true });
}

const UPLOAD = /^([0-9a-f-]{36})\.upload$/;

/** Every kept upload: its import's id and when it was written (for the sweep). */
export async function keptImportFiles(
  config: Pick<Config, 'dataDir'>,
): Promise<{ importId: string; modifiedMs: number }[]> {
  const storage = objectStorage();
  if (storage) {
    const objects = await storage.list(IMPORT_OBJECT_PREFIX);
    return objects.flatMap(({ key, modifiedMs }) => {
      const importId = UPLOAD.exec(key.slice(IMPORT_OBJECT_PREFIX.length))?.[1];
      return importId ? [{ importId, modifiedMs }] : [];
    });
  }
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
