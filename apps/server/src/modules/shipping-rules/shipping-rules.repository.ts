import type { ShippingRuleValues } from '@shiplabel/shared';
import { and, asc, count, eq, max } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { packageTemplates } from '../templates/templates.table.ts';
import { shippingRules as rules } from './shipping-rules.table.ts';

export type ShippingRuleRow = typeof rules.$inferSelect;

const mine = (userId: string, id: string) => and(eq(rules.userId, userId), eq(rules.id, id));

/** The caller's rules in evaluation order. */
export function listRules(db: Database, userId: string): Promise<ShippingRuleRow[]> {
  return db
    .select()
    .from(rules)
    .where(eq(rules.userId, userId))
    .orderBy(asc(rules.position), asc(rules.createdAt), asc(rules.id));
}

export async function countRules(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(rules).where(eq(rules.userId, userId));
  return Number(row?.n ?? 0);
}

/** Appends the rule at the end of the caller's list. */
export async function insertRule(db: Database, userId: string, values: ShippingRuleValues, now: Date) {
  const [last] = await db
    .select({ p: max(rules.position) })
    .from(rules)
    .where(eq(rules.userId, userId));
  const [row] = await db
    .insert(rules)
    .values({ ...values, userId, position: (last?.p ?? 0) + 1, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

export async function updateRule(
  db: Database,
  userId: string,
  id: string,
  values: ShippingRuleValues,
  now: Date,
) {
  const [row] = await db
    .update(rules)
    .set({ ...values, updatedAt: now })
    .where(mine(userId, id))
    .returning();
  return row ?? null;
}

export async function setPosition(db: Database, userId: string, id: string, position: number) {
  await db.update(rules).set({ position }).where(mine(userId, id));
}

export async function deleteRule(db: Database, userId: string, id: string): Promise<boolean> {
  const rows = await db.delete(rules).where(mine(userId, id)).returning({ id: rules.id });
  return rows.length > 0;
}

/** The caller's package template of that id (null: unknown or another customer's). */
export async function findOwnTemplate(db: Database, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(packageTemplates)
    .where(and(eq(packageTemplates.userId, userId), eq(packageTemplates.id, id)));
  return row ?? null;
}
