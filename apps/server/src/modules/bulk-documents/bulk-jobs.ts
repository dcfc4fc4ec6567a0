import { asc, eq } from 'drizzle-orm';
import { unprocessable } from '../../lib/errors.ts';
import { t } from '../../lib/i18n/index.ts';
import { XLSX_MIME } from '../../lib/spreadsheet/send-file.ts';
import { blobStore } from '../files/blob-store.ts';
import { jobItems } from '../jobs/jobs.table.ts';
import { type JobContext, registerJobHandler } from '../jobs/queue.ts';
import type { LabelNaming } from './bulk.schemas.ts';
import { labelsZip, mergedLabelsPdf } from './label-bundles.ts';
import type { LeftOutReason } from './label-sources.ts';
import { exportOrdersXlsx } from './order-export.ts';

export const LABELS_JOB = 'documents.labels';
export const EXPORT_JOB = 'documents.export';
export const ZIP_MIME = 'application/zip';

export interface LabelsJobPayload {
  format: 'pdf' | 'zip';
  naming: LabelNaming;
  filename: string;
}
export interface ExportJobPayload {
  admin: boolean;
  filename: string;
  /** The orders as chosen when the job was asked for: rows added later are not exported. */
  ids: string[];
}

/**
 * The job's items in order, finished or not. A job that resumes on another worker rebuilds its file from
 * the first item (a half-written file is not kept anywhere), but records outcomes only of the items
 * still pending, so the counters stay right.
 */
async function itemsOf(ctx: JobContext) {
  const rows = await ctx.deps.db
    .select({ seq: jobItems.seq, ref: jobItems.ref, status: jobItems.status })
    .from(jobItems)
    .where(eq(jobItems.jobId, ctx.job.id))
    .orderBy(asc(jobItems.seq));
  return rows;
}

async function storeResult(ctx: JobContext, bytes: Buffer, filename: string, mimeType: string) {
  const blob = await blobStore(ctx.deps.db).put({
    ownerId: ctx.job.userId!,
    kind: 'download',
    mimeType,
    filename,
    bytes,
  });
  return { blobId: blob.id, filename };
}

/** Merged PDF or zip of many orders' labels: one item per order (skipped ones fail with the reason). */
async function runLabelsJob(ctx: JobContext) {
  const payload = ctx.job.payload as unknown as LabelsJobPayload;
  const items = await itemsOf(ctx);
  const pending = new Map(items.filter((i) => i.status === 0).map((i) => [i.ref, i.seq]));
  const why = {
    no_label: { errorCode: 'documents.no_label', text: t(ctx.locale, 'documents.no_label') },
    label_missing: { errorCode: 'bulkdocs.label_missing', text: t(ctx.locale, 'bulkdocs.label_missing') },
  };
  const input = {
    deps: ctx.deps,
    ids: items.map((i) => i.ref),
    shouldStop: () => ctx.shouldStop(),
    onOrder: async (
      order: { id: string; orderNo: string },
      included: boolean,
      reason: LeftOutReason = 'no_label',
    ) => {
      const seq = pending.get(order.id);
      if (seq === undefined) return;
      pending.delete(order.id);
      const { errorCode, text } = why[reason];
      await ctx.finishItem(
        seq,
        included
          ? { ok: true, result: { orderNo: order.orderNo } }
          : { ok: false, errorCode, message: `${order.orderNo}: ${text}` },
      );
    },
  };
  const bundle =
    payload.format === 'zip'
      ? await labelsZip({ ...input, naming: payload.naming })
      : await mergedLabelsPdf(input);
  if (bundle.stopped) return;
  // Orders deleted since the job was asked for: nothing to print, said so per item.
  for (const seq of pending.values()) {
    await ctx.finishItem(seq, {
      ok: false,
      errorCode: 'orders.not_found',
      message: t(ctx.locale, 'orders.not_found'),
    });
  }
  if (bundle.included === 0) throw unprocessable('bulkdocs.no_labels');
  // A merged download is a .pdf, a .zpl or a zip by the labels' file types (label-bundles).
  const filename = payload.filename.replace(/\.pdf$/, `.${bundle.extension}`);
  const stored = await storeResult(ctx, bundle.bytes, filename, bundle.mimeType);
  return { ...stored, included: bundle.included, skipped: bundle.skipped.length };
}

/** An order export: one item per page of `EXPORT_PAGE_ROWS` orders, so progress moves a page at a time. */
async function runExportJob(ctx: JobContext) {
  const payload = ctx.job.payload as unknown as ExportJobPayload;
  const sheet = await exportOrdersXlsx({
    deps: ctx.deps,
    ids: payload.ids,
    locale: ctx.locale,
    admin: payload.admin,
    shouldStop: () => ctx.shouldStop(),
    // A page a resumed job already recorded stays as it was: finishItem changes only pending items.
    onPage: (seq, rows) => ctx.finishItem(seq, { ok: true, result: { rows } }),
  });
  if (!sheet) return;
  return { ...(await storeResult(ctx, sheet.bytes, payload.filename, XLSX_MIME)), rows: sheet.rows };
}

registerJobHandler(LABELS_JOB, runLabelsJob);
registerJobHandler(EXPORT_JOB, runExportJob);
