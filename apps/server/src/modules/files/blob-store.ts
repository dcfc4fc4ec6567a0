import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { blobs } from './blobs.table.ts';

export interface StoredBlob {
  id: string;
  ownerId: string;
  kind: string;
  mimeType: string;
  filename: string;
  size: number;
  sha256: string;
}

/** Where uploaded files live: the database by default (DESIGN section 2); another store implements this. */
export interface BlobStore {
  put(input: {
    ownerId: string;
    kind: string;
    mimeType: string;
    filename: string;
    bytes: Buffer;
  }): Promise<StoredBlob>;
  info(id: string): Promise<StoredBlob | null>;
  read(id: string): Promise<(StoredBlob & { bytes: Buffer }) | null>;
}

const meta = {
  id: blobs.id,
  ownerId: blobs.ownerId,
  kind: blobs.kind,
  mimeType: blobs.mimeType,
  filename: blobs.filename,
  size: blobs.size,
  sha256: blobs.sha256,
};

export function databaseBlobStore(db: Database): BlobStore {
  return {
    async put(input) {
      const [row] = await db
        .insert(blobs)
        .values({
          ownerId: input.ownerId,
          kind: input.kind,
          mimeType: input.mimeType,
          filename: input.filename.slice(0, 200),
          size: input.bytes.length,
          sha256: createHash('sha256').update(input.bytes).digest('hex'),
          data: input.bytes,
        })
        .returning(meta);
      return row!;
    },
    async info(id) {
      const [row] = await db.select(meta).from(blobs).where(eq(blobs.id, id));
      return row ?? null;
    },
    async read(id) {
      const [row] = await db
        .select({ ...meta, bytes: blobs.data })
        .from(blobs)
        .where(eq(blobs.id, id));
      return row ?? null;
    },
  };
}
