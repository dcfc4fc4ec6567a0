import { spawn } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, REPO_ROOT } from '../../config.ts';
import { call, customerLogin, request, seedUser } from '../../db/testing/fixtures.ts';
import { multipartBody, TINY_PNG } from '../../db/testing/multipart.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { AppError } from '../../lib/errors.ts';
import { keepImportFile, keptImportFiles, readImportFile } from '../imports/imports.file-store.ts';
import { insertImport } from '../imports/imports.repository.ts';
import { IMPORT_FILE_GRACE_MS, sweepImportFiles } from '../imports/imports.sweep.ts';
import { freePort } from '../jobs/server-process.fixtures.ts';
import { blobObjectKey, blobStore, databaseBlobStore } from './blob-store.ts';
import { blobs } from './blobs.table.ts';
import {
  type ObjectStorage,
  ObjectStorageError,
  openObjectStorage,
  useObjectStorage,
} from './object-storage.ts';
import { startS3Server } from './s3-server.testing.ts';

let s3: Awaited<ReturnType<typeof startS3Server>>;
let storage: ObjectStorage;
let t: TestApp;
beforeAll(async () => {
  s3 = await startS3Server();
  storage = useObjectStorage(s3.settings)!;
  t = await createTestApp();
});
afterAll(async () => {
  useObjectStorage(undefined);
  await s3?.close();
});

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('the object storage blob store (s3rver)', () => {
  it('puts the bytes in the bucket and only the reference in the database; info and read give them back', async () => {
    const owner = await seedUser(t.db, {});
    const bytes = Buffer.from('%PDF-1.7 a label');
    const stored = await blobStore(t.db).put({
      ownerId: owner.id,
      kind: 'label',
      mimeType: 'application/pdf',
      filename: 'L1.pdf',
      bytes,
    });
    const [row] = await t.db.select().from(blobs).where(eq(blobs.id, stored.id));
    expect(row).toMatchObject({ storage: 's3', data: null, size: bytes.length, sha256: sha256(bytes) });
    expect(await storage.get(blobObjectKey(stored.id))).toEqual(bytes);
    expect(await blobStore(t.db).info(stored.id)).toMatchObject({ filename: 'L1.pdf', kind: 'label' });
    const read = await blobStore(t.db).read(stored.id);
    expect(read?.bytes).toEqual(bytes);
    expect(await blobStore(t.db).read(randomUUID())).toBeNull();
  });

  it('reads database and object storage files side by side (a half-moved installation)', async () => {
    const owner = await seedUser(t.db, {});
    const input = { ownerId: owner.id, kind: 'label', mimeType: 'text/plain', filename: 'x.zpl' };
    const old = await databaseBlobStore(t.db).put({ ...input, bytes: Buffer.from('^XA old ^XZ') });
    const fresh = await blobStore(t.db).put({ ...input, bytes: Buffer.from('^XA new ^XZ') });
    const { files: both, missing } = await blobStore(t.db).readMany([old.id, fresh.id, randomUUID()]);
    expect([...both.keys()].sort()).toEqual([old.id, fresh.id].sort());
    expect(missing).toEqual([]);
    expect(both.get(old.id)?.bytes.toString()).toBe('^XA old ^XZ');
    expect(both.get(fresh.id)?.bytes.toString()).toBe('^XA new ^XZ');
  });

  it('an uploaded voucher goes to the bucket; once its object is gone the download is a 404 saying so in both languages', async () => {
    const customer = await customerLogin(t);
    const body = multipartBody({}, [{ filename: 'v.png', contentType: 'image/png', bytes: TINY_PNG }]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/app/attachment/upload/image',
      headers: { ...body.headers, authorization: `Bearer ${customer.token}` },
      payload: body.payload,
    });
    expect(uploaded.statusCode).toBe(200);
    const id = uploaded.json().data.id as string;
    expect(await storage.get(blobObjectKey(id))).toEqual(TINY_PNG);
    const served = await request(t.app, 'GET', `/app/attachment/${id}`, { token: customer.token });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(TINY_PNG);

    await storage.delete(blobObjectKey(id));
    const en = await call(t.app, 'GET', `/app/attachment/${id}`, { token: customer.token, lang: 'en-US' });
    expect(en.status).toBe(404);
    expect(en.body.message).toBe(`The file ${id} is recorded but its object is missing from object storage`);
    const zh = await call(t.app, 'GET', `/app/attachment/${id}`, { token: customer.token, lang: 'zh-CN' });
    expect(zh.status).toBe(404);
    expect(zh.body.message).toBe(`文件 ${id} 有记录，但对象存储中找不到它的对象`);
    await expect(blobStore(t.db).read(id)).rejects.toMatchObject({
      status: 404,
      errorCode: 'files.object_missing',
    });
  });

  it('a file in object storage read by a server without S3_* is a clear 503, not a crash', async () => {
    const owner = await seedUser(t.db, {});
    const input = { ownerId: owner.id, kind: 'label', mimeType: 'text/plain', filename: 'y.zpl' };
    const stored = await blobStore(t.db).put({ ...input, bytes: Buffer.from('^XA^XZ') });
    const error = await databaseBlobStore(t.db)
      .read(stored.id)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 503, errorCode: 'files.storage_unconfigured' });
  });

  it('keeps large import uploads in the bucket for any instance, and sweeps the abandoned ones', async () => {
    const user = await seedUser(t.db, {});
    const importOf = (status: string) =>
      insertImport(t.db, { userId: user.id, filename: 'a.xlsx', fileKind: 'xlsx', status });
    const validating = await importOf('validating');
    const validated = await importOf('validated');
    for (const row of [validating, validated]) await keepImportFile(t.config, row.id, Buffer.from(row.id));
    expect((await readImportFile(t.config, validating.id))?.toString()).toBe(validating.id);
    expect(await readImportFile(t.config, randomUUID())).toBeNull();
    const ids = (await keptImportFiles(t.config)).map((f) => f.importId);
    expect(ids).toEqual(expect.arrayContaining([validating.id, validated.id]));

    const deps = { db: t.db, config: t.config, clock: t.clock.now };
    expect(await sweepImportFiles(deps)).toBe(0); // younger than the grace period
    t.clock.advanceSeconds(IMPORT_FILE_GRACE_MS / 1000 + 60);
    expect(await sweepImportFiles(deps)).toBe(1);
    expect(await readImportFile(t.config, validated.id)).toBeNull();
    expect(await readImportFile(t.config, validating.id)).not.toBeNull();
  });
});

describe('object storage settings and start-up check', () => {
  it('a wrong access key, a missing bucket and an unreachable endpoint each fail the check, saying what to fix', async () => {
    const wrongKey = openObjectStorage({ ...s3.settings, accessKeyId: 'NOT-THE-KEY' });
    await expect(wrongKey.check()).rejects.toThrow(ObjectStorageError);
    await expect(wrongKey.check()).rejects.toThrow(
      /refused the credentials for bucket "shiplabel-test".*check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/,
    );
    await expect(openObjectStorage({ ...s3.settings, bucket: 'no-such-bucket' }).check()).rejects.toThrow(
      /has no bucket "no-such-bucket".*create the bucket or correct S3_BUCKET/,
    );
    await expect(
      openObjectStorage({ ...s3.settings, endpoint: 'http://127.0.0.1:9' }).check(),
    ).rejects.toThrow(/could not be used.*check S3_ENDPOINT/);
    await expect(storage.check()).resolves.toBeUndefined();
  });

  it('the server refuses to start with a wrong credential, printing why', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        ...s3.env,
        S3_ACCESS_KEY_ID: 'NOT-THE-KEY',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'shiplabel-s3start-')),
        DATABASE_URL: '',
        PORT: String(await freePort()),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toMatch(/Object storage refused the credentials .*S3_ACCESS_KEY_ID/);
  });

  it('needs all of endpoint, bucket and key pair, names what is missing and never echoes the secret', () => {
    expect(loadConfig({}).objectStorage).toBeUndefined();
    const partial = () => loadConfig({ S3_ENDPOINT: 'http://minio:9000', S3_SECRET_ACCESS_KEY: 'hush-hush' });
    expect(partial).toThrow(ConfigError);
    expect(partial).toThrow(/S3_BUCKET: required for object storage/);
    expect(partial).toThrow(/S3_ACCESS_KEY_ID: required for object storage/);
    expect(partial).not.toThrow(/hush-hush/);
    expect(() => loadConfig({ ...s3.env, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ ...s3.env, S3_BUCKET: 'Bad_Bucket' })).toThrow(/S3_BUCKET/);
    expect(loadConfig(s3.env).objectStorage).toEqual(s3.settings);
  });
});
