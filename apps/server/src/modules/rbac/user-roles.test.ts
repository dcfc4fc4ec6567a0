import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, type SeededUser, seedUser, signInAdmin } from '../../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';

let t: TestApp;
let admin: SeededUser;
let adminToken: string;
let roleIds: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, adminToken, roleIds } = await signInAdmin(t.app, t.db));
});

describe('POST /admin/role/update and /staff/role/update', () => {
  it('replaces a user’s role set (adminList)', async () => {
    const u = await seedUser(t.db, { roles: ['Customer'] });
    const res = await call(t.app, 'POST', '/admin/role/update', {
      token: adminToken,
      body: { userId: u.id, roleIds: [roleIds.Staff, roleIds.Customer] },
    });
    expect(res.status).toBe(200);
    const info = await call(t.app, 'GET', '/user/info', { token: await login(t.app, u.email) });
    expect(info.body.data.roles.sort()).toEqual([roleIds.Staff, roleIds.Customer].sort());
    expect(info.body.data.role).toContain('orderList');

    expect(
      (
        await call(t.app, 'POST', '/admin/role/update', {
          token: adminToken,
          body: { userId: u.id, roleIds: [] },
        })
      ).status,
    ).toBe(200);
    const unknownRole = await call(t.app, 'POST', '/admin/role/update', {
      token: adminToken,
      body: { userId: u.id, roleIds: [randomUUID()] },
    });
    expect(unknownRole.body).toMatchObject({ code: 404, errorCode: 'rbac.role_not_found' });
    const unknownUser = await call(t.app, 'POST', '/admin/role/update', {
      token: adminToken,
      body: { userId: randomUUID(), roleIds: [] },
    });
    expect(unknownUser.body).toMatchObject({ code: 404, errorCode: 'users.user_not_found' });
  });

  it('keeps the last active administrator an administrator', async () => {
    const res = await call(t.app, 'POST', '/admin/role/update', {
      token: adminToken,
      body: { userId: admin.id, roleIds: [] },
    });
    expect(res.status).toBe(422);
    expect(res.body.errorCode).toBe('rbac.last_admin');
  });

  it('lets staffList holders manage back-office accounts only, and not hand out the administrator role', async () => {
    await call(t.app, 'POST', '/role/create', {
      token: adminToken,
      body: { name: 'HR', resourceCodes: ['staffList'] },
    });
    const hr = await seedUser(t.db, { kind: 'staff', roles: ['HR'] });
    const hrToken = await login(t.app, hr.email);
    const staff = await seedUser(t.db, { kind: 'seller' });
    const customer = await seedUser(t.db, { kind: 'customer' });

    const ok = await call(t.app, 'POST', '/staff/role/update', {
      token: hrToken,
      body: { userId: staff.id, roleIds: [roleIds.Staff] },
    });
    expect(ok.status).toBe(200);
    const notStaff = await call(t.app, 'POST', '/staff/role/update', {
      token: hrToken,
      body: { userId: customer.id, roleIds: [roleIds.Staff] },
    });
    expect(notStaff.status).toBe(422);
    expect(notStaff.body.errorCode).toBe('rbac.not_back_office');
    const escalate = await call(t.app, 'POST', '/staff/role/update', {
      token: hrToken,
      body: { userId: hr.id, roleIds: [roleIds.Administrator] },
    });
    expect(escalate.status).toBe(403);
    expect(escalate.body.errorCode).toBe('rbac.grant_forbidden');
    expect(
      (
        await call(t.app, 'POST', '/admin/role/update', {
          token: hrToken,
          body: { userId: staff.id, roleIds: [] },
        })
      ).status,
    ).toBe(403);
  });
});

describe('GET /admin/allUserList', () => {
  it('finds users by e-mail or nickname, at most 50', async () => {
    for (let i = 0; i < 52; i++)
      await seedUser(t.db, { email: `bulk-${String(i).padStart(2, '0')}@picker.example` });
    await seedUser(t.db, { email: 'someone@else.example', nickName: 'Picker Fan' });
    const res = await call(t.app, 'GET', '/admin/allUserList?keyword=picker', { token: adminToken });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(50);
    expect(res.body.data[0]).toEqual({
      id: expect.any(String),
      email: 'bulk-00@picker.example',
      nickName: '',
      kind: 'customer',
    });
    const fan = await call(t.app, 'GET', '/admin/allUserList?keyword=fan', { token: adminToken });
    expect(fan.body.data.map((u: { email: string }) => u.email)).toEqual(['someone@else.example']);
    const literal = await call(t.app, 'GET', '/admin/allUserList?keyword=%25', { token: adminToken });
    expect(literal.body.data).toEqual([]);
  });
});
