import { and, count, desc, eq, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { SealedColumn } from '../../lib/reseal-column.ts';
import { LABEL_STATUSES } from '../documents/documents.usecases.ts';
import { orders } from '../orders/orders.table.ts';
import { lingxingConnections as connections, lingxingOrders as erpOrders } from './lingxing.table.ts';

export async function connectionOfUser(db: Database, userId: string) {
  const [row] = await db.select().from(connections).where(eq(connections.userId, userId));
  return row ?? null;
}

export async function connectionById(db: Database, id: string) {
  const [row] = await db.select().from(connections).where(eq(connections.id, id));
  return row ?? null;
}

export async function upsertConnection(
  db: Database,
  values: { userId: string; appId: string; secretCipher: string; baseUrl: string; now: Date },
) {
  // New credentials start afresh: no failures held against them, the scheduled pull due at once.
  const set = {
    appId: values.appId,
    secretCipher: values.secretCipher,
    baseUrl: values.baseUrl,
    lastErrorCode: '',
    pullFailures: 0,
    nextPullAt: null,
    updatedAt: values.now,
  };
  const [row] = await db
    .insert(connections)
    .values({ userId: values.userId, ...set, createdAt: values.now })
    .onConflictDoUpdate({ target: connections.userId, set })
    .returning();
  return row!;
}

/** The outcome of a token request (connect test): '' after a success, else the stable error code. */
export async function recordConnectionOutcome(db: Database, id: string, outcome: { lastErrorCode: string }) {
  await db.update(connections).set({ lastErrorCode: outcome.lastErrorCode }).where(eq(connections.id, id));
}

/**
 * One pull attempt, successful (`pulled`) or not (`errorCode`): when it was tried, and when the scheduled
 * pull may try again (`nextPullAt`), so a connection that keeps failing is not asked every minute.
 */
export async function recordPullAttempt(
  db: Database,
  id: string,
  attempt: { at: Date; nextPullAt: Date } & ({ pulled: number } | { errorCode: string; failures: number }),
) {
  const outcome =
    'pulled' in attempt
      ? { lastErrorCode: '', pullFailures: 0, lastPulledAt: attempt.at, lastPullCount: attempt.pulled }
      : { lastErrorCode: attempt.errorCode, pullFailures: attempt.failures };
  await db
    .update(connections)
    .set({ ...outcome, lastAttemptAt: attempt.at, nextPullAt: attempt.nextPullAt })
    .where(eq(connections.id, id));
}

export const deleteConnection = (db: Database, userId: string) =>
  db.delete(connections).where(eq(connections.userId, userId)).returning({ id: connections.id });

/** Connections whose scheduled pull is due: never tried, or their wait (interval or backoff) has passed. */
export const connectionsDue = (db: Database, now: Date) =>
  db
    .select()
    .from(connections)
    .where(or(isNull(connections.nextPullAt), lte(connections.nextPullAt, now)));

/** The pulled orders of a customer, newest first, with their draft's number, status and tracking number. */
export async function erpOrdersPage(db: Database, userId: string, limit: number, offset: number) {
  const where = eq(erpOrders.userId, userId);
  const rows = await db
    .select({
      row: erpOrders,
      orderNo: orders.orderNo,
      orderStatus: orders.status,
      trackingNo: orders.trackingNo,
    })
    .from(erpOrders)
    .leftJoin(orders, eq(orders.id, erpOrders.orderId))
    .where(where)
    .orderBy(desc(erpOrders.createdAt), desc(erpOrders.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(erpOrders).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function erpOrderOfUser(db: Database, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(erpOrders)
    .where(and(eq(erpOrders.id, id), eq(erpOrders.userId, userId)));
  return row ?? null;
}

/**
 * Waiting orders whose draft now has a live label with a tracking number become due for the push-back:
 * those of one draft (`orderId`, right after its label is bought), or all of them (the safety-net sweep).
 */
export async function markLabelledDue(db: Database, now: Date, orderId?: string) {
  const labelled = db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        orderId === undefined ? undefined : eq(orders.id, orderId),
        inArray(orders.status, [...LABEL_STATUSES]),
        ne(orders.trackingNo, ''),
      ),
    );
  return db
    .update(erpOrders)
    .set({ pushState: 'pending', nextPushAt: now })
    .where(
      and(
        eq(erpOrders.pushState, 'waiting'),
        orderId === undefined ? undefined : eq(erpOrders.orderId, orderId),
        inArray(erpOrders.orderId, labelled),
      ),
    )
    .returning({ id: erpOrders.id });
}

/**
 * Claims one pending push that is due: its next_push_at moves `leaseMs` ahead first, so another sender
 * skips it, and a sender that dies leaves it due again after the lease.
 */
export async function claimDuePush(db: Database, now: Date, leaseMs: number) {
  const [row] = await db
    .update(erpOrders)
    .set({ nextPushAt: new Date(now.getTime() + leaseMs) })
    .where(
      sql`${erpOrders.id} = (select id from lingxing_orders where push_state = 'pending'
        and next_push_at <= ${now.toISOString()}::timestamptz order by next_push_at limit 1 for update skip locked)`,
    )
    .returning();
  return row ?? null;
}

export async function hasDuePush(db: Database, now: Date) {
  const [row] = await db
    .select({ id: erpOrders.id })
    .from(erpOrders)
    .where(and(eq(erpOrders.pushState, 'pending'), lte(erpOrders.nextPushAt, now)))
    .limit(1);
  return row !== undefined;
}

export const updateErpOrder = (db: Database, id: string, values: Partial<typeof erpOrders.$inferInsert>) =>
  db.update(erpOrders).set(values).where(eq(erpOrders.id, id));

/** Connections' app secrets, re-sealed by `npm run secrets:rotate` (carriers/secrets-rotation.ts). */
export const sealedLingxingSecrets: SealedColumn = {
  table: connections,
  column: connections.secretCipher,
  keys: [connections.id],
};
