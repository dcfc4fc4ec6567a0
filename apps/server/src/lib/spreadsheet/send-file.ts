import type { FastifyReply } from 'fastify';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Sends bytes as a download; the filename is ASCII-safe with the UTF-8 name in filename* (RFC 6266).
 * `exposeHeaders`: further response headers of the caller's that the browser app may read.
 */
export function sendDownload(
  reply: FastifyReply,
  bytes: Buffer,
  filename: string,
  mimeType = XLSX_MIME,
  exposeHeaders: readonly string[] = [],
) {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return reply
    .header('content-type', mimeType)
    .header(
      'content-disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
    )
    .header(
      'access-control-expose-headers',
      ['token', 'x-request-id', 'content-disposition', ...exposeHeaders].join(', '),
    )
    .send(bytes);
}
