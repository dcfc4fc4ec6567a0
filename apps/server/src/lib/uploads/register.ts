import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

/** The largest file any route accepts; each route sets its own smaller limit in `readUpload`. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

/** multipart/form-data for upload routes; files are read per route with `readUpload`. */
export async function registerMultipart(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
}
