import { USER_STATUS } from '@shiplabel/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, seedUser } from '../../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { users } from '../users/users.table.ts';
import { sessions } from './auth.table.ts';
import { hashToken } from './session-token.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sessionTtlMinutes: 720, sessionRenewAfterMinutes: 60 });
});

const info = (token?: string) => call(t.app, 'GET', '/user/info', { token });

describe('sessions', () => {
  it('refuses requests without a token, with a malformed one or an unknown one (401 auth.unauthenticated)', async () => {
    for (const token of [undefined, 'short', 'x'.repeat(43)]) {
      const res = await info(token);
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ code: 401, errorCode: 'auth.unauthenticated', data: null });
    }
    const zh = await call(t.app, 'GET', '/user/info', { lang: 'zh-CN' });
    expect(zh.body.message).toBe('未登录或登录已过期');
  });

  it('stores only the token hash', async () => {
    const user = await seedUser(t.db);
    const token = await login(t.app, user.email);
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('logout revokes the session: the token is refused afterwards', async () => {
    const user = await seedUser(t.db);
    const token = await login(t.app, user.email);
    const other = await login(t.app, user.email);
    expect((await info(token)).status).toBe(200);
    const out = await call(t.app, 'POST', '/admin/logout', { token });
    expect(out.status).toBe(200);
    expect((await info(token)).status).toBe(401);
    expect((await call(t.app, 'POST', '/admin/logout', { token })).status).toBe(401);
    expect((await info(other)).status).toBe(200);
  });

  it('an expired token is refused', async () => {
    const user = await seedUser(t.db);
    const token = await login(t.app, user.email);
    t.clock.advanceMinutes(721);
    expect((await info(token)).status).toBe(401);
  });

  it('a disabled or deactivated user is signed out on the next request', async () => {
    const user = await seedUser(t.db);
    const token = await login(t.app, user.email);
    await t.db.update(users).set({ status: USER_STATUS.disabled }).where(eq(users.id, user.id));
    expect((await info(token)).status).toBe(401);
    await t.db.update(users).set({ status: USER_STATUS.inactive }).where(eq(users.id, user.id));
    expect((await info(token)).status).toBe(401);
    await t.db.update(users).set({ status: USER_STATUS.active }).where(eq(users.id, user.id));
    expect((await info(token)).status).toBe(200);
  });

  it('rotates a session older than SESSION_RENEW_AFTER_MINUTES: new token in the `token` header, old one has a grace period', async () => {
    const user = await seedUser(t.db);
    const token = await login(t.app, user.email);
    t.clock.advanceMinutes(30);
    const early = await info(token);
    expect(early.headers.token).toBeUndefined();
    expect(early.headers['access-control-expose-headers']).toContain('token');

    t.clock.advanceMinutes(31);
    // Two requests at once: exactly one rotates, both are served.
    const [a, b] = await Promise.all([info(token), info(token)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const renewed = [a.headers.token, b.headers.token].filter(Boolean) as string[];
    expect(renewed).toHaveLength(1);
    const fresh = renewed[0]!;
    expect(fresh).not.toBe(token);

    expect((await info(fresh)).status).toBe(200);
    expect((await info(token)).status).toBe(200); // in-flight grace
    expect((await info(token)).headers.token).toBeUndefined(); // rotated once only
    t.clock.advanceSeconds(61);
    expect((await info(token)).status).toBe(401);
    const later = await info(fresh);
    expect(later.status).toBe(200);
    expect(later.headers.token).toBeUndefined();
  });

  it('logout right after a rotation revokes both the old and the new token', async () => {
    const user = await seedUser(t.db);
    const token = await login(t.app, user.email);
    t.clock.advanceMinutes(61);
    const out = await call(t.app, 'POST', '/admin/logout', { token });
    expect(out.status).toBe(200);
    const fresh = out.headers.token as string;
    expect(fresh).toBeTruthy();
    expect((await info(fresh)).status).toBe(401);
    expect((await info(token)).status).toBe(401);
  });
});
