import { ORDER_STATUS, PLACED_ALIASES } from '@shiplabel/shared';
import { and, asc, eq, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import { exponentialBackoffMs } from '../../lib/backoff.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { adapterOf } from '../carriers/registry.ts';
import { orders } from '../orders/orders.table.ts';
import { StoreError, type TrackingPush } from './store-adapter.ts';
import { storeContext } from './stores.context.ts';
import { storeAdapter } from './stores.registry.ts';
import { storeOf } from './stores.repository.ts';
import { storeOrders, stores } from './stores.table.ts';

/** A push is tried at most this many times (about 3 days with the backoff below), then left for the user. */
export const MAX_PUSH_ATTEMPTS = 20;
/** Wait after the n-th failed push: 1 min, 2, 4... capped at 6 hours. */
export const pushRetryDelayMs = (attempt: number) => exponentialBackoffMs(attempt, 60_000, 6 * 3_600_000);
/** Pushes one fulfil run makes at most; the rest wait for the next run. */
const MAX_PER_RUN = 200;

/** Orders whose label stands: placed (and its aliases), delivered, forecast successful. */
const LABEL_STANDS = [
  ORDER_STATUS.placed,
  ...PLACED_ALIASES,
  ORDER_STATUS.delivered,
  ORDER_STATUS.forecastSuccessful,
];

/** Public tracking pages of the carriers a shopper knows; other carriers get none (the number is enough). */
const TRACKING_PAGES: Record<string, string> = {
  usps: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=',
  ups: 'https://www.ups.com/track?tracknum=',
  fedex: 'https://www.fedex.com/fedextrack/?trknbr=',
};

export function trackingPushOf(order: { carrierCode: string; trackingNo: string }): TrackingPush {
  const page = TRACKING_PAGES[order.carrierCode];
  return {
    carrierName: adapterOf(order.carrierCode)?.name['en-US'] ?? order.carrierCode,
    trackingNumber: order.trackingNo,
    url: page ? `${page}${encodeURIComponent(order.trackingNo)}` : '',
  };
}

/** An imported order with a label and no tracking pushed yet, whose next try is due. */
const pushIsDue = (now: Date) =>
  and(
    isNull(storeOrders.trackingPushedAt),
    lt(storeOrders.trackingAttempts, MAX_PUSH_ATTEMPTS),
    or(isNull(storeOrders.trackingNextAt), lte(storeOrders.trackingNextAt, now)),
    ne(orders.trackingNo, ''),
    inArray(orders.status, LABEL_STANDS),
  );

/** The store's due pushes, oldest first. */
export async function duePushes(deps: Pick<AppDeps, 'db'>, storeId: string, now: Date, limit = MAX_PER_RUN) {
  return deps.db
    .select({
      id: storeOrders.id,
      storeId: storeOrders.storeId,
      storeOrderId: storeOrders.storeOrderId,
      fulfillmentRef: storeOrders.fulfillmentRef,
      attempts: storeOrders.trackingAttempts,
      carrierCode: orders.carrierCode,
      trackingNo: orders.trackingNo,
    })
    .from(storeOrders)
    .innerJoin(orders, eq(orders.id, storeOrders.orderId))
    .where(and(eq(storeOrders.storeId, storeId), pushIsDue(now)))
    .orderBy(asc(storeOrders.createdAt))
    .limit(limit);
}

/**
 * Connected stores with a push due (the periodic sweep asks each for a fulfil run). A disconnected store's
 * pushes wait: its fulfil run would skip them without counting an attempt, so asking it would repeat forever.
 */
export async function storesWithDuePushes(
  deps: Pick<AppDeps, 'db'>,
  now: Date,
): Promise<{ id: string; userId: string }[]> {
  return deps.db
    .selectDistinct({ id: stores.id, userId: stores.userId })
    .from(storeOrders)
    .innerJoin(orders, eq(orders.id, storeOrders.orderId))
    .innerJoin(stores, eq(stores.id, storeOrders.storeId))
    .where(and(ne(stores.status, 'disconnected'), pushIsDue(now)))
    .limit(1_000);
}

/**
 * Pushes the tracking of every due order of one store. Success is recorded at once (pushed at, number),
 * so a later run never pushes it again; a failure counts an attempt and waits its backoff. A store that is
 * disconnected or refuses every call only delays its own pushes.
 */
export async function fulfilStore(deps: AppDeps, storeId: string) {
  const store = await storeOf(deps.db, { id: storeId });
  if (!store || store.status === 'disconnected') return { skipped: 'disconnected' };
  const adapter = storeAdapter(store.platform);
  if (!adapter) return { skipped: 'platform_unknown' };
  const ctx = await storeContext(deps, store);
  let pushed = 0;
  let failed = 0;
  for (const due of await duePushes(deps, store.id, deps.clock())) {
    try {
      await adapter.pushTracking(
        ctx,
        { storeOrderId: due.storeOrderId, fulfillmentRef: due.fulfillmentRef },
        trackingPushOf(due),
      );
      await deps.db
        .update(storeOrders)
        .set({
          trackingPushedAt: deps.clock(),
          trackingNumber: due.trackingNo,
          trackingLastError: '',
          trackingNextAt: null,
        })
        .where(eq(storeOrders.id, due.id));
      pushed++;
    } catch (error) {
      const message =
        error instanceof StoreError
          ? `${error.code}: ${error.message}`
          : error instanceof Error
            ? error.message
            : String(error);
      const attempts = due.attempts + 1;
      await deps.db
        .update(storeOrders)
        .set({
          trackingAttempts: sql`${storeOrders.trackingAttempts} + 1`,
          trackingLastError: message.slice(0, 500),
          trackingNextAt: new Date(deps.clock().getTime() + pushRetryDelayMs(attempts)),
        })
        .where(eq(storeOrders.id, due.id));
      failed++;
      // An outage fails every push alike: stop here, the others wait for the next run.
      if (error instanceof StoreError && error.code === 'store.unreachable') break;
    }
  }
  return { pushed, failed };
}
