import { and, eq, inArray, isNull, lt, notInArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { resources, roleResources, userRoles } from '../rbac/rbac.table.ts';
import { users } from '../users/users.table.ts';
import { sessions } from './auth.table.ts';

export async function findUserByEmail(db: Database, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email.trim().toLowerCase()));
  return row ?? null;
}

export interface NewSession {
  tokenHash: string;
  userId: string;
  impersonatorId: string | null;
  activeRoleId?: string | null;
  now: Date;
  expiresAt: Date;
  ip: string;
  userAgent: string;
}

export async function insertSession(db: Database, s: NewSession): Promise<string> {
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: s.tokenHash,
      userId: s.userId,
      impersonatorId: s.impersonatorId,
      activeRoleId: s.activeRoleId ?? null,
      createdAt: s.now,
      lastSeenAt: s.now,
      expiresAt: s.expiresAt,
      ip: s.ip.slice(0, 64),
      userAgent: s.userAgent.slice(0, 512),
    })
    .returning({ id: sessions.id });
  return row!.id;
}

const impersonators = alias(users, 'impersonators');

/**
 * Everything a request's authentication needs, in ONE prepared statement (parsed and planned once per
 * connection, built once per database handle): the session of a token hash, its user, the impersonator's
 * e-mail when impersonated, and the user's role ids and resource codes (sorted, distinct). Read on every
 * request, never cached, so a revoked session or a changed role applies to the next request on every
 * instance.
 */
export async function findSessionByTokenHash(db: Database, tokenHash: string) {
  let prepared = authStatements.get(db);
  if (!prepared) {
    prepared = prepareAuth(db);
    authStatements.set(db, prepared);
  }
  const [row] = await prepared.execute({ tokenHash });
  return row ?? null;
}

/**
 * The roles a session acts with: all the user holds, or only the session's active role ("switch roles")
 * while the user still holds it (a role taken away meanwhile falls back to all the user holds).
 */
const actingRole = sql`(${sessions.activeRoleId} is null or ur.role_id = ${sessions.activeRoleId}
  or not exists (select 1 from ${userRoles} held
    where held.user_id = ${sessions.userId} and held.role_id = ${sessions.activeRoleId}))`;

const prepareAuth = (db: Database) =>
  db
    .select({
      session: sessions,
      user: users,
      impersonatorEmail: impersonators.email,
      impersonatorName: sql<string | null>`coalesce(nullif(${impersonators.nickName}, ''),
          nullif(${impersonators.realName}, ''), ${impersonators.email})`,
      heldRoleIds: sql<
        string[]
      >`coalesce((select array_agg(distinct ur.role_id::text order by ur.role_id::text)
          from ${userRoles} ur where ur.user_id = ${sessions.userId}), '{}'::text[])`,
      roleIds: sql<string[]>`coalesce((select array_agg(distinct ur.role_id::text order by ur.role_id::text)
          from ${userRoles} ur where ur.user_id = ${sessions.userId} and ${actingRole}), '{}'::text[])`,
      codes: sql<string[]>`coalesce((select array_agg(distinct r.code order by r.code)
          from ${userRoles} ur join ${roleResources} rr on rr.role_id = ur.role_id
          join ${resources} r on r.id = rr.resource_id
          where ur.user_id = ${sessions.userId} and ${actingRole}), '{}'::text[])`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(impersonators, eq(impersonators.id, sessions.impersonatorId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .prepare('auth_session_by_token');
const authStatements = new WeakMap<Database, ReturnType<typeof prepareAuth>>();

/**
 * Marks a session replaced unless another request already did; only the winner creates the successor.
 * The old token keeps working until `graceUntil` for requests already in flight.
 */
export async function claimRotation(db: Database, sessionId: string, now: Date, graceUntil: Date) {
  const rows = await db
    .update(sessions)
    .set({
      replacedAt: now,
      expiresAt: sql`least(${sessions.expiresAt}, ${graceUntil.toISOString()}::timestamptz)`,
    })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.replacedAt)))
    .returning({ id: sessions.id });
  return rows.length === 1;
}

export async function touchSession(db: Database, sessionId: string, now: Date, olderThan: Date) {
  await db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(and(eq(sessions.id, sessionId), lt(sessions.lastSeenAt, olderThan)));
}

export async function revokeSessions(db: Database, sessionIds: string[], now: Date) {
  if (sessionIds.length === 0) return;
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(inArray(sessions.id, sessionIds), isNull(sessions.revokedAt)));
}

/** Signs the user out everywhere but the given sessions (after a password change). */
export async function revokeOtherSessions(db: Database, userId: string, keepIds: string[], now: Date) {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (keepIds.length) conditions.push(notInArray(sessions.id, keepIds));
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(...conditions));
}

/** Signs a user out everywhere at once (account disabled or deleted): every live session is revoked. */
export async function revokeAllSessionsOfUser(db: Database, userId: string, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** Switch roles: the session (and its rotated successor, if any) acts with `roleId`, or with all roles. */
export async function setSessionActiveRole(db: Database, sessionIds: string[], roleId: string | null) {
  if (sessionIds.length === 0) return;
  await db.update(sessions).set({ activeRoleId: roleId }).where(inArray(sessions.id, sessionIds));
}
