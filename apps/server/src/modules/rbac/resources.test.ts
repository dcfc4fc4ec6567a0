import { randomUUID } from 'node:crypto';
import { RESOURCE_CATEGORIES, RESOURCES } from '@shiplabel/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, seedUser } from '../../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await login(t.app, (await seedUser(t.db, { kind: 'admin', roles: ['Administrator'] })).email);
});

type Category = { id: string; nameEn: string; nameZh: string; sort: number; resourceCount: number };
const categories = async (): Promise<Category[]> =>
  (await call(t.app, 'GET', '/resource/category/list', { token })).body.data;
const post = (url: string, body?: unknown) => call(t.app, 'POST', url, { token, body });

describe('resource categories', () => {
  it('lists the seeded categories in order with their resource counts', async () => {
    const list = await categories();
    expect(list.map((c) => c.nameEn)).toEqual(
      Object.values(RESOURCE_CATEGORIES)
        .sort((a, b) => a.sort - b.sort)
        .map((c) => c.name['en-US']),
    );
    const admin = list.find((c) => c.nameEn === 'Admin system management')!;
    expect(admin.resourceCount).toBe(RESOURCES.filter((r) => r.category === 'admin').length);
  });

  it('creates, updates and deletes an empty category; refuses deleting one that holds resources', async () => {
    const created = await post('/resource/category/create', { nameEn: 'Reports', nameZh: '报表', sort: 9 });
    expect(created.body.data).toMatchObject({ nameEn: 'Reports', nameZh: '报表', sort: 9, resourceCount: 0 });
    const id = created.body.data.id;
    const updated = await post(`/resource/category/update/${id}`, { nameEn: 'Reporting', nameZh: '报表' });
    expect(updated.body.data).toMatchObject({ nameEn: 'Reporting', sort: 0 });

    await post('/resource/create', {
      code: 'reportView',
      nameEn: 'View reports',
      nameZh: '查看报表',
      categoryId: id,
    });
    const inUse = await post(`/resource/category/delete/${id}`);
    expect(inUse.status).toBe(409);
    expect(inUse.body).toMatchObject({
      errorCode: 'rbac.category_in_use',
      message: expect.stringContaining('1 resource'),
    });

    const empty = await post('/resource/category/create', { nameEn: 'Empty', nameZh: '空' });
    expect((await post(`/resource/category/delete/${empty.body.data.id}`)).status).toBe(200);
    expect((await post(`/resource/category/delete/${empty.body.data.id}`)).body.errorCode).toBe(
      'rbac.category_not_found',
    );
  });

  it('validates input and ids', async () => {
    const bad = await post('/resource/category/create', { nameEn: '', nameZh: '名', sort: -1 });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      { field: 'nameEn', message: 'The name is required' },
      { field: 'sort', message: 'Sort order: must be at least 0' },
    ]);
    const missing = await post(`/resource/category/update/${randomUUID()}`, { nameEn: 'a', nameZh: 'b' });
    expect(missing.status).toBe(404);
  });
});

describe('resources', () => {
  it('filters by category and keyword', async () => {
    const roles = (await categories()).find((c) => c.nameEn === 'Role settings')!;
    const byCategory = await call(t.app, 'GET', `/resource/list?categoryId=${roles.id}`, { token });
    expect(byCategory.body.data.map((r: { code: string }) => r.code)).toEqual([
      'adminRoleList',
      'resourceList',
      'resourceManagement',
    ]);
    const byKeyword = await call(t.app, 'GET', '/resource/list?keyword=模板', { token });
    expect(byKeyword.body.data.map((r: { code: string }) => r.code)).toEqual(['templateAdd']);
    expect(byKeyword.body.data[0]).toMatchObject({ system: true, nameEn: 'Package templates' });
  });

  it('creates a resource; refuses a taken code (409), a bad code (400) and an unknown category (404)', async () => {
    const res = await post('/resource/create', {
      code: 'exportOrders',
      nameEn: 'Export',
      nameZh: '导出',
      categoryId: null,
      description: 'x',
    });
    expect(res.body.data).toMatchObject({
      code: 'exportOrders',
      system: false,
      categoryId: null,
      description: 'x',
    });
    const taken = await post('/resource/create', {
      code: 'orderList',
      nameEn: 'a',
      nameZh: 'b',
      categoryId: null,
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      errorCode: 'rbac.code_taken',
      message: 'The resource code "orderList" already exists',
    });
    const badCode = await post('/resource/create', {
      code: '1 bad',
      nameEn: 'a',
      nameZh: 'b',
      categoryId: null,
    });
    expect(badCode.status).toBe(400);
    expect(badCode.body.errors[0].field).toBe('code');
    const noCategory = await post('/resource/create', {
      code: 'x1',
      nameEn: 'a',
      nameZh: 'b',
      categoryId: randomUUID(),
    });
    expect(noCategory.body).toMatchObject({ code: 404, errorCode: 'rbac.category_not_found' });
  });

  it('protects system resources: names may change, codes may not, and they cannot be deleted', async () => {
    const [templateAdd] = (await call(t.app, 'GET', '/resource/list?keyword=templateAdd', { token })).body
      .data;
    const rename = await post(`/resource/update/${templateAdd.id}`, {
      ...templateAdd,
      nameEn: 'Parcel templates',
    });
    expect(rename.status).toBe(200);
    expect(rename.body.data.nameEn).toBe('Parcel templates');
    const recode = await post(`/resource/update/${templateAdd.id}`, { ...templateAdd, code: 'templates' });
    expect(recode.status).toBe(422);
    expect(recode.body.errorCode).toBe('rbac.system_resource');
    expect((await post(`/resource/delete/${templateAdd.id}`)).status).toBe(422);
    expect((await post(`/resource/delete/${randomUUID()}`)).body.errorCode).toBe('rbac.resource_not_found');
  });

  it('deleting a custom resource removes it from the roles holding it', async () => {
    const created = await post('/resource/create', {
      code: 'tempCode',
      nameEn: 'Temp',
      nameZh: '临时',
      categoryId: null,
    });
    const role = await post('/role/create', { name: 'Holds temp', resourceCodes: ['tempCode', 'orderList'] });
    const recode = await post(`/resource/update/${created.body.data.id}`, {
      ...created.body.data,
      code: 'tempCode2',
    });
    expect(recode.body.data.code).toBe('tempCode2');
    expect((await post(`/resource/delete/${created.body.data.id}`)).status).toBe(200);
    const list = await call(t.app, 'GET', '/role/list?keyword=Holds', { token });
    expect(list.body.data.list[0]).toMatchObject({ id: role.body.data.id, resourceCodes: ['orderList'] });
  });
});
