import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, seedUser, signInAdmin } from '../../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { sessions } from '../auth/auth.table.ts';
import { hashToken } from '../auth/session-token.ts';
import { IMPERSONATED_SESSION_MINUTES } from './impersonation.usecases.ts';

/**
 * A session opened on a user's behalf lives IMPERSONATED_SESSION_MINUTES from the exchange, absolute:
 * renewal (rotation) hands over a new token but never a later end. Normal sessions keep their lifetime.
 */
let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  // Rotation every 20 minutes, so an impersonated session is renewed well within its hour.
  t = await createTestApp({ sessionTtlMinutes: 720, sessionRenewAfterMinutes: 20 });
  ({ adminToken } = await signInAdmin(t.app, t.db));
});

const info = (token: string) => call(t.app, 'GET', '/user/info', { token });
const endOf = async (token: string) => {
  const [row] = await t.db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)));
  return row!.expiresAt.getTime();
};

describe('an impersonated session', () => {
  it('ends an hour after the exchange, renewal or not, while normal sessions live on', async () => {
    expect(IMPERSONATED_SESSION_MINUTES).toBe(60);
    const customer = await seedUser(t.db, { roles: ['Customer'] });
    const ownToken = await login(t.app, customer.email);
    const built = await call(t.app, 'POST', `/admin/token/build/${customer.id}`, { token: adminToken });
    const opened = await call(t.app, 'POST', '/user/token/exchange', {
      body: { userToken: built.body.data.userToken },
    });
    expect(opened.status).toBe(200);
    const borrowed = opened.body.data.token as string;
    const start = t.clock.now().getTime();
    expect(await endOf(borrowed)).toBe(start + 60 * 60_000);
    expect(await endOf(ownToken)).toBe(start + 720 * 60_000);

    // Renewed after 20 minutes: a new token, the same end.
    t.clock.advanceMinutes(30);
    const renewed = await info(borrowed);
    expect(renewed.status).toBe(200);
    expect(renewed.body.data.impersonator).toBeTruthy();
    const next = renewed.headers.token as string;
    expect(next).toBeTruthy();
    expect(await endOf(next)).toBe(start + 60 * 60_000);

    t.clock.advanceMinutes(29);
    expect((await info(next)).status).toBe(200);

    t.clock.advanceMinutes(2);
    for (const token of [next, borrowed]) {
      const gone = await info(token);
      expect(gone.status).toBe(401);
      expect(gone.body.errorCode).toBe('auth.unauthenticated');
    }
    // The customer's own session and the administrator's are untouched.
    const own = await info(ownToken);
    expect(own.status).toBe(200);
    expect(own.body.data.id).toBe(customer.id);
    expect((await info(adminToken)).status).toBe(200);
  });

  it('never outlives a normal session when SESSION_TTL_MINUTES is shorter', async () => {
    // A second app on the same database: the administrator's session works there too.
    const short = await createTestApp({ sessionTtlMinutes: 15 });
    const customer = await seedUser(short.db, { roles: ['Customer'] });
    const built = await call(short.app, 'POST', `/admin/token/build/${customer.id}`, {
      token: adminToken,
    });
    const opened = await call(short.app, 'POST', '/user/token/exchange', {
      body: { userToken: built.body.data.userToken },
    });
    const [row] = await short.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(opened.body.data.token)));
    expect(row!.expiresAt.getTime() - short.clock.now().getTime()).toBe(15 * 60_000);
  });
});
