import { existsSync, readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, seedUser } from '../../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { copyImportUploadsToObjectStorage } from '../imports/imports.copy-to-s3.ts';
import {
  importFilePath,
  importFilesDir,
  importObjectKey,
  keepImportFile,
  keptImportFiles,
  readImportFile,
} from '../imports/imports.file-store.ts';
import { csvOf, headersOf, rowsOf, uploadImport, validRow } from '../imports/imports.fixtures.ts';
import { insertImport } from '../imports/imports.repository.ts';
import { IMPORT_FILE_GRACE_MS, sweepImportFiles } from '../imports/imports.sweep.ts';
import { SYNC_MAX_ROWS } from '../imports/imports.usecases.ts';
import { runJobsOnce } from '../jobs/queue.ts';
import { type ObjectStorage, openObjectStorage, useObjectStorage } from './object-storage.ts';
import { startS3Server } from './s3-server.testing.ts';

/**
 * Issue 18 review: an import upload kept under DATA_DIR/imports before S3_* was set is still validated
 * after the switch, and `files:copy-to-s3` moves such uploads to the bucket.
 */
let s3: Awaited<ReturnType<typeof startS3Server>>;
let storage: ObjectStorage;
let t: TestApp;
let token: string;
let userId: string;
beforeAll(async () => {
  s3 = await startS3Server('import-uploads');
  storage = openObjectStorage(s3.settings);
  t = await createTestApp();
  const ann = await seedUser(t.db, { roles: ['Customer'] });
  userId = ann.id;
  token = await login(t.app, ann.email);
});
afterAll(async () => {
  useObjectStorage(undefined);
  await s3?.close();
});

const ROWS = SYNC_MAX_ROWS + 1; // one more than is validated in the request: the file waits for a job
const bigCsv = (tag: string) =>
  csvOf(
    headersOf('en-US'),
    rowsOf(ROWS, undefined, (i) => validRow(i, { orderNo: `${tag}-${i}` })),
  );

/** A large upload made while the server kept files on disk (S3_* unset): its file is under DATA_DIR. */
async function uploadBeforeTheSwitch(tag: string) {
  useObjectStorage(undefined);
  const { status, body } = await uploadImport(t, token, bigCsv(tag), { filename: `${tag}.csv` });
  expect(status).toBe(200);
  expect(body.data.status).toBe('validating');
  const id = body.data.id as string;
  expect(existsSync(importFilePath(t.config, id))).toBe(true);
  return id;
}

const summaryOf = async (id: string) =>
  (await call(t.app, 'GET', `/app/order/import/${id}`, { token })).body.data;
const runJobs = () => runJobsOnce({ db: t.db, config: t.config, clock: t.clock.now });

describe('import uploads across the switch to object storage', () => {
  it('an upload kept on disk before S3_* was set is still validated after the switch', async () => {
    const id = await uploadBeforeTheSwitch('PRE');
    useObjectStorage(s3.settings); // the restart with S3_* set
    expect(await storage.get(importObjectKey(id))).toBeNull();
    expect((await readImportFile(t.config, id))?.length).toBeGreaterThan(0);

    await runJobs();
    expect(await summaryOf(id)).toMatchObject({ status: 'validated', processed: ROWS, valid: ROWS });
    // Validation removed the file from where it was.
    expect(existsSync(importFilePath(t.config, id))).toBe(false);
  }, 120_000);

  it('files:copy-to-s3 moves disk uploads to the bucket (verified), the job then reads them there', async () => {
    const waiting = await uploadBeforeTheSwitch('MOVE');
    // A leftover of an import already validated (a crash before its removal): moved too, swept later.
    const done = await insertImport(t.db, {
      userId,
      filename: 'old.csv',
      fileKind: 'csv',
      status: 'validated',
    });
    await keepImportFile(t.config, done.id, Buffer.from('leftover'));
    useObjectStorage(s3.settings);

    const report = await copyImportUploadsToObjectStorage({ config: t.config, storage });
    expect(report).toEqual({ onDisk: 2, moved: 2, differences: [] });
    expect(readdirSync(importFilesDir(t.config))).toEqual([]);
    expect((await storage.get(importObjectKey(done.id)))?.toString()).toBe('leftover');
    expect((await storage.get(importObjectKey(waiting)))?.length).toBe(bigCsv('MOVE').length);
    // A second run finds nothing to move.
    expect(await copyImportUploadsToObjectStorage({ config: t.config, storage })).toEqual({
      onDisk: 0,
      moved: 0,
      differences: [],
    });

    await runJobs();
    expect(await summaryOf(waiting)).toMatchObject({ status: 'validated', valid: ROWS });
    expect(await storage.get(importObjectKey(waiting))).toBeNull();

    // The hourly sweep removes the leftover from the bucket once it is past the grace period.
    const deps = { db: t.db, config: t.config, clock: t.clock.now };
    t.clock.advanceSeconds(IMPORT_FILE_GRACE_MS / 1000 + 60);
    expect(await sweepImportFiles(deps)).toBe(1);
    expect(await storage.get(importObjectKey(done.id))).toBeNull();
  }, 120_000);

  it('the sweep sees uploads on disk and in the bucket, and counts one in both places once', async () => {
    const user = await seedUser(t.db, {});
    const failed = await insertImport(t.db, {
      userId: user.id,
      filename: 'f.csv',
      fileKind: 'csv',
      status: 'failed',
    });
    const onDisk = await insertImport(t.db, {
      userId: user.id,
      filename: 'd.csv',
      fileKind: 'csv',
      status: 'failed',
    });
    useObjectStorage(undefined);
    await keepImportFile(t.config, failed.id, Buffer.from('a'));
    await keepImportFile(t.config, onDisk.id, Buffer.from('b'));
    useObjectStorage(s3.settings);
    await keepImportFile(t.config, failed.id, Buffer.from('a')); // mid-copy: in both places
    const kept = (await keptImportFiles(t.config)).map((f) => f.importId);
    expect(kept.filter((id) => id === failed.id)).toHaveLength(2);
    expect(kept).toContain(onDisk.id);

    const later = new Date(t.clock.now().getTime() + IMPORT_FILE_GRACE_MS + 60_000);
    expect(await sweepImportFiles({ db: t.db, config: t.config, clock: () => later })).toBe(2);
    expect(existsSync(importFilePath(t.config, failed.id))).toBe(false);
    expect(existsSync(importFilePath(t.config, onDisk.id))).toBe(false);
    expect(await storage.get(importObjectKey(failed.id))).toBeNull();
  });
});
