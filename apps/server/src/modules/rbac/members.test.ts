import { randomUUID } from 'node:crypto';
import { USER_STATUS } from '@shiplabel/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, type SeededUser, seedUser, signInAdmin } from '../../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { users } from '../users/users.table.ts';

let t: TestApp;
let admin: SeededUser;
let adminToken: string;
let roleIds: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, adminToken, roleIds } = await signInAdmin(t.app, t.db));
});

const members = async (roleId: string) =>
  (await call(t.app, 'GET', `/role/members/${roleId}`, { token: adminToken })).body.data.map(
    (m: { email: string }) => m.email,
  );

describe('role members', () => {
  it('lists, adds and removes members; adding twice is harmless', async () => {
    const u = await seedUser(t.db, { kind: 'staff', nickName: 'Sam' });
    const staffRole = roleIds.Staff!;
    const added = await call(t.app, 'POST', `/role/members/${staffRole}/add`, {
      token: adminToken,
      body: { userIds: [u.id, u.id] },
    });
    expect(added.status).toBe(200);
    expect(added.body.data).toEqual([{ id: u.id, email: u.email, nickName: 'Sam', kind: 'staff' }]);
    await call(t.app, 'POST', `/role/members/${staffRole}/add`, {
      token: adminToken,
      body: { userIds: [u.id] },
    });
    expect(await members(staffRole)).toEqual([u.email]);
    const removed = await call(t.app, 'POST', `/role/members/${staffRole}/remove`, {
      token: adminToken,
      body: { userIds: [u.id] },
    });
    expect(removed.body.data).toEqual([]);
  });

  it('answers 404 for an unknown role or user and 400 for malformed ids', async () => {
    const unknownRole = await call(t.app, 'GET', `/role/members/${randomUUID()}`, { token: adminToken });
    expect(unknownRole.body).toMatchObject({ code: 404, errorCode: 'rbac.role_not_found' });
    const unknownUser = await call(t.app, 'POST', `/role/members/${roleIds.Staff}/add`, {
      token: adminToken,
      body: { userIds: [randomUUID()] },
    });
    expect(unknownUser.body).toMatchObject({ code: 404, errorCode: 'users.user_not_found' });
    const malformed = await call(t.app, 'POST', `/role/members/${roleIds.Staff}/add`, {
      token: adminToken,
      body: { userIds: ['x'] },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors[0].field).toBe('userIds.0');
    const empty = await call(t.app, 'POST', `/role/members/${roleIds.Staff}/add`, {
      token: adminToken,
      body: { userIds: [] },
    });
    expect(empty.body.errors).toEqual([{ field: 'userIds', message: 'Users: at least 1 item(s)' }]);
  });

  it('never removes the administrator role from its last active holder', async () => {
    const adminRole = roleIds.Administrator!;
    const last = await call(t.app, 'POST', `/role/members/${adminRole}/remove`, {
      token: adminToken,
      body: { userIds: [admin.id] },
    });
    expect(last.status).toBe(422);
    expect(last.body.errorCode).toBe('rbac.last_admin');

    // A disabled second holder does not count.
    const second = await seedUser(t.db, { kind: 'admin', roles: ['Administrator'] });
    await t.db.update(users).set({ status: USER_STATUS.disabled }).where(eq(users.id, second.id));
    expect(
      (
        await call(t.app, 'POST', `/role/members/${adminRole}/remove`, {
          token: adminToken,
          body: { userIds: [admin.id] },
        })
      ).status,
    ).toBe(422);
    // Removing both at once is refused too; an active second holder makes it possible.
    await t.db.update(users).set({ status: USER_STATUS.active }).where(eq(users.id, second.id));
    expect(
      (
        await call(t.app, 'POST', `/role/members/${adminRole}/remove`, {
          token: adminToken,
          body: { userIds: [admin.id, second.id] },
        })
      ).status,
    ).toBe(422);
    const ok = await call(t.app, 'POST', `/role/members/${adminRole}/remove`, {
      token: adminToken,
      body: { userIds: [second.id] },
    });
    expect(ok.status).toBe(200);
  });

  it('lets only administrator-role holders give or take the administrator role', async () => {
    const { body } = await call(t.app, 'POST', '/role/create', {
      token: adminToken,
      body: { name: 'Role keepers', resourceCodes: ['adminRoleList'] },
    });
    const keeper = await seedUser(t.db, { kind: 'staff', roles: ['Role keepers'] });
    const keeperToken = await login(t.app, keeper.email);
    const res = await call(t.app, 'POST', `/role/members/${roleIds.Administrator}/add`, {
      token: keeperToken,
      body: { userIds: [keeper.id] },
    });
    expect(res.status).toBe(403);
    expect(res.body.errorCode).toBe('rbac.grant_forbidden');
    expect(
      (
        await call(t.app, 'POST', `/role/members/${body.data.id}/add`, {
          token: keeperToken,
          body: { userIds: [keeper.id] },
        })
      ).status,
    ).toBe(200);
  });
});
