import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, seedUser } from '../../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';

let t: TestApp;
let admin: string;
const ids: Record<string, string> = {};
let samToken: string;

const register = async (body: Record<string, unknown>) => {
  const res = await call(t.app, 'POST', '/admin/register', {
    token: admin,
    body: { password: 'Secret123', ...body },
  });
  expect(res.status).toBe(200);
  return res.body.data;
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, (await seedUser(t.db, { kind: 'admin', roles: ['Administrator'] })).email);
  ids.sam = (await register({ email: 'sam@test.example', kind: 'seller', nickName: 'Sam' })).id;
  ids.sue = (await register({ email: 'sue@test.example', kind: 'seller' })).id;
  ids.ann = (await register({ email: 'ann@test.example', kind: 'customer', sellerId: ids.sam })).id;
  ids.ben = (await register({ email: 'ben@test.example', kind: 'proxy', sellerId: ids.sam })).id;
  ids.cat = (await register({ email: 'cat@test.example', kind: 'customer', sellerId: ids.sue })).id;
  ids.dan = (await register({ email: 'dan@test.example', kind: 'customer' })).id;
  samToken = await login(t.app, 'sam@test.example', 'Secret123');
});

const sellers = async () => {
  const res = await call(t.app, 'GET', '/admin/list/seller', { token: admin });
  expect(res.body).toMatchObject({ code: 200 });
  return res.body.data;
};
const emails = (page: { list: { email: string }[] }) => page.list.map((u) => u.email).sort();

describe('sellers', () => {
  it('lists sellers with invitation codes and customer counts', async () => {
    const page = await sellers();
    expect(page.total).toBe(2);
    const sam = page.list.find((s: { id: string }) => s.id === ids.sam);
    expect(sam).toMatchObject({ email: 'sam@test.example', nickName: 'Sam', customerCount: 2, status: 1 });
    expect(sam.invitationCode).toMatch(/^[A-Z2-9]{8}$/);
    const byCode = await call(t.app, 'GET', `/admin/list/seller?keyword=${sam.invitationCode}`, {
      token: admin,
    });
    expect(byCode.body.data.list.map((s: { id: string }) => s.id)).toEqual([ids.sam]);
    const filtered = await call(t.app, 'GET', `/admin/list?sellerId=${ids.sam}`, { token: admin });
    expect(emails(filtered.body.data)).toEqual(['ann@test.example', 'ben@test.example']);
    expect(filtered.body.data.list[0].sellerEmail).toBe('sam@test.example');
  });

  it('a seller sees only their own customers in /admin/list and /admin/{id}', async () => {
    const mine = await call(t.app, 'GET', '/admin/list?pageSize=100', { token: samToken });
    expect(mine.status).toBe(200);
    expect(emails(mine.body.data)).toEqual(['ann@test.example', 'ben@test.example']);
    // Another seller's filter cannot widen the scope.
    const theirs = await call(t.app, 'GET', `/admin/list?sellerId=${ids.sue}`, { token: samToken });
    expect(theirs.body.data.total).toBe(0);
    expect((await call(t.app, 'GET', `/admin/${ids.ann}`, { token: samToken })).body.data.user.email).toBe(
      'ann@test.example',
    );
    for (const other of [ids.cat, ids.dan, ids.sue])
      expect((await call(t.app, 'GET', `/admin/${other}`, { token: samToken })).status).toBe(404);
  });

  it('a seller cannot change accounts, export, or see the seller list', async () => {
    const refused: [string, string, unknown?][] = [
      ['POST', `/admin/update/${ids.ann}`, { email: 'ann2@test.example' }],
      ['POST', `/admin/updateStatus/${ids.ann}`, { status: 2 }],
      ['POST', `/admin/delete/${ids.ann}`],
      ['POST', '/admin/register', { email: 'x@test.example', password: 'Secret123', kind: 'customer' }],
      ['POST', '/admin/update/seller', { userIds: [ids.cat], sellerId: ids.sam }],
      ['GET', '/admin/down'],
      ['GET', '/admin/allUserlist'],
      ['GET', '/admin/list/seller'],
    ];
    for (const [method, url, body] of refused)
      expect((await call(t.app, method as 'GET', url, { token: samToken, body })).status).toBe(403);
  });

  it('reassigns customers all-or-nothing; only customers, only to a seller', async () => {
    const moved = await call(t.app, 'POST', '/admin/update/seller', {
      token: admin,
      body: { userIds: [ids.cat, ids.dan], sellerId: ids.sam },
    });
    expect(moved.body).toMatchObject({ code: 200, data: { updated: 2 } });
    expect((await sellers()).list.find((s: { id: string }) => s.id === ids.sam).customerCount).toBe(4);
    expect((await call(t.app, 'GET', `/admin/${ids.cat}`, { token: samToken })).status).toBe(200);

    const notSeller = await call(t.app, 'POST', '/admin/update/seller', {
      token: admin,
      body: { userIds: [ids.cat], sellerId: ids.dan },
      lang: 'zh-CN',
    });
    expect(notSeller).toMatchObject({ status: 422, body: { errorCode: 'users.seller_invalid' } });
    expect(notSeller.body.message).toBe('销售必须是已存在的销售账户，且只有客户才能归属销售');
    const sellerAsCustomer = await call(t.app, 'POST', '/admin/update/seller', {
      token: admin,
      body: { userIds: [ids.cat, ids.sue], sellerId: ids.sam },
    });
    expect(sellerAsCustomer).toMatchObject({ status: 422, body: { errorCode: 'users.not_customer' } });
    const unknown = await call(t.app, 'POST', '/admin/update/seller', {
      token: admin,
      body: { userIds: [ids.cat, '00000000-0000-4000-8000-000000000000'], sellerId: null },
    });
    expect(unknown.status).toBe(404);
    // Nothing moved by the refused requests.
    expect((await call(t.app, 'GET', `/admin/${ids.cat}`, { token: admin })).body.data.user.sellerId).toBe(
      ids.sam,
    );
    expect(
      (await call(t.app, 'POST', '/admin/update/seller', { token: admin, body: { userIds: [] } })).status,
    ).toBe(400);

    const none = await call(t.app, 'POST', '/admin/update/seller', {
      token: admin,
      body: { userIds: [ids.dan], sellerId: null },
    });
    expect(none.status).toBe(200);
    expect((await call(t.app, 'GET', `/admin/${ids.dan}`, { token: samToken })).status).toBe(404);
  });

  it('a seller who still owns customers cannot be deleted', async () => {
    const res = await call(t.app, 'POST', `/admin/delete/${ids.sam}`, { token: admin });
    expect(res).toMatchObject({ status: 422, body: { errorCode: 'users.seller_has_customers' } });
    expect(res.body.message).toContain('3 customer(s)');
  });
});
