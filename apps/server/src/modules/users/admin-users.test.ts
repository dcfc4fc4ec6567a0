import { operations } from '@shiplabel/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { call, login, request, seedUser } from '../../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { readXlsx } from '../../lib/spreadsheet/read-xlsx.ts';
import { postTransaction } from '../ledger/ledger.post.ts';
import { fundedCustomer } from '../orders/placement.fixtures.ts';

let t: TestApp;
let admin: { id: string; token: string };
/** Holds adminList through a custom role, not the built-in administrator role. */
let operator: { id: string; token: string };
let bob: { id: string; token: string };

const PASSWORD = 'Secret123';
const newCustomer = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  password: PASSWORD,
  kind: 'customer',
  nickName: 'New one',
  company: 'Acme Trading',
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  const a = await seedUser(t.db, { kind: 'admin', roles: ['Administrator'], email: 'root@test.example' });
  admin = { id: a.id, token: await login(t.app, a.email) };
  const role = await call(t.app, 'POST', '/role/create', {
    token: admin.token,
    body: { name: 'User managers', resourceCodes: ['menuSystem', 'adminList'] },
  });
  expect(role.status).toBe(200);
  const o = await seedUser(t.db, { kind: 'staff', roles: ['User managers'], email: 'ops@test.example' });
  operator = { id: o.id, token: await login(t.app, o.email) };
  const b = await seedUser(t.db, { roles: ['Customer'], email: 'bob@test.example', nickName: 'Bob' });
  bob = { id: b.id, token: await login(t.app, b.email) };
});

const list = async (query = '', token = admin.token) => {
  const res = await call(t.app, 'GET', `/admin/list${query}`, { token });
  expect(res.status).toBe(200);
  return res.body.data;
};
const register = (body: unknown, lang: 'en-US' | 'zh-CN' = 'en-US', token = admin.token) =>
  call(t.app, 'POST', '/admin/register', { token, body, lang });
const setStatus = (id: string, status: unknown, token = admin.token, lang: 'en-US' | 'zh-CN' = 'en-US') =>
  call(t.app, 'POST', `/admin/updateStatus/${id}`, { token, body: { status }, lang });
/** The spec's form post: application/x-www-form-urlencoded with the field `status`. */
const setStatusByForm = async (id: string, form: string, token = admin.token) => {
  const res = await request(t.app, 'POST', `/admin/updateStatus/${id}`, {
    token,
    body: form,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  return { status: res.statusCode, body: res.json() };
};

describe('admin users: create, find, edit', () => {
  it('creates an active customer with the Customer role; a duplicate e-mail is refused in both languages', async () => {
    const res = await register(newCustomer('Carol@Test.example'));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      email: 'carol@test.example',
      kind: 'customer',
      status: 1,
      company: 'Acme Trading',
      balanceUSD: '0.00',
      invitationCode: '',
    });
    const detail = await call(t.app, 'GET', `/admin/${res.body.data.id}`, { token: admin.token });
    expect(detail.body.data.roles.map((r: { name: string }) => r.name)).toEqual(['Customer']);
    // The new account signs in with the password the operator gave.
    expect(await login(t.app, 'carol@test.example', PASSWORD)).toEqual(expect.any(String));

    const en = await register(newCustomer('carol@test.example'));
    expect(en.status).toBe(409);
    expect(en.body).toMatchObject({
      errorCode: 'users.email_taken',
      message: 'An account with this e-mail already exists',
    });
    const zh = await register(newCustomer('CAROL@test.example'), 'zh-CN');
    expect(zh.body.message).toBe('该邮箱已有账户');
  });

  it('refuses bad input with the failing fields and creates nothing', async () => {
    const before = (await list('?pageSize=1000')).total;
    const bad = await register({ email: 'nope', password: 'short', kind: 'martian' }, 'zh-CN');
    expect(bad.status).toBe(400);
    const fields = [...new Set(bad.body.errors.map((e: { field: string }) => e.field))].sort();
    expect(fields).toEqual(['email', 'kind', 'password']);
    expect(bad.body.errors.find((e: { field: string }) => e.field === 'email').message).toContain(
      '请输入有效的邮箱地址',
    );
    const warehouse = await register(newCustomer('wh-missing@test.example', { kind: 'warehouse' }));
    expect(warehouse).toMatchObject({ status: 422, body: { errorCode: 'users.warehouse_required' } });
    const seller = await register(newCustomer('x@test.example', { sellerId: bob.id }));
    expect(seller).toMatchObject({ status: 422, body: { errorCode: 'users.seller_invalid' } });
    expect((await list('?pageSize=1000')).total).toBe(before);
  });

  it('a seller gets a unique 8-character invitation code and the Seller role', async () => {
    const a = (await register(newCustomer('sam@test.example', { kind: 'seller' }))).body.data;
    const b = (await register(newCustomer('sue@test.example', { kind: 'seller' }))).body.data;
    expect(a.invitationCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(b.invitationCode).not.toBe(a.invitationCode);
    const detail = (await call(t.app, 'GET', `/admin/${a.id}`, { token: admin.token })).body.data;
    expect(detail.roles.map((r: { name: string }) => r.name)).toEqual(['Seller']);
  });

  it('lists with keyword, kind, status, registration days, balance range and sort', async () => {
    const rich = await fundedCustomer(t, 250_00n);
    await t.db.execute(
      sql`update users set company = 'Zeta Freight', created_at = '2026-01-15T20:00:00Z' where id = ${rich.id}`,
    );
    const byCompany = await list('?keyword=zeta freight');
    expect(byCompany.list.map((u: { id: string }) => u.id)).toEqual([rich.id]);
    expect(byCompany.list[0]).toMatchObject({ balanceUSD: '250.00', balanceCNY: '0.00' });

    const inRange = await list('?balanceMin=200&balanceMax=250.00');
    expect(inRange.list.map((u: { id: string }) => u.id)).toEqual([rich.id]);
    expect((await list('?balanceMin=250.01')).total).toBe(0);

    // 2026-01-15T20:00Z is the 15th in Los Angeles (the business time zone), not the 16th.
    expect((await list('?registeredFrom=2026-01-15&registeredTo=2026-01-15')).total).toBe(1);
    expect((await list('?registeredFrom=2026-01-16&registeredTo=2026-01-16')).total).toBe(0);

    const sellers = await list('?kind=seller');
    expect(sellers.list.map((u: { email: string }) => u.email).sort()).toEqual([
      'sam@test.example',
      'sue@test.example',
    ]);
    const byEmail = await list('?kind=seller&sortBy=email&sortOrder=asc');
    expect(byEmail.list.map((u: { email: string }) => u.email)).toEqual([
      'sam@test.example',
      'sue@test.example',
    ]);
    const richestFirst = await list('?sortBy=balance&sortOrder=desc');
    expect(richestFirst.list[0].id).toBe(rich.id);
    const paged = await list('?pageSize=50&pageNum=2');
    expect(paged).toMatchObject({ list: [], pageNum: 2 });

    expect((await call(t.app, 'GET', '/admin/list?status=7', { token: admin.token })).status).toBe(400);
    expect((await call(t.app, 'GET', '/admin/list?balanceMin=1e3', { token: admin.token })).status).toBe(400);
    const picker = await call(t.app, 'GET', '/admin/allUserlist?kind=seller', { token: admin.token });
    expect(picker.body.data.total).toBe(2);
    // The older picker keeps working.
    expect(
      (await call(t.app, 'GET', '/admin/allUserList?keyword=bob', { token: admin.token })).body.data,
    ).toHaveLength(1);
  });

  it('edits profile and password; another account’s e-mail is refused', async () => {
    const dave = (await register(newCustomer('dave@test.example'))).body.data;
    const daveToken = await login(t.app, 'dave@test.example', PASSWORD);
    const upd = await call(t.app, 'POST', `/admin/update/${dave.id}`, {
      token: admin.token,
      body: { email: 'david@test.example', nickName: 'David', company: 'D Co', password: 'Another456' },
    });
    expect(upd.status).toBe(200);
    expect(upd.body.data).toMatchObject({ email: 'david@test.example', nickName: 'David', company: 'D Co' });
    // An operator's new password signs the user out.
    expect((await call(t.app, 'GET', '/user/info', { token: daveToken })).status).toBe(401);
    expect(await login(t.app, 'david@test.example', 'Another456')).toEqual(expect.any(String));

    const dup = await call(t.app, 'POST', `/admin/update/${dave.id}`, {
      token: admin.token,
      body: { email: 'bob@test.example' },
    });
    expect(dup).toMatchObject({ status: 409, body: { errorCode: 'users.email_taken' } });
    const unknown = await call(t.app, 'POST', '/admin/update/00000000-0000-4000-8000-000000000000', {
      token: admin.token,
      body: { email: 'ghost@test.example' },
    });
    expect(unknown.status).toBe(404);
  });
});

describe('admin users: status', () => {
  it('disables by form post (field status), revoking every session at once; re-activation needs a new sign-in', async () => {
    const second = await login(t.app, 'bob@test.example');
    const res = await setStatusByForm(bob.id, 'status=2');
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe(2);
    for (const token of [bob.token, second])
      expect((await call(t.app, 'GET', '/user/info', { token })).status).toBe(401);
    const [open] = await rowsOf<{ n: number }>(
      t.db.execute(
        sql`select count(*)::int as n from sessions where user_id = ${bob.id} and revoked_at is null`,
      ),
    );
    expect(open!.n).toBe(0);

    const back = await setStatus(bob.id, '1');
    expect(back.body.data.status).toBe(1);
    // Revoked, not merely refused: the old token stays dead after re-activation.
    expect((await call(t.app, 'GET', '/user/info', { token: bob.token })).status).toBe(401);
    bob.token = await login(t.app, 'bob@test.example');
    expect((await call(t.app, 'GET', '/user/info', { token: bob.token })).status).toBe(200);
  });

  it('refuses a bad status value (form or JSON) in both languages and changes nothing', async () => {
    for (const form of ['status=5', 'status=abc', 'other=1']) {
      const res = await setStatusByForm(bob.id, form);
      expect(res.status).toBe(400);
    }
    const zh = await setStatus(bob.id, 9, admin.token, 'zh-CN');
    expect(zh.status).toBe(400);
    expect(zh.body.errors[0].message).toContain('状态只能是 0（未激活）、1（正常）或 2（禁用）');
    expect((await list('?keyword=bob@test')).list[0].status).toBe(1);
  });

  it('refuses disabling oneself and the last active administrator', async () => {
    const self = await setStatus(admin.id, 2, admin.token, 'zh-CN');
    expect(self).toMatchObject({ status: 422, body: { errorCode: 'users.cannot_change_self' } });
    expect(self.body.message).toBe('不能禁用、停用或删除自己的账户');
    // The operator manages users but is no administrator: root is the only active one.
    const last = await setStatus(admin.id, 0, operator.token);
    expect(last).toMatchObject({ status: 422, body: { errorCode: 'users.last_admin' } });
    const lastDelete = await call(t.app, 'POST', `/admin/delete/${admin.id}`, { token: operator.token });
    expect(lastDelete).toMatchObject({ status: 422, body: { errorCode: 'users.last_admin' } });
    expect((await call(t.app, 'GET', '/user/info', { token: admin.token })).status).toBe(200);

    // With a second active administrator, the first may be disabled (and comes back).
    const other = (await register(newCustomer('admin2@test.example', { kind: 'admin' }))).body.data;
    expect((await setStatus(admin.id, 2, operator.token)).status).toBe(200);
    const refused = await setStatus(other.id, 2, operator.token);
    expect(refused.body.errorCode).toBe('users.last_admin');
    expect((await setStatus(admin.id, 1, operator.token)).status).toBe(200);
    admin.token = await login(t.app, 'root@test.example');
  });
});

describe('admin users: delete', () => {
  it('refuses while money remains; a delete keeps the row (ledger history) and hides the user', async () => {
    const rich = await fundedCustomer(t, 10_00n);
    const refused = await call(t.app, 'POST', `/admin/delete/${rich.id}`, {
      token: admin.token,
      lang: 'zh-CN',
    });
    expect(refused).toMatchObject({ status: 422, body: { errorCode: 'users.has_money' } });
    expect(refused.body.message).toBe('该账户钱包中仍有资金，请先退款或转出再删除');

    const emptyOne = (await register(newCustomer('erin@test.example'))).body.data;
    const erinToken = await login(t.app, 'erin@test.example', PASSWORD);
    const done = await call(t.app, 'POST', `/admin/delete/${emptyOne.id}`, { token: admin.token });
    expect(done).toMatchObject({ status: 200, body: { data: null } });
    expect((await call(t.app, 'GET', '/user/info', { token: erinToken })).status).toBe(401);
    expect((await call(t.app, 'GET', `/admin/${emptyOne.id}`, { token: admin.token })).status).toBe(404);
    expect((await list('?keyword=erin@')).total).toBe(0);
    const [kept] = await rowsOf<{ status: number; deleted: boolean }>(
      t.db.execute(
        sql`select status, deleted_at is not null as deleted from users where id = ${emptyOne.id}`,
      ),
    );
    expect(kept).toEqual({ status: 2, deleted: true });
    // The ledger's account of the funded customer keeps pointing at its user after a refused delete.

    // Once the money is taken out the funded customer can go, and the ledger keeps its entries and user.
    await postTransaction(t.db, {
      userId: rich.id,
      type: 'adjustment',
      legs: operations.adjustment('USD', -10_00n),
      idempotencyKey: `test-adjust:${rich.id}`,
    });
    expect((await call(t.app, 'POST', `/admin/delete/${rich.id}`, { token: admin.token })).status).toBe(200);
    const [history] = await rowsOf<{ n: number; owner: string }>(
      t.db.execute(sql`select count(*)::int as n, min(a.owner_id::text) as owner from ledger_entries e
        join ledger_accounts a on a.id = e.account_id where a.owner_key = ${rich.id}`),
    );
    expect(history).toEqual({ n: 2, owner: rich.id });
    expect((await call(t.app, 'POST', `/admin/delete/${emptyOne.id}`, { token: admin.token })).status).toBe(
      404,
    );
    expect(
      (await call(t.app, 'POST', `/admin/delete/${admin.id}`, { token: admin.token })).body.errorCode,
    ).toBe('users.cannot_change_self');
  });
});

describe('admin users: export and access', () => {
  it('exports the filtered list to xlsx that reads back', async () => {
    const res = await request(t.app, 'GET', '/admin/down?kind=seller&sortBy=email&sortOrder=asc', {
      token: admin.token,
      lang: 'zh-CN',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const sheet = await readXlsx(res.rawPayload, { maxRows: 100 });
    expect(sheet.headers.slice(0, 2)).toEqual(['账号', '邮箱']);
    expect(sheet.rows.map((r) => r.cells[1])).toEqual(['sam@test.example', 'sue@test.example']);
    expect(sheet.rows[0]!.cells[5]).toBe('销售');
    expect(sheet.rows[0]!.cells[sheet.headers.indexOf('可用余额（USD）')]).toBe(0);
  });

  it('a customer is refused every admin user endpoint with 403, with the first customer’s ids', async () => {
    const eve = await seedUser(t.db, { roles: ['Customer'] });
    const token = await login(t.app, eve.email);
    const calls: [string, string, unknown?][] = [
      ['GET', '/admin/list'],
      ['GET', '/admin/allUserlist'],
      ['GET', `/admin/${bob.id}`],
      ['GET', '/admin/down'],
      ['POST', '/admin/register', newCustomer('sneaky@test.example')],
      ['POST', `/admin/update/${bob.id}`, { email: 'stolen@test.example' }],
      ['POST', `/admin/updateStatus/${bob.id}`, { status: 2 }],
      ['POST', `/admin/delete/${bob.id}`],
      ['GET', '/admin/list/seller'],
      ['POST', '/admin/update/seller', { userIds: [bob.id], sellerId: null }],
      ['GET', '/admin/pageOWUser'],
      ['GET', '/admin/overSeasDown'],
    ];
    for (const [method, url, body] of calls) {
      const res = await call(t.app, method as 'GET', url, { token, body });
      expect(`${method} ${url} ${res.status}`).toBe(`${method} ${url} 403`);
    }
    const still = (await list('?keyword=bob@test')).list[0];
    expect(still).toMatchObject({ email: 'bob@test.example', status: 1 });
  });
});
