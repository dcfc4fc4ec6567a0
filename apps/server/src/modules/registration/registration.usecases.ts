import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  EMAIL_CODE_LENGTH,
  EMAIL_CODE_RESEND_SECONDS,
  EMAIL_CODE_TTL_MINUTES,
  EMAIL_CODES_PER_HOUR,
  EMAIL_CODES_PER_IP_HOUR,
  type Locale,
  type registerSchema,
  USER_STATUS,
} from '@shiplabel/shared';
import type { z } from 'zod';
import { addMinutes } from '../../lib/clock.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { isUniqueViolation } from '../../lib/errors.ts';
import { hashPassword } from '../auth/password.ts';
import { hitRateLimit } from '../auth/rate-limit.ts';
import { enqueueMail } from '../mail/mail.usecases.ts';
import {
  clientRateLimited,
  codeExpired,
  codeHourlyLimit,
  codeInvalid,
  codeLocked,
  codeTooSoon,
  codeUsed,
  emailRegistered,
  invitationCodeUnknown,
} from './registration.errors.ts';
import { alreadyRegisteredMail, codeMail } from './registration.mail.ts';
import {
  consumeEmailCode,
  countWrongCode,
  emailInUse,
  insertEmailCode,
  insertRegisteredCustomer,
  latestEmailCode,
  registrationOf,
  sellerByInvitationCode,
} from './registration.repository.ts';

/** Wrong codes a code survives; then it is dead and a new one must be asked for (6 digits: 5 tries). */
export const MAX_WRONG_CODES = 5;
/** Registrations one client address may attempt per hour (each costs a password hash). */
export const REGISTER_ATTEMPTS_PER_IP_HOUR = 30;
const HOUR_MS = 3_600_000;

const digest = (salt: string, code: string) => createHash('sha256').update(`${salt}:${code}`).digest();

export function hashEmailCode(code: string): string {
  const salt = randomBytes(12).toString('base64url');
  return `${salt}$${digest(salt, code).toString('base64url')}`;
}

export function emailCodeMatches(code: string, stored: string): boolean {
  const [salt, hash] = stored.split('$');
  if (!salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = digest(salt, code);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export const newEmailCode = () =>
  String(randomInt(0, 10 ** EMAIL_CODE_LENGTH)).padStart(EMAIL_CODE_LENGTH, '0');

/**
 * POST /user/code/send: e-mails a 6-digit sign-up code in the asker's language. Limited per client
 * address and per e-mail address (counters in the database: every instance shares them). An address
 * that already has an account gets a notice instead of a code and the asker the same answer, so the
 * endpoint cannot tell who has an account.
 */
export async function sendEmailCode(deps: AppDeps & { email: string; locale: Locale; ip: string }) {
  const { db, clock, email, locale } = deps;
  const now = clock();
  if (
    (await hitRateLimit({ db, key: `regcode:ip:${deps.ip}`, now, windowMs: HOUR_MS })) >
    EMAIL_CODES_PER_IP_HOUR
  )
    throw clientRateLimited();
  const windowMs = EMAIL_CODE_RESEND_SECONDS * 1000;
  if ((await hitRateLimit({ db, key: `regcode:min:${email}`, now, windowMs })) > 1)
    throw codeTooSoon(EMAIL_CODE_RESEND_SECONDS);
  if (
    (await hitRateLimit({ db, key: `regcode:hour:${email}`, now, windowMs: HOUR_MS })) > EMAIL_CODES_PER_HOUR
  )
    throw codeHourlyLimit();

  if (await emailInUse(db, email)) {
    await enqueueMail(deps, {
      to: email,
      locale,
      templateKey: 'registration.exists',
      ...alreadyRegisteredMail(locale),
    });
  } else {
    const code = newEmailCode();
    await insertEmailCode(db, {
      email,
      codeHash: hashEmailCode(code),
      now,
      expiresAt: addMinutes(now, EMAIL_CODE_TTL_MINUTES),
    });
    await enqueueMail(deps, {
      to: email,
      locale,
      templateKey: 'registration.code',
      ...codeMail(locale, code),
    });
  }
  return { resendAfterSeconds: EMAIL_CODE_RESEND_SECONDS, expiresInMinutes: EMAIL_CODE_TTL_MINUTES };
}

/** The latest code sent to the address must be this one, unused, unexpired and not guessed at too often. */
async function checkEmailCode(deps: AppDeps, email: string, code: string) {
  const latest = await latestEmailCode(deps.db, email);
  if (!latest) throw codeInvalid();
  if (latest.usedAt) throw codeUsed();
  if (latest.expiresAt.getTime() <= deps.clock().getTime()) throw codeExpired();
  if (latest.failedAttempts >= MAX_WRONG_CODES) throw codeLocked();
  if (!emailCodeMatches(code, latest.codeHash)) {
    await countWrongCode(deps.db, latest.id);
    throw codeInvalid();
  }
  return latest;
}

/**
 * POST /user/register: checks the e-mail code and creates an inactive customer (Customer role) that an
 * administrator must activate before it can sign in. A seller's invitation code ties the customer to
 * that seller. The code is consumed in the same transaction as the account is created.
 */
export async function registerCustomer(
  deps: AppDeps & { input: z.output<typeof registerSchema>; ip: string },
): Promise<{ email: string; status: number }> {
  const { db, clock, input } = deps;
  if (
    (await hitRateLimit({ db, key: `register:ip:${deps.ip}`, now: clock(), windowMs: HOUR_MS })) >
    REGISTER_ATTEMPTS_PER_IP_HOUR
  )
    throw clientRateLimited();
  const code = await checkEmailCode(deps, input.email, input.code);
  const sellerId = input.invitationCode ? await sellerByInvitationCode(db, input.invitationCode) : null;
  if (input.invitationCode && !sellerId) throw invitationCodeUnknown();
  const passwordHash = await hashPassword(input.password);

  await db
    .transaction(async (tx) => {
      const now = clock();
      if (!(await consumeEmailCode(tx, code.id, now))) throw codeUsed();
      if (await emailInUse(tx, input.email)) throw emailRegistered();
      await insertRegisteredCustomer(tx, {
        email: input.email,
        passwordHash,
        phone: input.phone,
        nickName: input.nickName,
        realName: `${input.firstName} ${input.lastName}`,
        company: input.company,
        sellerId,
        firstName: input.firstName,
        lastName: input.lastName,
        wechatId: input.wechatId,
        invitationCode: input.invitationCode,
        smsConsent: input.smsConsent,
        ip: deps.ip,
        now,
      });
    })
    .catch((error: unknown) => {
      // The same address registered at the same moment by another request: the unique index decides.
      if (isUniqueViolation(error)) throw emailRegistered();
      throw error;
    });
  return { email: input.email, status: USER_STATUS.inactive };
}

/** What a self-registered customer gave at sign-up (WeChat ID, name parts, consents): the back office shows it. */
export function signUpDetails(deps: Pick<AppDeps, 'db'>, userId: string) {
  return registrationOf(deps.db, userId);
}
