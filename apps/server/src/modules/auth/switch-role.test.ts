import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, seedUser, signInAdmin } from '../../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';

let t: TestApp;
let adminToken: string;
let roleIds: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  ({ adminToken, roleIds } = await signInAdmin(t.app, t.db));
  await call(t.app, 'POST', '/role/create', {
    token: adminToken,
    body: { name: 'Employee managers', resourceCodes: ['staffList'] },
  });
  const list = await call(t.app, 'GET', '/role/list?pageSize=100', { token: adminToken });
  for (const role of list.body.data.list) roleIds[role.name] = role.id;
});

const switchTo = (token: string, roleId: string | null, lang?: 'en-US' | 'zh-CN') =>
  call(t.app, 'POST', '/user/switchRole', { token, body: { roleId }, lang });

describe('POST /user/switchRole', () => {
  it('narrows the session to one role: routes of the other role answer 403 until switched back', async () => {
    const person = await seedUser(t.db, { kind: 'staff', roles: ['Staff', 'Employee managers'] });
    const token = await login(t.app, person.email);
    expect((await call(t.app, 'GET', '/staff/list', { token })).status).toBe(200);

    const res = await switchTo(token, roleIds.Staff!);
    expect(res).toMatchObject({ status: 200, body: { data: { activeRoleId: roleIds.Staff } } });
    const info = await call(t.app, 'GET', '/user/info', { token });
    expect(info.body.data.activeRoleId).toBe(roleIds.Staff);
    expect(info.body.data.role).toContain('orderList');
    expect(info.body.data.role).not.toContain('staffList');
    expect(info.body.data.roles).toEqual([roleIds.Staff]);
    expect((await call(t.app, 'GET', '/staff/list', { token })).status).toBe(403);
    // The menu follows the active role, and the switch menu still offers every role held.
    const mine = await call(t.app, 'GET', '/user/roles', { token });
    expect(mine.body.data.map((r: { id: string }) => r.id).sort()).toEqual(
      [roleIds.Staff, roleIds['Employee managers']].sort(),
    );

    // Another session of the same person keeps all roles.
    const other = await login(t.app, person.email);
    expect((await call(t.app, 'GET', '/staff/list', { token: other })).status).toBe(200);

    await switchTo(token, null);
    expect((await call(t.app, 'GET', '/staff/list', { token })).status).toBe(200);
    expect((await call(t.app, 'GET', '/user/info', { token })).body.data.activeRoleId).toBeNull();
  });

  it('refuses a role the user does not hold, in both languages; a role taken away falls back to all held', async () => {
    const person = await seedUser(t.db, { kind: 'staff', roles: ['Staff', 'Employee managers'] });
    const token = await login(t.app, person.email);
    const en = await switchTo(token, roleIds.Administrator!);
    expect(en).toMatchObject({ status: 422, body: { errorCode: 'auth.role_not_held' } });
    expect((await switchTo(token, roleIds.Administrator!, 'zh-CN')).body.message).toBe('您没有该角色');
    const unchanged = await call(t.app, 'GET', '/user/info', { token });
    expect(unchanged.body.data).toMatchObject({ activeRoleId: null });
    expect(unchanged.body.data.role).not.toContain('adminRoleList');

    await switchTo(token, roleIds['Employee managers']!);
    expect((await call(t.app, 'GET', '/staff/list', { token })).status).toBe(200);
    expect((await call(t.app, 'GET', '/admin/order/orders', { token })).status).toBe(403);
    await call(t.app, 'POST', '/staff/role/update', {
      token: adminToken,
      body: { userId: person.id, roleIds: [roleIds.Staff] },
    });
    const info = await call(t.app, 'GET', '/user/info', { token });
    expect(info.body.data.activeRoleId).toBeNull();
    expect(info.body.data.role).toContain('orderList');
    expect(info.body.data.role).not.toContain('staffList');
  });

  it('survives session rotation (the renewed token keeps the active role)', async () => {
    const person = await seedUser(t.db, { kind: 'staff', roles: ['Staff', 'Employee managers'] });
    const token = await login(t.app, person.email);
    await switchTo(token, roleIds.Staff!);
    t.clock.advanceMinutes(t.config.sessionRenewAfterMinutes + 1);
    const res = await call(t.app, 'GET', '/user/info', { token });
    const renewed = res.headers.token as string;
    expect(renewed).toBeTruthy();
    expect((await call(t.app, 'GET', '/user/info', { token: renewed })).body.data.activeRoleId).toBe(
      roleIds.Staff,
    );
    expect((await call(t.app, 'GET', '/staff/list', { token: renewed })).status).toBe(403);
  });
});
