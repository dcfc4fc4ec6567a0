import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminLogin, type Lang, login, postLogin, seedUser } from '../../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { mailOutbox } from '../mail/mail.table.ts';
import { roles, userRoles } from '../rbac/rbac.table.ts';
import { users } from '../users/users.table.ts';
import { REGISTRATION_JOBS } from './registration.jobs.ts';
import { emailCodes, registrations } from './registration.table.ts';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp();
  adminToken = await adminLogin(t);
});

/** Every test signs up from its own client address, so the per-address limits stay its own. */
const newIp = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
const newEmail = () => `signup-${randomUUID().slice(0, 8)}@Test.Example`;

async function post(url: string, body: unknown, opts: { ip: string; lang?: Lang }) {
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload: body as object,
    remoteAddress: opts.ip,
    headers: { 'accept-language': opts.lang ?? 'en-US' },
  });
  return { status: res.statusCode, body: res.json() };
}

const sendCode = (email: string, ip: string, lang: Lang = 'en-US') =>
  post('/user/code/send', { email }, { ip, lang });

/** The code of the latest mail to `email`, read from the outbox like the back office would. */
async function codeFromOutbox(email: string): Promise<string> {
  const [mail] = await t.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email.toLowerCase()))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

const form = (email: string, code: string, extra: Record<string, unknown> = {}) => ({
  email,
  phone: '+1 415 555 0100',
  code,
  nickName: 'Ann',
  company: 'Ann Trading LLC',
  wechatId: 'ann_wx',
  invitationCode: '',
  firstName: 'Ann',
  lastName: 'Lee',
  password: 'Signup123',
  confirmPassword: 'Signup123',
  smsConsent: true,
  privacyConsent: true,
  ...extra,
});

describe('sign-up with an e-mail code', () => {
  it('mails a code in the caller’s language and creates an inactive customer that cannot sign in until activated', async () => {
    const ip = newIp();
    const email = newEmail();
    const sent = await sendCode(email, ip, 'zh-CN');
    expect(sent.status).toBe(200);
    expect(sent.body.data).toEqual({ resendAfterSeconds: 60, expiresInMinutes: 10 });
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email.toLowerCase()));
    expect(mail).toMatchObject({ locale: 'zh-CN', templateKey: 'registration.code', status: 'queued' });
    expect(mail!.subject).toContain('验证码');
    const code = await codeFromOutbox(email);
    // Only a salted hash of the code is stored.
    const [stored] = await t.db.select().from(emailCodes).where(eq(emailCodes.email, email.toLowerCase()));
    expect(stored!.codeHash).not.toContain(code);

    const done = await post('/user/register', form(email, code), { ip, lang: 'zh-CN' });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      message: '注册成功，需管理员激活账户后才能登录',
      data: { email: email.toLowerCase(), status: 0 },
    });
    const [user] = await t.db.select().from(users).where(eq(users.email, email.toLowerCase()));
    expect(user).toMatchObject({
      kind: 'customer',
      status: 0,
      realName: 'Ann Lee',
      company: 'Ann Trading LLC',
      phone: '+1 415 555 0100',
      sellerId: null,
    });
    const held = await t.db
      .select({ name: roles.name })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(eq(userRoles.userId, user!.id));
    expect(held.map((r) => r.name)).toEqual(['Customer']);
    const [details] = await t.db.select().from(registrations).where(eq(registrations.userId, user!.id));
    expect(details).toMatchObject({
      firstName: 'Ann',
      lastName: 'Lee',
      wechatId: 'ann_wx',
      smsConsent: true,
      ip,
    });

    // The back office sees what was given at sign-up before activating the account.
    const detail = await t.app.inject({
      method: 'GET',
      url: `/admin/${user!.id}`,
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data.registration).toMatchObject({
      firstName: 'Ann',
      lastName: 'Lee',
      wechatId: 'ann_wx',
      invitationCode: '',
      smsConsent: true,
    });

    const refused = await postLogin(t.app, email, 'Signup123', { lang: 'en-US' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorCode).toBe('auth.account_inactive');

    const activated = await t.app.inject({
      method: 'POST',
      url: `/admin/updateStatus/${user!.id}`,
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'status=1',
    });
    expect(activated.statusCode).toBe(200);
    expect(await login(t.app, email, 'Signup123')).toEqual(expect.any(String));

    // The same code again: used.
    const again = await post('/user/register', form(email, code), { ip });
    expect(again.status).toBe(400);
    expect(again.body.errorCode).toBe('registration.code_used');
  });

  it('refuses a wrong code, then locks the code after five wrong ones', async () => {
    const ip = newIp();
    const email = newEmail();
    await sendCode(email, ip);
    const code = await codeFromOutbox(email);
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await post('/user/register', form(email, wrong), { ip, lang: 'zh-CN' });
    expect(first.status).toBe(400);
    expect(first.body).toMatchObject({
      errorCode: 'registration.code_invalid',
      message: expect.stringContaining('验证码错误'),
    });
    for (let i = 0; i < 4; i++) await post('/user/register', form(email, wrong), { ip });
    const locked = await post('/user/register', form(email, code), { ip });
    expect(locked.body.errorCode).toBe('registration.code_locked');
    expect(await t.db.select().from(users).where(eq(users.email, email.toLowerCase()))).toHaveLength(0);
  });

  it('refuses an expired code and accepts the new one asked for afterwards', async () => {
    const ip = newIp();
    const email = newEmail();
    await sendCode(email, ip);
    const old = await codeFromOutbox(email);
    t.clock.advanceMinutes(10);
    const expired = await post('/user/register', form(email, old), { ip });
    expect(expired.status).toBe(400);
    expect(expired.body).toMatchObject({
      errorCode: 'registration.code_expired',
      message: 'The verification code has expired. Ask for a new code',
    });
    expect((await sendCode(email, ip)).status).toBe(200);
    const fresh = await codeFromOutbox(email);
    // Only the latest code counts.
    if (fresh !== old)
      expect((await post('/user/register', form(email, old), { ip })).body.errorCode).toBe(
        'registration.code_invalid',
      );
    expect((await post('/user/register', form(email, fresh), { ip })).status).toBe(200);
  });

  it('limits codes per address (1 a minute, 5 an hour) and per client address', async () => {
    const ip = newIp();
    const email = newEmail();
    expect((await sendCode(email, ip)).status).toBe(200);
    const soon = await sendCode(email, newIp(), 'zh-CN');
    expect(soon.status).toBe(429);
    expect(soon.body).toMatchObject({
      errorCode: 'registration.code_too_soon',
      message: '验证码刚刚发出，请 60 秒后再试',
    });
    for (let i = 0; i < 4; i++) {
      t.clock.advanceSeconds(61);
      expect((await sendCode(email, ip)).status).toBe(200);
    }
    t.clock.advanceSeconds(61);
    expect((await sendCode(email, ip)).body.errorCode).toBe('registration.code_hourly_limit');
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email.toLowerCase()));
    expect(mails).toHaveLength(5);

    const busy = newIp();
    for (let i = 0; i < 20; i++) expect((await sendCode(newEmail(), busy)).status).toBe(200);
    const blocked = await sendCode(newEmail(), busy);
    expect(blocked.status).toBe(429);
    expect(blocked.body.errorCode).toBe('registration.rate_limited');
  });

  it('answers the same for an existing address without a code or a second account', async () => {
    const ip = newIp();
    const existing = await seedUser(t.db, { roles: ['Customer'] });
    const sent = await sendCode(existing.email, ip);
    expect(sent.status).toBe(200);
    expect(sent.body.data).toEqual({ resendAfterSeconds: 60, expiresInMinutes: 10 });
    expect(await t.db.select().from(emailCodes).where(eq(emailCodes.email, existing.email))).toHaveLength(0);
    const [notice] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, existing.email));
    expect(notice!.templateKey).toBe('registration.exists');
    expect(notice!.text).not.toMatch(/\d{6}/);
    const attempt = await post('/user/register', form(existing.email, '123456'), { ip });
    expect(attempt.body.errorCode).toBe('registration.code_invalid');
    expect(await t.db.select().from(users).where(eq(users.email, existing.email))).toHaveLength(1);
  });

  it('refuses an address that was registered after its code was sent', async () => {
    const ip = newIp();
    const email = newEmail();
    await sendCode(email, ip);
    const code = await codeFromOutbox(email);
    await seedUser(t.db, { email });
    const dup = await post('/user/register', form(email, code), { ip, lang: 'zh-CN' });
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({ errorCode: 'registration.email_registered', message: '该邮箱已注册' });
    // The code was not spent on the refused attempt.
    const [row] = await t.db.select().from(emailCodes).where(eq(emailCodes.email, email.toLowerCase()));
    expect(row!.usedAt).toBeNull();
  });

  it('ties the customer to the seller owning the invitation code; an unknown code is refused', async () => {
    const ip = newIp();
    const seller = await seedUser(t.db, { kind: 'seller', roles: ['Seller'] });
    await t.db.update(users).set({ invitationCode: 'SELL2026' }).where(eq(users.id, seller.id));
    const email = newEmail();
    await sendCode(email, ip);
    const code = await codeFromOutbox(email);
    const unknown = await post('/user/register', form(email, code, { invitationCode: 'NOPE9999' }), { ip });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({
      errorCode: 'registration.invitation_code_unknown',
      message: 'The invitation code does not exist',
    });
    const ok = await post('/user/register', form(email, code, { invitationCode: 'sell2026' }), { ip });
    expect(ok.status).toBe(200);
    const [user] = await t.db.select().from(users).where(eq(users.email, email.toLowerCase()));
    expect(user!.sellerId).toBe(seller.id);
  });

  it('checks every field: consent, matching passwords, the password rule, malformed bodies', async () => {
    const ip = newIp();
    const email = newEmail();
    const noConsent = await post('/user/register', form(email, '123456', { privacyConsent: false }), { ip });
    expect(noConsent.status).toBe(400);
    const mismatch = await post('/user/register', form(email, '123456', { confirmPassword: 'Other1234' }), {
      ip,
    });
    expect(mismatch.status).toBe(400);
    expect(JSON.stringify(mismatch.body)).toContain('Passwords do not match');
    const weak = await post(
      '/user/register',
      form(email, '123456', { password: 'short', confirmPassword: 'short' }),
      { ip, lang: 'zh-CN' },
    );
    expect(JSON.stringify(weak.body)).toContain('密码长度须为 8-16 位');
    for (const body of [{}, { email: 42 }, form('not-an-email', '12ab56'), []])
      expect((await post('/user/register', body, { ip })).status).toBe(400);
    for (const body of [{}, { email: 'nope' }, { email: ['a@b.c'] }])
      expect((await post('/user/code/send', body, { ip })).status).toBe(400);
    expect(await t.db.select().from(users).where(eq(users.email, email.toLowerCase()))).toHaveLength(0);
  });

  it('deletes codes a day after they expired', async () => {
    const ip = newIp();
    const email = newEmail();
    await sendCode(email, ip);
    const [purge] = REGISTRATION_JOBS;
    const before = await t.db.$count(emailCodes);
    t.clock.advanceMinutes(10 + 24 * 60 - 1);
    await purge!.run({ db: t.db, config: t.config, clock: t.clock.now });
    expect(await t.db.$count(emailCodes, eq(emailCodes.email, email.toLowerCase()))).toBe(1);
    t.clock.advanceMinutes(2);
    await purge!.run({ db: t.db, config: t.config, clock: t.clock.now });
    expect(await t.db.$count(emailCodes)).toBe(0);
    expect(before).toBeGreaterThan(1);
  });
});
