import { RESOURCES, ROLE_SEEDS, userInfoSchema } from '@shiplabel/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, seedUser } from '../../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { listAuditLogs } from '../audit/audit.repository.ts';
import { createSession } from '../auth/sessions.usecases.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const codesOf = (key: string) => [...ROLE_SEEDS.find((r) => r.key === key)!.codes].sort();

describe('GET /user/info', () => {
  it('returns the profile of the shared schema with codes, role ids and zero balances', async () => {
    const user = await seedUser(t.db, { kind: 'customer', roles: ['Customer'], nickName: 'Demo Customer' });
    const token = await login(t.app, user.email);
    const res = await call(t.app, 'GET', '/user/info', { token });
    expect(res.status).toBe(200);
    const data = userInfoSchema.parse(res.body.data);
    expect(data).toMatchObject({
      id: user.id,
      username: user.email,
      email: user.email,
      name: 'Demo Customer',
      kind: 'customer',
      status: 1,
      memberType: -1,
      balance: '0.00',
      creditBalance: '0.00',
      currency: 'USD',
      impersonatedBy: null,
    });
    expect(data.accountId).toMatch(/^SL[0-9A-F]{8}$/);
    expect(data.role).toEqual(codesOf('customer'));
    expect(data.resources).toEqual(codesOf('customer').map((code) => ({ code })));
    expect(data.roles).toHaveLength(1);
    expect(new Date(data.registrationDate).toISOString()).toBe(data.registrationDate);
  });

  it('names the user by nickname, else real name, else e-mail; a user without roles has no codes', async () => {
    const user = await seedUser(t.db);
    const res = await call(t.app, 'GET', '/user/info', { token: await login(t.app, user.email) });
    expect(res.body.data.name).toBe(user.email);
    expect(res.body.data.role).toEqual([]);
  });
});

describe('impersonated sessions', () => {
  it('say who opened them, in /user/info and in the audit log', async () => {
    const staff = await seedUser(t.db, { kind: 'staff', roles: ['Staff'] });
    const customer = await seedUser(t.db, { roles: ['Customer'] });
    const { token } = await createSession({
      ...t,
      clock: t.clock.now,
      userId: customer.id,
      impersonatorId: staff.id,
      ip: '127.0.0.1',
      userAgent: 'test',
    });
    const res = await call(t.app, 'GET', '/user/info', { token });
    expect(res.body.data).toMatchObject({ id: customer.id, impersonatedBy: staff.email });
    await call(t.app, 'POST', '/user/updateInfo', { token, body: { nickName: 'On behalf' } });
    const [entry] = await listAuditLogs(t.db, { userId: customer.id, limit: 1 });
    expect(entry).toMatchObject({ route: '/user/updateInfo', impersonatorId: staff.id, statusCode: 200 });
  });
});

describe('POST /api/user/menu', () => {
  it('gives an administrator the role settings group, titled in the caller language', async () => {
    const admin = await seedUser(t.db, { kind: 'admin', roles: ['Administrator'] });
    const token = await login(t.app, admin.email);
    const en = await call(t.app, 'POST', '/api/user/menu', { token });
    expect(en.status).toBe(200);
    const roleSettings = en.body.data.find((n: { name: string }) => n.name === 'roleSettings');
    expect(roleSettings.title).toBe('Role settings');
    expect(roleSettings.children.map((c: { name: string }) => c.name)).toEqual([
      'roleManagement',
      'resourceCategory',
      'resourceManagement',
    ]);
    const zh = await call(t.app, 'POST', '/api/user/menu', { token, lang: 'zh-CN' });
    expect(zh.body.data.find((n: { name: string }) => n.name === 'roleSettings').title).toBe('角色设置');
  });

  it('gives a customer the dashboard, the order center, postage and their settings', async () => {
    const customer = await seedUser(t.db, { roles: ['Customer'] });
    const res = await call(t.app, 'POST', '/api/user/menu', { token: await login(t.app, customer.email) });
    expect(res.body.data.map((n: { name: string }) => n.name)).toEqual([
      'Dashboard',
      'orderManager',
      'postage',
      'settings',
    ]);
    expect(res.body.data[3].children[0]).toMatchObject({ name: 'account', title: 'My account' });
  });
});

describe('POST /user/updateInfo', () => {
  it('updates the given fields and returns the new profile', async () => {
    const user = await seedUser(t.db, { roles: ['Customer'] });
    const token = await login(t.app, user.email);
    const res = await call(t.app, 'POST', '/user/updateInfo', {
      token,
      body: {
        nickName: '  Ace  ',
        company: 'Ace Freight',
        personalWebsite: 'https://ace.example',
        phone: '+1 (555) 010-2000',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      nickName: 'Ace',
      name: 'Ace',
      company: 'Ace Freight',
      phone: '+1 (555) 010-2000',
    });
    expect(res.body.data.role).toEqual(codesOf('customer'));
    const again = await call(t.app, 'POST', '/user/updateInfo', { token, body: { job: 'Owner' } });
    expect(again.body.data).toMatchObject({ nickName: 'Ace', job: 'Owner', jobName: 'Owner' });
  });

  it('refuses bad input with translated field messages', async () => {
    const user = await seedUser(t.db);
    const token = await login(t.app, user.email);
    const res = await call(t.app, 'POST', '/user/updateInfo', {
      token,
      body: { personalWebsite: 'javascript:alert(1)', phone: 'call me', nickName: 'x'.repeat(65) },
    });
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('validation.failed');
    const byField = Object.fromEntries(
      res.body.errors.map((e: { field: string; message: string }) => [e.field, e.message]),
    );
    expect(byField).toEqual({
      nickName: 'Nickname: at most 64 characters',
      phone: 'The phone number is not valid',
      personalWebsite: 'The website must be an http, https or ftp address',
    });
    const zh = await call(t.app, 'POST', '/user/updateInfo', { token, lang: 'zh-CN', body: { company: 7 } });
    expect(zh.body.errors).toEqual([{ field: 'company', message: '公司：类型应为 string' }]);
  });
});

describe('every customer resource and every back-office resource exist in the catalogue', () => {
  it('seeds all shared resources', async () => {
    const admin = await seedUser(t.db, { kind: 'admin', roles: ['Administrator'] });
    const res = await call(t.app, 'GET', '/resource/list', { token: await login(t.app, admin.email) });
    expect(res.body.data.map((r: { code: string }) => r.code).sort()).toEqual(
      RESOURCES.map((r) => r.code).sort(),
    );
  });
});
