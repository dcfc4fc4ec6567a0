import { randomUUID } from 'node:crypto';
import { CONTACT_PER_EMAIL_HOUR, CONTACT_PER_IP_HOUR } from '@shiplabel/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customerLogin, type Lang } from '../../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { mailOutbox } from '../mail/mail.table.ts';
import { tickets } from '../tickets/tickets.table.ts';
import { contactRequests } from './contact.table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

/** Every test writes from its own client address, so the per-address limit stays its own. */
const newIp = () => `10.7.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
const newEmail = () => `contact-${randomUUID().slice(0, 8)}@example.com`;

const form = (extra: Record<string, unknown> = {}) => ({
  name: 'Ann Lee',
  email: newEmail(),
  company: 'Ann <b>Trading</b>',
  topic: 'rates',
  message: 'What does a 2 lb parcel to Texas cost with UPS Ground?',
  ...extra,
});

async function send(body: unknown, opts: { ip: string; lang?: Lang; token?: string }) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/public/contact',
    payload: body as object,
    remoteAddress: opts.ip,
    headers: {
      'accept-language': opts.lang ?? 'en-US',
      'idempotency-key': randomUUID(),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
    },
  });
  return { status: res.statusCode, body: res.json() };
}

describe('POST /public/contact', () => {
  it('e-mails an anonymous message to the company with the sender’s text escaped, and keeps the request', async () => {
    const body = form();
    const res = await send(body, { ip: newIp(), lang: 'zh-CN' });
    expect(res.status).toBe(200);
    expect(res.body.message).toContain('谢谢');
    expect(res.body.data).toMatchObject({ channel: 'mail', ticketId: null });
    const [kept] = await t.db.select().from(contactRequests).where(eq(contactRequests.id, res.body.data.id));
    expect(kept).toMatchObject({ email: body.email, topic: 'rates', locale: 'zh-CN', ticketId: null });
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, kept!.mailId!));
    expect(mail!.templateKey).toBe('contact.message');
    // Sent to the company address that Contact us shows (system configuration).
    const shown = await t.app.inject({ method: 'GET', url: '/config/public' });
    expect(mail!.to).toBe(shown.json().data.contact.email.toLowerCase());
    expect(mail!.text).toContain(body.message);
    expect(mail!.text).toContain(body.email);
    expect(mail!.html).toContain('Ann &#60;b&#62;Trading');
    expect(mail!.html).not.toContain('<b>Trading');
  });

  it('opens a general work order for a signed-in customer instead of an e-mail', async () => {
    const ann = await customerLogin(t, { nickName: 'Ann' });
    const res = await send(form(), { ip: newIp(), token: ann.token });
    expect(res.status).toBe(200);
    expect(res.body.data.channel).toBe('ticket');
    const [ticket] = await t.db.select().from(tickets).where(eq(tickets.id, res.body.data.ticketId));
    expect(ticket).toMatchObject({ customerId: ann.id, type: 'general', number: res.body.data.ticketNumber });
    const [kept] = await t.db.select().from(contactRequests).where(eq(contactRequests.id, res.body.data.id));
    expect(kept).toMatchObject({ userId: ann.id, ticketId: ticket!.id, mailId: null });
  });

  it('treats a bad or expired token as an anonymous message (the page is public)', async () => {
    const res = await send(form(), { ip: newIp(), token: 'not-a-session' });
    expect(res.status).toBe(200);
    expect(res.body.data.channel).toBe('mail');
  });

  it.each(['en-US', 'zh-CN'] as const)(
    'refuses bad fields with field errors in %s and keeps nothing',
    async (lang) => {
      const email = newEmail();
      const res = await send(
        { name: ' ', email: 'nope', topic: 'pricing', message: 'short', company: 'x'.repeat(200) },
        { ip: newIp(), lang },
      );
      expect(res.status).toBe(400);
      const fields = res.body.errors.map((e: { field: string }) => e.field).sort();
      expect(fields).toEqual(['company', 'email', 'message', 'name', 'topic']);
      const text = JSON.stringify(res.body.errors);
      expect(text).toContain(lang === 'zh-CN' ? '请输入您的姓名' : 'Enter your name');
      const kept = await t.db.select().from(contactRequests).where(eq(contactRequests.email, email));
      expect(kept).toHaveLength(0);
    },
  );

  it('refuses NUL bytes, wrong types and a missing body with 400, never 500', async () => {
    const ip = newIp();
    expect((await send(form({ message: 'hello\u0000 world, long enough' }), { ip })).status).toBe(400);
    expect((await send(form({ name: 42, topic: ['rates'] }), { ip })).status).toBe(400);
    expect((await send(undefined, { ip })).status).toBe(400);
  });

  it('answers 429 with a translated message after the per-e-mail limit', async () => {
    const email = newEmail();
    for (let i = 0; i < CONTACT_PER_EMAIL_HOUR; i++)
      expect((await send(form({ email }), { ip: newIp() })).status).toBe(200);
    const blocked = await send(form({ email: email.toUpperCase() }), { ip: newIp(), lang: 'zh-CN' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.errorCode).toBe('contact.rate_limited');
    expect(blocked.body.message).toContain('一小时');
    const kept = await t.db.select().from(contactRequests).where(eq(contactRequests.email, email));
    expect(kept).toHaveLength(CONTACT_PER_EMAIL_HOUR);
  });

  it('answers 429 after the per-address limit, whatever the e-mail', async () => {
    const ip = newIp();
    for (let i = 0; i < CONTACT_PER_IP_HOUR; i++) expect((await send(form(), { ip })).status).toBe(200);
    const blocked = await send(form(), { ip });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe('Too many messages were sent from here. Try again in an hour');
  });
});
