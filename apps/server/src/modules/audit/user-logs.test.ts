import { beforeAll, describe, expect, it } from 'vitest';
import { call, customerLogin, login, request, seedUser } from '../../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { readXlsx } from '../../lib/spreadsheet/read-xlsx.ts';
import { insertAuditLog } from './audit.repository.ts';

let t: TestApp;
let admin: { id: string; token: string };
let operator: { id: string };
let customer: { id: string; token: string };
const GONE = '0b0b0b0b-0000-4000-8000-000000000001';

/** A row as the audit hook writes it, at a chosen instant. */
const logged = (at: string, row: Partial<Parameters<typeof insertAuditLog>[1]>) =>
  insertAuditLog(t.db, {
    at: new Date(at),
    method: 'POST',
    route: '/seeded/route',
    url: '/seeded/route',
    statusCode: 200,
    requestId: 'seeded',
    ...row,
  });

beforeAll(async () => {
  t = await createTestApp();
  const a = await seedUser(t.db, {
    kind: 'admin',
    roles: ['Administrator'],
    email: 'auditor@logs.example',
    nickName: 'Audrey',
  });
  admin = { id: a.id, token: await login(t.app, a.email) };
  operator = await seedUser(t.db, { kind: 'staff', email: 'helper@logs.example', nickName: 'Helga' });
  const c = await customerLogin(t, { email: 'shopper@logs.example', nickName: 'Shopper' });
  customer = { id: c.id, token: c.token };
  // Business time zone America/Los_Angeles: 07:30 UTC on Jan 10 is still Jan 9 there.
  await logged('2026-01-10T07:30:00Z', {
    userId: customer.id,
    impersonatorId: operator.id,
    route: '/app/order/draft',
    url: '/app/order/draft',
  });
  await logged('2026-01-10T09:00:00Z', {
    userId: customer.id,
    statusCode: 500,
    errorCode: 'internal',
    route: '/app/order/label/create',
    url: '/app/order/label/create',
  });
  await logged('2026-01-11T20:00:00Z', { userId: GONE, statusCode: 422, errorCode: 'orders.not_found' });
});

const list = (query: string, token = admin.token) =>
  call(t.app, 'GET', `/admin/userLogs/list?${query}`, { token });
const routes = (res: Awaited<ReturnType<typeof list>>) =>
  res.body.data.list.map((r: { route: string }) => r.route);

describe('user logs', () => {
  it("shows a mutation the admin just made, newest first, with the person's name; reading is not logged", async () => {
    const target = await seedUser(t.db);
    const add = await call(t.app, 'POST', '/user/addUserNoHighRisk', {
      token: admin.token,
      body: { userId: target.id },
    });
    expect(add.status).toBe(200);
    const res = await list('pageSize=50');
    expect(res.status).toBe(200);
    expect(res.body.data.list[0]).toMatchObject({
      user: { id: admin.id, email: 'auditor@logs.example', name: 'Audrey' },
      impersonator: null,
      method: 'POST',
      route: '/user/addUserNoHighRisk',
      targetIds: [target.id],
      statusCode: 200,
      outcome: 'success',
      errorCode: null,
      ip: '127.0.0.1',
    });
    const total = res.body.data.total;
    await list('pageSize=50');
    expect((await list('pageSize=50')).body.data.total).toBe(total);
  });

  it('filters by person, impersonator, route, outcome and business days', async () => {
    // The shopper's own sign-in is theirs too (the login names the account it was for).
    expect(routes(await list('person=shopper&pageSize=100'))).toEqual([
      '/admin/login',
      '/app/order/label/create',
      '/app/order/draft',
    ]);
    const imp = await list('impersonator=helga');
    expect(imp.body.data.list).toEqual([
      expect.objectContaining({
        route: '/app/order/draft',
        user: { id: customer.id, email: 'shopper@logs.example', name: 'Shopper' },
        impersonator: { id: operator.id, email: 'helper@logs.example', name: 'Helga' },
      }),
    ]);
    expect(routes(await list('route=label/create'))).toEqual(['/app/order/label/create']);
    expect(routes(await list('outcome=error'))).toEqual(['/app/order/label/create']);
    expect(routes(await list('person=shopper&outcome=success'))).toEqual([
      '/admin/login',
      '/app/order/draft',
    ]);
    expect(routes(await list('from=2026-01-09&to=2026-01-09'))).toEqual(['/app/order/draft']);
    expect(routes(await list('from=2026-01-10&to=2026-01-10'))).toEqual(['/app/order/label/create']);
    expect((await list('from=2026-01-12&to=2026-01-12')).body.data.total).toBe(0);
  });

  it("shows refusals, and a deleted user's rows by id (no name)", async () => {
    expect((await call(t.app, 'GET', '/role/list', { token: customer.token })).status).toBe(403);
    const refused = await list('outcome=refused&person=shopper');
    expect(refused.body.data.list[0]).toMatchObject({
      route: '/role/list',
      statusCode: 403,
      outcome: 'refused',
      errorCode: 'auth.forbidden',
    });
    const gone = await list(`person=${GONE}`);
    expect(gone.body.data.list).toEqual([
      expect.objectContaining({
        user: { id: GONE, email: null, name: null },
        outcome: 'refused',
        statusCode: 422,
      }),
    ]);
  });

  it('pages newest first', async () => {
    const first = await list('pageSize=50&pageNum=1');
    const total = first.body.data.total;
    expect(total).toBeGreaterThan(3);
    const ats = first.body.data.list.map((r: { at: string }) => r.at);
    expect([...ats].sort().reverse()).toEqual(ats);
    expect((await list(`pageSize=50&pageNum=${Math.ceil(total / 50) + 1}`)).body.data.list).toEqual([]);
  });

  it('exports the filtered log as xlsx, times in the business time zone, in the reader’s language', async () => {
    const res = await request(
      t.app,
      'GET',
      '/admin/userLogs/down?person=shopper&from=2026-01-09&to=2026-01-10',
      {
        token: admin.token,
        lang: 'zh-CN',
      },
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/user-logs-\d{8}-\d{6}\.xlsx/);
    const sheet = await readXlsx(res.rawPayload, { maxRows: 100 });
    expect(sheet.headers.slice(0, 5)).toEqual(['时间', '用户', '用户 ID', '代操作人', '方法']);
    expect(sheet.rows.map((r) => r.cells[5])).toEqual(['/app/order/label/create', '/app/order/draft']);
    const draft = sheet.rows[1]!.cells;
    expect(draft[1]).toBe('Shopper <shopper@logs.example>');
    expect(draft[3]).toBe('Helga <helper@logs.example>');
    expect(draft[9]).toBe('成功');
    expect((draft[0] as Date).toISOString()).toBe('2026-01-09T23:30:00.000Z');
    expect(sheet.rows[0]!.cells[9]).toBe('错误');
  });

  it('refuses customers (403) and bad filters (400)', async () => {
    expect((await list('', customer.token)).status).toBe(403);
    expect((await request(t.app, 'GET', '/admin/userLogs/down', { token: customer.token })).statusCode).toBe(
      403,
    );
    for (const q of [
      'outcome=maybe',
      'from=2026-13-01',
      'from=2026-02-02&to=2026-02-01',
      'pageSize=3',
      `route=${'r'.repeat(201)}`,
    ]) {
      expect((await list(q)).status, q).toBe(400);
    }
    expect(
      (await request(t.app, 'GET', '/admin/userLogs/down?to=yesterday', { token: admin.token })).statusCode,
    ).toBe(400);
  });
});
