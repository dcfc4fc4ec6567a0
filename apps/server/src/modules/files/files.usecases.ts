import type { AppDeps } from '../../lib/deps.ts';
import { notFound } from '../../lib/errors.ts';
import type { Upload } from '../../lib/uploads/read-upload.ts';
import type { AuthContext } from '../auth/sessions.usecases.ts';
import { blobStore, type StoredBlob } from './blob-store.ts';

/** Staff codes that may read files of a kind besides their owner (vouchers: recharge reviewers). */
export const READERS_OF_KIND: Record<string, readonly string[]> = {
  voucher: ['adminRechargeList'],
};

export function storeUpload(
  deps: AppDeps & { auth: AuthContext; upload: Upload; kind: string },
): Promise<StoredBlob> {
  return blobStore(deps.db).put({
    ownerId: deps.auth.user.id,
    kind: deps.kind,
    mimeType: deps.upload.mimeType,
    filename: deps.upload.filename,
    bytes: deps.upload.bytes,
  });
}

const fileNotFound = () => notFound('files.not_found');

export const mayRead = (blob: StoredBlob, auth: AuthContext) =>
  blob.ownerId === auth.user.id ||
  (READERS_OF_KIND[blob.kind] ?? []).some((code) => auth.codes.includes(code));

/** A file for its owner or staff allowed to read its kind; everyone else gets "not found" (no hint it exists). */
export async function readFile(deps: AppDeps & { auth: AuthContext; id: string }) {
  const blob = await blobStore(deps.db).read(deps.id);
  if (!blob || !mayRead(blob, deps.auth)) throw fileNotFound();
  return blob;
}
