import { randomNonce } from '@shiplabel/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, encryptFor, login, PASSWORD, seedUser } from '../../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { purgeExpiredAuthRecords } from './housekeeping.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const signIn = (encryptData: string, lang: 'en-US' | 'zh-CN' = 'en-US') =>
  call(t.app, 'POST', '/admin/login', { body: { encryptData }, lang });

describe('encrypted payloads are fresh and used once', () => {
  it('refuses the same encryptData a second time (a replay), in both languages', async () => {
    const user = await seedUser(t.db);
    const sealed = await encryptFor(t.app, { username: user.email, password: PASSWORD });
    expect((await signIn(sealed)).status).toBe(200);
    const replay = await signIn(sealed);
    expect(replay.status).toBe(400);
    expect(replay.body.errorCode).toBe('auth.payload_replayed');
    expect(replay.body.data).toBeNull();
    expect((await signIn(sealed, 'zh-CN')).body.message).toBe('该加密请求已被使用过：请刷新后重试');
    // A replay of a wrong password is refused before the password is even checked.
    const wrong = await encryptFor(t.app, { username: user.email, password: 'Wrong@123456' });
    expect((await signIn(wrong)).body.errorCode).toBe('auth.login_failed');
    expect((await signIn(wrong)).body.errorCode).toBe('auth.payload_replayed');
  });

  it('refuses payloads older than 5 minutes, from the future, or without a stamp', async () => {
    const user = await seedUser(t.db);
    const now = t.clock.now().getTime();
    const at = (ts: unknown, nonce: unknown = randomNonce()) =>
      encryptFor(t.app, { username: user.email, password: PASSWORD, ts, nonce });
    const cases = [
      await at(now - 5 * 60_000 - 1),
      await at(now + 61_000),
      await at('yesterday'),
      await at(undefined),
      await at(now, null),
      await at(now, 'short'),
    ];
    for (const [i, sealed] of cases.entries()) {
      const res = await signIn(sealed);
      expect(res.status, `case ${i}`).toBe(400);
      expect(res.body.errorCode, `case ${i}`).toBe('auth.payload_expired');
    }
    expect((await signIn(await at(now - 4 * 60_000))).status).toBe(200);
    expect((await signIn(await at(now + 30_000))).status).toBe(200);

    // A payload sealed now still fails once the clock moved past its window, even with a new nonce.
    const sealed = await at(now);
    t.clock.advanceMinutes(6);
    expect((await signIn(sealed)).body.errorCode).toBe('auth.payload_expired');
  });

  it('keeps nonces in the database until their payload would be too old anyway (then purged)', async () => {
    const user = await seedUser(t.db);
    const sealed = await encryptFor(t.app, { username: user.email, password: PASSWORD });
    expect((await signIn(sealed)).status).toBe(200);
    t.clock.advanceMinutes(5);
    expect((await signIn(sealed)).body.errorCode).toBe('auth.payload_replayed');
    t.clock.advanceMinutes(20);
    const purged = await purgeExpiredAuthRecords({ db: t.db, clock: t.clock.now });
    expect(purged.usedNonces).toBeGreaterThan(0);
    expect((await signIn(sealed)).body.errorCode).toBe('auth.payload_expired');
  });

  it('protects the password change the same way', async () => {
    const user = await seedUser(t.db);
    const token = await login(t.app, user.email);
    const sealed = await encryptFor(t.app, {
      oldPassword: PASSWORD,
      newPassword: 'Changed@2027',
      confirmPassword: 'Changed@2027',
    });
    const first = await call(t.app, 'POST', '/user/updatePassword', { token, body: { encryptData: sealed } });
    expect(first.status).toBe(200);
    const again = await call(t.app, 'POST', '/user/updatePassword', { token, body: { encryptData: sealed } });
    expect(again.body.errorCode).toBe('auth.payload_replayed');
  });
});
