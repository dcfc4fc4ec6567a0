import { readFile, rm } from 'node:fs/promises';
import type { Config } from '../../config.ts';
import { sha256Of } from '../files/blob-store.ts';
import type { ObjectStorage } from '../files/object-storage.ts';
import { importFilePath, importObjectKey, keptDiskImportFiles } from './imports.file-store.ts';

export interface UploadsCopyReport {
  /** Import uploads found under DATA_DIR/imports when the copy started. */
  onDisk: number;
  /** Written to the bucket, read back with the same size and sha256, then removed from the disk. */
  moved: number;
  /** Left on disk because something did not match (the reason says what); still read from there. */
  differences: { importId: string; reason: string }[];
}

/**
 * `files:copy-to-s3`, second part: moves the large import uploads kept under `DATA_DIR/imports` (written
 * before S3_* was set) to their objects `imports/<id>.upload`, as blobs are moved: the object is written,
 * read back and compared before the disk file is removed, so a kill at any point loses nothing and a rerun
 * carries on. Every upload moves whatever its import's state: one whose import is done is removed from the
 * bucket by the hourly sweep like any other, and one whose upload is still committing is not lost. A job
 * reading the file meanwhile finds it on disk or, once removed, in the bucket (imports.file-store.ts).
 */
export async function copyImportUploadsToObjectStorage(opts: {
  config: Pick<Config, 'dataDir'>;
  storage: ObjectStorage;
}): Promise<UploadsCopyReport> {
  const kept = await keptDiskImportFiles(opts.config);
  const report: UploadsCopyReport = { onDisk: kept.length, moved: 0, differences: [] };
  for (const { importId } of kept) {
    const path = importFilePath(opts.config, importId);
    const bytes = await readFile(path).catch(() => null);
    if (!bytes) continue; // validated (and removed) since the listing: nothing left to move
    const key = importObjectKey(importId);
    await opts.storage.put(key, bytes, 'application/octet-stream');
    const back = await opts.storage.get(key);
    if (!back || back.length !== bytes.length || sha256Of(back) !== sha256Of(bytes)) {
      report.differences.push({
        importId,
        reason: back
          ? `the object read back has ${back.length} bytes and another sha256 (left on disk)`
          : 'the object was not found right after writing it (left on disk)',
      });
      continue;
    }
    await rm(path, { force: true });
    report.moved++;
  }
  return report;
}
