import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminLogin,
  call,
  customerLogin,
  login,
  type SeededUser,
  seedUser,
} from '../../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';

let t: TestApp;
let admin: string;
let customer: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminLogin(t);
  customer = (await customerLogin(t)).token;
});

const create = (body: unknown) => call(t.app, 'POST', '/role/create', { token: admin, body });

describe('permissions', () => {
  it('refuses a customer every RBAC endpoint with 403 auth.forbidden', async () => {
    const id = randomUUID();
    const endpoints: [string, string, unknown?][] = [
      ['GET', '/role/list'],
      ['POST', '/role/create', { name: 'hack' }],
      ['POST', `/role/update/${id}`, { name: 'hack' }],
      ['POST', `/role/delete/${id}`],
      ['GET', `/role/members/${id}`],
      ['POST', `/role/members/${id}/add`, { userIds: [id] }],
      ['POST', `/role/members/${id}/remove`, { userIds: [id] }],
      ['POST', '/admin/role/update', { userId: id, roleIds: [] }],
      ['POST', '/staff/role/update', { userId: id, roleIds: [] }],
      ['GET', '/admin/allUserList'],
      ['GET', '/resource/category/list'],
      ['POST', '/resource/category/create', { nameEn: 'a', nameZh: 'b' }],
      ['POST', `/resource/category/update/${id}`, { nameEn: 'a', nameZh: 'b' }],
      ['POST', `/resource/category/delete/${id}`],
      ['GET', '/resource/list'],
      ['POST', '/resource/create', { code: 'abc', nameEn: 'a', nameZh: 'b', categoryId: null }],
      ['POST', `/resource/update/${id}`, { code: 'abc', nameEn: 'a', nameZh: 'b', categoryId: null }],
      ['POST', `/resource/delete/${id}`],
    ];
    for (const [method, url, body] of endpoints) {
      const res = await call(t.app, method as 'GET', url, { token: customer, body });
      expect(res.status, `${method} ${url}`).toBe(403);
      expect(res.body.errorCode).toBe('auth.forbidden');
    }
  });

  it('applies a role change on the holder’s next request (API and menu)', async () => {
    const staff: SeededUser = await seedUser(t.db, { kind: 'staff', roles: ['Staff'] });
    const token = await login(t.app, staff.email);
    const { body } = await create({
      name: 'Role admins',
      resourceCodes: ['resourceManagement', 'adminRoleList'],
    });
    const roleId = body.data.id;
    const menuNames = async () => {
      const res = await call(t.app, 'POST', '/api/user/menu', { token });
      return JSON.stringify(res.body.data);
    };
    expect((await call(t.app, 'GET', '/role/list', { token })).status).toBe(403);
    expect(await menuNames()).not.toContain('roleManagement');

    await call(t.app, 'POST', `/role/members/${roleId}/add`, { token: admin, body: { userIds: [staff.id] } });
    expect((await call(t.app, 'GET', '/role/list', { token })).status).toBe(200);
    expect(await menuNames()).toContain('roleManagement');

    await call(t.app, 'POST', `/role/update/${roleId}`, {
      token: admin,
      body: { name: 'Role admins', resourceCodes: ['resourceManagement'] },
    });
    expect((await call(t.app, 'GET', '/role/list', { token })).status).toBe(403);
    expect(await menuNames()).not.toContain('roleManagement');
  });
});
