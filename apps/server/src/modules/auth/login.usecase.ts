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
import { findUserByEmail } from './auth.repository.ts';
import { activeLock, clearFailures, recordFailure, throttleKeys } from './login-throttle.ts';
import { dummyHash, verifyPassword } from './password.ts';
import { openFreshPayload } from './payload-freshness.ts';
import { hitRateLimit } from './rate-limit.ts';
import { createSession } from './sessions.usecases.ts';

const minutesUntil = (until: Date, now: Date) =>
  Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));

/** POST /admin/login: encrypted credentials in, a new session token out. */
export async function login(
  deps: AppDeps & {
    encryptData: string;
    ip: string;
    userAgent: string;
    /** Told whose account the credentials name once it is known, success or not (the user log shows it). */
    onAccount?: (userId: string) => void;
  },
): Promise<{ token: string }> {
  const { db, config, clock } = deps;
  const now = clock();
  const hits = await hitRateLimit({ db, key: `login:ip:${deps.ip}`, now, windowMs: 60_000 });
  if (hits > config.loginRateLimitPerMinute) throw loginRateLimited();

  const parsed = loginCredentialsSchema.safeParse(await openFreshPayload(deps, deps.encryptData));
  if (!parsed.success) throw validationFailed(zodFieldIssues(parsed.error));
  const { username, password } = parsed.data;

  const user = await findUserByEmail(db, username);
  if (!user) {
    await verifyPassword(password, await dummyHash()); // same cost as a real user: no timing oracle
    throw loginFailed();
  }
  deps.onAccount?.(user.id);
  const keys = throttleKeys(user.id, deps.ip);
  const locked = await activeLock(db, [keys.pair, keys.account], now);
  if (locked) {
    await verifyPassword(password, await dummyHash());
    throw accountLocked(minutesUntil(locked, now));
  }
  if (!(await verifyPassword(password, user.passwordHash))) {
    const windowMs = config.loginLockMinutes * 60_000;
    const lockUntil = addMinutes(now, config.loginLockMinutes);
    const counts = [
      { key: keys.pair, max: config.loginMaxFailures },
      { key: keys.account, max: config.loginAccountMaxFailures },
    ];
    let lockedUntil: Date | null = null;
    for (const { key, max } of counts) {
      const until = await recordFailure(db, { key, max, now, windowMs, lockUntil });
      if (until && (!lockedUntil || until > lockedUntil)) lockedUntil = until;
    }
    if (lockedUntil) throw accountLocked(minutesUntil(lockedUntil, now));
    throw loginFailed();
  }
  // Status is told only to someone who knows the password.
  if (user.status === USER_STATUS.inactive) throw accountInactive();
  if (user.status !== USER_STATUS.active) throw accountDisabled();

  await clearFailures(db, keys.pair);
  const { token } = await createSession({ ...deps, userId: user.id });
  return { token };
}
