import { type BatchServiceMode, type Locale, ORDER_STATUS } from '@shiplabel/shared';
import type { AppDeps } from '../../lib/deps.ts';
import { AppError } from '../../lib/errors.ts';
import { enqueueJob } from '../jobs/queue.ts';
import { loadRules, pickServiceByRate, ruleServiceFor } from '../shipping-rules/shipping-rules.apply.ts';
import { type BatchRefusal, refusalOf } from './batch.errors.ts';
import { orderChanged, orderNotFound } from './orders.errors.ts';
import { findOrder, type OrderRow } from './orders.repository.ts';
import { reservationOfPlacement } from './placement.repository.ts';
import { placeOrder } from './placement.usecases.ts';

export const BATCH_PLACE_KIND = 'orders.batchPlace';

/** What the job keeps of the request: who may touch which orders, and the asker's language. */
export interface BatchPlacePayload {
  /** 'customer': only the job owner's orders; 'admin': any customer's, paid from each owner's wallet. */
  scope: 'customer' | 'admin';
  serviceId: string | null;
  /** Issue 16: each order's own service, its cheapest / fastest, or its first matching shipping rule's. */
  serviceMode: BatchServiceMode;
  locale: Locale;
}

export interface BatchPlaceJob {
  id: string;
  /** The caller: the owner of the orders (customer) or the acting administrator. */
  userId: string;
  payload: BatchPlacePayload;
}

/**
 * The placement key of one order in one batch. It is the order's placement key, the reservation's ledger
 * key and the carrier reference, so every run of the same item (a retry, a resume after a crash, a second
 * worker) lands on the same hold and the same label: nobody is charged twice.
 */
/**
 * A batch places thousands of orders a minute: the rating catalogue checked current within this long is
 * used without asking the database again (a price change racing a running batch is a race either way),
 * and the label PDFs are rendered at their first download rather than during placement.
 */
const BATCH_CATALOG_MAX_AGE_MS = 1_000;

export const batchPlacementKey = (jobId: string, orderId: string) => `batch:${jobId}:${orderId}`;

/** POST .../label/batchCreate: one job item per selected order (duplicates once), in the given order. */
export async function startBatchPlace(
  deps: AppDeps & { callerId: string; orderIds: string[]; serviceMode?: BatchServiceMode } & Omit<
      BatchPlacePayload,
      'serviceMode'
    >,
) {
  const payload: BatchPlacePayload = {
    scope: deps.scope,
    serviceId: deps.serviceId,
    serviceMode: deps.serviceMode ?? 'order',
    locale: deps.locale,
  };
  const job = await enqueueJob(deps, {
    kind: BATCH_PLACE_KIND,
    userId: deps.callerId,
    payload: { ...payload },
    items: [...new Set(deps.orderIds)],
  });
  return { jobId: job.id, total: job.total };
}

export interface BatchPlaced {
  ok: true;
  result: { orderId: string; orderNo: string; status: number; trackingNo: string };
}
/** The item's order is being placed (by an earlier run or another worker): ask again later. */
export const STILL_PLACING = 'placing' as const;
export type BatchItemOutcome = BatchPlaced | BatchRefusal | typeof STILL_PLACING;

/**
 * What this batch item already did to the order, if its key placed it: placed (8, 18 or any later status),
 * failed (19, money released) or still in flight (17). Null when it never held money under this key (not
 * started, or started and reverted before the hold), so placing it (again) cannot charge twice.
 */
async function outcomeOfKey(
  deps: AppDeps,
  order: OrderRow,
  key: string,
  locale: Locale,
): Promise<BatchItemOutcome | null> {
  if (order.placementKey !== key) return null;
  if (order.status === ORDER_STATUS.placing) return STILL_PLACING;
  // The row records the hold only once it was made under this key (placement resets it at its start), so
  // then no lookup is needed; without it, the ledger is the judge (a crash before the row recorded it).
  if (!order.reservationId && !(await reservationOfPlacement(deps.db, key))) return null;
  if (order.status === ORDER_STATUS.failed) {
    const refusal = refusalOf(locale, order.id, order.orderNo, new AppError(422, order.errorCode));
    return { ...refusal, message: order.errorMessage || refusal.message };
  }
  // Failed, then restored to a draft or voided by its owner before this run could report it.
  if (order.status === ORDER_STATUS.draft || order.status === ORDER_STATUS.voided)
    return refusalOf(locale, order.id, order.orderNo, orderChanged());
  return {
    ok: true,
    result: { orderId: order.id, orderNo: order.orderNo, status: order.status, trackingNo: order.trackingNo },
  };
}

/**
 * The service this batch places the order on: 'order' keeps the order's own (the batch's serviceId for an
 * order without one); 'cheapest' / 'fastest' rate the order like the batch estimate does and take the best
 * allotted service; 'rules' takes the first matching shipping rule's service. Null: the order's own.
 */
async function batchServiceFor(deps: AppDeps, job: BatchPlaceJob, order: OrderRow): Promise<string | null> {
  const { serviceMode, serviceId, locale } = job.payload;
  const fallback = order.serviceId ? null : serviceId;
  if (serviceMode === 'order') return fallback;
  const shipment = {
    from: order.fromAddress,
    to: order.toAddress,
    parcels: order.parcels,
    items: order.items,
    options: order.options,
    reference: order.reference,
  };
  const picked =
    serviceMode === 'rules'
      ? await ruleServiceFor({ ...deps, locale }, order.userId, shipment, await loadRules(deps, order.userId))
      : await pickServiceByRate({ ...deps, locale }, order.userId, shipment, serviceMode);
  return picked ?? fallback;
}

/** Places one order of the batch with the existing placement, under the item's own key. */
export async function placeBatchItem(
  deps: AppDeps,
  job: BatchPlaceJob,
  orderId: string,
): Promise<BatchItemOutcome> {
  const { locale, scope } = job.payload;
  const key = batchPlacementKey(job.id, orderId);
  // The tenant boundary: a customer's batch never reads, let alone places, another customer's order.
  const order = await findOrder(deps.db, { id: orderId, userId: scope === 'admin' ? null : job.userId });
  if (!order) return refusalOf(locale, orderId, null, orderNotFound());
  const earlier = await outcomeOfKey(deps, order, key, locale);
  if (earlier) return earlier;
  try {
    const placed = await placeOrder(
      {
        ...deps,
        userId: order.userId,
        actorId: job.userId,
        actor: scope,
        locale,
        idempotencyKey: key,
        catalogMaxAgeMs: BATCH_CATALOG_MAX_AGE_MS,
        deferLabelPdf: true,
      },
      order,
      await batchServiceFor(deps, job, order),
      key,
    );
    // Null: another run of this item (or another request) moved the order first; report what stands.
    const now = placed ?? (await findOrder(deps.db, { id: orderId }));
    const outcome = now && (await outcomeOfKey(deps, now, key, locale));
    return outcome ?? refusalOf(locale, orderId, order.orderNo, orderChanged());
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return refusalOf(locale, orderId, order.orderNo, error);
  }
}
