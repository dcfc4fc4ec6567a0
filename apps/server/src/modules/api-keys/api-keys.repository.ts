import { and, count, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../../db/client.ts';
import { resources, roleResources, userRoles } from '../rbac/rbac.table.ts';
import { users } from '../users/users.table.ts';
import { type ApiKeyRow, apiKeys } from './api-keys.table.ts';

const mine = (userId: string, id: string) => and(eq(apiKeys.userId, userId), eq(apiKeys.id, id));

export async function listApiKeys(db: Database, userId: string, page: { limit: number; offset: number }) {
  const where = eq(apiKeys.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(apiKeys)
      .where(where)
      .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(apiKeys).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function countActiveApiKeys(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
  return Number(row?.n ?? 0);
}

export async function insertApiKey(db: Database, values: typeof apiKeys.$inferInsert): Promise<ApiKeyRow> {
  const [row] = await db.insert(apiKeys).values(values).returning();
  return row!;
}

/** Revokes the caller's key; a key already revoked keeps its first revocation time. */
export async function revokeApiKey(db: Database, userId: string, id: string, now: Date) {
  await db
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(and(mine(userId, id), isNull(apiKeys.revokedAt)));
  const [row] = await db.select().from(apiKeys).where(mine(userId, id));
  return row ?? null;
}

export async function renameApiKey(db: Database, userId: string, id: string, name: string) {
  const [row] = await db.update(apiKeys).set({ name }).where(mine(userId, id)).returning();
  return row ?? null;
}

/**
 * A key by the hash of its text, with its owner and every role and resource code the owner holds (a key
 * acts with all of them, like a session without "switch roles"): one statement per request, so revoking
 * a key or changing a role applies at once.
 */
export async function findApiKeyByHash(db: Database, secretHash: string) {
  const [row] = await db
    .select({
      key: apiKeys,
      user: users,
      roleIds: sql<string[]>`coalesce((select array_agg(distinct ur.role_id::text order by ur.role_id::text)
          from ${userRoles} ur where ur.user_id = ${apiKeys.userId}), '{}'::text[])`,
      codes: sql<string[]>`coalesce((select array_agg(distinct r.code order by r.code)
          from ${userRoles} ur join ${roleResources} rr on rr.role_id = ur.role_id
          join ${resources} r on r.id = rr.resource_id
          where ur.user_id = ${apiKeys.userId}), '{}'::text[])`,
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(eq(apiKeys.secretHash, secretHash));
  return row ?? null;
}

/** "Last used", written only when the stored time is older than `staleBefore` (at most once a minute). */
export async function touchApiKey(db: Database, id: string, now: Date, staleBefore: Date): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(and(eq(apiKeys.id, id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, staleBefore))));
}

/**
 * Takes one token from the key's bucket (refilled at `ratePerSecond` up to `burst` since the last call),
 * in one atomic statement so concurrent requests on any instance count correctly. Answers whether the
 * request may run and the tokens left afterwards.
 */
export async function takeToken(
  db: Database,
  opts: { keyId: string; now: Date; ratePerSecond: number; burst: number },
): Promise<{ allowed: boolean; tokens: number }> {
  const { keyId, ratePerSecond: rate, burst } = opts;
  const now = opts.now.toISOString();
  // The row lock (for update) makes a concurrent request wait and then read the tokens this one left.
  const [row] = await rowsOf<{ tokens: number; allowed: boolean }>(
    db.execute(sql`
      with locked as (
        select tokens, refilled_at from api_key_buckets where key_id = ${keyId}::uuid for update
      ), cur as (
        select coalesce((select least(${burst}::float8, tokens + greatest(0, extract(epoch from (${now}::timestamptz - refilled_at))) * ${rate}::float8) from locked), ${burst}::float8) as t
      ), up as (
        insert into api_key_buckets (key_id, tokens, refilled_at)
        select ${keyId}::uuid, case when t >= 1 then t - 1 else t end, ${now}::timestamptz from cur
        on conflict (key_id) do update set tokens = excluded.tokens, refilled_at = excluded.refilled_at
        returning tokens
      )
      select up.tokens, cur.t >= 1 as allowed from up, cur`),
  );
  return { allowed: row?.allowed === true, tokens: Number(row?.tokens ?? 0) };
}
