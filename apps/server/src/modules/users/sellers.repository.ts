import { and, asc, count, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { likePattern } from '../../lib/pagination.ts';
import { users } from './users.table.ts';

/** Sellers (kind seller, not deleted) with the number of live customers each owns. */
export async function listSellers(
  db: Database,
  keyword: string | undefined,
  page: { limit: number; offset: number },
) {
  const p = keyword ? likePattern(keyword) : null;
  const where = and(
    eq(users.kind, 'seller'),
    isNull(users.deletedAt),
    p ? or(ilike(users.email, p), ilike(users.nickName, p), ilike(users.invitationCode, p)) : undefined,
  );
  const rows = await db
    .select({
      user: users,
      customerCount: sql<number>`(select count(*)::int from users c
        where c.seller_id = "users"."id" and c.deleted_at is null)`,
    })
    .from(users)
    .where(where)
    .orderBy(asc(users.email))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Live users among `ids` with their kind (missing and deleted ids are left out). */
export async function liveKinds(db: Database, ids: string[]) {
  return db
    .select({ id: users.id, kind: users.kind })
    .from(users)
    .where(and(inArray(users.id, ids), isNull(users.deletedAt)));
}

export async function assignSeller(db: Database, ids: string[], sellerId: string | null, now: Date) {
  await db.update(users).set({ sellerId, updatedAt: now }).where(inArray(users.id, ids));
}
