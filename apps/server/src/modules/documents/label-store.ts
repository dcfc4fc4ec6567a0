import { fileTypeOf, type OrderLabelFormat, orderLabelFormat } from '@shiplabel/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { AppDeps } from '../../lib/deps.ts';
import type { CarrierLabel } from '../carriers/carrier-adapter.ts';
import { channels } from '../channels/channels.table.ts';
import { blobStore } from '../files/blob-store.ts';
import type { OrderRow } from '../orders/orders.repository.ts';
import { orders } from '../orders/orders.table.ts';
import { noLabel } from './documents.errors.ts';
import { renderLabelPdf } from './label-pdf.ts';
import { renderOrderLabelZpl } from './label-zpl.ts';

export const PDF_MIME = 'application/pdf';
export const PNG_MIME = 'image/png';
/** ZPL is printer commands in plain text: a thermal printer takes the file as it is. */
export const ZPL_MIME = 'text/plain';
export const LABEL_MIME: Record<OrderLabelFormat, string> = { pdf: PDF_MIME, png: PNG_MIME, zpl: ZPL_MIME };
const TYPE_BY_MIME = new Map(
  Object.entries(LABEL_MIME).map(([type, mime]) => [mime, type as OrderLabelFormat]),
);

export interface LabelFile {
  bytes: Buffer;
  blobId: string;
  type: OrderLabelFormat;
}

/** The file type of a stored label blob (blobs stored before issue 15 are PDFs). */
export const labelTypeOfMime = (mimeType: string): OrderLabelFormat => TYPE_BY_MIME.get(mimeType) ?? 'pdf';

/**
 * What the order keeps of a carrier's own label file: the bytes go to the blob store (kind 'label', owned
 * by the order's customer) before the order is placed, so a placed order never lacks its file; the order's
 * `labelData` says only what the file is. Built-in carriers' JSON content is kept as it is (rendered later).
 */
export async function storeCarrierLabel(
  db: Database,
  order: Pick<OrderRow, 'userId' | 'orderNo'>,
  label: CarrierLabel,
): Promise<{ labelData: Record<string, unknown>; labelBlobId: string | null }> {
  if (label.format === 'json') return { labelData: label.content, labelBlobId: null };
  const blob = await blobStore(db).put({
    ownerId: order.userId,
    kind: 'label',
    mimeType: LABEL_MIME[label.format],
    filename: `${order.orderNo}.${label.format}`,
    bytes: Buffer.from(label.base64, 'base64'),
  });
  return {
    labelData: { carrierFile: label.format, ...(label.paper && { paper: label.paper }) },
    labelBlobId: blob.id,
  };
}

/** The file type our renderer makes of a built-in carrier's label: the order's format on its channel. */
async function renderedTypeOf(db: Database, order: OrderRow): Promise<OrderLabelFormat> {
  const [channel] = order.channelId
    ? await db.select({ settings: channels.settings }).from(channels).where(eq(channels.id, order.channelId))
    : [];
  // Our renderer draws PDF and ZPL; a PNG asked of a built-in carrier gets its nearest, the PDF.
  return fileTypeOf(orderLabelFormat(order.options, channel?.settings)).type === 'zpl' ? 'zpl' : 'pdf';
}

/**
 * The order's label file: a carrier's own file (PDF, PNG or ZPL) as stored at placement, or, for the
 * built-in carriers, our rendering of their label data in the order's format (PDF on its paper, or ZPL),
 * rendered once and kept in the blob store so every later download returns the same bytes, even if the
 * renderer changes. Placement calls this right after the carrier returns a label; downloads call it too,
 * which renders labels of orders placed before (or whose first rendering failed).
 */
export async function ensureLabelFile(deps: Pick<AppDeps, 'db'>, order: OrderRow): Promise<LabelFile> {
  if (!order.labelData) throw noLabel();
  const store = blobStore(deps.db);
  if (order.labelBlobId) {
    const stored = await store.read(order.labelBlobId);
    if (stored) return { bytes: stored.bytes, blobId: stored.id, type: labelTypeOfMime(stored.mimeType) };
  }
  if (typeof order.labelData.carrierFile === 'string') throw noLabel(); // the carrier's file is gone
  const type = await renderedTypeOf(deps.db, order);
  const bytes =
    type === 'zpl'
      ? Buffer.from(renderOrderLabelZpl(order), 'utf8')
      : Buffer.from(await renderLabelPdf(order));
  const blob = await store.put({
    ownerId: order.userId,
    kind: 'label',
    mimeType: LABEL_MIME[type],
    filename: `${order.orderNo}.${type}`,
    bytes,
  });
  // Compare-and-set: of two concurrent first downloads, the first stored file wins and both return it.
  const [claimed] = await deps.db
    .update(orders)
    .set({ labelBlobId: blob.id })
    .where(and(eq(orders.id, order.id), isNull(orders.labelBlobId)))
    .returning({ id: orders.id });
  if (claimed) return { bytes, blobId: blob.id, type: type };
  const [current] = await deps.db
    .select({ labelBlobId: orders.labelBlobId })
    .from(orders)
    .where(eq(orders.id, order.id));
  const winner = current?.labelBlobId ? await store.read(current.labelBlobId) : null;
  return winner
    ? { bytes: winner.bytes, blobId: winner.id, type: labelTypeOfMime(winner.mimeType) }
    : { bytes, blobId: blob.id, type: type };
}

/** The label as a PDF-first helper for callers that only need bytes (kept name: placement, bulk). */
export const ensureLabelPdf = ensureLabelFile;
