import type { Actor, Locale, OrderAction, OrderDetail, OrderEventKind } from '@shiplabel/shared';
import { ORDER_STATUS } from '@shiplabel/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { insertDraft } from './drafts.usecases.ts';
import { emailOfUser } from './order-list.repository.ts';
import { requireTransition } from './order-transition.ts';
import { orderChanged } from './orders.errors.ts';
import {
  addOrderEvent,
  moveOrder,
  type OrderPatch,
  type OrderRow,
  orderEventsOf,
  requireOrder,
  trackingEventsOf,
} from './orders.repository.ts';
import { toDetail } from './orders.serialize.ts';
import { trackingEvents } from './orders.table.ts';

/**
 * Who acts on which orders: a customer on their own (`ownerId` = the caller; another's order reads as
 * unknown), the back office on any (`ownerId` null).
 */
export interface OrderScope {
  ownerId: string | null;
  actorId: string;
  actor: Actor;
  locale: Locale;
}

/** One order in full for the scope's actor; the back office also sees the customer's e-mail. */
export async function orderDetail(deps: AppDeps & OrderScope & { orderId: string }): Promise<OrderDetail> {
  const row = await requireOrder(deps.db, { id: deps.orderId, userId: deps.ownerId });
  return detailOf(deps, row);
}

export async function detailOf(deps: AppDeps & OrderScope, row: OrderRow): Promise<OrderDetail> {
  const [events, tracking, userEmail] = await Promise.all([
    orderEventsOf(deps.db, row.id),
    trackingEventsOf(deps.db, row.id),
    deps.actor === 'admin' ? emailOfUser(deps.db, row.userId) : Promise.resolve(undefined),
  ]);
  return toDetail(row, { locale: deps.locale, actor: deps.actor, events, tracking, userEmail });
}

/**
 * A status change without money: the state machine decides, the compare-and-set applies it only while
 * the order is still where it was read (else 409), and the timeline records it, in one transaction.
 */
async function simpleMove(
  deps: AppDeps & OrderScope & { orderId: string },
  action: OrderAction,
  event: OrderEventKind,
  patch: OrderPatch = {},
  after?: (tx: Database, orderId: string) => Promise<unknown>,
): Promise<OrderDetail> {
  const now = deps.clock();
  const moved = await deps.db.transaction(async (tx) => {
    const row = await requireOrder(tx, { id: deps.orderId, userId: deps.ownerId });
    const step = requireTransition(row.status, action, deps.actor);
    if (step.to === 'new') throw new Error(`${action} does not move an order`);
    const updated = await moveOrder(tx, {
      id: row.id,
      from: [row.status],
      patch: { ...patch, status: step.to },
      now,
    });
    if (!updated) throw orderChanged();
    await after?.(tx, row.id);
    await addOrderEvent(tx, { orderId: row.id, kind: event, actorId: deps.actorId, at: now });
    return updated;
  });
  return detailOf(deps, moved);
}

/** 0 / 19 / 16 -> 15 voided. */
export const voidOrder = (deps: AppDeps & OrderScope & { orderId: string }) =>
  simpleMove(deps, 'void', 'invalidated');

/**
 * What a draft does not have: the dead label (data, PDF, tracking numbers and the carrier's events), the
 * quote it was placed with, the refunded rate and deposit, the placement's state and the manifest. The
 * placement attempt counter stays: the next placement's key and deposit release must differ from the last.
 */
export const RESTORED_PATCH: OrderPatch = {
  errorCode: '',
  errorMessage: '',
  auditInfo: '',
  rateMinor: null,
  depositMinor: 0n,
  depositDueAt: null,
  depositReleasedAt: null,
  baseInfo: null,
  trackingNo: '',
  trackingNumbers: [],
  logisticsStatus: 0,
  labelData: null,
  labelBlobId: null,
  carrierRef: '',
  labelCreatedAt: null,
  reservationId: null,
  placementKey: null,
  placingStartedAt: null,
  deliveredAt: null,
  trackedAt: null,
  manifestId: null,
};

/**
 * 4 / 15 / 16 / 19 -> 0 draft, to be fixed and placed again: the last error and everything of the dead
 * label is cleared (RESTORED_PATCH), its carrier tracking events deleted. What happened stays in the
 * timeline (the waybill, cancel and refund events, a review's reject reason).
 */
export const restoreOrder = (deps: AppDeps & OrderScope & { orderId: string }) =>
  simpleMove(deps, 'restore', 'restored', RESTORED_PATCH, (tx, orderId) =>
    tx.delete(trackingEvents).where(eq(trackingEvents.orderId, orderId)),
  );

/** The form data of an order, as a copy takes it. */
const copiedColumns = (source: OrderRow) => ({
  shipDate: source.shipDate,
  batchNo: source.batchNo,
  reference: source.reference,
  reference2: source.reference2,
  remark: source.remark,
  fromAddress: source.fromAddress,
  toAddress: source.toAddress,
  toName: source.toName,
  parcels: source.parcels,
  items: source.items,
  customs: source.customs,
  options: source.options,
  isTest: source.isTest,
});

/**
 * A new draft of the order's owner with the same form data: a new number, and nothing of the source's
 * label, tracking, money or placement.
 */
export async function copyOrder(
  deps: AppDeps & OrderScope & { orderId: string },
): Promise<{ id: string; orderNo: string }> {
  const now = deps.clock();
  const copy = await deps.db.transaction(async (tx) => {
    const source = await requireOrder(tx, { id: deps.orderId, userId: deps.ownerId });
    requireTransition(source.status, 'copy', deps.actor);
    const row = await insertDraft({
      ...deps,
      db: tx,
      orderNo: '',
      now,
      values: {
        ...copiedColumns(source),
        userId: source.userId,
        status: ORDER_STATUS.draft,
        serviceId: source.serviceId,
        channelId: source.channelId,
        carrierCode: source.carrierCode,
        serviceName: source.serviceName,
        currency: source.currency,
        copiedFrom: source.id,
        createdAt: now,
        updatedAt: now,
      },
    });
    await addOrderEvent(tx, {
      orderId: row.id,
      kind: 'copied',
      params: { orderNo: source.orderNo },
      actorId: deps.actorId,
      at: now,
    });
    return row;
  });
  return { id: copy.id, orderNo: copy.orderNo };
}
