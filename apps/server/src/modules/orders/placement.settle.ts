import { type Currency, ORDER_STATUS } from '@shiplabel/shared';
import type { AppDeps } from '../../lib/deps.ts';
import { AppError } from '../../lib/errors.ts';
import { t } from '../../lib/i18n/index.ts';
import type { LabelResult } from '../carriers/carrier-adapter.ts';
import { ensureLabelFile, storeCarrierLabel } from '../documents/label-store.ts';
import { captureFunds, type KnownReservation, releaseFunds } from '../ledger/ledger.usecases.ts';
import { onLabelCreatedForLingxing } from '../lingxing/lingxing.label-hook.ts';
import type { CatalogFreshness } from '../pricing/for-orders.ts';
import { payCommission } from '../proxy/proxy.commission.ts';
import { onLabelCreatedForStore } from '../stores/stores.label-hook.ts';
import { orderEventData } from '../webhooks/webhooks.events.ts';
import { emitWebhookEvent } from '../webhooks/webhooks.usecases.ts';
import { type OrderRow, requireOrder } from './orders.repository.ts';
import { buyLabel, voidLabels } from './placement.carrier.ts';
import type { Viewer } from './placement.detail.ts';
import { moveWithEvent } from './placement.repository.ts';

/**
 * The last steps of a placement (and of an approved review, and of recovery): settle the reservation
 * exactly once, then move the order with a compare-and-set on its status and placement key. Money first:
 * a crash between the two leaves the order where recovery finds it, and the settlement replays.
 */
type Deps = Pick<AppDeps, 'db' | 'clock'>;

/**
 * How a placement treats the label PDF: rendered right after the carrier answers (the default, so the
 * first download is instant), or, with `deferLabelPdf` (batch placement), left to the first download,
 * which renders and stores it (`ensureLabelPdf`, also used by the bulk label download).
 */
export interface LabelPdfTiming {
  deferLabelPdf?: boolean;
}

/**
 * The order's own account of its hold (placeOrder holds price + deposit under its order number): the
 * settlement then needs no read of the reservation; the ledger checks these facts under its locks.
 */
const knownHoldOf = (order: OrderRow): KnownReservation => ({
  userId: order.userId,
  currency: order.currency as Currency,
  amount: (order.rateMinor ?? 0n) + order.depositMinor,
  orderNo: order.orderNo,
});

const isSettledOtherwise = (error: unknown) =>
  error instanceof AppError && error.errorCode === 'ledger.reservation_settled';

/**
 * The carrier made the label: the hold becomes the charge and the temporary deposit, and the order is
 * placed (8). Null when the order had moved on; a label whose money was released meanwhile is voided.
 */
export async function completePlacement(
  deps: Deps & LabelPdfTiming,
  input: {
    order: OrderRow;
    /** Null for a test-mode order (issue 16): nothing was held, nothing is captured. */
    reservationId: string | null;
    label: LabelResult;
    from: number[];
    actorId: string | null;
  },
): Promise<OrderRow | null> {
  const { order, label } = input;
  try {
    if (input.reservationId)
      await captureFunds({
        deps,
        reservationId: input.reservationId,
        priceMinor: order.rateMinor ?? 0n,
        depositMinor: order.depositMinor,
        known: knownHoldOf(order),
      });
  } catch (error) {
    if (!isSettledOtherwise(error)) throw error;
    // Released meanwhile (review rejected, or recovery gave up on a slow carrier): the label must not stand.
    await voidLabels(deps, order, label.trackingNumbers, label.carrierRef ?? '');
    return null;
  }
  // Issue 13: the label of a proxy's sub-account is bought, so its proxy's commission is paid (once).
  await payCommission(deps, order);
  // A carrier's own file (PDF, PNG, ZPL) is stored before the order says it is placed.
  const stored = await storeCarrierLabel(deps.db, order, label.label);
  const now = deps.clock();
  const placed = await moveWithEvent(deps.db, {
    id: order.id,
    from: input.from,
    placementKey: order.placementKey!,
    now,
    patch: {
      status: ORDER_STATUS.placed,
      reservationId: input.reservationId,
      trackingNo: label.trackingNumbers[0] ?? '',
      trackingNumbers: label.trackingNumbers,
      labelData: stored.labelData,
      labelBlobId: stored.labelBlobId,
      carrierRef: label.carrierRef ?? '',
      labelCreatedAt: now,
      errorCode: '',
      errorMessage: '',
    },
    event: {
      kind: 'waybill_generated',
      params: { trackingNo: label.trackingNumbers.join(', ') },
      actorId: input.actorId,
    },
  });
  // Issue 16: after the commit; a cached Set lookup when the customer has no webhook endpoint.
  if (placed) await emitWebhookEvent(deps, placed.userId, 'label.created', orderEventData(placed));
  // Issue 16: an order imported from an online store gets its tracking pushed back (store.fulfill job).
  if (placed) await onLabelCreatedForStore(deps, placed.id);
  // Issue 16: so is one pulled from LingXing (its tracking number and label go back to the ERP).
  if (placed) await onLabelCreatedForLingxing(deps, placed.id);
  // Our rendering is made now so the first download is instant; a failure here is retried by the download.
  if (placed && !placed.labelBlobId && !deps.deferLabelPdf)
    void ensureLabelFile(deps, placed).catch(() => undefined);
  return placed;
}

/**
 * The carrier refused (or never made the label): the hold goes back to available and the order fails
 * (19) with the reason. Null when the order had moved on (e.g. another step captured the money).
 */
export async function failPlacement(
  deps: Deps,
  input: {
    order: OrderRow;
    reservationId: string | null;
    from: number[];
    errorCode: string;
    errorMessage: string;
    actorId: string | null;
  },
): Promise<OrderRow | null> {
  const { order } = input;
  if (input.reservationId) {
    try {
      await releaseFunds({ deps, reservationId: input.reservationId, known: knownHoldOf(order) });
    } catch (error) {
      if (isSettledOtherwise(error)) return null;
      throw error;
    }
  }
  const now = deps.clock();
  return moveWithEvent(deps.db, {
    id: order.id,
    from: input.from,
    placementKey: order.placementKey!,
    now,
    patch: {
      status: ORDER_STATUS.failed,
      reservationId: input.reservationId,
      errorCode: input.errorCode,
      errorMessage: input.errorMessage,
    },
    event: { kind: 'failed', params: { reason: input.errorCode }, actorId: input.actorId },
  });
}

/**
 * Buys the label outside any database transaction, then captures (8) or releases (19). Used by placement
 * (from 17) and by an approved review (from 18). Answers the order as it is afterwards.
 */
export async function callCarrier(
  deps: AppDeps & Viewer & { actorId: string | null } & CatalogFreshness & LabelPdfTiming,
  order: OrderRow,
  reservationId: string | null,
  from: number[],
): Promise<OrderRow> {
  const outcome = await buyLabel(deps, order);
  const settled = outcome.ok
    ? await completePlacement(deps, { order, reservationId, label: outcome.label, from, actorId: null })
    : await failPlacement(deps, {
        order,
        reservationId,
        from,
        errorCode: outcome.code,
        errorMessage: t(deps.locale, outcome.code),
        actorId: null,
      });
  return settled ?? requireOrder(deps.db, { id: order.id });
}
