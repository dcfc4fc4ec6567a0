import { LOGISTICS_STATUS, ORDER_STATUS } from '@shiplabel/shared';
import type { AppDeps } from '../../lib/deps.ts';
import type { TrackResult } from '../carriers/carrier-adapter.ts';
import { requireTransition } from '../orders/order-transition.ts';
import { addOrderEvent, moveOrder, type OrderRow, requireOrder } from '../orders/orders.repository.ts';
import { carrierForService } from '../pricing/for-orders.ts';
import { orderEventData } from '../webhooks/webhooks.events.ts';
import { emitWebhookEvent } from '../webhooks/webhooks.usecases.ts';
import { leastAdvanced, settlementDaysOf } from './logistics-progress.ts';
import { IN_TRANSIT_ORDER_STATUSES, recordTracking, storeTrackingEvents } from './tracking.repository.ts';

type TrackingDeps = Pick<AppDeps, 'db' | 'clock'>;
const DAY_MS = 86_400_000;
/** Carrier calls in flight at once when refreshing many orders (a courtesy to real carriers' limits). */
const CARRIER_CONCURRENCY = 8;

/** What the carrier says about an order's parcels now, and the channel settings it was asked under. */
interface CarrierReading {
  results: TrackResult[];
  settings: Record<string, unknown>;
  now: Date;
}

const hasParcels = (order: OrderRow) => order.serviceId !== null && order.trackingNumbers.length > 0;

async function readCarrier(deps: TrackingDeps, order: OrderRow): Promise<CarrierReading> {
  const log = { orderId: order.id, orderNo: order.orderNo, userId: order.userId };
  const { adapter, context } = await carrierForService({ ...deps, serviceId: order.serviceId!, log });
  const results = await Promise.all(
    order.trackingNumbers.map((trackingNumber) => adapter.track(context, { trackingNumber })),
  );
  return { results, settings: context.settings, now: context.now };
}

/** When a delivered parcel arrived: its latest delivery event (the reading time if the carrier gave none). */
function deliveryTime(result: TrackResult, fallback: Date): Date {
  const times = result.events
    .filter((e) => e.status === LOGISTICS_STATUS.delivered)
    .map((e) => new Date(e.time).getTime())
    .filter(Number.isFinite);
  return times.length ? new Date(Math.max(...times)) : fallback;
}

/**
 * Stores a reading in one transaction: new events, one 'package_delivered' per parcel (decided by the
 * events insert, so concurrent refreshes cannot both add it), the order's logistics status, and the move
 * 8 -> 3 once every parcel is delivered (compare-and-set: only one refresh moves it).
 */
async function applyReading(deps: TrackingDeps, order: OrderRow, reading: CarrierReading): Promise<OrderRow> {
  const { now, results } = reading;
  let newEvents = 0;
  let delivered = false;
  const row = await deps.db.transaction(async (tx) => {
    const inserted = await storeTrackingEvents(tx, order.id, results);
    newEvents = inserted.length;
    const firstDeliveries = new Map<string, Date>();
    for (const row of inserted)
      if (row.status === LOGISTICS_STATUS.delivered && !firstDeliveries.has(row.trackingNumber))
        firstDeliveries.set(row.trackingNumber, row.time);
    for (const [trackingNo, at] of firstDeliveries)
      await addOrderEvent(tx, { orderId: order.id, kind: 'package_delivered', params: { trackingNo }, at });

    const logisticsStatus = leastAdvanced(results.map((r) => r.status));
    if (logisticsStatus === LOGISTICS_STATUS.delivered) {
      const deliveredAt = new Date(Math.max(...results.map((r) => deliveryTime(r, now).getTime())));
      const { to } = requireTransition(ORDER_STATUS.placed, 'deliver', 'system');
      const depositDueAt =
        order.depositMinor > 0n && order.depositReleasedAt === null
          ? new Date(deliveredAt.getTime() + settlementDaysOf(reading.settings) * DAY_MS)
          : null;
      const moved = await moveOrder(tx, {
        id: order.id,
        from: IN_TRANSIT_ORDER_STATUSES,
        patch: {
          // 'deliver' always lands on a status ('new' belongs to copy alone).
          status: to === 'new' ? ORDER_STATUS.delivered : to,
          logisticsStatus,
          trackedAt: now,
          deliveredAt,
          depositDueAt,
        },
        now,
      });
      if (moved) {
        // A millisecond after the last parcel's own event, so the timeline lists it last.
        await addOrderEvent(tx, {
          orderId: order.id,
          kind: 'delivered',
          at: new Date(deliveredAt.getTime() + 1),
        });
        delivered = true;
        return moved;
      }
    }
    return (
      (await recordTracking(tx, { id: order.id, logisticsStatus, now })) ??
      (await requireOrder(tx, { id: order.id }))
    );
  });
  // Issue 16: the customer's webhooks hear of new events and of the delivery, after the commit.
  if (newEvents > 0) await emitWebhookEvent(deps, row.userId, 'tracking.updated', orderEventData(row));
  if (delivered) await emitWebhookEvent(deps, row.userId, 'order.delivered', orderEventData(row));
  return row;
}

/**
 * Asks the carrier of the order's service about every parcel and stores the answer (see applyReading).
 * An order without a label comes back unchanged; a carrier failure throws and changes nothing.
 */
export async function refreshOrderTracking(deps: TrackingDeps, order: OrderRow): Promise<OrderRow> {
  if (!hasParcels(order)) return order;
  return applyReading(deps, order, await readCarrier(deps, order));
}

export interface RefreshOutcome {
  refreshed: OrderRow[];
  failed: { orderId: string; error: unknown }[];
}

/**
 * Refreshes several orders; each succeeds or fails on its own. Carrier calls run a few at a time, the
 * database writes one order after another (short transactions, also on the single-connection PGlite).
 */
export async function refreshOrders(
  deps: TrackingDeps,
  orders: readonly OrderRow[],
): Promise<RefreshOutcome> {
  const outcome: RefreshOutcome = { refreshed: [], failed: [] };
  const trackable = orders.filter(hasParcels);
  for (let i = 0; i < trackable.length; i += CARRIER_CONCURRENCY) {
    const chunk = trackable.slice(i, i + CARRIER_CONCURRENCY);
    const readings = await Promise.allSettled(chunk.map((order) => readCarrier(deps, order)));
    for (const [j, order] of chunk.entries()) {
      const reading = readings[j]!;
      try {
        if (reading.status === 'rejected') throw reading.reason;
        outcome.refreshed.push(await applyReading(deps, order, reading.value));
      } catch (error) {
        outcome.failed.push({ orderId: order.id, error });
      }
    }
  }
  return outcome;
}
