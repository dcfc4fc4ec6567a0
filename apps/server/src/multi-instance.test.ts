import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { wrapPool } from './db/client.ts';
import { type AdminSession, call, login, postLogin, seedUser, signInAdmin } from './db/testing/fixtures.ts';
import { createTestApp, type TestApp, testConfig } from './db/testing/test-app.ts';
import { databaseUrl, workerDatabaseName } from './db/testing/test-db.ts';

/**
 * Two server instances on one database behave as one: sessions, lockouts, rate limits and permissions live
 * in the database. On PostgreSQL the second instance has its own connection pool, as a second process
 * would; PGlite cannot be opened by two processes, so there both instances share the embedded client.
 */
const settings: Partial<Config> = { loginRateLimitPerMinute: 6, loginMaxFailures: 3 };
let a: TestApp;
let b: { app: TestApp['app']; close(): Promise<void> };
let session: AdminSession;

async function secondInstance() {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const other = await createTestApp(settings);
    return { app: other.app, close: async () => {} };
  }
  const handle = wrapPool(
    new pg.Pool({ connectionString: databaseUrl(adminUrl, workerDatabaseName()), max: 3 }),
  );
  const app = await buildApp({ config: testConfig(settings), db: handle.db, logger: false });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}

beforeAll(async () => {
  a = await createTestApp(settings);
  b = await secondInstance();
  session = await signInAdmin(a.app, a.db);
});
afterAll(() => b.close());

describe('two instances on one database', () => {
  it('share sessions: a token from one works on the other, and logout on one revokes it on both', async () => {
    const token = await login(a.app, session.admin.email);
    expect((await call(b.app, 'GET', '/user/info', { token })).body.data.username).toBe(session.admin.email);
    expect((await call(b.app, 'POST', '/admin/logout', { token })).status).toBe(200);
    expect((await call(a.app, 'GET', '/user/info', { token })).status).toBe(401);
  });

  it('share the login rate limit per IP and the account lockout', async () => {
    const user = await seedUser(a.db, {
      kind: 'customer',
      roles: ['Customer'],
      email: 'locked@test.example',
    });
    const ip = '203.0.113.9';
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const app = i % 2 === 0 ? a.app : b.app;
      statuses.push((await postLogin(app, user.email, 'Wrong@1234', { ip })).statusCode);
    }
    // The third failure, counted across both instances, locks the account from that address.
    expect(statuses).toEqual([400, 400, 429]);
    const locked = await postLogin(b.app, user.email, 'Demo@123456', { ip });
    expect(locked.json().errorCode).toBe('auth.account_locked');

    for (let i = 0; i < 3; i++) await postLogin(i % 2 ? a.app : b.app, 'nobody@test.example', 'x', { ip });
    const limited = await postLogin(a.app, 'nobody@test.example', 'x', { ip });
    expect(limited.json().errorCode).toBe('auth.rate_limited');
  });

  it('apply a role change made through one instance on the next request to the other', async () => {
    const { adminToken } = session;
    const customer = await seedUser(a.db, {
      kind: 'customer',
      roles: ['Customer'],
      email: 'grow@test.example',
    });
    const token = await login(b.app, customer.email);
    expect((await call(b.app, 'GET', '/role/list', { token })).status).toBe(403);
    const role = await call(a.app, 'POST', '/role/create', {
      token: adminToken,
      body: { name: 'Auditors', resourceCodes: ['adminRoleList'] },
    });
    await call(a.app, 'POST', `/role/members/${role.body.data.id}/add`, {
      token: adminToken,
      body: { userIds: [customer.id] },
    });
    expect((await call(b.app, 'GET', '/role/list', { token })).status).toBe(200);
  });
});
