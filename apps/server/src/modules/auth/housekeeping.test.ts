import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, seedUser } from '../../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { idempotentRequests } from '../idempotency/idempotency.table.ts';
import { loginFailures, oneTimeTokens, rateLimits, sessions, usedNonces } from './auth.table.ts';
import { purgeExpiredAuthRecords } from './housekeeping.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sessionTtlMinutes: 60 });
});

const hoursAgo = (h: number) => new Date(t.clock.now().getTime() - h * 3_600_000);

describe('housekeeping', () => {
  it('deletes only sessions, tokens and rate-limit windows that can no longer matter', async () => {
    const user = await seedUser(t.db);
    const live = await login(t.app, user.email);
    const revokedRecently = await login(t.app, user.email);
    await call(t.app, 'POST', '/admin/logout', { token: revokedRecently });
    const [liveRow] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id)).limit(1);
    const base = { userId: user.id, createdAt: hoursAgo(50), lastSeenAt: hoursAgo(50) };
    await t.db.insert(sessions).values([
      { ...base, tokenHash: 'expired-long-ago', expiresAt: hoursAgo(30) },
      { ...base, tokenHash: 'revoked-long-ago', expiresAt: hoursAgo(-10), revokedAt: hoursAgo(25) },
      { ...base, tokenHash: 'expired-an-hour-ago', expiresAt: hoursAgo(1) },
    ]);
    await t.db.insert(oneTimeTokens).values([
      { tokenHash: 'old-token', purpose: 'impersonate', userId: user.id, expiresAt: hoursAgo(30) },
      { tokenHash: 'fresh-token', purpose: 'impersonate', userId: user.id, expiresAt: hoursAgo(-1) },
    ]);
    await t.db.insert(rateLimits).values([
      { key: 'login:ip:old', windowStart: hoursAgo(2), count: 5 },
      { key: 'login:ip:now', windowStart: t.clock.now(), count: 1 },
    ]);
    await t.db.insert(usedNonces).values([
      { nonce: 'old-nonce-0123456789', usedAt: hoursAgo(1) },
      { nonce: 'new-nonce-0123456789', usedAt: t.clock.now() },
    ]);
    await t.db.insert(loginFailures).values([
      { key: 'acct:old', count: 3, windowStart: hoursAgo(30), lockedUntil: hoursAgo(29) },
      { key: 'acct:locked', count: 3, windowStart: hoursAgo(30), lockedUntil: hoursAgo(-1) },
      { key: 'acct:new', count: 3, windowStart: hoursAgo(1) },
    ]);

    const keyed = { callerId: user.id, route: 'POST /app/order/draft', fingerprint: 'f', state: 'done' };
    await t.db.insert(idempotentRequests).values([
      { ...keyed, key: 'thirty-one-days-old', startedAt: hoursAgo(31 * 24) },
      { ...keyed, key: 'twenty-nine-days-old', startedAt: hoursAgo(29 * 24) },
    ]);

    expect(await purgeExpiredAuthRecords({ db: t.db, clock: t.clock.now })).toEqual({
      sessions: 2,
      oneTimeTokens: 1,
      rateLimits: 1,
      loginFailures: 1,
      usedNonces: 1,
      idempotentRequests: 1,
    });
    const keys = (await t.db.select().from(idempotentRequests)).map((r) => r.key);
    expect(keys).toEqual(['twenty-nine-days-old']);
    const nonces = (await t.db.select().from(usedNonces)).map((r) => r.nonce);
    expect(nonces).toContain('new-nonce-0123456789');
    expect(nonces).not.toContain('old-nonce-0123456789');
    const failures = (await t.db.select().from(loginFailures)).map((r) => r.key).sort();
    expect(failures).toEqual(['acct:locked', 'acct:new']);
    const left = (await t.db.select({ h: sessions.tokenHash }).from(sessions)).map((r) => r.h);
    expect(left).not.toContain('expired-long-ago');
    expect(left).not.toContain('revoked-long-ago');
    expect(left).toContain('expired-an-hour-ago');
    expect(left).toContain(liveRow!.tokenHash);
    expect((await t.db.select().from(oneTimeTokens)).map((r) => r.tokenHash)).toEqual(['fresh-token']);
    const windows = (await t.db.select().from(rateLimits)).map((r) => r.key);
    expect(windows).toContain('login:ip:now');
    expect(windows).not.toContain('login:ip:old');
    expect((await call(t.app, 'GET', '/user/info', { token: live })).status).toBe(200);
    // Idempotent: a second run (or another instance) finds nothing more.
    expect(await purgeExpiredAuthRecords({ db: t.db, clock: t.clock.now })).toEqual({
      sessions: 0,
      oneTimeTokens: 0,
      rateLimits: 0,
      loginFailures: 0,
      usedNonces: 0,
      idempotentRequests: 0,
    });
  });
});
