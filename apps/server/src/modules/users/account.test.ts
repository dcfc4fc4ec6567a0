import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, seedUser } from '../../db/testing/fixtures.ts';
import { multipartBody, TINY_PNG } from '../../db/testing/multipart.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';

let t: TestApp;
let token: string;
let other: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await login(t.app, (await seedUser(t.db, { roles: ['Customer'] })).email);
  other = await login(t.app, (await seedUser(t.db, { roles: ['Customer'] })).email);
});

const upload = async (bytes: Uint8Array, as = token, filename = 'me.png', lang = 'en-US') => {
  const body = multipartBody({}, [{ filename, bytes, contentType: 'image/png' }]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/user/avatar',
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${as}`, 'accept-language': lang },
  });
  return { status: res.statusCode, body: res.json() };
};

describe('avatar', () => {
  it('stores an uploaded image as the avatar, readable by its owner only', async () => {
    const res = await upload(TINY_PNG);
    expect(res.status).toBe(200);
    expect(res.body.data.avatar).toMatch(/^\/app\/attachment\/[0-9a-f-]{36}$/);
    const info = await call(t.app, 'GET', '/user/info', { token });
    expect(info.body.data.avatar).toBe(res.body.data.avatar);
    const image = await t.app.inject({
      method: 'GET',
      url: res.body.data.avatar,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(Buffer.from(image.rawPayload)).toEqual(TINY_PNG);
    const foreign = await call(t.app, 'GET', res.body.data.avatar, { token: other });
    expect(foreign.status).toBe(404);
  });

  it('refuses what is not a PNG, JPEG or WebP by content, and files over 500 KB, in both languages', async () => {
    const text = await upload(Buffer.from('<svg onload=alert(1)>'), token, 'evil.png', 'zh-CN');
    expect(text.status).toBe(415);
    expect(text.body.errorCode).toBe('upload.wrong_type');
    const gif = await upload(Buffer.from('GIF89a\x01\x00\x01\x00'), token, 'a.gif');
    expect(gif.status).toBe(415);
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(500 * 1024)]);
    const tooBig = await upload(big, token, 'big.png', 'zh-CN');
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toContain('500KB');
  });

  it('never takes an avatar URL typed into the profile', async () => {
    const before = (await call(t.app, 'GET', '/user/info', { token })).body.data.avatar;
    const res = await call(t.app, 'POST', '/user/updateInfo', {
      token,
      body: { nickName: 'Ann', avatar: 'https://tracker.example/pixel.png' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ nickName: 'Ann', avatar: before });
  });
});

describe('GET /user/roles', () => {
  it('lists the caller’s roles by name and description, not only their ids', async () => {
    const res = await call(t.app, 'GET', '/user/roles', { token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject([{ name: 'Customer', description: 'Every customer resource' }]);
    expect((await call(t.app, 'GET', '/user/roles')).status).toBe(401);
  });
});

describe('GET /user/businessTime', () => {
  it('tells the web app the business time zone', async () => {
    const res = await call(t.app, 'GET', '/user/businessTime', { token });
    expect(res.body.data).toEqual({ timeZone: t.config.businessTz });
  });
});
