import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../errors.ts';
import { type FileKind, MIME_OF, sniffFileKind } from './file-kind.ts';

export interface Upload {
  filename: string;
  kind: FileKind;
  mimeType: string;
  bytes: Buffer;
  /** The form's text fields, sent alongside the file. */
  fields: Record<string, string>;
}

export interface UploadRules {
  maxBytes: number;
  /** Kinds accepted, checked against the file's content. */
  kinds: readonly FileKind[];
  /** Name of the form field holding the file (default `file`). */
  field?: string;
}

/** "500KB", "10MB": how limits read in messages. */
export function formatBytes(bytes: number): string {
  if (bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)}MB`;
  if (bytes % 1024 === 0) return `${bytes / 1024}KB`;
  return `${bytes}B`;
}

const tooLarge = (maxBytes: number) =>
  new AppError(413, 'upload.too_large', { limit: formatBytes(maxBytes) });

export interface MultipartFile {
  filename: string;
  bytes: Buffer;
  /** The form's text fields, sent alongside the file. */
  fields: Record<string, string>;
}

/**
 * The one file (form field `field`, default `file`) and the text fields of a multipart/form-data request.
 * Refuses: not multipart, no file or an empty one, more than one file, more than `maxFields` fields, and a
 * file over `maxBytes` (streamed, never buffered past the limit). What the file is, is the caller's check.
 */
export async function readMultipartFile(
  request: FastifyRequest,
  rules: { maxBytes: number; field?: string; maxFields?: number },
): Promise<MultipartFile> {
  if (!request.isMultipart()) throw badRequest('upload.not_multipart');
  const field = rules.field ?? 'file';
  const fields: Record<string, string> = {};
  let file: Omit<MultipartFile, 'fields'> | undefined;
  try {
    const parts = request.parts({
      limits: { fileSize: rules.maxBytes, files: 1, fields: rules.maxFields ?? 50, fieldSize: 64 * 1024 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value ?? '');
      } else if (part.fieldname !== field || file) {
        await part.toBuffer().catch(() => undefined);
        throw badRequest('upload.unexpected_file', { field: part.fieldname });
      } else {
        file = { filename: part.filename, bytes: await part.toBuffer() };
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(rules.maxBytes);
    if (code === 'FST_FILES_LIMIT') throw badRequest('upload.one_file');
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw badRequest('upload.too_many_fields');
    if (error instanceof AppError) throw error;
    throw badRequest('upload.failed');
  }
  if (!file || file.bytes.length === 0) throw badRequest('upload.no_file', { field });
  if (file.bytes.length > rules.maxBytes) throw tooLarge(rules.maxBytes);
  return { ...file, fields };
}

/** readMultipartFile, and a file whose content (its magic bytes) is not one of `kinds` refused. */
export async function readUpload(request: FastifyRequest, rules: UploadRules): Promise<Upload> {
  const file = await readMultipartFile(request, rules);
  const kind = sniffFileKind(file.bytes);
  if (!kind || !rules.kinds.includes(kind)) {
    throw new AppError(415, 'upload.wrong_type', { allowed: rules.kinds.join(', ') });
  }
  return { ...file, kind, mimeType: MIME_OF[kind] };
}
