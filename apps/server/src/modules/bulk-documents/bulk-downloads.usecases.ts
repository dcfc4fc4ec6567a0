import type { Locale } from '@shiplabel/shared';
import { businessStamp } from '../../lib/business-time.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { unprocessable } from '../../lib/errors.ts';
import { XLSX_MIME } from '../../lib/spreadsheet/send-file.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { EXPORT_MAX, LABELS_MAX, type LabelsQuery, type Selection } from './bulk.schemas.ts';
import { EXPORT_JOB, type ExportJobPayload, LABELS_JOB, type LabelsJobPayload } from './bulk-jobs.ts';
import { labelsZip, mergedLabelsPdf } from './label-bundles.ts';
import type { LeftOutReason } from './label-sources.ts';
import { EXPORT_PAGE_ROWS, exportOrdersXlsx } from './order-export.ts';
import { selectedOrderIds } from './order-selection.ts';

/** Who asks and for whose orders: `ownerId` is the customer (own orders only) or null (back office). */
export interface BulkRequest {
  deps: AppDeps;
  requesterId: string;
  ownerId: string | null;
  locale: Locale;
}

/** A file to send now (with the orders left out), or a job building it for /app/jobs/:id/download. */
export type BulkAnswer =
  | {
      file: { bytes: Buffer; filename: string; mimeType: string };
      skipped: { id: string; orderNo: string; reason?: LeftOutReason }[];
    }
  | { job: { jobId: string; total: number } };

/** `labels-20261123-101502.pdf`: the moment of the request in the business time zone. */
export const downloadName = (prefix: string, extension: string, now: Date, timeZone: string) =>
  `${prefix}-${businessStamp(now, timeZone)}.${extension}`;

/**
 * Labels of many orders as one merged PDF or a zip of one PDF per order. Up to the configured threshold
 * the file is built now; above it a job builds it (answer 202 with the job id) so no request holds a
 * connection, and a server's memory, for a 10,000-label file.
 */
export async function downloadLabels(
  request: BulkRequest & { query: LabelsQuery; format: 'pdf' | 'zip' },
): Promise<BulkAnswer> {
  const { deps, query, format } = request;
  const ids = await selectedOrderIds({ deps, ownerId: request.ownerId, selection: query, max: LABELS_MAX });
  if (ids.length === 0) throw unprocessable('bulkdocs.no_labels');
  const filename = downloadName('labels', format, deps.clock(), deps.config.businessTz);
  if (ids.length > deps.config.bulkLabelsJobThreshold) {
    const payload: LabelsJobPayload = { format, naming: query.naming, filename };
    const job = await enqueueJob(deps, {
      kind: LABELS_JOB,
      userId: request.requesterId,
      payload: { ...payload, locale: request.locale },
      items: ids,
    });
    return { job: { jobId: job.id, total: job.total } };
  }
  const bundle =
    format === 'zip'
      ? await labelsZip({ deps, ids, naming: query.naming })
      : await mergedLabelsPdf({ deps, ids });
  if (bundle.included === 0) throw unprocessable('bulkdocs.no_labels');
  // A merged download is a .pdf, a .zpl or a zip by the labels' file types (label-bundles).
  const named = filename.replace(/\.pdf$/, `.${bundle.extension}`);
  return {
    file: { bytes: bundle.bytes, filename: named, mimeType: bundle.mimeType },
    skipped: bundle.skipped,
  };
}

/** The chosen orders as an .xlsx of the list's columns (a job above the export threshold). */
export async function exportOrders(request: BulkRequest & { query: Selection }): Promise<BulkAnswer> {
  const { deps } = request;
  const admin = request.ownerId === null;
  const ids = await selectedOrderIds({
    deps,
    ownerId: request.ownerId,
    selection: request.query,
    max: EXPORT_MAX,
  });
  const filename = downloadName('orders', 'xlsx', deps.clock(), deps.config.businessTz);
  if (ids.length > deps.config.bulkExportJobThreshold) {
    const payload: ExportJobPayload = { admin, filename, ids };
    const pages = Math.ceil(ids.length / EXPORT_PAGE_ROWS);
    const job = await enqueueJob(deps, {
      kind: EXPORT_JOB,
      userId: request.requesterId,
      payload: { ...payload, locale: request.locale },
      items: Array.from({ length: pages }, (_, page) => {
        const first = page * EXPORT_PAGE_ROWS;
        return `${first + 1}-${Math.min(first + EXPORT_PAGE_ROWS, ids.length)}`;
      }),
    });
    return { job: { jobId: job.id, total: job.total } };
  }
  const sheet = await exportOrdersXlsx({ deps, ids, locale: request.locale, admin });
  return { file: { bytes: sheet!.bytes, filename, mimeType: XLSX_MIME }, skipped: [] };
}
