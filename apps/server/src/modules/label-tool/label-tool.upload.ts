import { LABEL_TOOL_MAX_FILES } from '@shiplabel/shared';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/errors.ts';
import { sniffFileKind } from '../../lib/uploads/file-kind.ts';
import { formatBytes } from '../../lib/uploads/read-upload.ts';
import type { LabelInput } from './label-compose.ts';
import { noFiles, tooManyFiles, unsupportedFile } from './label-tool.errors.ts';

/** Form field of the label files (repeated, one per file). */
export const FILES_FIELD = 'files';

export interface LabelUpload {
  inputs: LabelInput[];
  /** The form's text fields (e.g. `operations`). */
  fields: Record<string, string>;
}

/**
 * Up to LABEL_TOOL_MAX_FILES files (field `files`) and the text fields of a multipart request, all held in
 * memory only for the request (nothing is written to disk or the database). Each file is within
 * `maxBytes` (streamed, never buffered past it: 413) and a PDF, PNG or JPEG by its content (else 400).
 */
export async function readLabelUpload(request: FastifyRequest, maxBytes: number): Promise<LabelUpload> {
  if (!request.isMultipart()) throw badRequest('upload.not_multipart');
  const fields: Record<string, string> = {};
  const files: { filename: string; bytes: Buffer }[] = [];
  try {
    const parts = request.parts({
      limits: { fileSize: maxBytes, files: LABEL_TOOL_MAX_FILES, fields: 10, fieldSize: 256 * 1024 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value ?? '');
      } else if (part.fieldname !== FILES_FIELD) {
        await part.toBuffer().catch(() => undefined);
        throw badRequest('upload.unexpected_file', { field: part.fieldname });
      } else {
        files.push({ filename: part.filename, bytes: await part.toBuffer() });
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(413, 'upload.too_large', { limit: formatBytes(maxBytes) });
    if (code === 'FST_FILES_LIMIT') throw tooManyFiles(LABEL_TOOL_MAX_FILES);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw badRequest('upload.too_many_fields');
    if (error instanceof AppError) throw error;
    throw badRequest('upload.failed');
  }
  if (files.length === 0) throw noFiles();
  const inputs = files.map(({ filename, bytes }): LabelInput => {
    const kind = sniffFileKind(bytes);
    if (kind !== 'pdf' && kind !== 'png' && kind !== 'jpeg') throw unsupportedFile(filename || FILES_FIELD);
    return { name: filename, kind, bytes };
  });
  return { inputs, fields };
}
