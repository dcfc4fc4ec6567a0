import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminLogin, call, customerLogin, seedUser } from '../../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { users } from '../users/users.table.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminLogin(t);
});

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const add = (body: unknown, opts: { token?: string; lang?: 'en-US' | 'zh-CN'; key?: string } = {}) =>
  call(t.app, 'POST', '/user/addUserNoHighRisk', {
    token: opts.token ?? admin,
    lang: opts.lang,
    body,
    ...(opts.key ? { headers: { 'idempotency-key': opts.key } } : {}),
  });
const list = (query = '', token = admin) =>
  call(t.app, 'GET', `/user/selectUserNoHighRisk${query}`, { token });
const remove = (body: unknown, token = admin) =>
  call(t.app, 'DELETE', '/user/deleteUserNoHighRisk', { token, body });

describe('avoid-high-risk list', () => {
  it('adds customers (one or several), lists them newest first with who added them, removes one', async () => {
    const ann = await seedUser(t.db, { email: 'ann@risk.example', nickName: 'Annie' });
    const ben = await seedUser(t.db, { email: 'ben@risk.example', kind: 'proxy' });
    const cat = await seedUser(t.db, { email: 'cat@risk.example', kind: 'warehouse' });
    const one = await add({ userId: ann.id, note: 'long-standing customer' });
    expect(one.status).toBe(200);
    expect(one.body.data.added).toEqual([
      expect.objectContaining({
        userId: ann.id,
        email: 'ann@risk.example',
        nickName: 'Annie',
        kind: 'customer',
      }),
    ]);
    t.clock.advanceSeconds(1);
    const many = await add({ userIds: [ben.id, cat.id, ann.id] });
    expect(many.body.data.added.map((e: { userId: string }) => e.userId).sort()).toEqual(
      [ben.id, cat.id].sort(),
    );
    expect(many.body.data.alreadyListed).toEqual([ann.id]);

    const page = await list('?pageSize=50');
    expect(page.body.data.total).toBe(3);
    expect(page.body.data.list.at(-1)).toMatchObject({
      userId: ann.id,
      note: 'long-standing customer',
      addedBy: { email: expect.stringContaining('@') },
      createdAt: expect.any(String),
    });
    expect((await list('?keyword=annie')).body.data.list.map((e: { email: string }) => e.email)).toEqual([
      'ann@risk.example',
    ]);
    expect((await list('?keyword=%25')).body.data.total).toBe(0);

    const gone = await remove({ id: one.body.data.added[0].id });
    expect(gone).toMatchObject({ status: 200, body: { data: null } });
    expect((await list()).body.data.total).toBe(2);
    expect((await remove({ id: one.body.data.added[0].id })).body.errorCode).toBe('risk.exemption_not_found');
  });

  it('a retried add with the same Idempotency-Key answers the first result', async () => {
    const dee = await seedUser(t.db);
    const first = await add({ userId: dee.id }, { key: '8f7b4d1e-2c3a-4b5c-9d6e-7f8091a2b3c4' });
    const again = await add({ userId: dee.id }, { key: '8f7b4d1e-2c3a-4b5c-9d6e-7f8091a2b3c4' });
    expect(again.body.data).toEqual(first.body.data);
    expect(again.headers['idempotent-replayed']).toBe('true');
  });

  it('refuses unknown users (404), back-office people (422) and bad input (400) in both languages, adding nobody', async () => {
    const before = (await list()).body.data.total;
    const eve = await seedUser(t.db);
    const staff = await seedUser(t.db, { kind: 'staff' });
    const unknown = await add({ userIds: [eve.id, UNKNOWN] }, { lang: 'zh-CN' });
    expect(unknown).toMatchObject({
      status: 404,
      body: { errorCode: 'risk.user_not_found', message: '用户不存在' },
    });
    const deleted = await seedUser(t.db);
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted.id));
    expect((await add({ userId: deleted.id })).body.errorCode).toBe('risk.user_not_found');
    const back = await add({ userIds: [eve.id, staff.id] });
    expect(back).toMatchObject({
      status: 422,
      body: {
        errorCode: 'risk.not_customer',
        message: 'Only customers can be put on the avoid-high-risk list',
      },
    });
    for (const body of [
      {},
      { userId: 'nope' },
      { userIds: [] },
      { userIds: 'x' },
      { userId: eve.id, note: 'x'.repeat(201) },
      [],
    ]) {
      const res = await add(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await add({}, { lang: 'zh-CN' })).body.message).toMatch(/请至少选择一个用户/);
    expect((await list()).body.data.total).toBe(before);
    for (const body of [{}, { id: 'nope' }, { id: 5 }, undefined])
      expect((await remove(body)).status).toBe(400);
    expect((await remove({ id: UNKNOWN })).status).toBe(404);
    for (const query of ['?pageSize=7', '?pageNum=0', `?keyword=${'k'.repeat(101)}`])
      expect((await list(query)).status).toBe(400);
  });

  it('customers may not read or change the list, nor read hold reasons (403)', async () => {
    const customer = await customerLogin(t);
    expect((await list('', customer.token)).status).toBe(403);
    expect((await add({ userId: customer.id }, { token: customer.token })).status).toBe(403);
    expect((await remove({ id: UNKNOWN }, customer.token)).status).toBe(403);
    const reasons = await call(t.app, 'POST', '/admin/risk/holdReasons', {
      token: customer.token,
      body: { orderIds: [] },
    });
    expect(reasons.status).toBe(403);
    expect((await call(t.app, 'GET', '/user/selectUserNoHighRisk')).status).toBe(401);
  });

  it('hold reasons: unknown orders answer nothing, bad ids 400', async () => {
    const ask = (orderIds: unknown) =>
      call(t.app, 'POST', '/admin/risk/holdReasons', { token: admin, body: { orderIds } });
    expect((await ask([UNKNOWN])).body.data).toEqual([]);
    expect((await ask(['x'])).status).toBe(400);
    expect((await ask(Array.from({ length: 1001 }, () => UNKNOWN))).status).toBe(400);
  });
});
