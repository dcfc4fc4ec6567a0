import type { FastifyRequest } from 'fastify';
import { readMultipartFile } from '../../lib/uploads/read-upload.ts';

/**
 * The largest import file. 100,000 rows of the template are ~10 MB as xlsx and ~25 MB as CSV; the
 * unpacked size of an xlsx is limited separately (zip-entries.ts).
 */
export const IMPORT_MAX_BYTES = 32 * 1024 * 1024;

/**
 * The one file of a multipart upload (form field `file`), refused past IMPORT_MAX_BYTES while streaming.
 * Not readUpload: CSV has no magic bytes, so what the file is gets decided by importFileKind from its
 * content.
 */
export async function readImportUpload(
  request: FastifyRequest,
): Promise<{ filename: string; bytes: Buffer }> {
  const { filename, bytes } = await readMultipartFile(request, { maxBytes: IMPORT_MAX_BYTES, maxFields: 20 });
  return { filename, bytes };
}
