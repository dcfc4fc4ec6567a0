import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  login,
  PASSWORD,
  postLogin,
  request,
  type SeededUser,
  seedUser,
} from '../../db/testing/fixtures.ts';
import type { TestApp } from '../../db/testing/test-app.ts';
import { employeeManagerWorld } from './staff.fixtures.ts';

let t: TestApp;
let admin: SeededUser;
/** A staff member whose only role holds staffList (an employee manager). */
let hrToken: string;
let hr: SeededUser;

beforeAll(async () => {
  ({ t, admin, hr, hrToken } = await employeeManagerWorld());
});

const register = (body: Record<string, unknown>, token = hrToken, lang?: 'en-US' | 'zh-CN') =>
  call(t.app, 'POST', '/staff/register', { token, body, lang });

describe('employee management', () => {
  it('registers an active staff account that can sign in, and refuses a taken e-mail in both languages', async () => {
    const res = await register({ email: 'New.Staff@Test.example', password: 'Welcome123', nickName: 'Nora' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      email: 'new.staff@test.example',
      kind: 'staff',
      status: 1,
      roles: [],
    });
    expect((await postLogin(t.app, 'new.staff@test.example', 'Welcome123')).json().code).toBe(200);

    const again = await register({ email: 'new.staff@test.example', password: 'Welcome123', nickName: 'X' });
    expect(again).toMatchObject({ status: 409, body: { errorCode: 'staff.email_taken' } });
    const zh = await register(
      { email: 'new.staff@test.example', password: 'Welcome123', nickName: 'X' },
      hrToken,
      'zh-CN',
    );
    expect(zh.body.message).toBe('该电子邮箱已被其他账号使用');
    const weak = await register({ email: 'weak@test.example', password: 'short', nickName: 'W' });
    expect(weak.status).toBe(400);
  });

  it('lists staff and administrators (read-only), filters by keyword, status and kind; never customers', async () => {
    const disabled = await seedUser(t.db, { kind: 'staff', status: 'disabled', nickName: 'Dora Disabled' });
    const customer = await seedUser(t.db, { kind: 'customer', nickName: 'Dora Customer' });
    const all = await call(t.app, 'GET', '/staff/list?pageSize=200', { token: hrToken });
    const ids = all.body.data.list.map((r: { id: string }) => r.id);
    expect(ids).toEqual(expect.arrayContaining([hr.id, admin.id, disabled.id]));
    expect(ids).not.toContain(customer.id);
    const adminRow = all.body.data.list.find((r: { id: string }) => r.id === admin.id);
    expect(adminRow).toMatchObject({ kind: 'admin', editable: false });
    expect(adminRow.roles.map((r: { name: string }) => r.name)).toEqual(['Administrator']);

    const dora = await call(t.app, 'GET', '/staff/list?keyword=dora', { token: hrToken });
    expect(dora.body.data.list.map((r: { id: string }) => r.id)).toEqual([disabled.id]);
    const byStatus = await call(t.app, 'GET', '/staff/list?status=2&pageSize=200', { token: hrToken });
    expect(byStatus.body.data.list.every((r: { status: number }) => r.status === 2)).toBe(true);
    expect(byStatus.body.data.total).toBeGreaterThanOrEqual(1);
    const admins = await call(t.app, 'GET', '/staff/list?kind=admin', { token: hrToken });
    expect(admins.body.data.list.every((r: { kind: string }) => r.kind === 'admin')).toBe(true);
    expect((await call(t.app, 'GET', '/staff/list?status=7', { token: hrToken })).status).toBe(400);
  });

  it('updates a profile; a new password signs the employee out everywhere', async () => {
    const sam = await seedUser(t.db, { kind: 'staff' });
    const samToken = await login(t.app, sam.email);
    const res = await call(t.app, 'POST', `/staff/update/${sam.id}`, {
      token: hrToken,
      body: { nickName: 'Sam', job: 'Support', phone: '+1 555 0100' },
    });
    expect(res.body.data).toMatchObject({ nickName: 'Sam', job: 'Support', phone: '+1 555 0100' });
    expect((await call(t.app, 'GET', '/user/info', { token: samToken })).status).toBe(200);
    await call(t.app, 'POST', `/staff/update/${sam.id}`, {
      token: hrToken,
      body: { password: 'Changed123' },
    });
    expect((await call(t.app, 'GET', '/user/info', { token: samToken })).status).toBe(401);
    expect((await postLogin(t.app, sam.email, 'Changed123')).json().code).toBe(200);
    const taken = await call(t.app, 'POST', `/staff/update/${sam.id}`, {
      token: hrToken,
      body: { email: hr.email },
    });
    expect(taken.status).toBe(409);
  });

  it('disables (revoking sessions at once) and activates with the form field status or JSON', async () => {
    const sam = await seedUser(t.db, { kind: 'staff' });
    const samToken = await login(t.app, sam.email);
    const form = await t.app.inject({
      method: 'POST',
      url: `/staff/updateStatus/${sam.id}`,
      headers: { authorization: `Bearer ${hrToken}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'status=2',
    });
    expect(form.statusCode).toBe(200);
    expect(form.json().data.status).toBe(2);
    expect((await call(t.app, 'GET', '/user/info', { token: samToken })).status).toBe(401);
    expect((await postLogin(t.app, sam.email, PASSWORD)).json().errorCode).toBe('auth.account_disabled');

    const json = await call(t.app, 'POST', `/staff/updateStatus/${sam.id}`, {
      token: hrToken,
      body: { status: 1 },
    });
    expect(json.body.data.status).toBe(1);
    expect((await postLogin(t.app, sam.email, PASSWORD)).json().code).toBe(200);
    const bad = await call(t.app, 'POST', `/staff/updateStatus/${sam.id}`, {
      token: hrToken,
      body: { status: 'x' },
    });
    expect(bad).toMatchObject({ status: 400 });
    expect(bad.body.message).toContain('0 (inactive)');
  });

  it('refuses changing administrators, oneself, customers and unknown ids; deletes softly', async () => {
    const adminChange = await call(t.app, 'POST', `/staff/updateStatus/${admin.id}`, {
      token: hrToken,
      body: { status: 2 },
    });
    expect(adminChange).toMatchObject({ status: 422, body: { errorCode: 'staff.admin_read_only' } });
    const self = await call(t.app, 'POST', `/staff/delete/${hr.id}`, { token: hrToken, lang: 'zh-CN' });
    expect(self).toMatchObject({
      status: 422,
      body: { errorCode: 'staff.self_delete', message: '不能删除自己的账号' },
    });
    const selfStatus = await call(t.app, 'POST', `/staff/updateStatus/${hr.id}`, {
      token: hrToken,
      body: { status: 2 },
    });
    expect(selfStatus.status).toBe(422);
    const customer = await seedUser(t.db, { kind: 'customer' });
    expect((await call(t.app, 'POST', `/staff/delete/${customer.id}`, { token: hrToken })).status).toBe(404);

    const gone = await seedUser(t.db, { kind: 'staff' });
    const goneToken = await login(t.app, gone.email);
    expect((await call(t.app, 'POST', `/staff/delete/${gone.id}`, { token: hrToken })).status).toBe(200);
    expect((await call(t.app, 'GET', '/user/info', { token: goneToken })).status).toBe(401);
    const list = await call(t.app, 'GET', '/staff/list?pageSize=1000', { token: hrToken });
    expect(list.body.data.list.map((r: { id: string }) => r.id)).not.toContain(gone.id);
    expect((await call(t.app, 'POST', `/staff/delete/${gone.id}`, { token: hrToken })).status).toBe(404);
    expect((await postLogin(t.app, gone.email, PASSWORD)).json().code).not.toBe(200);
  });

  it('exports the filtered list as xlsx with headers in the caller language', async () => {
    const res = await request(t.app, 'GET', '/staff/down?kind=admin', { token: hrToken, lang: 'zh-CN' });
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe('员工');
    expect(sheet.getRow(1).getCell(2).value).toBe('电子邮箱');
    const emails = sheet.getColumn(2).values.slice(2);
    expect(emails).toContain(admin.email);
    expect(emails).not.toContain(hr.email);
  });

  it('refuses employee routes to a role without staffList', async () => {
    const staff = await seedUser(t.db, { kind: 'staff', roles: ['Staff'] });
    const token = await login(t.app, staff.email);
    expect((await call(t.app, 'GET', '/staff/list', { token })).status).toBe(403);
    expect((await call(t.app, 'POST', `/staff/delete/${hr.id}`, { token })).status).toBe(403);
  });
});
