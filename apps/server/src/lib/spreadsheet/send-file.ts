import type { FastifyReply } from 'fastify';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Sends bytes as a download; the filename is ASCII-safe with the UTF-8 name in filename* (RFC 6266). */
export function sendDownload(reply: FastifyReply, bytes: Buffer, filename: string, mimeType = XLSX_MIME) {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return reply
    .header('content-type', mimeType)
    .header(
      'content-disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
    )
    .header('access-control-expose-headers', 'token, x-request-id, content-disposition')
    .send(bytes);
}
