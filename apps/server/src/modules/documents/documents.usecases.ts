import type { AppDeps } from '../../lib/deps.ts';
import { type OrderRow, requireOrder } from '../orders/orders.repository.ts';
import { noLabel, notInternational } from './documents.errors.ts';
import { isInternational } from './invoice-model.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { ensureLabelFile, LABEL_MIME, PDF_MIME } from './label-store.ts';

/**
 * Statuses whose carrier label is live: placed (and its legacy aliases 1, 2, 7), delivered, in
 * cancellation (the cancel may be rejected) and held for review. Drafts, placing, failed, rejected,
 * voided and cancelled (refunded) orders have no label to print, even if old label data remains.
 */
export const LABEL_STATUSES: readonly number[] = [1, 2, 3, 6, 7, 8, 18];

/** Whether the order has a label that may be printed now (also decides what bulk downloads skip). */
export const hasPrintableLabel = (order: Pick<OrderRow, 'labelData' | 'status'>) =>
  order.labelData !== null && LABEL_STATUSES.includes(order.status);

/** Who asks: a customer sees only their own orders (`userId`); the back office any (`userId` null). */
interface DocumentRequest {
  deps: Pick<AppDeps, 'db'>;
  orderId: string;
  userId: string | null;
}

export async function downloadLabel({ deps, orderId, userId }: DocumentRequest) {
  const order = await requireOrder(deps.db, { id: orderId, userId });
  if (!hasPrintableLabel(order)) throw noLabel();
  const { bytes, type } = await ensureLabelFile(deps, order);
  return { bytes, filename: `${order.orderNo}.${type}`, mimeType: LABEL_MIME[type] };
}

/**
 * The commercial invoice is rendered on each download: it is a document of the order's customs data,
 * cheap to draw and not a carrier artefact that must stay byte-identical. It travels with a live
 * shipment, so it is refused exactly when the label is (a draft, a voided or a refunded order has none).
 */
export async function downloadInvoice({ deps, orderId, userId }: DocumentRequest) {
  const order = await requireOrder(deps.db, { id: orderId, userId });
  if (!isInternational(order)) throw notInternational();
  if (!hasPrintableLabel(order)) throw noLabel();
  const bytes = Buffer.from(await renderInvoicePdf(order));
  return { bytes, filename: `${order.orderNo}-invoice.pdf`, mimeType: PDF_MIME };
}
