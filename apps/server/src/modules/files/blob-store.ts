import { createHash, randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { blobs } from './blobs.table.ts';
import { type ObjectStorage, objectStorage } from './object-storage.ts';

export interface StoredBlob {
  id: string;
  ownerId: string;
  kind: string;
  mimeType: string;
  filename: string;
  size: number;
  sha256: string;
}

export type BlobWithBytes = StoredBlob & { bytes: Buffer };

/**
 * Where files live (DESIGN section 2): the database by default; with S3_* set, new files go to object
 * storage and the `blobs` row keeps only the reference (issue 18). Reads follow each row's `storage`, so a
 * database holding both kinds (during `files:copy-to-s3`) serves every file.
 */
export interface BlobStore {
  put(input: {
    ownerId: string;
    kind: string;
    mimeType: string;
    filename: string;
    bytes: Buffer;
  }): Promise<StoredBlob>;
  info(id: string): Promise<StoredBlob | null>;
  /** Null when no row has that id; a row whose object is gone throws `files.object_missing` (404). */
  read(id: string): Promise<BlobWithBytes | null>;
  /**
   * The files of those ids that exist (bulk downloads read hundreds at once), and the ids whose row says
   * object storage but whose object is gone: one lost object leaves the others readable.
   */
  readMany(ids: readonly string[]): Promise<{ files: Map<string, BlobWithBytes>; missing: string[] }>;
}

export const OBJECT_STORAGE = 's3';
export const DATABASE_STORAGE = 'database';
export const blobObjectKey = (id: string) => `blobs/${id}`;

const meta = {
  id: blobs.id,
  ownerId: blobs.ownerId,
  kind: blobs.kind,
  mimeType: blobs.mimeType,
  filename: blobs.filename,
  size: blobs.size,
  sha256: blobs.sha256,
};
const withBytes = { ...meta, storage: blobs.storage, data: blobs.data };
type Row = StoredBlob & { storage: string; data: Buffer | null };

/** The object of a row is not in the bucket (deleted by hand, another bucket): a 404 naming the file. */
export const objectMissing = (id: string) => notFound('files.object_missing', { id });
/** A row says object storage but S3_* is not set on this server. */
export const storageUnconfigured = () => new AppError(503, 'files.storage_unconfigured');

/** The hex sha256 a `blobs` row records of its bytes (copy-to-s3 checks objects against it). */
export const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The row's file; null when its object is not in the bucket. */
async function bytesOf(row: Row, storage: ObjectStorage | null): Promise<BlobWithBytes | null> {
  const { storage: where, data, ...blob } = row;
  if (where !== OBJECT_STORAGE) return { ...blob, bytes: data ?? Buffer.alloc(0) };
  if (!storage) throw storageUnconfigured();
  const bytes = await storage.get(blobObjectKey(row.id));
  return bytes ? { ...blob, bytes } : null;
}

/** The store of this process: object storage when configured (S3_*), else the database. */
export function blobStore(db: Database, storage: ObjectStorage | null = objectStorage()): BlobStore {
  return {
    async put(input) {
      const values = {
        id: randomUUID(),
        ownerId: input.ownerId,
        kind: input.kind,
        mimeType: input.mimeType,
        filename: input.filename.slice(0, 200),
        size: input.bytes.length,
        sha256: sha256Of(input.bytes),
      };
      // The object first: a row never points at an object that was not written (a failed insert
      // after it leaves an unreferenced object, which costs storage but loses nothing).
      if (storage) await storage.put(blobObjectKey(values.id), input.bytes, input.mimeType);
      const [row] = await db
        .insert(blobs)
        .values(
          storage
            ? { ...values, storage: OBJECT_STORAGE, data: null }
            : { ...values, storage: DATABASE_STORAGE, data: input.bytes },
        )
        .returning(meta);
      return row!;
    },
    async info(id) {
      const [row] = await db.select(meta).from(blobs).where(eq(blobs.id, id));
      return row ?? null;
    },
    async read(id) {
      const [row] = await db.select(withBytes).from(blobs).where(eq(blobs.id, id));
      if (!row) return null;
      const file = await bytesOf(row, storage);
      if (!file) throw objectMissing(id);
      return file;
    },
    async readMany(ids) {
      const files = new Map<string, BlobWithBytes>();
      const missing: string[] = [];
      if (ids.length === 0) return { files, missing };
      const rows = await db
        .select(withBytes)
        .from(blobs)
        .where(inArray(blobs.id, [...ids]));
      // A few objects at a time: enough to hide the round trips, few enough for any server.
      for (let i = 0; i < rows.length; i += 8) {
        const slice = rows.slice(i, i + 8);
        const read = await Promise.all(slice.map((row) => bytesOf(row, storage)));
        read.forEach((file, n) => {
          if (file) files.set(file.id, file);
          else missing.push(slice[n]!.id);
        });
      }
      return { files, missing };
    },
  };
}

/** The database store whatever S3_* says (tests, and what existed before issue 18). */
export const databaseBlobStore = (db: Database) => blobStore(db, null);
