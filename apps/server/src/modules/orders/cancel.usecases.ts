import { type Currency, formatMinor, ORDER_STATUS, type OrderDetail, operations } from '@shiplabel/shared';
import type { AppDeps } from '../../lib/deps.ts';
import type { PostInput } from '../ledger/ledger.post.ts';
import { tellOrderDecision } from '../messages/events.ts';
import { reverseCommission } from '../proxy/proxy.commission.ts';
import { orderEventData } from '../webhooks/webhooks.events.ts';
import { emitWebhookEvent } from '../webhooks/webhooks.usecases.ts';
import { labelVoidedByCancel } from './cancel-void.ts';
import { moveWithMoney } from './order-money.ts';
import { requireTransition } from './order-transition.ts';
import { rejectAfterVoid } from './orders.errors.ts';
import { type OrderRow, orderEventsOf, requireOrder } from './orders.repository.ts';
import { voidLabels } from './placement.carrier.ts';
import { detailOfRow, type Viewer } from './placement.detail.ts';
import { countOrderEvents } from './placement.repository.ts';

interface Caller extends Viewer {
  /** The customer whose order it must be; null for the back office. */
  ownerId: string | null;
  actorId: string;
}

const money = (order: OrderRow, minor: bigint) => ({ amount: formatMinor(minor), currency: order.currency });

/** The temporary deposit still held for the order (captured at placement, not released yet). */
export const heldDeposit = (order: OrderRow) =>
  order.labelCreatedAt && !order.depositReleasedAt ? order.depositMinor : 0n;

export function depositReleasePosting(order: OrderRow, actorId: string | null): PostInput {
  return {
    userId: order.userId,
    type: 'depositRelease',
    legs: operations.depositRelease(order.currency as Currency, order.depositMinor),
    // One release per placement of the order (a restored and re-placed order has a new deposit).
    idempotencyKey: `deposit:${order.id}:${order.placementAttempt}`,
    reference: order.orderNo,
    createdBy: actorId,
  };
}

/**
 * Customer cancels a placed order (8 -> 6): the carrier is asked to void the label first (the timeline
 * says whether it did), then the charge waits in pending refund for the cancel audit.
 */
export async function cancelOrder(deps: AppDeps & Caller & { orderId: string }): Promise<OrderDetail> {
  const order = await requireOrder(deps.db, { id: deps.orderId, userId: deps.ownerId });
  requireTransition(order.status, 'cancel', deps.actor);
  const voided = await voidLabels(deps, order, order.trackingNumbers);
  const round = await countOrderEvents(deps.db, order.id, 'cancel_requested');
  const rate = order.rateMinor ?? 0n;
  const moved = await moveWithMoney(
    deps,
    {
      order,
      action: 'cancel',
      from: [ORDER_STATUS.placed],
      patch: { status: ORDER_STATUS.inCancellation },
      postings: [
        {
          userId: order.userId,
          type: 'refundRequest',
          legs: operations.refundRequest(order.currency as Currency, rate),
          idempotencyKey: `cancel:${order.id}:${round}`,
          reference: order.orderNo,
          createdBy: deps.actorId,
        },
      ],
      events: [
        {
          kind: 'cancel_requested',
          params: {
            ...money(order, rate),
            carrierVoid: voided ? 'placement.carrier_voided' : 'placement.carrier_not_voided',
          },
        },
      ],
      actorId: deps.actorId,
    },
    deps.actor,
  );
  // Issue 16: the customer's webhooks hear of the voided label, after the commit.
  await emitWebhookEvent(deps, order.userId, 'label.voided', {
    ...orderEventData(moved),
    carrierVoided: voided,
  });
  return detailOfRow(deps.db, moved, deps);
}

/**
 * Cancel audit (back office): approve refunds the charge (6 -> 4, type 2) and releases the temporary
 * deposit (type 3); reject puts the charge back to revenue and the label stands (6 -> 8). A label the
 * carrier already voided cannot stand again: such a cancellation can only be approved (422 otherwise).
 */
export async function auditCancel(
  deps: AppDeps & Caller & { orderId: string; approve: boolean; reason: string },
): Promise<OrderDetail> {
  const order = await requireOrder(deps.db, { id: deps.orderId });
  const action = deps.approve ? 'cancelApprove' : 'cancelReject';
  requireTransition(order.status, action, deps.actor);
  if (!deps.approve && labelVoidedByCancel(await orderEventsOf(deps.db, order.id))) throw rejectAfterVoid();
  // The cancellation being audited: the latest request (numbered from 0).
  const round = (await countOrderEvents(deps.db, order.id, 'cancel_requested')) - 1;
  const rate = order.rateMinor ?? 0n;
  const currency = order.currency as Currency;
  const common = {
    userId: order.userId,
    reference: order.orderNo,
    createdBy: deps.actorId,
    reason: deps.reason,
  };
  const deposit = heldDeposit(order);
  const step = deps.approve
    ? {
        patch: {
          status: ORDER_STATUS.canceled,
          ...(deposit > 0n ? { depositReleasedAt: deps.clock() } : {}),
        },
        postings: [
          {
            ...common,
            type: 'refundApprove' as const,
            legs: operations.refundApprove(currency, rate),
            idempotencyKey: `cancel-approve:${order.id}:${round}`,
          },
          ...(deposit > 0n ? [depositReleasePosting(order, deps.actorId)] : []),
        ],
        events: [
          { kind: 'cancel_approved' as const, params: money(order, rate) },
          ...(deposit > 0n ? [{ kind: 'deposit_released' as const, params: money(order, deposit) }] : []),
        ],
      }
    : {
        patch: { status: ORDER_STATUS.placed },
        postings: [
          {
            ...common,
            type: 'refundReject' as const,
            legs: operations.refundReject(currency, rate),
            idempotencyKey: `cancel-reject:${order.id}:${round}`,
          },
        ],
        events: [{ kind: 'cancel_rejected' as const, params: { reason: deps.reason || '-' } }],
      };
  const moved = await moveWithMoney(
    deps,
    { order, action, from: [ORDER_STATUS.inCancellation], actorId: deps.actorId, ...step },
    deps.actor,
  );
  // Issue 13: a refunded label of a proxy's sub-account takes the proxy's commission back.
  if (deps.approve) await reverseCommission(deps, order);
  // Issue 14: the customer learns of the audit in the message centre, after the commit.
  await tellOrderDecision(deps, order, 'cancel', deps.approve, deps.reason);
  return detailOfRow(deps.db, moved, deps);
}
