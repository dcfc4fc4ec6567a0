import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../lib/deps.ts';
import { databaseBlobStore } from '../files/blob-store.ts';
import type { OrderRow } from '../orders/orders.repository.ts';
import { orders } from '../orders/orders.table.ts';
import { noLabel } from './documents.errors.ts';
import { renderLabelPdf } from './label-pdf.ts';

export const PDF_MIME = 'application/pdf';

/**
 * The order's label PDF: rendered once from the carrier's label data and kept in the blob store (kind
 * 'label', owned by the order's customer), so every later download returns the same bytes, even if
 * the renderer changes. Placement calls this right after the carrier returns a label; downloads call
 * it too, which renders labels of orders placed before (or whose first rendering failed).
 */
export async function ensureLabelPdf(
  deps: Pick<AppDeps, 'db'>,
  order: OrderRow,
): Promise<{ bytes: Buffer; blobId: string }> {
  if (!order.labelData) throw noLabel();
  const store = databaseBlobStore(deps.db);
  if (order.labelBlobId) {
    const stored = await store.read(order.labelBlobId);
    if (stored) return { bytes: stored.bytes, blobId: stored.id };
  }
  const bytes = Buffer.from(await renderLabelPdf(order));
  const blob = await store.put({
    ownerId: order.userId,
    kind: 'label',
    mimeType: PDF_MIME,
    filename: `${order.orderNo}.pdf`,
    bytes,
  });
  // Compare-and-set: of two concurrent first downloads, the first stored PDF wins and both return it.
  const [claimed] = await deps.db
    .update(orders)
    .set({ labelBlobId: blob.id })
    .where(and(eq(orders.id, order.id), isNull(orders.labelBlobId)))
    .returning({ id: orders.id });
  if (claimed) return { bytes, blobId: blob.id };
  const [current] = await deps.db
    .select({ labelBlobId: orders.labelBlobId })
    .from(orders)
    .where(eq(orders.id, order.id));
  const winner = current?.labelBlobId ? await store.read(current.labelBlobId) : null;
  return winner ? { bytes: winner.bytes, blobId: winner.id } : { bytes, blobId: blob.id };
}
