import type { OrderEventKind } from '@shiplabel/shared';
import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { tableRowsOf } from '../../db/table-rows.ts';
import { orderNotFound } from './orders.errors.ts';
import { orderEvents, orders, trackingEvents } from './orders.table.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderPatch = Partial<Omit<typeof orders.$inferInsert, 'id' | 'userId' | 'createdAt'>>;

/**
 * The order `id`; with `userId` only when it is that customer's (another customer's order reads as
 * unknown, DESIGN section 5), without it any order (back office).
 */
export async function findOrder(db: Database, where: { id: string; userId?: string | null }) {
  // A placement reads its order up to twice: one text statement (db/table-rows.ts) on PostgreSQL.
  const fast = where.userId
    ? await tableRowsOf(
        db,
        orders,
        'select * from orders where id = $1::uuid and user_id = $2::uuid limit 1',
        [where.id, where.userId],
      )
    : await tableRowsOf(db, orders, 'select * from orders where id = $1::uuid limit 1', [where.id]);
  if (fast) return fast[0] ?? null;
  const conditions = [eq(orders.id, where.id)];
  if (where.userId) conditions.push(eq(orders.userId, where.userId));
  const [row] = await db
    .select()
    .from(orders)
    .where(and(...conditions))
    .limit(1);
  return row ?? null;
}

export async function requireOrder(db: Database, where: { id: string; userId?: string | null }) {
  const row = await findOrder(db, where);
  if (!row) throw orderNotFound();
  return row;
}

/**
 * The compare of every compare-and-set move: this order, still in one of `from`, and (a placement step)
 * still carrying this placement key, so a late step of an old attempt can never move a newer one.
 */
export const moveCondition = (input: { id: string; from: readonly number[]; placementKey?: string | null }) =>
  and(
    eq(orders.id, input.id),
    inArray(orders.status, [...input.from]),
    input.placementKey == null ? undefined : eq(orders.placementKey, input.placementKey),
  );

/**
 * Compare-and-set of an order's status: applies `patch` only while the order is still in one of `from`,
 * so two concurrent actions can never both move it. Returns the updated row, or null when it had moved.
 */
export async function moveOrder(
  db: Database,
  input: { id: string; from: readonly number[]; patch: OrderPatch; now: Date },
): Promise<OrderRow | null> {
  const [row] = await db
    .update(orders)
    .set({ ...input.patch, updatedAt: input.now })
    .where(moveCondition(input))
    .returning();
  return row ?? null;
}

export async function addOrderEvent(
  db: Database,
  input: {
    orderId: string;
    kind: OrderEventKind;
    params?: Record<string, string | number>;
    actorId?: string | null;
    at: Date;
  },
): Promise<void> {
  await db.insert(orderEvents).values({
    orderId: input.orderId,
    kind: input.kind,
    params: input.params ?? {},
    actorId: input.actorId ?? null,
    createdAt: input.at,
  });
}

export function orderEventsOf(db: Database, orderId: string) {
  return db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.seq));
}

export function trackingEventsOf(db: Database, orderId: string) {
  return db
    .select()
    .from(trackingEvents)
    .where(eq(trackingEvents.orderId, orderId))
    .orderBy(asc(trackingEvents.time));
}

export type OrderInsert = Omit<typeof orders.$inferInsert, 'id'>;

export async function insertOrder(db: Database, values: OrderInsert): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(values).returning();
  return row!;
}

/** Whether `userId` already has an order numbered `orderNo` (other than `exceptId`). */
export async function orderNoUsed(
  db: Database,
  where: { userId: string; orderNo: string; exceptId?: string | null },
): Promise<boolean> {
  const conditions = [eq(orders.userId, where.userId), eq(orders.orderNo, where.orderNo)];
  if (where.exceptId) conditions.push(ne(orders.id, where.exceptId));
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(...conditions))
    .limit(1);
  return row !== undefined;
}

/** Orders of any status that chose one of `serviceIds` (a channel or service in use cannot be deleted). */
export async function countOrdersOfServices(db: Database, serviceIds: string[]): Promise<number> {
  if (serviceIds.length === 0) return 0;
  const [row] = await db.select({ n: count() }).from(orders).where(inArray(orders.serviceId, serviceIds));
  return Number(row?.n ?? 0);
}
