import { describe, expect, it } from 'vitest';
import { PASSWORD, postLogin, seedUser } from '../../db/testing/fixtures.ts';
import { createTestApp } from '../../db/testing/test-app.ts';

const WRONG = 'Wrong@123456';

describe('account lockout after repeated failures', () => {
  it('locks on the 10th consecutive failure for 15 minutes, then the right password works again', async () => {
    const { app, db, clock } = await createTestApp();
    const user = await seedUser(db);
    for (let i = 1; i <= 9; i++) {
      const res = await postLogin(app, user.email, WRONG);
      expect(res.json().errorCode, `attempt ${i}`).toBe('auth.login_failed');
    }
    const tenth = await postLogin(app, user.email, WRONG);
    expect(tenth.statusCode).toBe(429);
    expect(tenth.json()).toMatchObject({ code: 429, errorCode: 'auth.account_locked' });
    expect(tenth.json().message).toContain('try again in 15 minute(s)');

    // Even the right password is refused while locked; the message counts down, in both languages.
    clock.advanceMinutes(5);
    const locked = await postLogin(app, user.email, PASSWORD, { lang: 'zh-CN' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toContain('10 分钟');

    clock.advanceMinutes(10);
    const after = await postLogin(app, user.email, PASSWORD);
    expect(after.statusCode).toBe(200);
  });

  it('a success resets the count', async () => {
    const { app, db } = await createTestApp();
    const user = await seedUser(db);
    for (let i = 0; i < 6; i++) await postLogin(app, user.email, WRONG);
    expect((await postLogin(app, user.email, PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) {
      expect((await postLogin(app, user.email, WRONG)).json().errorCode).toBe('auth.login_failed');
    }
  });

  it('honours LOGIN_MAX_FAILURES and LOGIN_LOCK_MINUTES', async () => {
    const { app, db, clock } = await createTestApp({ loginMaxFailures: 2, loginLockMinutes: 1 });
    const user = await seedUser(db);
    expect((await postLogin(app, user.email, WRONG)).statusCode).toBe(400);
    const second = await postLogin(app, user.email, WRONG);
    expect(second.statusCode).toBe(429);
    expect(second.json().message).toContain('1 minute(s)');
    clock.advanceSeconds(61);
    expect((await postLogin(app, user.email, PASSWORD)).statusCode).toBe(200);
  });
});

describe('per-IP login rate limit', () => {
  it('answers 429 auth.rate_limited past LOGIN_RATE_LIMIT_PER_MINUTE from one address, per minute window', async () => {
    const { app, db, clock } = await createTestApp({ loginRateLimitPerMinute: 3 });
    const user = await seedUser(db);
    const ip = '203.0.113.7';
    for (let i = 0; i < 3; i++)
      expect((await postLogin(app, user.email, WRONG, { ip })).statusCode).toBe(400);
    const limited = await postLogin(app, user.email, PASSWORD, { ip, lang: 'zh-CN' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errorCode).toBe('auth.rate_limited');
    expect(limited.json().message).toContain('请一分钟后再试');

    // Another address is not affected; the window resets after a minute.
    expect((await postLogin(app, user.email, PASSWORD, { ip: '203.0.113.8' })).statusCode).toBe(200);
    clock.advanceSeconds(61);
    expect((await postLogin(app, user.email, PASSWORD, { ip })).statusCode).toBe(200);
  });
});

describe('an outsider cannot keep the owner out', () => {
  it('locks the attacker address after 10 failures while the owner signs in from another address', async () => {
    const { app, db } = await createTestApp();
    const user = await seedUser(db);
    const attacker = '198.51.100.66';
    for (let i = 1; i <= 9; i++)
      expect((await postLogin(app, user.email, WRONG, { ip: attacker })).json().errorCode).toBe(
        'auth.login_failed',
      );
    expect((await postLogin(app, user.email, WRONG, { ip: attacker })).statusCode).toBe(429);
    expect((await postLogin(app, user.email, PASSWORD, { ip: attacker })).statusCode).toBe(429);
    const owner = await postLogin(app, user.email, PASSWORD, { ip: '192.0.2.10' });
    expect(owner.statusCode).toBe(200);
    // The owner's success does not unlock the attacker's address.
    expect((await postLogin(app, user.email, PASSWORD, { ip: attacker })).statusCode).toBe(429);
  });

  it('still bounds a distributed attack: LOGIN_ACCOUNT_MAX_FAILURES from all addresses lock the account', async () => {
    const { app, db, clock } = await createTestApp({ loginMaxFailures: 3, loginAccountMaxFailures: 6 });
    const user = await seedUser(db);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await postLogin(app, user.email, WRONG, { ip: `198.51.100.${i}` })).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    const owner = await postLogin(app, user.email, PASSWORD, { ip: '192.0.2.10', lang: 'zh-CN' });
    expect(owner.statusCode).toBe(429);
    expect(owner.json().message).toContain('15 分钟');
    clock.advanceMinutes(15);
    expect((await postLogin(app, user.email, PASSWORD, { ip: '192.0.2.10' })).statusCode).toBe(200);
  });
});
