import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/errors.ts';
import { formatBytes } from '../../lib/uploads/read-upload.ts';

/**
 * The largest import file. 100,000 rows of the template are ~10 MB as xlsx and ~25 MB as CSV; the
 * unpacked size of an xlsx is limited separately (zip-entries.ts).
 */
export const IMPORT_MAX_BYTES = 32 * 1024 * 1024;

const tooLarge = () => new AppError(413, 'upload.too_large', { limit: formatBytes(IMPORT_MAX_BYTES) });

/**
 * The one file of a multipart upload (form field `file`), refused past IMPORT_MAX_BYTES while streaming.
 * Like lib/uploads/read-upload.ts, but CSV has no magic bytes: what the file is gets decided by
 * importFileKind from its content.
 */
export async function readImportUpload(
  request: FastifyRequest,
): Promise<{ filename: string; bytes: Buffer }> {
  if (!request.isMultipart()) throw badRequest('upload.not_multipart');
  let file: { filename: string; bytes: Buffer } | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 20 },
    })) {
      if (part.type === 'field') continue;
      if (part.fieldname !== 'file' || file) {
        await part.toBuffer().catch(() => undefined);
        throw badRequest('upload.unexpected_file', { field: part.fieldname });
      }
      file = { filename: part.filename, bytes: await part.toBuffer() };
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT') throw badRequest('upload.one_file');
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw badRequest('upload.too_many_fields');
    if (error instanceof AppError) throw error;
    throw badRequest('upload.failed');
  }
  if (!file || file.bytes.length === 0) throw badRequest('upload.no_file', { field: 'file' });
  if (file.bytes.length > IMPORT_MAX_BYTES) throw tooLarge();
  return file;
}
