import { type ImpersonationToken, USER_STATUS, type UserKind } from '@shiplabel/shared';
import { addMinutes, addSeconds } from '../../lib/clock.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { hashToken, newToken } from '../auth/session-token.ts';
import { type AuthContext, createSession } from '../auth/sessions.usecases.ts';
import { findUserById } from '../users/users.repository.ts';
import type { UserRow } from '../users/users.table.ts';
import {
  impersonateAdmin,
  impersonateSelf,
  impersonationUserNotFound,
  kindNotAllowed,
  nestedImpersonation,
  tokenExpired,
  tokenInvalid,
  tokenUsed,
  userNotActive,
} from './impersonation.errors.ts';
import {
  claimImpersonationToken,
  findImpersonationToken,
  insertImpersonationToken,
} from './impersonation.repository.ts';

/** DESIGN section 5: an impersonation token is good for one exchange within 60 seconds. */
export const IMPERSONATION_TOKEN_SECONDS = 60;

/**
 * The session it opens lives one hour from the exchange, absolute (docs/decisions.md): renewal does not
 * extend it, so a forgotten tab does not keep someone else's account open for the normal 12 hours.
 * Never longer than a normal session (SESSION_TTL_MINUTES).
 */
export const IMPERSONATED_SESSION_MINUTES = 60;

/**
 * Who may open whose session (docs/decisions.md): the route decides the scope by its resource code.
 * adminList (user management) manages customer accounts and sellers; staffList (employee management)
 * manages staff. Nobody opens an administrator's session.
 */
export const IMPERSONABLE_KINDS: Record<'users' | 'staff', readonly UserKind[]> = {
  users: ['customer', 'proxy', 'warehouse', 'seller'],
  staff: ['staff'],
};
export type ImpersonationScope = keyof typeof IMPERSONABLE_KINDS;

const isLive = (user: UserRow | null): user is UserRow =>
  !!user && !user.deletedAt && user.status === USER_STATUS.active;

/** The rules, in the order a caller can act on them. */
function assertMayImpersonate(auth: AuthContext, target: UserRow | null, scope: ImpersonationScope): UserRow {
  if (auth.impersonatorId) throw nestedImpersonation();
  if (!target || target.deletedAt) throw impersonationUserNotFound();
  if (target.id === auth.user.id) throw impersonateSelf();
  if (target.kind === 'admin') throw impersonateAdmin();
  if (!IMPERSONABLE_KINDS[scope].includes(target.kind as UserKind)) throw kindNotAllowed();
  if (!isLive(target)) throw userNotActive();
  return target;
}

/** POST /admin/token/build/{id}, /staff/token/build/{id}: a one-time token (only its hash is stored). */
export async function buildImpersonationToken(
  deps: AppDeps & { auth: AuthContext; userId: string; scope: ImpersonationScope },
): Promise<ImpersonationToken> {
  const target = assertMayImpersonate(deps.auth, await findUserById(deps.db, deps.userId), deps.scope);
  const now = deps.clock();
  const userToken = newToken();
  const expiresAt = addSeconds(now, IMPERSONATION_TOKEN_SECONDS);
  await insertImpersonationToken(deps.db, {
    tokenHash: hashToken(userToken),
    userId: target.id,
    createdBy: deps.auth.user.id,
    createdAt: now,
    expiresAt,
  });
  return {
    userToken,
    expiresAt: expiresAt.toISOString(),
    path: `/config?userToken=${encodeURIComponent(userToken)}`,
  };
}

/**
 * POST /user/token/exchange: turns a token into a session of its user marked with who built it. One use
 * only; both people must still be active (a disabled operator's token dies with their account).
 */
export async function exchangeImpersonationToken(
  deps: AppDeps & { userToken: string; ip: string; userAgent: string },
): Promise<{ token: string }> {
  const now = deps.clock();
  const tokenHash = hashToken(deps.userToken);
  const claimed = await claimImpersonationToken(deps.db, tokenHash, now);
  if (!claimed) {
    const row = await findImpersonationToken(deps.db, tokenHash);
    if (!row) throw tokenInvalid();
    if (row.usedAt) throw tokenUsed();
    throw tokenExpired();
  }
  const [user, builder] = await Promise.all([
    findUserById(deps.db, claimed.userId),
    claimed.createdBy ? findUserById(deps.db, claimed.createdBy) : null,
  ]);
  if (!isLive(user) || !isLive(builder) || user.kind === 'admin') throw userNotActive();
  const minutes = Math.min(IMPERSONATED_SESSION_MINUTES, deps.config.sessionTtlMinutes);
  const { token } = await createSession({
    ...deps,
    userId: user.id,
    impersonatorId: builder.id,
    expiresAt: addMinutes(now, minutes),
  });
  return { token };
}
