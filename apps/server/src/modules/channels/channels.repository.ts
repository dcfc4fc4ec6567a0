import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { priceRules } from '../pricing/pricing.table.ts';
import { users } from '../users/users.table.ts';
import {
  type ChannelRow,
  channelServices,
  channels,
  rateCards,
  type ServiceRow,
  serviceAllotments,
  zoneCharts,
} from './channels.table.ts';

export async function insertChannel(db: Database, values: typeof channels.$inferInsert): Promise<ChannelRow> {
  const [row] = await db.insert(channels).values(values).returning();
  return row!;
}

export async function updateChannelRow(
  db: Database,
  id: string,
  values: Partial<typeof channels.$inferInsert>,
) {
  await db.update(channels).set(values).where(eq(channels.id, id));
}

export async function lockChannel(db: Database, id: string): Promise<ChannelRow | null> {
  const [row] = await db.select().from(channels).where(eq(channels.id, id)).for('update');
  return row ?? null;
}

export async function lockService(db: Database, id: string): Promise<ServiceRow | null> {
  const [row] = await db.select().from(channelServices).where(eq(channelServices.id, id)).for('update');
  return row ?? null;
}

export async function insertService(
  db: Database,
  values: typeof channelServices.$inferInsert,
): Promise<ServiceRow> {
  const [row] = await db.insert(channelServices).values(values).returning();
  return row!;
}

export async function updateServiceRow(
  db: Database,
  id: string,
  values: Partial<typeof channelServices.$inferInsert>,
) {
  await db.update(channelServices).set(values).where(eq(channelServices.id, id));
}

export async function serviceIdsOfChannel(db: Database, channelId: string): Promise<string[]> {
  const rows = await db
    .select({ id: channelServices.id })
    .from(channelServices)
    .where(eq(channelServices.channelId, channelId));
  return rows.map((r) => r.id);
}

export async function deleteChannelRow(db: Database, id: string) {
  await db.delete(channels).where(eq(channels.id, id));
}

export async function deleteServiceRow(db: Database, id: string) {
  await db.delete(channelServices).where(eq(channelServices.id, id));
}

export async function countAllotments(db: Database, serviceIds: string[]): Promise<number> {
  if (serviceIds.length === 0) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(serviceAllotments)
    .where(inArray(serviceAllotments.serviceId, serviceIds));
  return Number(row?.n ?? 0);
}

/** Removes price-rule entries that point at the channel or its services (their targets are gone). */
export async function dropPriceEntriesFor(db: Database, channelId: string | null, serviceIds: string[]) {
  const rows = await db.select().from(priceRules);
  let removed = 0;
  for (const rule of rows) {
    const kept = rule.entries.filter(
      (e) => !(channelId && e.channelId === channelId) && !(e.serviceId && serviceIds.includes(e.serviceId)),
    );
    if (kept.length !== rule.entries.length) {
      removed += rule.entries.length - kept.length;
      await db.update(priceRules).set({ entries: kept }).where(eq(priceRules.id, rule.id));
    }
  }
  return removed;
}

export async function findUserKind(db: Database, userId: string): Promise<string | null> {
  const [row] = await db.select({ kind: users.kind }).from(users).where(eq(users.id, userId));
  return row?.kind ?? null;
}

export async function replaceAllotments(db: Database, userId: string, serviceIds: string[]) {
  await db.delete(serviceAllotments).where(eq(serviceAllotments.userId, userId));
  if (serviceIds.length) {
    await db.insert(serviceAllotments).values(serviceIds.map((serviceId) => ({ userId, serviceId })));
  }
}

export async function upsertRateCard(db: Database, values: typeof rateCards.$inferInsert) {
  await db
    .insert(rateCards)
    .values(values)
    .onConflictDoUpdate({
      target: rateCards.serviceId,
      set: {
        zones: values.zones,
        weightsLb: values.weightsLb,
        prices: values.prices,
        filename: values.filename,
        uploadedAt: values.uploadedAt,
      },
    });
}

export async function upsertZoneChart(db: Database, values: typeof zoneCharts.$inferInsert) {
  await db
    .insert(zoneCharts)
    .values(values)
    .onConflictDoUpdate({
      target: zoneCharts.channelId,
      set: {
        entries: values.entries,
        rowCount: values.rowCount,
        filename: values.filename,
        uploadedAt: values.uploadedAt,
      },
    });
}

export async function deleteZoneChart(db: Database, channelId: string) {
  await db.delete(zoneCharts).where(eq(zoneCharts.channelId, channelId));
}

/** Customers (kind customer, proxy or warehouse) matching a keyword, for the allotment picker. */
export async function searchUsersOfKinds(
  db: Database,
  kinds: string[],
  keyword: string | undefined,
  limit: number,
) {
  const like = keyword ? `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return db
    .select({ id: users.id, email: users.email, nickName: users.nickName, kind: users.kind })
    .from(users)
    .where(
      and(
        inArray(users.kind, kinds),
        like ? sql`(${users.email} ilike ${like} or ${users.nickName} ilike ${like})` : undefined,
      ),
    )
    .orderBy(users.email)
    .limit(limit);
}
