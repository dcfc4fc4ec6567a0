import { ORDER_STATUS, type OrderDetail } from '@shiplabel/shared';
import type { AppDeps } from '../../lib/deps.ts';
import { AppError } from '../../lib/errors.ts';
import { releaseFunds } from '../ledger/ledger.usecases.ts';
import { tellOrderDecision } from '../messages/events.ts';
import { requireTransition } from './order-transition.ts';
import { orderChanged } from './orders.errors.ts';
import { addOrderEvent, type OrderRow, requireOrder } from './orders.repository.ts';
import { detailOfRow, type Viewer } from './placement.detail.ts';
import { moveWithEvent, reservationOfPlacement } from './placement.repository.ts';
import { callCarrier } from './placement.settle.ts';

type Deps = AppDeps & Viewer & { actorId: string; orderId: string; reason: string };

/** The reservation held for the order's placement (recorded on the order, else found by its ledger key). */
async function heldReservation(deps: AppDeps, order: OrderRow): Promise<string> {
  if (order.reservationId) return order.reservationId;
  const found = order.placementKey ? await reservationOfPlacement(deps.db, order.placementKey) : null;
  if (!found) throw orderChanged();
  return found.id;
}

/**
 * Order review (back office) of an order held at 18 with its money reserved. Approve buys the label like
 * placement does (8, or 19 with the money released when the carrier refuses); reject releases the money
 * and keeps the reason in `auditInfo` (16).
 */
export async function reviewOrder(deps: Deps & { approve: boolean }): Promise<OrderDetail> {
  const order = await requireOrder(deps.db, { id: deps.orderId });
  requireTransition(order.status, deps.approve ? 'reviewApprove' : 'reviewReject', deps.actor);
  const reservationId = await heldReservation(deps, order);
  const row = deps.approve
    ? await approve(deps, order, reservationId)
    : await reject(deps, order, reservationId);
  // Issue 14: the customer learns of the decision in the message centre, after the commit.
  // An approval whose label purchase failed (19) says so, not "label being bought".
  const labelFailed = deps.approve && row.status === ORDER_STATUS.failed ? row : undefined;
  await tellOrderDecision(deps, order, 'review', deps.approve, deps.reason, labelFailed);
  return detailOfRow(deps.db, row, deps);
}

async function approve(deps: Deps, order: OrderRow, reservationId: string) {
  await addOrderEvent(deps.db, {
    orderId: order.id,
    kind: 'review_approved',
    actorId: deps.actorId,
    at: deps.clock(),
  });
  const after = await callCarrier(deps, order, reservationId, [ORDER_STATUS.forecastSuccessful]);
  // Still 18: the money was settled another way meanwhile (a concurrent rejection won).
  if (after.status === ORDER_STATUS.forecastSuccessful) throw orderChanged();
  return after;
}

async function reject(deps: Deps, order: OrderRow, reservationId: string) {
  try {
    await releaseFunds({ deps, reservationId, as: 'reviewRefund', reason: deps.reason });
  } catch (error) {
    // Captured by a concurrent approval: the label stands.
    if (error instanceof AppError && error.errorCode === 'ledger.reservation_settled') throw orderChanged();
    throw error;
  }
  const moved = await moveWithEvent(deps.db, {
    id: order.id,
    from: [ORDER_STATUS.forecastSuccessful],
    placementKey: order.placementKey!,
    now: deps.clock(),
    patch: { status: ORDER_STATUS.rejected, auditInfo: deps.reason, reservationId },
    event: { kind: 'review_rejected', params: { reason: deps.reason }, actorId: deps.actorId },
  });
  if (!moved) throw orderChanged();
  return moved;
}
