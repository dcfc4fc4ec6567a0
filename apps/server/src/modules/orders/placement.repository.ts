import { ORDER_STATUS, type OrderEventKind } from '@shiplabel/shared';
import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client.ts';
import { assignmentsOf, onNodePostgres, tableRowsOf } from '../../db/table-rows.ts';
import { moveCondition, type OrderPatch, type OrderRow } from './orders.repository.ts';
import { orderEvents, orders } from './orders.table.ts';

/** The ledger key of a placement's reservation: one hold per placement key, whoever retries it. */
export const reserveKeyOf = (placementKey: string) => `reserve:${placementKey}`;

/**
 * Compare-and-set of a placement step: applies `patch` only while the order is in one of `from` *and*
 * still carries this placement key, so a late step of an old attempt can never move a newer one.
 */
export async function movePlacement(
  db: Database,
  input: { id: string; from: readonly number[]; placementKey: string; patch: OrderPatch; now: Date },
): Promise<OrderRow | null> {
  const fast = await fastMove(db, input, null);
  if (fast) return fast[0] ?? null;
  const [row] = await db
    .update(orders)
    .set({ ...input.patch, updatedAt: input.now })
    .where(moveCondition(input))
    .returning();
  return row ?? null;
}

/** The text of a move (and of its event) per shape: which columns it sets, with or without key and event. */
const moveTexts = new Map<string, string>();

/**
 * moveCondition's compare-and-set as one text statement on PostgreSQL (see db/table-rows.ts): `$1` the
 * order, `$2` the statuses it may be in, `$3` the placement key (when given), then the patch, its
 * `updated_at` and the event's kind, params, actor and time. Answers the moved rows (none when the order had
 * moved), or null when drizzle must build the statement (PGlite, an SQL value in the patch).
 */
async function fastMove(
  db: Database,
  input: { id: string; from: readonly number[]; placementKey: string | null; patch: OrderPatch; now: Date },
  event: MoveEvent | null,
): Promise<OrderRow[] | null> {
  if (!onNodePostgres(db)) return null;
  const set = assignmentsOf(orders, { ...input.patch, updatedAt: input.now }, 4);
  if (!set) return null;
  const withKey = input.placementKey !== null;
  const shape = `${set.shape}|${withKey}|${event !== null}`;
  let text = moveTexts.get(shape);
  if (!text) {
    const n = 4 + set.values.length;
    const update = `update orders set ${set.text}
      where id = $1::uuid and status = any($2::smallint[])${withKey ? ' and placement_key = $3::text' : ' and $3::text is null'}
      returning *`;
    // The event's columns named, in the order the drizzle version lists them.
    text = event
      ? `with moved as (${update}), logged as (
          insert into order_events (id, order_id, kind, params, actor_id, created_at, seq)
          select gen_random_uuid(), moved.id, $${n}::text, $${n + 1}::jsonb, $${n + 2}::uuid, $${n + 3}::timestamptz,
            nextval('order_events_seq_seq') from moved
        ) select * from moved`
      : update;
    moveTexts.set(shape, text);
  }
  const values: unknown[] = [input.id, [...input.from], input.placementKey, ...set.values];
  if (event) {
    values.push(event.kind, JSON.stringify(event.params ?? {}), event.actorId, input.now.toISOString());
  }
  return tableRowsOf(db, orders, text, values);
}

/** A timeline event written together with a status move. */
export interface MoveEvent {
  kind: OrderEventKind;
  params?: Record<string, string | number>;
  actorId: string | null;
}

/**
 * A compare-and-set move and its timeline event in one statement (a data-modifying CTE): the event is
 * written exactly when the row moved, atomically, in one round trip instead of BEGIN, UPDATE, INSERT,
 * COMMIT. `placementKey` null: the move of placement's start (status and `from` only, as moveOrder).
 */
export async function moveWithEvent(
  db: Database,
  input: {
    id: string;
    from: readonly number[];
    placementKey: string | null;
    patch: OrderPatch;
    now: Date;
    event: MoveEvent;
  },
): Promise<OrderRow | null> {
  const fast = await fastMove(db, input, input.event);
  if (fast) return fast[0] ?? null;
  const moved = db.$with('moved').as(
    db
      .update(orders)
      .set({ ...input.patch, updatedAt: input.now })
      .where(moveCondition(input))
      .returning(),
  );
  const { event } = input;
  const logged = db.$with('logged').as(
    // insert ... select lists every column of order_events in table order: id first.
    db.insert(orderEvents).select(
      sql`select gen_random_uuid(), ${moved.id}, ${event.kind}, ${JSON.stringify(event.params ?? {})}::jsonb,
        ${event.actorId}::uuid, ${input.now.toISOString()}::timestamptz, nextval('order_events_seq_seq')
        from ${moved}`,
    ),
  );
  const [row] = await db.with(moved, logged).select().from(moved);
  return row ?? null;
}

export async function findOrderByPlacementKey(db: Database, userId: string, placementKey: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.placementKey, placementKey)))
    .limit(1);
  return row ?? null;
}

/** The order a placement key once reserved money for (the key may since have moved to a newer attempt). */
export async function orderIdReservedWith(db: Database, userId: string, placementKey: string) {
  const [row] = await rowsOf<{ reference: string }>(
    db.execute(sql`select reference from ledger_transactions
      where idempotency_key = ${reserveKeyOf(placementKey)} and user_id = ${userId}::uuid limit 1`),
  );
  return row?.reference ?? null;
}

export interface PlacementReservation {
  id: string;
  status: 'held' | 'captured' | 'released';
}

/** The reservation made for a placement key, found by its ledger key (also when the order never recorded it). */
export async function reservationOfPlacement(
  db: Database,
  placementKey: string,
): Promise<PlacementReservation | null> {
  const [row] = await rowsOf<PlacementReservation>(
    db.execute(sql`select r.id, r.status from ledger_reservations r
      join ledger_transactions t on t.id = r.reserve_transaction_id
      where t.idempotency_key = ${reserveKeyOf(placementKey)} limit 1`),
  );
  return row ?? null;
}

/** Orders "being placed" since before `cutoff`, oldest first. */
export function stuckPlacements(db: Database, cutoff: Date, limit: number) {
  return db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, ORDER_STATUS.placing), lt(orders.placingStartedAt, cutoff)))
    .orderBy(asc(orders.placingStartedAt))
    .limit(limit);
}

/**
 * Takes a stuck order for this recovery run: restarts its clock, so another instance's run (which needs it
 * older than the cutoff) skips it. The row lock makes the second claimant re-check and find nothing.
 */
export async function claimStuckPlacement(db: Database, id: string, cutoff: Date, now: Date) {
  const [row] = await db
    .update(orders)
    .set({ placingStartedAt: now, updatedAt: now })
    .where(
      and(eq(orders.id, id), eq(orders.status, ORDER_STATUS.placing), lt(orders.placingStartedAt, cutoff)),
    )
    .returning();
  return row ?? null;
}

/** The status an order had before its current placement (kept on the 'transmitting' event). */
export async function statusBeforePlacement(db: Database, orderId: string): Promise<number> {
  const [event] = await db
    .select({ params: orderEvents.params })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.kind, 'transmitting')))
    .orderBy(desc(orderEvents.createdAt))
    .limit(1);
  return event?.params.previous === ORDER_STATUS.failed ? ORDER_STATUS.failed : ORDER_STATUS.draft;
}

/** Deletes the timeline's last 'transmitting' event of an order (a placement that never started). */
export async function dropTransmittingEvent(db: Database, orderId: string) {
  await db.execute(sql`delete from order_events where id = (select id from order_events
    where order_id = ${orderId}::uuid and kind = 'transmitting' order by created_at desc limit 1)`);
}

/**
 * Held reservations older than `cutoff` that no order in placement (17) or review (18) stands behind:
 * their order moved on without settling them (a crash between two steps), so the money must go back.
 */
export function strayReservations(db: Database, cutoff: Date, limit: number) {
  return rowsOf<{ id: string }>(
    db.execute(sql`select r.id from ledger_reservations r
      join ledger_transactions t on t.id = r.reserve_transaction_id
      where r.status = 'held' and r.created_at < ${cutoff.toISOString()}::timestamptz
        and t.idempotency_key like 'reserve:place:%'
        and not exists (select 1 from orders o
          where o.id::text = r.reference and o.status in (17, 18)
            and 'reserve:' || o.placement_key = t.idempotency_key)
      order by r.created_at limit ${limit}`),
  );
}

/** How many times an order's timeline has `kind` (numbers repeated money steps: cancel #0, #1, ...). */
export async function countOrderEvents(db: Database, orderId: string, kind: string): Promise<number> {
  const [row] = await rowsOf<{ n: string | number }>(
    db.execute(
      sql`select count(*) as n from order_events where order_id = ${orderId}::uuid and kind = ${kind}`,
    ),
  );
  return Number(row?.n ?? 0);
}
