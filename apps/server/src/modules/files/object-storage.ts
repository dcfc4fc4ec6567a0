import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';

/** S3_* of the environment (config.ts): all four of endpoint, bucket and the key pair, or none. */
export interface ObjectStorageSettings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

/** Object storage cannot be used as configured: the message says what to change. */
export class ObjectStorageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ObjectStorageError';
  }
}

export interface ObjectStorage {
  readonly settings: ObjectStorageSettings;
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object's bytes, or null when the bucket has no such key. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /** Every key under `prefix`, with when it was written. */
  list(prefix: string): Promise<{ key: string; modifiedMs: number }[]>;
  /** Start-up check: the bucket exists and the credentials are accepted. */
  check(): Promise<void>;
}

const statusOf = (error: unknown) =>
  error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
const isMissing = (error: unknown) =>
  statusOf(error) === 404 || (error as { name?: string })?.name === 'NoSuchKey';

/** Why a call failed, in words an operator acts on (never echoing the secret key). */
export function describeStorageError(settings: ObjectStorageSettings, error: unknown): string {
  const where = `bucket "${settings.bucket}" at ${settings.endpoint}`;
  const status = statusOf(error);
  const name = (error as { name?: string })?.name ?? 'Error';
  if (status === 401 || status === 403)
    return `Object storage refused the credentials for ${where} (${name}): check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY.`;
  if (status === 404 || name === 'NoSuchBucket' || name === 'NotFound')
    return `Object storage has no ${where}: create the bucket or correct S3_BUCKET.`;
  if (status === 301 || name === 'PermanentRedirect')
    return `Object storage answered ${where} with a redirect: check S3_REGION, or set S3_FORCE_PATH_STYLE=true for S3-compatible servers.`;
  const detail = error instanceof Error ? error.message : String(error);
  return `Object storage at ${settings.endpoint} could not be used (${name}: ${detail}): check S3_ENDPOINT.`;
}

export function openObjectStorage(settings: ObjectStorageSettings): ObjectStorage {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // A wrong endpoint fails within seconds instead of the SDK's long retry chain.
    maxAttempts: 3,
  });
  const Bucket = settings.bucket;
  return {
    settings,
    async put(key, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType }));
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return Buffer.from(await answer.Body!.transformToByteArray());
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async list(prefix) {
      const found: { key: string; modifiedMs: number }[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }),
        );
        for (const item of page.Contents ?? [])
          if (item.Key) found.push({ key: item.Key, modifiedMs: item.LastModified?.getTime() ?? 0 });
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return found;
    },
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
        // HEAD of a bucket is not signature-checked by every S3-compatible server: a listing is (of a
        // prefix holding nothing, so it is one small answer whatever the bucket holds).
        await client.send(new ListObjectsV2Command({ Bucket, Prefix: 'startup-check/', MaxKeys: 1 }));
      } catch (error) {
        throw new ObjectStorageError(describeStorageError(settings, error));
      }
    },
  };
}

let current: ObjectStorage | null = null;

/** Start-up (and scripts): the object storage of S3_*, or none (files stay in the database). */
export function useObjectStorage(settings: ObjectStorageSettings | undefined): ObjectStorage | null {
  current = settings ? openObjectStorage(settings) : null;
  return current;
}

/** The object storage in use: where new files go; null: the database. */
export const objectStorage = () => current;
