import { beforeAll, describe, expect, it } from 'vitest';
import { call, type Lang, login, seedUser } from '../../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';

let t: TestApp;
let ann: string;
let bob: string;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  ann = await login(t.app, (await seedUser(t.db, { roles: ['Customer'] })).email);
  bob = await login(t.app, (await seedUser(t.db, { roles: ['Customer'] })).email);
  staff = await login(t.app, (await seedUser(t.db, { kind: 'staff', roles: ['Staff'] })).email);
});

const BASE = '/app/packageTemplate';
const box = { name: 'Small box', quantity: 1, length: 10, width: 8, height: 6, weight: 2.5, unit: 'in/lb' };
const create = (body: unknown, token = ann, lang: Lang = 'en-US') =>
  call(t.app, 'POST', `${BASE}/create`, { token, body, lang });
const list = async (query = '', token = ann) =>
  (await call(t.app, 'GET', `${BASE}/list${query}`, { token })).body.data;

describe('package templates', () => {
  it('creates, lists (newest first, keyword), updates and deletes the caller’s own templates', async () => {
    const small = await create(box);
    expect(small.status).toBe(200);
    expect(small.body.data).toMatchObject({ ...box, id: expect.any(String), createdAt: expect.any(String) });
    t.clock.advanceSeconds(1);
    const big = (await create({ ...box, name: 'Big crate', length: 60.5, unit: 'cm/kg' })).body.data;
    expect((await list()).list.map((x: { name: string }) => x.name)).toEqual(['Big crate', 'Small box']);
    expect((await list('?keyword=CRATE')).list).toHaveLength(1);
    expect(await list('?pageSize=50&pageNum=2')).toMatchObject({ list: [], total: 2, pageNum: 2 });

    const updated = await call(t.app, 'POST', `${BASE}/update/${big.id}`, {
      token: ann,
      body: { ...box, name: 'Crate', weight: 30 },
    });
    expect(updated.body.data).toMatchObject({ id: big.id, name: 'Crate', weight: 30, unit: 'in/lb' });

    const deleted = await call(t.app, 'POST', `${BASE}/delete/${big.id}`, { token: ann });
    expect(deleted.body).toMatchObject({ code: 200, data: null });
    expect((await list()).total).toBe(1);
    expect((await call(t.app, 'POST', `${BASE}/delete/${big.id}`, { token: ann })).status).toBe(404);
  });

  it("another customer's template is 404 like an unknown one, and stays as it was", async () => {
    const mine = (await create({ ...box, name: 'Ann only' })).body.data;
    const upd = await call(t.app, 'POST', `${BASE}/update/${mine.id}`, {
      token: bob,
      body: box,
      lang: 'zh-CN',
    });
    expect(upd.status).toBe(404);
    expect(upd.body).toMatchObject({ errorCode: 'templates.not_found', message: '包裹模板不存在' });
    expect((await call(t.app, 'POST', `${BASE}/delete/${mine.id}`, { token: bob })).status).toBe(404);
    expect((await list('', bob)).total).toBe(0);
    expect((await list('?keyword=Ann only')).list[0]).toEqual(mine);
  });

  it('requires every field, in both languages', async () => {
    const en = await create({});
    expect(en.status).toBe(400);
    const fields = en.body.errors.map((e: { field: string }) => e.field).sort();
    expect(fields).toEqual(['height', 'length', 'name', 'quantity', 'unit', 'weight', 'width']);
    const zh = await create({ ...box, name: ' ', width: 0, unit: 'furlong' }, ann, 'zh-CN');
    expect(
      Object.fromEntries(zh.body.errors.map((e: { field: string; message: string }) => [e.field, e.message])),
    ).toEqual({
      name: '请输入模板名称',
      width: '请输入宽度（大于 0）',
      unit: '请选择计量单位',
    });
    expect((await create({ ...box, quantity: '2' })).status).toBe(400);
  });

  it('needs the templateAdd resource', async () => {
    expect((await call(t.app, 'GET', `${BASE}/list`, { token: staff })).status).toBe(403);
    expect((await create(box, staff)).status).toBe(403);
  });
});
