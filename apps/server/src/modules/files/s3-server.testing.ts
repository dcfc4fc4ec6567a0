import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { ObjectStorageSettings } from './object-storage.ts';

/** s3rver's fixed key pair: it refuses any other access key id. */
export const S3RVER_KEY = 'S3RVER';

/**
 * Test-only: a real S3-compatible server (s3rver, pure JavaScript, objects in a temporary directory) on a
 * free port, with one bucket; `settings` are what S3_* would give the server.
 */
export async function startS3Server(bucket = 'shiplabel-test', port = 0) {
  const directory = mkdtempSync(join(tmpdir(), 'shiplabel-s3-'));
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const address = await server.run();
  const settings: ObjectStorageSettings = {
    endpoint: `http://127.0.0.1:${address.port}`,
    bucket,
    region: 'us-east-1',
    accessKeyId: S3RVER_KEY,
    secretAccessKey: S3RVER_KEY,
    forcePathStyle: true,
  };
  return {
    settings,
    /** S3_* for a child process. */
    env: {
      S3_ENDPOINT: settings.endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: S3RVER_KEY,
      S3_SECRET_ACCESS_KEY: S3RVER_KEY,
      S3_REGION: settings.region,
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
