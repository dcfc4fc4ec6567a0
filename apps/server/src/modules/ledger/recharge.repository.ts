import { and, asc, count, desc, eq, ilike, ne, type SQL } from 'drizzle-orm';
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

/** Other recharges whose voucher image has the same content (oldest first), for the review's warning. */
export async function rechargesWithVoucher(db: Database, sha256: string, exceptId: string) {
  return db
    .select({
      id: recharges.id,
      financeNo: recharges.financeNo,
      email: users.email,
      status: recharges.status,
      createdAt: recharges.createdAt,
    })
    .from(recharges)
    .innerJoin(users, eq(users.id, recharges.userId))
    .where(and(eq(recharges.voucherSha256, sha256), ne(recharges.id, exceptId)))
    .orderBy(asc(recharges.createdAt))
    .limit(20);
}

export async function findRecharge(db: Database, id: string): Promise<RechargeRow | null> {
  const [row] = await db.select().from(recharges).where(eq(recharges.id, id));
  return row ?? null;
}
