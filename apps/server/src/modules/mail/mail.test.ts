import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { adminLogin, call, customerLogin } from '../../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import type { AppDeps } from '../../lib/deps.ts';
import { jobs } from '../jobs/jobs.table.ts';
import { runJobsOnce } from '../jobs/queue.ts';
import { MAIL_JOBS } from './mail.jobs.ts';
import { findMail } from './mail.repository.ts';
import { closeMailTransports, smtpOptions } from './mail.transport.ts';
import {
  enqueueMail,
  MAIL_MAX_ATTEMPTS,
  MAIL_RETENTION_DAYS,
  MAIL_SEND_KIND,
  retryDelayMs,
  sendDueMails,
} from './mail.usecases.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
  user: string | undefined;
}

/** A real SMTP server on a free local port, with a login; mail to bounce@... is refused (550). */
async function startSmtp(): Promise<{ port: number; received: Received[]; close: () => Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 's3cret') callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('bounce@')) {
        const error = new Error('Mailbox unavailable') as Error & { responseCode: number };
        error.responseCode = 550;
        callback(error);
      } else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
          user: session.user as string | undefined,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: TestApp;
let deps: AppDeps;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({
    smtpUrl: `smtp://mailer:s3cret@127.0.0.1:${smtp.port}`,
    mailFrom: 'ShipLabel <no-reply@shiplabel.test>',
  });
  deps = { db: t.db, config: t.config, clock: t.clock.now };
});
afterAll(async () => {
  closeMailTransports();
  await smtp.close();
});

describe('outgoing e-mail', () => {
  it('delivers a sign-up code through SMTP to the right recipient with its subject and code', async () => {
    const sent = await call(t.app, 'POST', '/user/code/send', { body: { email: 'New.Person@Example.com' } });
    expect(sent.status).toBe(200);
    // The request asked the queue for a sender run; a worker runs it.
    const [job] = await t.db.select().from(jobs).where(eq(jobs.kind, MAIL_SEND_KIND));
    expect(job!.status).toBe('queued');
    expect(await runJobsOnce(deps)).toBeGreaterThanOrEqual(1);

    expect(smtp.received).toHaveLength(1);
    const message = smtp.received[0]!;
    expect(message.to).toEqual(['new.person@example.com']);
    expect(message.from).toBe('no-reply@shiplabel.test');
    expect(message.user).toBe('mailer');
    expect(message.raw).toMatch(/^To: new\.person@example\.com/m);
    const subject = message.raw.match(/^Subject: Your ShipLabel sign-up code (\d{6})/m);
    expect(subject).not.toBeNull();
    const code = subject![1]!;
    expect(message.raw).toContain(`Your ShipLabel sign-up code is: ${code}`);

    // The code that arrived is the one the server accepts.
    const registered = await call(t.app, 'POST', '/user/register', {
      body: {
        email: 'new.person@example.com',
        phone: '4155550100',
        code,
        company: 'New Co',
        firstName: 'New',
        lastName: 'Person',
        password: 'Passw0rd1',
        confirmPassword: 'Passw0rd1',
        privacyConsent: true,
      },
    });
    expect(registered.status).toBe(200);

    const outbox = await call(t.app, 'GET', '/admin/mail/outbox?email=new.person', {
      token: await adminLogin(t),
    });
    expect(outbox.body.data).toMatchObject({ total: 1 });
    expect(outbox.body.data.list[0]).toMatchObject({
      to: 'new.person@example.com',
      status: 'sent',
      transport: 'smtp',
      attempts: 1,
      lastError: null,
      templateKey: 'registration.code',
      locale: 'en-US',
    });
    expect(outbox.body.data.list[0].text).toContain(code);
  });

  it('records a refused mail, retries it with a growing delay and gives up after the last attempt', async () => {
    const mail = await enqueueMail(deps, {
      to: 'bounce@example.com',
      subject: 'Hello',
      text: 'Hi',
      templateKey: 'test.bounce',
      locale: 'en-US',
    });
    const delivered = smtp.received.length;
    expect(await sendDueMails(deps)).toEqual({ sent: 0, retrying: 1, failed: 0 });
    let row = await findMail(t.db, mail.id);
    expect(row).toMatchObject({ status: 'queued', attempts: 1, transport: null });
    expect(row!.lastError).toMatch(/550|Mailbox unavailable/);
    expect(row!.nextAttemptAt!.getTime() - t.clock.now().getTime()).toBe(retryDelayMs(1));

    // Not due yet: nothing happens, and the periodic check does not queue a sender.
    expect(await sendDueMails(deps)).toBeNull();
    for (let attempt = 2; attempt <= MAIL_MAX_ATTEMPTS; attempt++) {
      t.clock.advanceSeconds(retryDelayMs(attempt - 1) / 1000);
      await sendDueMails(deps);
      row = await findMail(t.db, mail.id);
      expect(row!.attempts).toBe(attempt);
    }
    expect(row).toMatchObject({ status: 'failed', nextAttemptAt: null });
    expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));
    expect(smtp.received.length).toBe(delivered);
  });

  it('the periodic check queues one sender run only while a mail is due', async () => {
    const [check] = MAIL_JOBS;
    await t.db.delete(jobs).where(eq(jobs.kind, MAIL_SEND_KIND));
    await check!.run(deps);
    expect(await t.db.select().from(jobs).where(eq(jobs.kind, MAIL_SEND_KIND))).toHaveLength(0);
    const mail = await enqueueMail(deps, {
      to: 'later@example.com',
      subject: 'S',
      text: 'T',
      templateKey: 'test',
      locale: 'zh-CN',
    });
    await check!.run(deps);
    await check!.run(deps);
    expect(await t.db.select().from(jobs).where(eq(jobs.kind, MAIL_SEND_KIND))).toHaveLength(1);
    await runJobsOnce(deps);
    expect((await findMail(t.db, mail.id))!.status).toBe('sent');
  });

  it('without SMTP_URL writes the mail to the log and keeps it readable in the outbox', async () => {
    const logDeps = { ...deps, config: { ...deps.config, smtpUrl: undefined } };
    const mail = await enqueueMail(logDeps, {
      to: 'offline@example.com',
      subject: 'Code',
      text: 'Code 123456',
      templateKey: 'test',
      locale: 'en-US',
    });
    const before = smtp.received.length;
    expect(await sendDueMails(logDeps)).toMatchObject({ sent: 1 });
    expect(await findMail(t.db, mail.id)).toMatchObject({ status: 'sent', transport: 'log' });
    expect(smtp.received.length).toBe(before);
  });

  it('only the back office (adminList) reads the outbox; filters are checked', async () => {
    const admin = await adminLogin(t);
    const customer = await customerLogin(t);
    expect((await call(t.app, 'GET', '/admin/mail/outbox')).status).toBe(401);
    expect((await call(t.app, 'GET', '/admin/mail/outbox', { token: customer.token })).status).toBe(403);
    const all = await call(t.app, 'GET', '/admin/mail/outbox?pageSize=50', { token: admin });
    expect(all.body.data.total).toBeGreaterThanOrEqual(4);
    const failed = await call(t.app, 'GET', '/admin/mail/outbox?status=failed', { token: admin });
    expect(failed.body.data.list.map((m: { to: string }) => m.to)).toEqual(['bounce@example.com']);
    const none = await call(t.app, 'GET', '/admin/mail/outbox?email=%25', { token: admin });
    expect(none.body.data.total).toBe(0);
    for (const q of ['status=nope', 'pageSize=7', `email=${'x'.repeat(300)}`])
      expect((await call(t.app, 'GET', `/admin/mail/outbox?${q}`, { token: admin })).status).toBe(400);
  });

  it('reads SMTP_URL (smtp or smtps only, never echoed when wrong) into nodemailer options', () => {
    expect(loadConfig({ SMTP_URL: 'smtps://a:b@mail.example.com' }).smtpUrl).toBe(
      'smtps://a:b@mail.example.com',
    );
    expect(loadConfig({ SMTP_URL: '' }).smtpUrl).toBeUndefined();
    try {
      loadConfig({ SMTP_URL: 'http://user:hunter2@mail.example.com' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toContain('SMTP_URL');
      expect((error as Error).message).not.toContain('hunter2');
    }
    expect(smtpOptions('smtps://u%40x:p%2Fw@mail.example.com')).toMatchObject({
      host: 'mail.example.com',
      port: 465,
      secure: true,
      auth: { user: 'u@x', pass: 'p/w' },
    });
    expect(smtpOptions('smtp://relay.local?requireTLS=true')).toMatchObject({
      port: 587,
      secure: false,
      requireTLS: true,
    });
    expect(smtpOptions('smtp://relay.local:2525')).not.toHaveProperty('auth');
  });

  it('purges ended mail after the retention period, never a queued one', async () => {
    const [, purge] = MAIL_JOBS;
    const waiting = await enqueueMail(deps, {
      to: 'wait@example.com',
      subject: 'S',
      text: 'T',
      templateKey: 'test',
      locale: 'en-US',
    });
    expect(await purge!.run(deps)).toBeNull();
    t.clock.advanceMinutes(MAIL_RETENTION_DAYS * 24 * 60 + 1);
    const purged = (await purge!.run(deps)) as { purged: number };
    expect(purged.purged).toBeGreaterThanOrEqual(4);
    const left = await call(t.app, 'GET', '/admin/mail/outbox', { token: await adminLogin(t) });
    expect(left.body.data.list.map((m: { id: string }) => m.id)).toEqual([waiting.id]);
  });
});
