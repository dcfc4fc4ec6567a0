import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { likePattern } from '../../lib/pagination.ts';
import { users } from '../users/users.table.ts';
import { type RechargeRow, recharges } from './ledger.table.ts';

export interface RechargeFilter {
  userId?: string;
  status?: number;
  currency?: string;
  keyword?: string;
}

export type RechargeListRow = RechargeRow & { email: string };

function where(f: RechargeFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [
    f.userId ? eq(recharges.userId, f.userId) : undefined,
    f.status !== undefined ? eq(recharges.status, f.status) : undefined,
    f.currency ? eq(recharges.currency, f.currency) : undefined,
    f.keyword ? ilike(users.email, likePattern(f.keyword)) : undefined,
  ];
  return and(...parts.filter(Boolean));
}

export async function listRecharges(
  db: Database,
  filter: RechargeFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: RechargeListRow[]; total: number }> {
  const condition = where(filter);
  const rows = await db
    .select({ recharge: recharges, email: users.email })
    .from(recharges)
    .innerJoin(users, eq(users.id, recharges.userId))
    .where(condition)
    .orderBy(desc(recharges.createdAt), desc(recharges.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ n: count() })
    .from(recharges)
    .innerJoin(users, eq(users.id, recharges.userId))
    .where(condition);
  return { rows: rows.map((r) => ({ ...r.recharge, email: r.email })), total: total?.n ?? 0 };
}

export async function insertRecharge(
  db: Database,
  values: typeof recharges.$inferInsert,
): Promise<RechargeRow> {
  const [row] = await db.insert(recharges).values(values).returning();
  return row!;
}

export async function lockRecharge(db: Database, id: string): Promise<RechargeRow | null> {
  const [row] = await db.select().from(recharges).where(eq(recharges.id, id)).for('update');
  return row ?? null;
}

export async function updateRecharge(
  db: Database,
  id: string,
  changes: Partial<typeof recharges.$inferInsert>,
) {
  const [row] = await db.update(recharges).set(changes).where(eq(recharges.id, id)).returning();
  return row!;
}
