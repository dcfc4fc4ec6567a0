import { loginCredentialsSchema, USER_STATUS } from '@shiplabel/shared';
import { addMinutes } from '../../lib/clock.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { validationFailed } from '../../lib/errors.ts';
import { zodFieldIssues } from '../../lib/validation.ts';
import {
  accountDisabled,
  accountInactive,
  accountLocked,
  loginFailed,
  loginRateLimited,
} from './auth.errors.ts';
import { findUserByEmail, recordLoginFailure, resetLoginFailures } from './auth.repository.ts';
import { dummyHash, verifyPassword } from './password.ts';
import { decryptPayload } from './payload-crypto.ts';
import { hitRateLimit } from './rate-limit.ts';
import { loginKeys } from './server-keys.ts';
import { createSession } from './sessions.usecases.ts';

const minutesUntil = (until: Date, now: Date) =>
  Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));

/** POST /admin/login: encrypted credentials in, a new session token out. */
export async function login(
  deps: AppDeps & { encryptData: string; ip: string; userAgent: string },
): Promise<{ token: string }> {
  const { db, config, clock } = deps;
  const now = clock();
  const hits = await hitRateLimit({ db, key: `login:ip:${deps.ip}`, now, windowMs: 60_000 });
  if (hits > config.loginRateLimitPerMinute) throw loginRateLimited();

  const keys = await loginKeys(db);
  const parsed = loginCredentialsSchema.safeParse(decryptPayload(deps.encryptData, keys.privateKey));
  if (!parsed.success) throw validationFailed(zodFieldIssues(parsed.error));
  const { username, password } = parsed.data;

  const user = await findUserByEmail(db, username);
  if (!user) {
    await verifyPassword(password, await dummyHash()); // same cost as a real user: no timing oracle
    throw loginFailed();
  }
  if (user.lockedUntil && user.lockedUntil > now) {
    await verifyPassword(password, await dummyHash());
    throw accountLocked(minutesUntil(user.lockedUntil, now));
  }
  if (!(await verifyPassword(password, user.passwordHash))) {
    const lockUntil = addMinutes(now, config.loginLockMinutes);
    const lockedUntil = await recordLoginFailure(db, user.id, config.loginMaxFailures, lockUntil);
    if (lockedUntil && lockedUntil > now) throw accountLocked(minutesUntil(lockedUntil, now));
    throw loginFailed();
  }
  // Status is told only to someone who knows the password.
  if (user.status === USER_STATUS.inactive) throw accountInactive();
  if (user.status !== USER_STATUS.active) throw accountDisabled();

  if (user.failedLoginCount > 0 || user.lockedUntil) await resetLoginFailures(db, user.id);
  const { token } = await createSession({ ...deps, userId: user.id });
  return { token };
}
