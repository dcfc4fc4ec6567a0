import type { InsuranceTable } from '@shiplabel/shared';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type InsuranceTableRow, insuranceTables, sysConfig, sysConfigChanges } from './config.table.ts';

export async function allConfigRows(db: Database) {
  return db.select().from(sysConfig);
}

/**
 * Sets one key and records the change, in one transaction; the row is locked while its old value is read
 * so two simultaneous changes each record the value they really replaced.
 */
export async function writeConfigValue(
  db: Database,
  change: { key: string; value: unknown; actorId: string; at: Date },
) {
  await db.transaction(async (tx) => {
    const [old] = await tx
      .select({ value: sysConfig.value })
      .from(sysConfig)
      .where(eq(sysConfig.key, change.key))
      .for('update');
    const values = { value: change.value, updatedBy: change.actorId, updatedAt: change.at };
    await tx
      .insert(sysConfig)
      .values({ key: change.key, ...values })
      .onConflictDoUpdate({ target: sysConfig.key, set: values });
    await tx.insert(sysConfigChanges).values({
      key: change.key,
      oldValue: old?.value ?? null,
      newValue: change.value,
      changedBy: change.actorId,
      changedAt: change.at,
    });
  });
}

export async function configChanges(db: Database, key: string) {
  return db
    .select()
    .from(sysConfigChanges)
    .where(eq(sysConfigChanges.key, key))
    .orderBy(desc(sysConfigChanges.id));
}

const tiersJson = (table: InsuranceTable) =>
  table.tiers.map((t) => ({
    maxMinor: String(t.maxMinor),
    rateMinor: String(t.rateMinor),
    minimumMinor: String(t.minimumMinor),
  }));

export const tableOfRow = (row: InsuranceTableRow): InsuranceTable => ({
  freeUpToMinor: row.freeUpToMinor,
  maxPerPackageMinor: row.maxPerPackageMinor,
  maxPerShipmentMinor: row.maxPerShipmentMinor,
  tiers: row.tiers.map((t) => ({
    maxMinor: BigInt(t.maxMinor),
    rateMinor: BigInt(t.rateMinor),
    minimumMinor: BigInt(t.minimumMinor),
  })),
});

export async function latestInsuranceTable(db: Database): Promise<InsuranceTableRow | null> {
  const [row] = await db.select().from(insuranceTables).orderBy(desc(insuranceTables.version)).limit(1);
  return row ?? null;
}

export async function insuranceTableById(db: Database, id: string): Promise<InsuranceTableRow | null> {
  const [row] = await db.select().from(insuranceTables).where(eq(insuranceTables.id, id)).limit(1);
  return row ?? null;
}

export async function insuranceTableVersions(db: Database) {
  return db.select().from(insuranceTables).orderBy(desc(insuranceTables.version));
}

/**
 * A new version numbered one above the newest. Two simultaneous inserts compute the same number: the
 * unique version refuses the second, which the caller may retry. `version` 1 with `ifNone` is the
 * default table, stored before the first edit (nothing happens when it is there already).
 */
export async function insertInsuranceTable(
  db: Database,
  table: InsuranceTable,
  by: { actorId: string | null; at: Date; ifNone?: boolean; id?: string },
) {
  const values = {
    freeUpToMinor: table.freeUpToMinor,
    maxPerPackageMinor: table.maxPerPackageMinor,
    maxPerShipmentMinor: table.maxPerShipmentMinor,
    tiers: tiersJson(table),
    createdBy: by.actorId,
    createdAt: by.at,
  };
  if (by.ifNone) {
    await db
      .insert(insuranceTables)
      .values({ version: 1, ...(by.id ? { id: by.id } : {}), ...values })
      .onConflictDoNothing({ target: insuranceTables.version });
    return;
  }
  const [row] = await db
    .insert(insuranceTables)
    .values({
      version: sql`(select coalesce(max(${insuranceTables.version}), 0) + 1 from ${insuranceTables})`,
      ...values,
    })
    .returning();
  return row!;
}
