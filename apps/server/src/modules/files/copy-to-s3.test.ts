import { spawn } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { migrateDatabase } from '../../db/migrate.ts';
import { seedUser } from '../../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { blobObjectKey, blobStore, databaseBlobStore } from './blob-store.ts';
import { blobs } from './blobs.table.ts';
import { copyBlobsToObjectStorage } from './copy-to-s3.ts';
import { type ObjectStorage, openObjectStorage } from './object-storage.ts';
import { startS3Server } from './s3-server.testing.ts';

let s3: Awaited<ReturnType<typeof startS3Server>>;
let storage: ObjectStorage;
let t: TestApp;
beforeAll(async () => {
  s3 = await startS3Server('copy-test');
  storage = openObjectStorage(s3.settings);
  t = await createTestApp();
});
afterAll(() => s3?.close());

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const KINDS = ['voucher', 'label', 'ticket', 'bulk-labels'];

describe('files:copy-to-s3', () => {
  it('moves every database file to the bucket, verified, and a second run moves nothing', async () => {
    const owner = await seedUser(t.db, {});
    const written = new Map<string, Buffer>();
    for (let i = 0; i < 12; i++) {
      const bytes = Buffer.from(`file ${i} `.repeat(100 + i));
      const blob = await databaseBlobStore(t.db).put({
        ownerId: owner.id,
        kind: KINDS[i % KINDS.length]!,
        mimeType: 'application/octet-stream',
        filename: `f${i}.bin`,
        bytes,
      });
      written.set(blob.id, bytes);
    }
    const before = await t.db.select({ id: blobs.id }).from(blobs).where(eq(blobs.storage, 'database'));
    // A run killed after writing an object but before clearing its row: the rerun writes it again.
    const [interrupted] = written.keys();
    await storage.put(blobObjectKey(interrupted!), written.get(interrupted!)!, 'application/octet-stream');

    const report = await copyBlobsToObjectStorage({ db: t.db, storage, batchSize: 5 });
    expect(report).toMatchObject({ inDatabase: before.length, moved: before.length, differences: [] });
    const rows = await t.db.select().from(blobs);
    expect(rows.every((r) => r.storage === 's3' && r.data === null)).toBe(true);
    for (const [id, bytes] of written) {
      const object = await storage.get(blobObjectKey(id));
      expect(sha256(object!)).toBe(sha256(bytes));
      expect((await blobStore(t.db, storage).read(id))?.bytes).toEqual(bytes);
    }

    const again = await copyBlobsToObjectStorage({ db: t.db, storage });
    expect(again).toMatchObject({ inDatabase: 0, moved: 0, alreadyInObjectStorage: rows.length });
  });

  it('the command prints the counts and exits 1 when a file does not match, leaving it in the database', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'shiplabel-copys3-'));
    const handle = await openDatabase({ dataDir });
    await migrateDatabase(handle);
    const owner = await seedUser(handle.db, {});
    const put = (text: string) =>
      databaseBlobStore(handle.db).put({
        ownerId: owner.id,
        kind: 'label',
        mimeType: 'text/plain',
        filename: 'l.zpl',
        bytes: Buffer.from(text),
      });
    const good = await put('^XA good ^XZ');
    const bad = await put('^XA bad ^XZ');
    // Bytes that no longer match their recorded sha256 (a damaged row) must not be moved as good.
    await handle.db
      .update(blobs)
      .set({ data: Buffer.from('^XA BAD ^XZ') })
      .where(eq(blobs.id, bad.id));
    await handle.close();
    // An import upload kept on disk before S3_* was set (its job not run yet): moved too.
    const uploadId = randomUUID();
    const upload = join(dataDir, 'imports', `${uploadId}.upload`);
    mkdirSync(join(dataDir, 'imports'));
    writeFileSync(upload, 'orderNo,weight\r\n');

    const run = () =>
      new Promise<{ code: number | null; out: string }>((resolve) => {
        const child = spawn(
          process.execPath,
          ['--import', 'tsx', 'apps/server/src/modules/files/copy-to-s3.cli.ts'],
          {
            cwd: REPO_ROOT,
            env: { ...process.env, ...s3.env, S3_BUCKET: 'copy-test', DATA_DIR: dataDir, DATABASE_URL: '' },
            stdio: ['ignore', 'pipe', 'pipe'],
          },
        );
        let out = '';
        child.stdout.on('data', (c: Buffer) => {
          out += c.toString();
        });
        child.stderr.on('data', (c: Buffer) => {
          out += c.toString();
        });
        child.once('exit', (code) => resolve({ code, out }));
      });
    const first = await run();
    expect(first.code, first.out).toBe(1);
    expect(first.out).toMatch(/files in the database before: +2/);
    expect(first.out).toMatch(/moved and verified \(size, sha256\): 1/);
    expect(first.out).toMatch(/differences: +1/);
    expect(first.out).toContain(`${bad.id}: the database's bytes do not match`);
    expect(first.out).toMatch(/import uploads on disk before: +1/);
    expect(first.out).toMatch(/import uploads moved and verified: 1/);
    expect(existsSync(upload)).toBe(false);
    expect((await storage.get(`imports/${uploadId}.upload`))?.toString()).toBe('orderNo,weight\r\n');
    expect(await storage.get(blobObjectKey(good.id))).toEqual(Buffer.from('^XA good ^XZ'));
    expect(await storage.get(blobObjectKey(bad.id))).toBeNull();

    const reopened = await openDatabase({ dataDir });
    const rows = await reopened.db.select({ id: blobs.id, storage: blobs.storage }).from(blobs);
    expect(Object.fromEntries(rows.map((r) => [r.id, r.storage]))).toEqual({
      [good.id]: 's3',
      [bad.id]: 'database',
    });
    await reopened.db.delete(blobs).where(eq(blobs.id, bad.id));
    await reopened.close();
    const second = await run();
    expect(second.code, second.out).toBe(0);
    expect(second.out).toMatch(/already in object storage: +1/);
    expect(second.out).toMatch(/import uploads on disk before: +0/);
  }, 180_000);
});
