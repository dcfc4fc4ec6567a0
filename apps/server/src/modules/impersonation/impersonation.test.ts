import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, encryptFor, type SeededUser, seedUser } from '../../db/testing/fixtures.ts';
import type { TestApp } from '../../db/testing/test-app.ts';
import { auditLogs } from '../audit/audit.table.ts';
import { oneTimeTokens } from '../auth/auth.table.ts';
import { hashToken } from '../auth/session-token.ts';
import { employeeManagerWorld } from '../staff/staff.fixtures.ts';

let t: TestApp;
let admin: SeededUser;
let adminToken: string;
let hrToken: string;
let hr: SeededUser;

beforeAll(async () => {
  ({ t, admin, adminToken, hr, hrToken } = await employeeManagerWorld());
});

const build = (id: string, token = adminToken, path = 'admin', lang?: 'en-US' | 'zh-CN') =>
  call(t.app, 'POST', `/${path}/token/build/${id}`, { token, lang });
const exchange = (userToken: string, lang?: 'en-US' | 'zh-CN') =>
  call(t.app, 'POST', '/user/token/exchange', { body: { userToken }, lang });

describe('impersonation tokens', () => {
  it('opens a customer session marked with the administrator, once; stores only the hash', async () => {
    const customer = await seedUser(t.db, { roles: ['Customer'], nickName: 'Cleo' });
    const built = await build(customer.id);
    expect(built.status).toBe(200);
    const { userToken, path, expiresAt } = built.body.data;
    expect(path).toBe(`/config?userToken=${userToken}`);
    expect(new Date(expiresAt).getTime() - t.clock.now().getTime()).toBe(60_000);
    const [row] = await t.db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.tokenHash, hashToken(userToken)));
    expect(row).toMatchObject({
      purpose: 'impersonation',
      userId: customer.id,
      createdBy: admin.id,
      usedAt: null,
    });
    expect(await t.db.$count(oneTimeTokens, eq(oneTimeTokens.tokenHash, userToken))).toBe(0);

    const opened = await exchange(userToken);
    expect(opened.status).toBe(200);
    const info = await call(t.app, 'GET', '/user/info', { token: opened.body.data.token });
    expect(info.body.data).toMatchObject({
      id: customer.id,
      impersonatedBy: admin.email,
      impersonator: { id: admin.id, email: admin.email, name: admin.email },
    });
    const again = await exchange(userToken, 'zh-CN');
    expect(again).toMatchObject({ status: 409, body: { errorCode: 'impersonation.token_used' } });
    expect(again.body.message).toContain('已被使用');
    expect((await exchange('A'.repeat(43))).body.errorCode).toBe('impersonation.token_invalid');
    expect((await exchange('bad token!')).status).toBe(400);
  });

  it('expires after 60 seconds on the test clock', async () => {
    const customer = await seedUser(t.db, { roles: ['Customer'] });
    const early = (await build(customer.id)).body.data.userToken;
    const late = (await build(customer.id)).body.data.userToken;
    t.clock.advanceSeconds(59);
    expect((await exchange(early)).status).toBe(200);
    t.clock.advanceSeconds(2);
    const expired = await exchange(late);
    expect(expired).toMatchObject({ status: 422, body: { errorCode: 'impersonation.token_expired' } });
  });

  it('applies the kind rules: users for adminList, staff for staffList; never an administrator or oneself', async () => {
    const seller = await seedUser(t.db, { kind: 'seller' });
    const warehouse = await seedUser(t.db, { kind: 'warehouse' });
    const staff = await seedUser(t.db, { kind: 'staff' });
    const otherAdmin = await seedUser(t.db, { kind: 'admin', roles: ['Administrator'] });
    expect((await build(seller.id)).status).toBe(200);
    expect((await build(warehouse.id)).status).toBe(200);
    expect((await build(staff.id)).body.errorCode).toBe('impersonation.kind_not_allowed');
    expect((await build(staff.id, adminToken, 'staff')).status).toBe(200);
    expect((await build(staff.id, hrToken, 'staff')).status).toBe(200);
    expect((await build(seller.id, hrToken, 'staff')).body.errorCode).toBe('impersonation.kind_not_allowed');
    expect((await build(seller.id, hrToken, 'admin')).status).toBe(403);

    const adminTarget = await build(otherAdmin.id, adminToken, 'admin', 'zh-CN');
    expect(adminTarget).toMatchObject({ status: 403, body: { errorCode: 'impersonation.target_admin' } });
    expect(adminTarget.body.message).toBe('任何人都不能打开管理员的会话');
    expect((await build(otherAdmin.id, hrToken, 'staff')).body.errorCode).toBe('impersonation.target_admin');
    expect((await build(admin.id, adminToken, 'staff')).body.errorCode).toBe('impersonation.self');
    expect((await build(hr.id, hrToken, 'staff')).body.errorCode).toBe('impersonation.self');
    expect((await build('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await build('not-a-uuid')).status).toBe(400);
  });

  it('refuses inactive, disabled and deleted users, also when they change after the token was built', async () => {
    const inactive = await seedUser(t.db, { status: 'inactive' });
    const disabled = await seedUser(t.db, { status: 'disabled' });
    expect((await build(inactive.id)).body.errorCode).toBe('impersonation.user_inactive');
    expect((await build(disabled.id)).body.errorCode).toBe('impersonation.user_inactive');
    const staff = await seedUser(t.db, { kind: 'staff' });
    const token = (await build(staff.id, hrToken, 'staff')).body.data.userToken;
    await call(t.app, 'POST', `/staff/updateStatus/${staff.id}`, { token: hrToken, body: { status: 2 } });
    expect((await exchange(token)).body.errorCode).toBe('impersonation.user_inactive');
    await call(t.app, 'POST', `/staff/delete/${staff.id}`, { token: hrToken });
    expect((await build(staff.id, hrToken, 'staff')).status).toBe(404);
  });

  it('refuses the password change and further impersonation in an impersonated session; audits both ids', async () => {
    const customer = await seedUser(t.db, { roles: ['Customer'] });
    const other = await seedUser(t.db, { roles: ['Customer'] });
    const session = (await exchange((await build(customer.id)).body.data.userToken)).body.data.token;

    const encryptData = await encryptFor(t.app, {
      oldPassword: customer.password,
      newPassword: 'Another123',
      confirmPassword: 'Another123',
    });
    for (const lang of ['en-US', 'zh-CN'] as const) {
      const res = await call(t.app, 'POST', '/user/updatePassword', {
        token: session,
        body: { encryptData },
        lang,
      });
      expect(res).toMatchObject({ status: 403, body: { errorCode: 'auth.impersonated_password_change' } });
      expect(res.body.message).toBe(
        lang === 'en-US'
          ? "A session opened on the user's behalf cannot change the user's password"
          : '代用户打开的会话不能修改该用户的密码',
      );
    }
    // The administrator's own codes do not travel: the customer's session cannot reach the back office.
    expect((await build(other.id, session)).status).toBe(403);

    const saved = await call(t.app, 'POST', '/user/updateInfo', {
      token: session,
      body: { nickName: 'On behalf' },
    });
    expect(saved.status).toBe(200);
    const rows = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.userId, customer.id), eq(auditLogs.impersonatorId, admin.id)));
    expect(rows.map((r) => `${r.route} ${r.statusCode}`)).toEqual(
      expect.arrayContaining(['/user/updatePassword 403', '/user/updateInfo 200']),
    );
  });

  it('refuses to build a token from a session that is itself impersonated', async () => {
    const staff = await seedUser(t.db, { kind: 'staff', roles: ['Employee managers'] });
    const target = await seedUser(t.db, { kind: 'staff' });
    const session = (await exchange((await build(staff.id, adminToken, 'staff')).body.data.userToken)).body
      .data.token;
    const nested = await build(target.id, session, 'staff');
    expect(nested).toMatchObject({ status: 403, body: { errorCode: 'impersonation.nested' } });
  });
});
