import { and, asc, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { TrackResult } from '../carriers/carrier-adapter.ts';
import type { OrderRow } from '../orders/orders.repository.ts';
import { orders, trackingEvents } from '../orders/orders.table.ts';

/** Legacy codes 1, 2 and 7 are placed orders too (spec section 4), so they are tracked like 8. */
export const IN_TRANSIT_ORDER_STATUSES = [8, 1, 2, 7] as const;

/**
 * Stores the carrier's events of an order's parcels. The unique index on number + time + status makes
 * a repeated or concurrent refresh insert nothing twice; only the rows new to the database come back.
 */
export async function storeTrackingEvents(db: Database, orderId: string, results: readonly TrackResult[]) {
  const rows = results.flatMap((r) =>
    r.events
      .map((e) => ({
        orderId,
        trackingNumber: r.trackingNumber,
        status: e.status,
        description: e.description.slice(0, 500),
        time: new Date(e.time),
      }))
      // A malformed carrier event is dropped rather than failing the whole refresh.
      .filter((e) => Number.isInteger(e.status) && Number.isFinite(e.time.getTime())),
  );
  if (rows.length === 0) return [];
  return db.insert(trackingEvents).values(rows).onConflictDoNothing().returning({
    trackingNumber: trackingEvents.trackingNumber,
    status: trackingEvents.status,
    time: trackingEvents.time,
  });
}

/**
 * Orders holding any of `numbers`, newest first: only `userId`'s when given (a customer never reaches
 * another customer's parcels), any order otherwise (back office).
 */
export function ordersOwningNumbers(db: Database, numbers: readonly string[], userId: string | null) {
  const list = sql.join(
    numbers.map((n) => sql`${n}`),
    sql`, `,
  );
  return db
    .select()
    .from(orders)
    .where(
      and(
        userId ? eq(orders.userId, userId) : undefined,
        sql`${orders.trackingNumbers} ?| array[${list}]::text[]`,
      ),
    )
    .orderBy(desc(orders.createdAt));
}

/** Stored events of `numbers` that belong to `orderIds`, oldest first. */
export function eventsOfNumbers(db: Database, numbers: readonly string[], orderIds: readonly string[]) {
  if (numbers.length === 0 || orderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(trackingEvents)
    .where(
      and(
        inArray(trackingEvents.trackingNumber, [...numbers]),
        inArray(trackingEvents.orderId, [...orderIds]),
      ),
    )
    .orderBy(asc(trackingEvents.time));
}

/**
 * Claims up to `limit` placed orders whose tracking is older than `staleBefore` (never tracked first) by
 * setting their trackedAt to `now`. FOR UPDATE SKIP LOCKED plus the re-checked condition mean several
 * instances running the job at once each get different orders.
 */
export async function claimStaleOrders(
  db: Database,
  input: { now: Date; staleBefore: Date; limit: number },
): Promise<OrderRow[]> {
  const stale = db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        inArray(orders.status, [...IN_TRANSIT_ORDER_STATUSES]),
        sql`${orders.serviceId} is not null`,
        sql`jsonb_array_length(${orders.trackingNumbers}) > 0`,
        or(isNull(orders.trackedAt), lt(orders.trackedAt, input.staleBefore)),
      ),
    )
    .orderBy(sql`${orders.trackedAt} asc nulls first`, asc(orders.createdAt))
    .limit(input.limit)
    .for('update', { skipLocked: true });
  return db.update(orders).set({ trackedAt: input.now }).where(inArray(orders.id, stale)).returning();
}

/** Records a refresh unless a later one has already been recorded (its answer is fresher than ours). */
export async function recordTracking(
  db: Database,
  input: { id: string; logisticsStatus: number; now: Date },
): Promise<OrderRow | null> {
  const [row] = await db
    .update(orders)
    .set({ logisticsStatus: input.logisticsStatus, trackedAt: input.now })
    .where(and(eq(orders.id, input.id), or(isNull(orders.trackedAt), lte(orders.trackedAt, input.now))))
    .returning();
  return row ?? null;
}
