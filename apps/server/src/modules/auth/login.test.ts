import { encryptPayload } from '@shiplabel/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, encryptFor, PASSWORD, postLogin, seedUser } from '../../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe('GET /admin/publicKey', () => {
  it('serves the SPKI PEM and the scheme name, the same on every call', async () => {
    const a = await call(t.app, 'GET', '/admin/publicKey');
    expect(a.status).toBe(200);
    expect(a.body.data.algorithm).toBe('RSA-OAEP-256+A256GCM');
    expect(a.body.data.publicKey).toMatch(
      /^-----BEGIN PUBLIC KEY-----\n[\s\S]+\n-----END PUBLIC KEY-----\n?$/,
    );
    const b = await call(t.app, 'GET', '/admin/publicKey');
    expect(b.body.data.publicKey).toBe(a.body.data.publicKey);
  });
});

describe('POST /admin/login', () => {
  it('returns a token with the welcome message in the caller language; the e-mail is case-insensitive', async () => {
    const user = await seedUser(t.db, { roles: ['Customer'] });
    const en = await postLogin(t.app, user.email.toUpperCase(), PASSWORD);
    expect(en.statusCode).toBe(200);
    expect(en.json()).toMatchObject({ code: 200, message: 'welcome to use' });
    expect(en.json().data.token).toMatch(/^[\w-]{43}$/);
    const zh = await postLogin(t.app, ` ${user.email} `, PASSWORD, { lang: 'zh-CN' });
    expect(zh.json()).toMatchObject({ code: 200, message: '欢迎使用' });
    expect(zh.json().data.token).not.toBe(en.json().data.token);
  });

  it('answers a wrong password with 400 and the spec message in both languages', async () => {
    const user = await seedUser(t.db);
    const en = await postLogin(t.app, user.email, 'Wrong@123456');
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({
      code: 400,
      data: null,
      errorCode: 'auth.login_failed',
      message: 'Login error, refresh and try again',
    });
    expect(en.json().requestId).toBeTruthy();
    const zh = await postLogin(t.app, user.email, 'Wrong@123456', { lang: 'zh-CN' });
    expect(zh.json()).toMatchObject({
      code: 400,
      errorCode: 'auth.login_failed',
      message: '登录出错，请刷新重试',
    });
  });

  it('answers an unknown user exactly like a wrong password', async () => {
    const res = await postLogin(t.app, 'nobody@test.example', PASSWORD);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errorCode: 'auth.login_failed',
      message: 'Login error, refresh and try again',
    });
  });

  it('refuses empty username and password with translated field messages', async () => {
    const res = await postLogin(t.app, '  ', '');
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.errorCode).toBe('validation.failed');
    expect(body.errors).toEqual([
      { field: 'username', message: 'username cannot be empty' },
      { field: 'password', message: 'password cannot be empty' },
    ]);
    expect(body.message).toBe('username cannot be empty');
    const zh = await postLogin(t.app, '', 'x', { lang: 'zh-CN' });
    expect(zh.json().errors).toEqual([{ field: 'username', message: '用户名不能为空' }]);
  });

  it('refuses missing fields inside the encrypted JSON, naming them', async () => {
    const res = await call(t.app, 'POST', '/admin/login', {
      body: { encryptData: await encryptFor(t.app, { username: 'a@b.c' }) },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'password', message: 'Password: required' }]);
    const zh = await call(t.app, 'POST', '/admin/login', {
      lang: 'zh-CN',
      body: { encryptData: await encryptFor(t.app, { password: 'x' }) },
    });
    expect(zh.body.errors).toEqual([{ field: 'username', message: '用户名：必填' }]);
  });

  it('answers 400 auth.bad_payload to data it cannot open', async () => {
    const { generateKeyPairSync } = await import('node:crypto');
    const foreign = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    const cases = [
      'garbage',
      'v1.AAAA.BBBB.CCCC',
      await encryptPayload(foreign.publicKey, { username: 'a@b.c', password: 'x' }),
      await encryptFor(t.app, 'not an object'),
    ];
    for (const encryptData of cases) {
      const res = await call(t.app, 'POST', '/admin/login', { body: { encryptData } });
      expect(res.status, encryptData).toBe(400);
      expect(res.body.errorCode).toBe('auth.bad_payload');
    }
  });

  it('validates the envelope itself: encryptData is required and a string', async () => {
    const missing = await call(t.app, 'POST', '/admin/login', { body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ field: 'encryptData', message: 'Encrypted data: required' }]);
    const wrongType = await call(t.app, 'POST', '/admin/login', { body: { encryptData: 42 } });
    expect(wrongType.body.errors[0].message).toBe('Encrypted data: must be of type string');
  });

  it('tells an inactive account (right password) to wait for activation, and a disabled one that it is disabled', async () => {
    const inactive = await seedUser(t.db, { status: 'inactive' });
    const res = await postLogin(t.app, inactive.email, PASSWORD);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ errorCode: 'auth.account_inactive' });
    expect(res.json().message).toContain('activated by an administrator');
    const wrong = await postLogin(t.app, inactive.email, 'Wrong@123456');
    expect(wrong.json().errorCode).toBe('auth.login_failed');

    const disabled = await seedUser(t.db, { status: 'disabled' });
    const d = await postLogin(t.app, disabled.email, PASSWORD, { lang: 'zh-CN' });
    expect(d.statusCode).toBe(403);
    expect(d.json()).toMatchObject({ errorCode: 'auth.account_disabled', message: '该账户已被禁用' });
  });
});
