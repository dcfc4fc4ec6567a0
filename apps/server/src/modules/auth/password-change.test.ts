import { beforeAll, describe, expect, it } from 'vitest';
import { call, encryptFor, login, PASSWORD, postLogin, seedUser } from '../../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

async function change(token: string, payload: unknown, lang: 'en-US' | 'zh-CN' = 'en-US') {
  return call(t.app, 'POST', '/user/updatePassword', {
    token,
    lang,
    body: { encryptData: await encryptFor(t.app, payload) },
  });
}

describe('POST /user/updatePassword', () => {
  it('enforces 8-16 characters with a letter and a digit, and matching confirmation', async () => {
    const user = await seedUser(t.db);
    const token = await login(t.app, user.email);
    const cases: [unknown, string][] = [
      [
        { oldPassword: PASSWORD, newPassword: 'Ab1', confirmPassword: 'Ab1' },
        'The password must be 8-16 characters long',
      ],
      [
        { oldPassword: PASSWORD, newPassword: 'Abcdefgh12345678X', confirmPassword: 'Abcdefgh12345678X' },
        'The password must be 8-16 characters long',
      ],
      [
        { oldPassword: PASSWORD, newPassword: 'abcdefghij', confirmPassword: 'abcdefghij' },
        'The password must contain at least one letter and one digit',
      ],
      [
        { oldPassword: PASSWORD, newPassword: 'Changed@2026', confirmPassword: 'Different@2026' },
        'the two passwords are inconsistent',
      ],
      [
        { oldPassword: '', newPassword: 'Changed@2026', confirmPassword: 'Changed@2026' },
        'Please enter the old password',
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await change(token, payload);
      expect(res.status, message).toBe(400);
      expect(res.body.errorCode).toBe('validation.failed');
      expect(res.body.message).toBe(message);
    }
    const zh = await change(
      token,
      { oldPassword: PASSWORD, newPassword: 'Changed@2026', confirmPassword: 'x' },
      'zh-CN',
    );
    expect(zh.body.errors).toEqual([{ field: 'confirmPassword', message: '两次输入的密码不一致' }]);
  });

  it('refuses a wrong old password (400 auth.old_password_wrong) and bad encryptData', async () => {
    const user = await seedUser(t.db);
    const token = await login(t.app, user.email);
    const res = await change(token, {
      oldPassword: 'Wrong@123456',
      newPassword: 'Changed@2026',
      confirmPassword: 'Changed@2026',
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      errorCode: 'auth.old_password_wrong',
      message: 'The old password is wrong',
    });
    const garbage = await call(t.app, 'POST', '/user/updatePassword', {
      token,
      body: { encryptData: 'nope' },
    });
    expect(garbage.body.errorCode).toBe('auth.bad_payload');
  });

  it('changes the password and signs out every other session, keeping this one', async () => {
    const user = await seedUser(t.db);
    const token = await login(t.app, user.email);
    const elsewhere = await login(t.app, user.email);
    const next = 'Changed@2026';
    const res = await change(token, { oldPassword: PASSWORD, newPassword: next, confirmPassword: next });
    expect(res.status).toBe(200);
    expect((await call(t.app, 'GET', '/user/info', { token })).status).toBe(200);
    expect((await call(t.app, 'GET', '/user/info', { token: elsewhere })).status).toBe(401);
    expect((await postLogin(t.app, user.email, PASSWORD)).statusCode).toBe(400);
    expect((await postLogin(t.app, user.email, next)).statusCode).toBe(200);
  });

  it('refuses the current password as the new one, in both languages, and keeps the other sessions', async () => {
    const user = await seedUser(t.db, { password: 'Same@2026' });
    const token = await login(t.app, user.email, 'Same@2026');
    const elsewhere = await login(t.app, user.email, 'Same@2026');
    const same = { oldPassword: 'Same@2026', newPassword: 'Same@2026', confirmPassword: 'Same@2026' };
    const res = await change(token, same);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { field: 'newPassword', message: 'The new password must differ from the current one' },
    ]);
    const zh = await change(token, same, 'zh-CN');
    expect(zh.body.message).toBe('新密码不能与当前密码相同');
    expect((await call(t.app, 'GET', '/user/info', { token: elsewhere })).status).toBe(200);
  });

  it('needs a session', async () => {
    const res = await call(t.app, 'POST', '/user/updatePassword', { body: { encryptData: 'x' } });
    expect(res.status).toBe(401);
  });
});
