import type { FastifyReply, FastifyRequest } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { sendDownload } from '../../lib/spreadsheet/send-file.ts';
import type { BulkAnswer } from './bulk-downloads.usecases.ts';

/** Response headers naming the orders a label download left out for want of a printable label. */
export const SKIPPED_COUNT_HEADER = 'x-skipped-count';
export const SKIPPED_ORDERS_HEADER = 'x-skipped-orders';
/** Of those, the orders whose label file is recorded but gone from object storage (a subset). */
export const MISSING_LABEL_ORDERS_HEADER = 'x-missing-label-orders';
/** Order numbers listed in the header at most; the count is always exact. */
const SKIPPED_LISTED_MAX = 200;

/**
 * A file answers 200 as an attachment; a job answers 202 with `{ jobId, total }` in the usual envelope
 * (the client then shows its progress and downloads /app/jobs/:id/download). Orders left out are named
 * in headers: `x-skipped-count` and `x-skipped-orders` (URI-encoded order numbers, comma-separated), and
 * those of them whose label file is missing from object storage also in `x-missing-label-orders`.
 */
export function sendBulkAnswer(request: FastifyRequest, reply: FastifyReply, answer: BulkAnswer) {
  if ('job' in answer) return reply.code(202).send(ok(request, answer.job));
  const listed = (orders: typeof answer.skipped) =>
    orders
      .slice(0, SKIPPED_LISTED_MAX)
      .map((o) => encodeURIComponent(o.orderNo))
      .join(',');
  reply
    .header(SKIPPED_COUNT_HEADER, String(answer.skipped.length))
    .header(SKIPPED_ORDERS_HEADER, listed(answer.skipped))
    .header(MISSING_LABEL_ORDERS_HEADER, listed(answer.skipped.filter((o) => o.reason === 'label_missing')));
  return sendDownload(reply, answer.file.bytes, answer.file.filename, answer.file.mimeType, [
    SKIPPED_COUNT_HEADER,
    SKIPPED_ORDERS_HEADER,
    MISSING_LABEL_ORDERS_HEADER,
  ]);
}
