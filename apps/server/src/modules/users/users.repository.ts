import { asc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { likePattern } from '../../lib/pagination.ts';
import { type UserRow, users } from './users.table.ts';

export async function findUserById(db: Database, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

export async function findUsersByIds(db: Database, ids: string[]): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(users).where(inArray(users.id, ids));
}

export type ProfileChanges = Partial<
  Pick<
    UserRow,
    | 'nickName'
    | 'realName'
    | 'phone'
    | 'company'
    | 'job'
    | 'organization'
    | 'location'
    | 'introduction'
    | 'personalWebsite'
    | 'avatar'
  >
>;

export async function updateUserProfile(db: Database, id: string, changes: ProfileChanges, now: Date) {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, id))
    .returning();
  return row ?? null;
}

/** Users for pickers: by e-mail or nickname, at most `limit`. */
export async function searchUsers(db: Database, keyword: string | undefined, limit: number) {
  const pattern = keyword ? likePattern(keyword) : null;
  return db
    .select({ id: users.id, email: users.email, nickName: users.nickName, kind: users.kind })
    .from(users)
    .where(pattern ? or(ilike(users.email, pattern), ilike(users.nickName, pattern)) : undefined)
    .orderBy(asc(users.email))
    .limit(limit);
}

export type NewUser = typeof users.$inferInsert;

export async function insertUser(db: Database, values: NewUser): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ ...values, email: values.email.trim().toLowerCase() })
    .returning();
  return row!;
}

export async function countUsers(db: Database, kind?: string): Promise<number> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(kind ? eq(users.kind, kind) : undefined)
    .limit(1);
  return rows.length;
}
