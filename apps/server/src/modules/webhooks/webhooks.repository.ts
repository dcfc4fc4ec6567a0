import type { WebhookDeliveryStatus } from '@shiplabel/shared';
import { and, count, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pageOffset } from '../../lib/pagination.ts';
import type { SealedColumn } from '../../lib/reseal-column.ts';
import {
  webhookDeliveries as deliveries,
  webhookEndpoints as endpoints,
  type WebhookDeliveryRow,
  type WebhookEndpointRow,
} from './webhooks.table.ts';

const iso = (d: Date) => sql`${d.toISOString()}::timestamptz`;
const mine = (userId: string, id: string) => and(eq(endpoints.userId, userId), eq(endpoints.id, id));

export type EndpointValues = Pick<WebhookEndpointRow, 'url' | 'description' | 'events' | 'enabled'>;

export async function listEndpoints(db: Database, userId: string) {
  return db
    .select()
    .from(endpoints)
    .where(eq(endpoints.userId, userId))
    .orderBy(desc(endpoints.createdAt), desc(endpoints.id));
}

export async function countEndpoints(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(endpoints).where(eq(endpoints.userId, userId));
  return Number(row?.n ?? 0);
}

export async function findEndpoint(db: Database, userId: string, id: string) {
  const [row] = await db.select().from(endpoints).where(mine(userId, id));
  return row ?? null;
}

export async function endpointById(db: Database, id: string) {
  const [row] = await db.select().from(endpoints).where(eq(endpoints.id, id));
  return row ?? null;
}

export async function insertEndpoint(
  db: Database,
  userId: string,
  values: EndpointValues & { secretCipher: string },
  now: Date,
) {
  const [row] = await db
    .insert(endpoints)
    .values({ ...values, userId, createdAt: now })
    .returning();
  return row!;
}

export async function updateEndpoint(
  db: Database,
  userId: string,
  id: string,
  values: Partial<EndpointValues> &
    Partial<Pick<WebhookEndpointRow, 'secretCipher' | 'previousSecretCipher' | 'previousSecretExpiresAt'>>,
) {
  const [row] = await db.update(endpoints).set(values).where(mine(userId, id)).returning();
  return row ?? null;
}

/** Webhook signing secrets, current and previous, re-sealed by `secrets:rotate`. */
export const sealedWebhookSecrets: SealedColumn[] = [
  { table: endpoints, column: endpoints.secretCipher, keys: [endpoints.id] },
  { table: endpoints, column: endpoints.previousSecretCipher, keys: [endpoints.id] },
];

export async function deleteEndpoint(db: Database, userId: string, id: string): Promise<boolean> {
  const rows = await db.delete(endpoints).where(mine(userId, id)).returning({ id: endpoints.id });
  return rows.length > 0;
}

/** Every enabled endpoint's owner and events (the emitter's cache: one row per endpoint). */
export async function enabledEndpoints(db: Database) {
  return db
    .select({ id: endpoints.id, userId: endpoints.userId, events: endpoints.events })
    .from(endpoints)
    .where(eq(endpoints.enabled, true));
}

export type NewDelivery = Pick<WebhookDeliveryRow, 'endpointId' | 'eventId' | 'eventType' | 'payload'>;

export async function insertDeliveries(db: Database, rows: NewDelivery[], now: Date) {
  if (rows.length === 0) return [];
  return db
    .insert(deliveries)
    .values(rows.map((r) => ({ ...r, status: 'pending', nextAttemptAt: now, createdAt: now })))
    .returning();
}

/**
 * Inserts the deliveries of an event unless that event id was queued before (an advisory lock per event
 * makes "look, then insert" atomic between workers); how many were inserted.
 */
export async function insertDeliveriesOnce(db: Database, eventId: string, rows: NewDelivery[], now: Date) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`webhook-event:${eventId}`}))`);
    const [seen] = await tx
      .select({ id: deliveries.id })
      .from(deliveries)
      .where(eq(deliveries.eventId, eventId))
      .limit(1);
    if (seen) return 0;
    const inserted = await insertDeliveries(tx as unknown as Database, rows, now);
    return inserted.length;
  });
}

/** A delivery of one of `userId`'s endpoints (another customer's is null). */
export async function findDelivery(db: Database, userId: string, id: string) {
  const [row] = await db
    .select({ delivery: deliveries })
    .from(deliveries)
    .innerJoin(endpoints, eq(endpoints.id, deliveries.endpointId))
    .where(and(eq(deliveries.id, id), eq(endpoints.userId, userId)));
  return row?.delivery ?? null;
}

export async function pageDeliveries(
  db: Database,
  endpointId: string,
  q: { status?: WebhookDeliveryStatus | undefined; pageNum: number; pageSize: number },
) {
  const where = and(
    eq(deliveries.endpointId, endpointId),
    q.status ? eq(deliveries.status, q.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(deliveries)
      .where(where)
      .orderBy(desc(deliveries.createdAt), desc(deliveries.id))
      .limit(q.pageSize)
      .offset(pageOffset(q)),
    db.select({ n: count() }).from(deliveries).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Deletes deliveries that ended (succeeded or failed) before `before`; returns how many. */
export async function purgeEndedDeliveries(db: Database, before: Date): Promise<number> {
  const rows = await db
    .delete(deliveries)
    .where(
      and(
        sql`${deliveries.status} in ('succeeded', 'failed')`,
        sql`${deliveries.createdAt} < ${iso(before)}`,
      ),
    )
    .returning({ id: deliveries.id });
  return rows.length;
}

/** Is any pending delivery due (so the periodic check only queues a sender job when there is work)? */
export async function hasDueDelivery(db: Database, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: deliveries.id })
    .from(deliveries)
    .where(
      and(
        eq(deliveries.status, 'pending'),
        sql`${deliveries.nextAttemptAt} <= ${iso(now)}`,
        sql`(${deliveries.lockedUntil} is null or ${deliveries.lockedUntil} < ${iso(now)})`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * Takes the oldest due delivery of an endpoint that has none in flight (`busy`: endpoints this sender is
 * delivering to now; a delivery locked by a live sender counts too), locking it until `lockUntil` and
 * counting the attempt, in one statement. SKIP LOCKED lets several senders take different rows.
 */
export async function claimDueDelivery(
  db: Database,
  opts: { now: Date; lockUntil: Date; busy: string[] },
): Promise<WebhookDeliveryRow | null> {
  const now = iso(opts.now);
  const due = db
    .select({ id: deliveries.id })
    .from(deliveries)
    .where(
      and(
        eq(deliveries.status, 'pending'),
        sql`${deliveries.nextAttemptAt} <= ${now}`,
        sql`(${deliveries.lockedUntil} is null or ${deliveries.lockedUntil} < ${now})`,
        opts.busy.length > 0 ? notInArray(deliveries.endpointId, opts.busy) : undefined,
        sql`not exists (select 1 from webhook_deliveries o where o.endpoint_id = ${deliveries.endpointId}
          and o.status = 'pending' and o.locked_until >= ${now})`,
      ),
    )
    .orderBy(deliveries.nextAttemptAt)
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(deliveries)
    .set({ lockedUntil: opts.lockUntil, attempts: sql`${deliveries.attempts} + 1` })
    .where(eq(deliveries.id, sql`(${due})`))
    .returning();
  return row ?? null;
}

/** Records one attempt's outcome; `status` pending keeps it for a retry at `nextAttemptAt`. */
export async function recordAttempt(
  db: Database,
  id: string,
  outcome: {
    status: WebhookDeliveryStatus;
    nextAttemptAt: Date | null;
    responseCode: number | null;
    responseBody: string | null;
    error: string | null;
    deliveredAt: Date | null;
  },
) {
  await db
    .update(deliveries)
    .set({
      status: outcome.status,
      nextAttemptAt: outcome.nextAttemptAt,
      lockedUntil: null,
      lastResponseCode: outcome.responseCode,
      lastResponseBody: outcome.responseBody,
      lastError: outcome.error,
      deliveredAt: outcome.deliveredAt,
    })
    .where(eq(deliveries.id, id));
}
