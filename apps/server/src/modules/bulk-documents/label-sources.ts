import type { OrderLabelFormat } from '@shiplabel/shared';
import type { AppDeps } from '../../lib/deps.ts';
import { hasPrintableLabel } from '../documents/documents.usecases.ts';
import { ensureLabelFile, labelTypeOfMime } from '../documents/label-store.ts';
import { blobStore } from '../files/blob-store.ts';
import type { OrderRow } from '../orders/orders.repository.ts';
import { ordersInPages } from './order-selection.ts';

/** Orders per database round trip: a page of label PDFs is a few MB at most. */
const PAGE_SIZE = 200;

/** Why an order is left out of a bulk label file. */
export type LeftOutReason = 'no_label' | 'label_missing';

/**
 * The stored label files of `ids` (PDF, PNG or ZPL), in order, a page at a time: one query for a page's
 * blobs (the carrier's file or the rendering `ensureLabelFile` stored at placement), and `ensureLabelFile`
 * itself only for orders whose label was never rendered. Orders left out are reported to `onSkipped` with
 * the reason: no printable label (drafts, voided, refunded...), or a label file whose object is gone from
 * the bucket (`label_missing`: the other orders of the page are still delivered).
 */
export async function* labelPdfsOf(
  deps: Pick<AppDeps, 'db'>,
  ids: readonly string[],
  onSkipped: (order: OrderRow, reason: LeftOutReason) => void,
): AsyncGenerator<{ order: OrderRow; bytes: Buffer; type: OrderLabelFormat }> {
  for await (const page of ordersInPages(deps, ids, PAGE_SIZE)) {
    const printable = page.filter((order) => {
      if (hasPrintableLabel(order)) return true;
      onSkipped(order, 'no_label');
      return false;
    });
    const blobIds = printable.flatMap((o) => (o.labelBlobId ? [o.labelBlobId] : []));
    // Through the blob store: a page's files come from the database or object storage alike.
    const { files, missing } = await blobStore(deps.db).readMany(blobIds);
    const lost = new Set(missing);
    for (const order of printable) {
      const blob = order.labelBlobId ? files.get(order.labelBlobId) : undefined;
      if (blob) yield { order, bytes: blob.bytes, type: labelTypeOfMime(blob.mimeType) };
      else if (order.labelBlobId && lost.has(order.labelBlobId)) onSkipped(order, 'label_missing');
      else {
        const file = await ensureLabelFile(deps, order);
        yield { order, bytes: file.bytes, type: file.type };
      }
    }
  }
}
