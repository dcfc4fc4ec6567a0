import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, postLogin, type SeededUser, seedUser } from '../../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { listAuditLogs } from './audit.repository.ts';

let t: TestApp;
let admin: SeededUser;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await seedUser(t.db, { kind: 'admin', roles: ['Administrator'] });
  adminToken = await login(t.app, admin.email);
});

const latest = async () => (await listAuditLogs(t.db, { limit: 1 }))[0]!;

describe('audit log', () => {
  it('records a role change: who, route, target ids, outcome, request id', async () => {
    const created = await call(t.app, 'POST', '/role/create', {
      token: adminToken,
      body: { name: 'Audited' },
    });
    const roleId = created.body.data.id;
    const res = await call(t.app, 'POST', `/role/update/${roleId}`, {
      token: adminToken,
      body: { name: 'Audited 2', resourceCodes: ['orderList'] },
      headers: { 'x-request-id': 'audit-test-1', 'user-agent': 'vitest' },
    });
    expect(res.status).toBe(200);
    expect(await latest()).toMatchObject({
      userId: admin.id,
      impersonatorId: null,
      method: 'POST',
      route: '/role/update/:id',
      url: `/role/update/${roleId}`,
      targetIds: [roleId],
      statusCode: 200,
      errorCode: null,
      requestId: 'audit-test-1',
      userAgent: 'vitest',
      ip: '127.0.0.1',
    });
  });

  it('records failed mutations with their errorCode, and body ids as targets', async () => {
    const customer = await seedUser(t.db);
    const res = await call(t.app, 'POST', '/admin/role/update', {
      token: adminToken,
      body: { userId: customer.id, roleIds: ['00000000-0000-4000-8000-000000000000'] },
    });
    expect(res.status).toBe(404);
    expect(await latest()).toMatchObject({
      statusCode: 404,
      errorCode: 'rbac.role_not_found',
      targetIds: [customer.id, '00000000-0000-4000-8000-000000000000'],
    });
  });

  it('records refused requests (403 with the user, 401 without) but not successful reads', async () => {
    const customer = await seedUser(t.db, { roles: ['Customer'] });
    const token = await login(t.app, customer.email);
    const before = (await listAuditLogs(t.db)).length;
    await call(t.app, 'GET', '/user/info', { token });
    expect((await listAuditLogs(t.db)).length).toBe(before);

    expect((await call(t.app, 'GET', '/role/list', { token })).status).toBe(403);
    expect(await latest()).toMatchObject({
      userId: customer.id,
      method: 'GET',
      route: '/role/list',
      statusCode: 403,
      errorCode: 'auth.forbidden',
    });
    expect((await call(t.app, 'GET', '/user/info')).status).toBe(401);
    expect(await latest()).toMatchObject({
      userId: null,
      statusCode: 401,
      errorCode: 'auth.unauthenticated',
    });
  });

  it('never stores request bodies (login included); a sign-in names the account it was for', async () => {
    await postLogin(t.app, admin.email, 'Secret@98765');
    expect(await latest()).toMatchObject({
      route: '/admin/login',
      statusCode: 400,
      errorCode: 'auth.login_failed',
      userId: admin.id,
    });
    await postLogin(t.app, 'nobody@example.com', 'Secret@98765');
    expect(await latest()).toMatchObject({ route: '/admin/login', statusCode: 400, userId: null });
    await login(t.app, admin.email);
    expect(await latest()).toMatchObject({ route: '/admin/login', statusCode: 200, userId: admin.id });
    expect(JSON.stringify(await listAuditLogs(t.db))).not.toMatch(/Secret@98765|encryptData|"Audited 2"/);
  });
});
