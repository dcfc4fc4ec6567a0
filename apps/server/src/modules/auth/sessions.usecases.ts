import { USER_STATUS } from '@shiplabel/shared';
import { addMinutes, addSeconds } from '../../lib/clock.ts';
import type { AppDeps } from '../../lib/deps.ts';
import type { ApiKeyIdentity } from '../api-keys/api-keys.usecases.ts';
import type { UserRow } from '../users/users.table.ts';
import {
  claimRotation,
  findSessionByTokenHash,
  insertSession,
  revokeSessions,
  touchSession,
} from './auth.repository.ts';
import { hashToken, newToken } from './session-token.ts';

/** How long a rotated token keeps working for requests that were already on their way. */
export const ROTATION_GRACE_SECONDS = 60;

export interface AuthContext {
  user: UserRow;
  /** The session this request came with. */
  sessionId: string;
  /** Sessions that belong to the caller right now: the request's own and, after a rotation, its successor. */
  ownSessionIds: string[];
  impersonatorId: string | null;
  impersonatorEmail: string | null;
  /** The impersonator's nickname, real name or e-mail, for the watermark. */
  impersonatorName: string | null;
  /** The resource codes this session acts with (those of its active role only, after "switch roles"). */
  codes: string[];
  /** The roles this session acts with. */
  roleIds: string[];
  /** Every role the user holds, whatever the session acts with ("switch roles" offers these). */
  heldRoleIds: string[];
  /** The role chosen with "switch roles" while the user still holds it, else null (all roles). */
  activeRoleId: string | null;
  /** Set when this request rotated the session: the client must use it from now on. */
  renewedToken: string | null;
  /** Issue 16: the customer API key the request came with (then sessionId is ''), null for a session. */
  apiKey: ApiKeyIdentity | null;
}

interface ClientInfo {
  ip: string;
  userAgent: string;
}

export async function createSession(
  deps: AppDeps &
    ClientInfo & {
      userId: string;
      impersonatorId?: string | null;
      activeRoleId?: string | null;
      /** An end of its own (impersonated sessions), else SESSION_TTL_MINUTES from now. */
      expiresAt?: Date;
    },
): Promise<{ token: string; sessionId: string }> {
  const now = deps.clock();
  const token = newToken();
  const sessionId = await insertSession(deps.db, {
    tokenHash: hashToken(token),
    userId: deps.userId,
    impersonatorId: deps.impersonatorId ?? null,
    activeRoleId: deps.activeRoleId ?? null,
    now,
    expiresAt: deps.expiresAt ?? addMinutes(now, deps.config.sessionTtlMinutes),
    ip: deps.ip,
    userAgent: deps.userAgent,
  });
  return { token, sessionId };
}

/**
 * Resolves a bearer token to its user and codes, or null (unknown, revoked, expired, or the user is no
 * longer active): one statement (session, user, roles and codes), read from the database on every request
 * so revocations and role changes apply at once. Sessions older than SESSION_RENEW_AFTER_MINUTES are
 * rotated once (a fresh SESSION_TTL_MINUTES; an impersonated session's successor keeps its end).
 */
export async function authenticate(
  deps: AppDeps & ClientInfo & { token: string },
): Promise<AuthContext | null> {
  const { db, config, clock } = deps;
  const now = clock();
  const found = await findSessionByTokenHash(db, hashToken(deps.token));
  if (!found) return null;
  const { session, user } = found;
  if (session.revokedAt || session.expiresAt <= now || user.status !== USER_STATUS.active) return null;

  const ownSessionIds = [session.id];
  let renewedToken: string | null = null;
  const renewDue = addMinutes(session.createdAt, config.sessionRenewAfterMinutes) <= now;
  if (renewDue && !session.replacedAt) {
    renewedToken = await db.transaction(async (tx) => {
      if (!(await claimRotation(tx, session.id, now, addSeconds(now, ROTATION_GRACE_SECONDS)))) return null;
      const next = await createSession({
        ...deps,
        db: tx,
        userId: user.id,
        impersonatorId: session.impersonatorId,
        activeRoleId: session.activeRoleId,
        // An impersonated session's end is absolute (docs/decisions.md): renewal never moves it.
        ...(session.impersonatorId ? { expiresAt: session.expiresAt } : {}),
      });
      ownSessionIds.push(next.sessionId);
      return next.token;
    });
  } else if (session.lastSeenAt < addSeconds(now, -60)) {
    // Once a minute is precise enough for "last seen" and spares a write per request.
    await touchSession(db, session.id, now, addSeconds(now, -60));
  }

  return {
    user,
    sessionId: session.id,
    ownSessionIds,
    impersonatorId: session.impersonatorId,
    impersonatorEmail: found.impersonatorEmail,
    impersonatorName: session.impersonatorId ? found.impersonatorName : null,
    codes: found.codes,
    roleIds: found.roleIds,
    heldRoleIds: found.heldRoleIds,
    activeRoleId:
      session.activeRoleId && found.heldRoleIds.includes(session.activeRoleId) ? session.activeRoleId : null,
    renewedToken,
    apiKey: null,
  };
}

export async function logout(deps: AppDeps & { auth: AuthContext }): Promise<void> {
  await revokeSessions(deps.db, deps.auth.ownSessionIds, deps.clock());
}
