import {
  type Currency,
  estimateRequestOf,
  type labelCreateSchema,
  missingRequiredSignature,
  ORDER_STATUS,
  type OrderDetail,
  parseMinor,
  unprintableOrderFields,
} from '@shiplabel/shared';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../lib/deps.ts';
import { AppError, isUniqueViolation, unprocessable } from '../../lib/errors.ts';
import { apiKeyTestModeSandboxOnly } from '../api-keys/api-keys.errors.ts';
import { TEST_MODE_CARRIER } from '../api-keys/test-mode.ts';
import { reserveFunds } from '../ledger/ledger.usecases.ts';
import { loadCatalog } from '../pricing/catalog.ts';
import { type CatalogFreshness, quoteChosenService } from '../pricing/for-orders.ts';
import { recordCommission } from '../proxy/proxy.commission.ts';
import { holdsForRisk } from '../risk/risk.usecases.ts';
import { saveDraft } from './drafts.usecases.ts';
import { requireTransition } from './order-transition.ts';
import { labelTextNotLatin, orderChanged, signatureRequired } from './orders.errors.ts';
import { type OrderPatch, type OrderRow, requireOrder } from './orders.repository.ts';
import { orders } from './orders.table.ts';
import { detailOfRow, type Viewer } from './placement.detail.ts';
import {
  dropTransmittingEvent,
  findOrderByPlacementKey,
  movePlacement,
  moveWithEvent,
  orderIdReservedWith,
  reserveKeyOf,
} from './placement.repository.ts';
import { callCarrier, type LabelPdfTiming } from './placement.settle.ts';

export type LabelCreate = z.output<typeof labelCreateSchema>;

interface PlaceInput extends Viewer, CatalogFreshness, LabelPdfTiming {
  /** The order's customer (the caller on customer routes). */
  userId: string;
  actorId: string;
  /** The client's Idempotency-Key: a retry with it answers the first request's order, never places twice. */
  idempotencyKey: string | null;
  /** Issue 16: placed through a test-mode API key: sandbox carrier only, priced 0, no money held. */
  testMode?: boolean;
}

const keyedPlacement = (userId: string, key: string) => `place:${userId}:key:${key}`;

/** The order an earlier request with this key placed, as it is now. */
async function orderOfKey(deps: AppDeps, userId: string, placementKey: string): Promise<OrderRow | null> {
  const current = await findOrderByPlacementKey(deps.db, userId, placementKey);
  if (current) return current;
  const id = await orderIdReservedWith(deps.db, userId, placementKey);
  return id ? requireOrder(deps.db, { id, userId }) : null;
}

/**
 * POST /app/order/label/create: the form (saved as a draft first) or a draft by id, placed (DESIGN 8).
 * Answers the order's detail: placed (8), held for review (18) or failed (19).
 */
export async function createLabel(deps: AppDeps & PlaceInput & { body: LabelCreate }): Promise<OrderDetail> {
  const { body, userId } = deps;
  const key = deps.idempotencyKey ? keyedPlacement(userId, deps.idempotencyKey) : null;
  if (key) {
    const earlier = await orderOfKey(deps, userId, key);
    if (earlier) return detailOfRow(deps.db, earlier, deps);
  }
  const isForm = 'from' in body;
  const orderId = isForm ? (await saveDraft({ ...deps, input: body })).id : body.orderId;
  const serviceId = isForm ? body.serviceId : (body.serviceId ?? null);
  const order = await requireOrder(deps.db, { id: orderId, userId });
  const placed = await placeOrder(deps, order, serviceId, key);
  if (placed) return detailOfRow(deps.db, placed, deps);

  // Another request moved the order first: a retry of the same key answers its order, else refused.
  const winner = key ? await orderOfKey(deps, userId, key) : null;
  if (winner) {
    if (isForm && !body.orderId && winner.id !== orderId) await dropOwnDraft(deps, orderId);
    return detailOfRow(deps.db, winner, deps);
  }
  const now = await requireOrder(deps.db, { id: orderId, userId });
  requireTransition(now.status, 'place', deps.actor);
  throw orderChanged();
}

/** The draft this request saved for a placement another request with the same key made. */
async function dropOwnDraft(deps: AppDeps, orderId: string) {
  await deps.db.delete(orders).where(and(eq(orders.id, orderId), eq(orders.status, ORDER_STATUS.draft)));
}

/**
 * Places one order: quote, 0/19 -> 17 with a placement key, hold price + deposit, then the carrier (or
 * review). Null when another request moved the order first.
 */
export async function placeOrder(
  deps: AppDeps & PlaceInput,
  order: OrderRow,
  requestedServiceId: string | null,
  clientKey: string | null,
): Promise<OrderRow | null> {
  requireTransition(order.status, 'place', deps.actor);
  const unprintable = unprintableOrderFields(order);
  if (unprintable.length > 0) throw labelTextNotLatin(deps.locale, unprintable);
  if (missingRequiredSignature(order)) throw signatureRequired();
  const serviceId = requestedServiceId ?? order.serviceId;
  if (!serviceId) throw unprocessable('orders.service_required');
  const { quote, carrierCostMinor, commission } = await quoteChosenService({
    ...deps,
    userId: order.userId,
    serviceId,
    log: { orderId: order.id, orderNo: order.orderNo, userId: order.userId },
    // Priced before (a retry, a restored order): the insurance table version it was priced with.
    insuranceTableId: order.baseInfo?.insuranceTableId,
    request: estimateRequestOf({
      from: order.fromAddress,
      to: order.toAddress,
      parcels: order.parcels,
      options: order.options,
    }),
  });
  // A test-mode key (docs/decisions.md): the sandbox only, and the order keeps its quote but costs 0.
  const testMode = deps.testMode === true;
  if (testMode && quote.carrierCode !== TEST_MODE_CARRIER) throw apiKeyTestModeSandboxOnly();
  const rateMinor = testMode ? 0n : parseMinor(quote.totalAmount)!;
  const depositMinor = testMode ? 0n : parseMinor(quote.depositAmount)!;
  const attempt = order.placementAttempt + 1;
  const placementKey = clientKey ?? `place:${order.id}:attempt:${attempt}`;
  const now = deps.clock();
  const patch: OrderPatch = {
    status: ORDER_STATUS.placing,
    placementKey,
    placingStartedAt: now,
    placementAttempt: attempt,
    reservationId: null,
    baseInfo: quote,
    rateMinor,
    depositMinor,
    carrierCostMinor: testMode ? 0n : carrierCostMinor,
    testMode,
    ...(testMode ? { isTest: true } : {}),
    currency: quote.currency,
    serviceId,
    channelId: quote.channelId,
    carrierCode: quote.carrierCode,
    ...(serviceId === order.serviceId ? {} : { serviceName: quote.serviceName }),
    trackingNo: '',
    trackingNumbers: [],
    labelData: null,
    labelBlobId: null,
    carrierRef: '',
    labelCreatedAt: null,
    deliveredAt: null,
    depositDueAt: null,
    depositReleasedAt: null,
    auditInfo: '',
  };
  const started = await startPlacement(deps, order, patch, quote.carrierCode);
  if (!started) return null;
  if (testMode) return callCarrier(deps, started, null, [ORDER_STATUS.placing]);
  // A proxy's sub-account: the commission this placement will pay its proxy when the label is bought.
  await recordCommission(deps.db, { order, placementKey, commission });

  let reservationId: string;
  try {
    const reservation = await reserveFunds({
      deps,
      userId: order.userId,
      currency: quote.currency as Currency,
      amountMinor: rateMinor + depositMinor,
      idempotencyKey: reserveKeyOf(placementKey),
      reference: order.id,
      orderNo: order.orderNo,
    });
    reservationId = reservation.id;
  } catch (error) {
    // Refused (e.g. insufficient funds): nothing is held, so the order goes back exactly as it was.
    if (error instanceof AppError && error.status === 422) await revertPlacement(deps, order, patch);
    throw error;
  }
  // The row records the hold with the placement's outcome (placed, held for review or failed), not in a
  // statement of its own: until then the ledger's key of this placement finds it (recovery, batch resume).
  const held: OrderRow = { ...started, reservationId };
  // Risk rules first (issue 13), so the reviewer sees their reasons on review channels too.
  if ((await holdsForRisk(deps, held)) || (await needsReview(deps, quote.channelId)))
    return holdForReview(deps, held, reservationId);
  return callCarrier(deps, held, reservationId, [ORDER_STATUS.placing]);
}

/**
 * 0/19 -> 17 and the 'transmitting' event (which keeps the status to go back to), in one transaction.
 * The event names the carrier by code: the reader sees its name in their own language.
 */
async function startPlacement(
  deps: AppDeps & PlaceInput,
  order: OrderRow,
  patch: OrderPatch,
  carrierCode: string,
) {
  const now = patch.placingStartedAt as Date;
  try {
    return await moveWithEvent(deps.db, {
      id: order.id,
      from: [order.status],
      placementKey: null,
      patch,
      now,
      event: { kind: 'transmitting', params: { carrierCode, previous: order.status }, actorId: deps.actorId },
    });
  } catch (error) {
    // Another order already carries this client key: that request won.
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

async function revertPlacement(deps: AppDeps, order: OrderRow, patch: OrderPatch) {
  const back = Object.fromEntries(
    Object.keys(patch).map((k) => [k, order[k as keyof OrderRow]]),
  ) as OrderPatch;
  await deps.db.transaction(async (tx) => {
    const moved = await movePlacement(tx, {
      id: order.id,
      from: [ORDER_STATUS.placing],
      placementKey: patch.placementKey as string,
      patch: back,
      now: deps.clock(),
    });
    if (moved) await dropTransmittingEvent(tx, order.id);
  });
}

async function needsReview(deps: AppDeps & CatalogFreshness, channelId: string): Promise<boolean> {
  const channel = (await loadCatalog(deps.db, deps.catalogMaxAgeMs)).channels.get(channelId);
  return channel?.settings.reviewOrders === true;
}

/** Review channels: the money stays held until order review; no carrier call yet. */
async function holdForReview(deps: AppDeps & PlaceInput, order: OrderRow, reservationId: string) {
  const now = deps.clock();
  const moved = await moveWithEvent(deps.db, {
    id: order.id,
    from: [ORDER_STATUS.placing],
    placementKey: order.placementKey!,
    now,
    patch: { status: ORDER_STATUS.forecastSuccessful, reservationId },
    event: { kind: 'forecast_successful', actorId: null },
  });
  return moved ?? requireOrder(deps.db, { id: order.id });
}
