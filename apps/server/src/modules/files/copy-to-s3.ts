import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { blobObjectKey, DATABASE_STORAGE, OBJECT_STORAGE, sha256Of } from './blob-store.ts';
import { blobs } from './blobs.table.ts';
import type { ObjectStorage } from './object-storage.ts';

export interface CopyToS3Report {
  /** Files whose bytes were in the database when the copy started. */
  inDatabase: number;
  /** Moved by this run: written, read back with the same size and sha256, data column cleared. */
  moved: number;
  /** Already referencing object storage before this run (earlier runs, or written there). */
  alreadyInObjectStorage: number;
  /** Files left in the database because something did not match (the reason says what). */
  differences: { id: string; reason: string }[];
  ms: number;
}

/**
 * `npm run files:copy-to-s3`: moves every file whose bytes are in the database to the bucket, a batch at a
 * time in id order. A file counts as moved only once the object read back from the bucket has the row's
 * size and sha256; then one update clears its data, guarded by `storage = 'database'` so a concurrent run
 * or a second pass changes nothing. Killed at any point, a rerun carries on: a file whose row still says
 * 'database' is written again (same key, same bytes), so the command is idempotent and resumable.
 */
export async function copyBlobsToObjectStorage(opts: {
  db: Database;
  storage: ObjectStorage;
  batchSize?: number;
  log?: (line: string) => void;
}): Promise<CopyToS3Report> {
  const started = Date.now();
  const { db, storage } = opts;
  const counts = await db
    .select({ storage: blobs.storage, n: sql<number>`count(*)::int` })
    .from(blobs)
    .groupBy(blobs.storage);
  const countOf = (kind: string) => counts.find((c) => c.storage === kind)?.n ?? 0;
  const report: CopyToS3Report = {
    inDatabase: countOf(DATABASE_STORAGE),
    moved: 0,
    alreadyInObjectStorage: countOf(OBJECT_STORAGE),
    differences: [],
    ms: 0,
  };
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const batch = await db
      .select({
        id: blobs.id,
        mimeType: blobs.mimeType,
        size: blobs.size,
        sha256: blobs.sha256,
        data: blobs.data,
      })
      .from(blobs)
      .where(and(eq(blobs.storage, DATABASE_STORAGE), gt(blobs.id, after)))
      .orderBy(asc(blobs.id))
      .limit(opts.batchSize ?? 50);
    if (batch.length === 0) break;
    after = batch.at(-1)!.id;
    for (const row of batch) {
      const bytes = row.data ?? Buffer.alloc(0);
      if (bytes.length !== row.size || sha256Of(bytes) !== row.sha256) {
        report.differences.push({
          id: row.id,
          reason: `the database's bytes do not match the recorded size ${row.size} and sha256 (left as is)`,
        });
        continue;
      }
      const key = blobObjectKey(row.id);
      await storage.put(key, bytes, row.mimeType);
      const back = await storage.get(key);
      if (!back || back.length !== row.size || sha256Of(back) !== row.sha256) {
        report.differences.push({
          id: row.id,
          reason: back
            ? `the object read back has ${back.length} bytes and another sha256 (left in the database)`
            : 'the object was not found right after writing it (left in the database)',
        });
        continue;
      }
      const cleared = await db
        .update(blobs)
        .set({ storage: OBJECT_STORAGE, data: null })
        .where(and(eq(blobs.id, row.id), eq(blobs.storage, DATABASE_STORAGE)))
        .returning({ id: blobs.id });
      if (cleared.length) report.moved++;
    }
    opts.log?.(`  ${report.moved} of ${report.inDatabase} moved ...`);
  }
  report.ms = Date.now() - started;
  return report;
}
