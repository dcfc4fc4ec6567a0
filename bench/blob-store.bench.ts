// Label files through the blob store (issue 18): the database store (bytes in `blobs.data`) beside the
// object storage store (bytes in an S3-compatible bucket, the row a reference), on the same database.
// The bucket is s3rver (pure JavaScript, objects on the local disk) started in this process, so the
// figures are those of this code path and a local server, not of a cloud bucket's network.
//   node --import tsx bench/blob-store.bench.ts [labels] [kB]           (embedded PGlite on disk)
//   DATABASE_URL=postgres://.../<scratch db> node --import tsx bench/blob-store.bench.ts [labels] [kB]
// Prints JSON per store and scenario: labels/s, MB/s, p50/p95 ms.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { migrateDatabase } from '../apps/server/src/db/migrate.ts';
import { seedUser } from '../apps/server/src/db/testing/fixtures.ts';
import { type BlobStore, blobStore } from '../apps/server/src/modules/files/blob-store.ts';
import { openObjectStorage } from '../apps/server/src/modules/files/object-storage.ts';
import { startS3Server } from '../apps/server/src/modules/files/s3-server.testing.ts';
import { percentile } from './lib/latency.ts';

const LABELS = Number(process.argv[2] ?? 500);
const KB = Number(process.argv[3] ?? 60);
const dataDir = mkdtempSync(join(tmpdir(), 'shiplabel-blob-bench-'));
const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
await migrateDatabase(handle);
const owner = await seedUser(handle.db, {});
const s3 = await startS3Server('blob-bench');
// A label PDF's size (carriers' 4x6 PDFs are 30-100 kB); random bytes, so nothing compresses them.
const label = randomBytes(KB * 1024);

async function timed(
  name: string,
  store: string,
  count: number,
  bytesEach: number,
  run: (i: number) => Promise<unknown>,
  concurrency = 1,
) {
  const times: number[] = [];
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++;
        const t0 = performance.now();
        await run(i);
        times.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  const row = {
    store,
    scenario: name,
    count,
    perSecond: Math.round(count / seconds),
    MBps: Number(((count * bytesEach) / 1e6 / seconds).toFixed(1)),
    p50: Number(percentile(times, 50).toFixed(2)),
    p95: Number(percentile(times, 95).toFixed(2)),
  };
  console.log(JSON.stringify(row));
  return row;
}

async function scenarios(name: string, store: BlobStore) {
  const input = { ownerId: owner.id, kind: 'label', mimeType: 'application/pdf', filename: 'l.pdf' };
  const ids: string[] = [];
  await timed('put, one at a time (placement)', name, LABELS, label.length, async () => {
    ids.push((await store.put({ ...input, bytes: label })).id);
  });
  await timed(
    'put, 8 at once (batch placement)',
    name,
    LABELS,
    label.length,
    async () => {
      ids.push((await store.put({ ...input, bytes: label })).id);
    },
    8,
  );
  await timed('read, one at a time (label download)', name, LABELS, label.length, async (i) => {
    const file = await store.read(ids[i]!);
    if (file?.bytes.length !== label.length) throw new Error('wrong size');
  });
  const pages = Math.floor(ids.length / 200);
  await timed('readMany, pages of 200 (bulk download)', name, pages, label.length * 200, async (i) => {
    const files = await store.readMany(ids.slice(i * 200, (i + 1) * 200));
    if (files.files.size !== 200) throw new Error(`missing files: ${files.missing.length}`);
  });
}

console.log(
  JSON.stringify({ labels: LABELS, kB: KB, database: handle.kind, load: loadavg()[0]!.toFixed(1) }),
);
await scenarios('database', blobStore(handle.db, null));
await scenarios('s3 (s3rver, local)', blobStore(handle.db, openObjectStorage(s3.settings)));
await s3.close();
await handle.close();
rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
