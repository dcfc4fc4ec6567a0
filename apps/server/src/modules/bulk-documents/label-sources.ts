import { inArray } from 'drizzle-orm';
import type { AppDeps } from '../../lib/deps.ts';
import { hasPrintableLabel } from '../documents/documents.usecases.ts';
import { ensureLabelPdf } from '../documents/label-store.ts';
import { blobs } from '../files/blobs.table.ts';
import type { OrderRow } from '../orders/orders.repository.ts';
import { ordersInPages } from './order-selection.ts';

/** Orders per database round trip: a page of label PDFs is a few MB at most. */
const PAGE_SIZE = 200;

/**
 * The stored label PDFs of `ids`, in order, a page at a time: one query for a page's blobs (the bytes
 * `ensureLabelPdf` stored at placement), and `ensureLabelPdf` itself only for orders whose PDF was
 * never rendered. Orders without a printable label (drafts, voided, refunded...) are reported to
 * `onSkipped` and left out.
 */
export async function* labelPdfsOf(
  deps: Pick<AppDeps, 'db'>,
  ids: readonly string[],
  onSkipped: (order: OrderRow) => void,
): AsyncGenerator<{ order: OrderRow; bytes: Buffer }> {
  for await (const page of ordersInPages(deps, ids, PAGE_SIZE)) {
    const printable = page.filter((order) => {
      if (hasPrintableLabel(order)) return true;
      onSkipped(order);
      return false;
    });
    const blobIds = printable.flatMap((o) => (o.labelBlobId ? [o.labelBlobId] : []));
    const stored = blobIds.length
      ? await deps.db.select({ id: blobs.id, data: blobs.data }).from(blobs).where(inArray(blobs.id, blobIds))
      : [];
    const bytesById = new Map(stored.map((b) => [b.id, b.data]));
    for (const order of printable) {
      const bytes = order.labelBlobId ? bytesById.get(order.labelBlobId) : undefined;
      yield { order, bytes: bytes ?? (await ensureLabelPdf(deps, order)).bytes };
    }
  }
}
