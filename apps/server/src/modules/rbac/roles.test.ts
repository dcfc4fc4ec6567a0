import { randomUUID } from 'node:crypto';
import { ROLE_SEEDS } from '@shiplabel/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, seedUser } from '../../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, (await seedUser(t.db, { kind: 'admin', roles: ['Administrator'] })).email);
  await seedUser(t.db, { roles: ['Customer'] }); // the Customer role's one holder (see "role in use")
});

type RoleData = { id: string; name: string; builtin: boolean; resourceCodes: string[]; userCount: number };
async function roleByName(name: string): Promise<RoleData> {
  const res = await call(t.app, 'GET', `/role/list?keyword=${encodeURIComponent(name)}`, { token: admin });
  return res.body.data.list.find((r: RoleData) => r.name === name);
}
const create = (body: unknown, token = admin) => call(t.app, 'POST', '/role/create', { token, body });

describe('GET /role/list', () => {
  it('pages the roles with their codes and holder counts, built-in first', async () => {
    const res = await call(t.app, 'GET', '/role/list', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ pageNum: 1, pageSize: 50 });
    expect(res.body.data.total).toBeGreaterThanOrEqual(3);
    const [first] = res.body.data.list as RoleData[];
    expect(first).toMatchObject({ name: 'Administrator', builtin: true, userCount: 1 });
    const adminCodes = ROLE_SEEDS.find((r) => r.key === 'administrator')!.codes;
    expect(first!.resourceCodes).toEqual([...adminCodes].sort());
  });

  it('filters by keyword and validates pageSize against 50/100/200/500/1000', async () => {
    const res = await call(t.app, 'GET', '/role/list?keyword=cust&pageSize=100&pageNum=1', { token: admin });
    expect(res.body.data.list.map((r: RoleData) => r.name)).toEqual(['Customer']);
    const bad = await call(t.app, 'GET', '/role/list?pageSize=7', { token: admin, lang: 'zh-CN' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      { field: 'pageSize', message: '每页条数须为 50、100、200、500 或 1000' },
    ]);
    const page0 = await call(t.app, 'GET', '/role/list?pageNum=0', { token: admin });
    expect(page0.body.errors[0]).toEqual({ field: 'pageNum', message: 'Page: must be at least 1' });
  });

  it('is open to adminList and staffList holders too, who still cannot change roles', async () => {
    const created = await create({ name: 'Staff managers', resourceCodes: ['staffList'] });
    const manager = await seedUser(t.db, { kind: 'staff', roles: ['Staff managers'] });
    const token = await login(t.app, manager.email);
    expect(created.status).toBe(200);
    expect((await call(t.app, 'GET', '/role/list', { token })).status).toBe(200);
    expect((await create({ name: 'x' }, token)).status).toBe(403);
  });
});

describe('POST /role/create and /role/update/:id', () => {
  it('creates a role, refusing a duplicate name (any case), unknown codes and an empty name', async () => {
    const res = await create({
      name: 'Ops',
      description: 'Operations',
      resourceCodes: ['orderList', 'menuSystem'],
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: 'Ops',
      builtin: false,
      userCount: 0,
      resourceCodes: ['menuSystem', 'orderList'],
    });

    const dup = await create({ name: 'OPS' });
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({
      errorCode: 'rbac.role_name_taken',
      message: 'A role named "OPS" already exists',
    });

    const unknown = await create({ name: 'Other', resourceCodes: ['orderList', 'nope', 'neither'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({
      errorCode: 'rbac.unknown_resource',
      message: 'Unknown resource codes: nope, neither',
    });

    const empty = await create({ name: '  ' }, admin);
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([{ field: 'name', message: 'The name is required' }]);
  });

  it('updates name, description and codes; 404 for an unknown id, 400 for a malformed one', async () => {
    const { body } = await create({ name: 'Temp', resourceCodes: ['orderList'] });
    const id = body.data.id;
    const res = await call(t.app, 'POST', `/role/update/${id}`, {
      token: admin,
      body: { name: 'Temp 2', description: 'd', resourceCodes: ['adminChannel'] },
    });
    expect(res.body.data).toMatchObject({
      id,
      name: 'Temp 2',
      description: 'd',
      resourceCodes: ['adminChannel'],
    });
    const same = await call(t.app, 'POST', `/role/update/${id}`, { token: admin, body: { name: 'temp 2' } });
    expect(same.status).toBe(200); // its own name in another case is not a conflict

    const missing = await call(t.app, 'POST', `/role/update/${randomUUID()}`, {
      token: admin,
      body: { name: 'x' },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.errorCode).toBe('rbac.role_not_found');
    const malformed = await call(t.app, 'POST', '/role/update/123', { token: admin, body: { name: 'x' } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors).toEqual([{ field: 'id', message: 'ID: invalid format' }]);
  });

  it('lets the built-in administrator role be renamed and grow, never shrink', async () => {
    const role = await roleByName('Administrator');
    const renamed = await call(t.app, 'POST', `/role/update/${role.id}`, {
      token: admin,
      body: { name: 'Super admins', resourceCodes: [...role.resourceCodes, 'templateAdd'] },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.resourceCodes).toContain('templateAdd');
    const shrink = await call(t.app, 'POST', `/role/update/${role.id}`, {
      token: admin,
      body: { name: 'Super admins', resourceCodes: role.resourceCodes.filter((c) => c !== 'adminRoleList') },
    });
    expect(shrink.status).toBe(422);
    expect(shrink.body.errorCode).toBe('rbac.builtin_role');
    await call(t.app, 'POST', `/role/update/${role.id}`, {
      token: admin,
      body: { name: 'Administrator', resourceCodes: [...role.resourceCodes, 'templateAdd'] },
    });
  });
});

describe('POST /role/delete/:id', () => {
  it('refuses the built-in role (422) and a role in use (409 with the count); deletes an unused one', async () => {
    const builtin = await roleByName('Administrator');
    const refused = await call(t.app, 'POST', `/role/delete/${builtin.id}`, { token: admin });
    expect(refused.status).toBe(422);
    expect(refused.body.errorCode).toBe('rbac.builtin_role');

    const customerRole = await roleByName('Customer');
    const inUse = await call(t.app, 'POST', `/role/delete/${customerRole.id}`, {
      token: admin,
      lang: 'zh-CN',
    });
    expect(inUse.status).toBe(409);
    expect(inUse.body).toMatchObject({
      errorCode: 'rbac.role_in_use',
      message: '该角色仍有 1 个用户持有，请先移除这些用户',
    });

    const { body } = await create({ name: 'Disposable' });
    expect((await call(t.app, 'POST', `/role/delete/${body.data.id}`, { token: admin })).status).toBe(200);
    expect((await call(t.app, 'POST', `/role/delete/${body.data.id}`, { token: admin })).status).toBe(404);
  });
});
