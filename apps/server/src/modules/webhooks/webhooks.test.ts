import { WEBHOOK_EVENTS } from '@shiplabel/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, customerLogin, type Lang, login } from '../../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { deliverDue } from './webhooks.delivery.ts';
import { receiverVerifies, startReceiver, v1sOf } from './webhooks.fixtures.ts';

/** Issue 16: a customer's webhook endpoints through the API: scoped, validated, rotated, resent. */
let t: TestApp;
let strict: TestApp;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let ann: string;
let annEmail: string;
let bob: string;
beforeAll(async () => {
  // The operator's switch on (a local receiver), and an app with it off, as in production.
  t = await createTestApp({ webhooksAllowPrivate: true });
  strict = await createTestApp({ webhooksAllowPrivate: false });
  receiver = await startReceiver();
  const annUser = await customerLogin(t);
  ann = annUser.token;
  annEmail = annUser.email;
  bob = (await customerLogin(t)).token;
});
afterAll(async () => receiver?.close());

const BASE = '/app/webhook';
const post = (
  path: string,
  body: unknown,
  token = ann,
  opts: { lang?: Lang; key?: string; app?: TestApp } = {},
) =>
  call((opts.app ?? t).app, 'POST', `${BASE}${path}`, {
    token,
    body,
    ...(opts.lang ? { lang: opts.lang } : {}),
    ...(opts.key ? { headers: { 'idempotency-key': opts.key } } : {}),
  });
const get = (path: string, token = ann) => call(t.app, 'GET', `${BASE}${path}`, { token });
const endpoint = (path: string, events: string[] = [...WEBHOOK_EVENTS]) => ({
  url: receiver.url(path),
  description: 'orders system',
  events,
});

describe('webhook endpoints', () => {
  it('registers (secret answered once), lists without secrets, updates and deletes', async () => {
    const created = await post('/create', endpoint('/a', ['label.created', 'label.created']));
    expect(created.status).toBe(200);
    const data = created.body.data;
    expect(data).toMatchObject({ url: receiver.url('/a'), events: ['label.created'], enabled: true });
    expect(data.secret).toMatch(/^whsec_/);
    const listed = (await get('/list')).body.data;
    expect(listed).toHaveLength(1);
    expect(JSON.stringify(listed)).not.toContain(data.secret);
    expect(listed[0].secret).toBeUndefined();

    const changed = await post(`/update/${data.id}`, {
      ...endpoint('/b', ['tracking.updated']),
      enabled: false,
    });
    expect(changed.body.data).toMatchObject({
      url: receiver.url('/b'),
      events: ['tracking.updated'],
      enabled: false,
    });
    expect((await post(`/delete/${data.id}`, undefined)).body).toMatchObject({ code: 200, data: null });
    expect((await get('/list')).body.data).toEqual([]);
    expect((await post(`/delete/${data.id}`, undefined)).status).toBe(404);
  });

  it('refuses private, loopback and link-local URLs unless the operator allows them, in both languages', async () => {
    for (const url of [
      'http://127.0.0.1:8080/hook',
      'http://localhost/hook',
      'http://10.1.2.3/hook',
      'http://192.168.0.10/hook',
      'http://172.20.0.1/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://100.64.1.1/hook',
      'http://0.0.0.0/hook',
      'http://[::1]/hook',
      'http://[fd00::1]/hook',
      'http://[fe80::1]/hook',
    ]) {
      const res = await post('/create', { url, events: ['label.created'] }, ann, { app: strict });
      expect(res.status, url).toBe(400);
      expect(res.body.errorCode).toBe('webhooks.url_private');
    }
    const zh = await post('/create', { url: 'http://127.0.0.1/x', events: ['label.created'] }, ann, {
      app: strict,
      lang: 'zh-CN',
    });
    expect(zh.body.message).toBe('Webhook 不能发送到内网、回环或链路本地地址');
    const en = await post('/create', { url: 'http://127.0.0.1/x', events: ['label.created'] }, ann, {
      app: strict,
    });
    expect(en.body.message).toMatch(/private, loopback or link-local/);
    // Changing a registered endpoint's URL is checked the same way.
    const ok = (await post('/create', endpoint('/c'))).body.data;
    const moved = await post(
      `/update/${ok.id}`,
      { url: 'http://10.0.0.1/x', events: ['label.created'] },
      ann,
      {
        app: strict,
      },
    );
    expect(moved.body.errorCode).toBe('webhooks.url_private');
    await post(`/delete/${ok.id}`, undefined);
  });

  it('answers 400 for malformed input and never 500', async () => {
    const bad: [unknown, string][] = [
      [{ url: 'ftp://example.com/x', events: ['label.created'] }, 'url'],
      [{ url: 'https://user:pw@example.com/x', events: ['label.created'] }, 'url'],
      [{ url: 'not a url', events: ['label.created'] }, 'url'],
      [{ url: receiver.url('/x'), events: [] }, 'events'],
      [{ url: receiver.url('/x'), events: ['order.exploded'] }, 'events.0'],
      [{ url: receiver.url('/x'), events: 'label.created' }, 'events'],
      [{ url: receiver.url('/x'), events: ['label.created'], description: 'x'.repeat(201) }, 'description'],
      [{ url: 42, events: ['label.created'] }, 'url'],
    ];
    for (const [body, field] of bad) {
      const res = await post('/create', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.body.errors ?? res.body)).toContain(field);
    }
    expect((await post('/update/not-a-uuid', endpoint('/x'))).status).toBe(400);
    expect((await get('/deliveries/00000000-0000-4000-8000-000000000000?pageSize=7')).status).toBe(400);
  });

  it("another customer's endpoint and delivery ids answer 404 and change nothing", async () => {
    const mine = (await post('/create', endpoint('/ann'))).body.data;
    const test = (await post(`/test/${mine.id}`, undefined, ann, { key: 'ann-test-1' })).body.data;
    const routes: [string, unknown][] = [
      [`/update/${mine.id}`, endpoint('/bob')],
      [`/delete/${mine.id}`, undefined],
      [`/rotate/${mine.id}`, undefined],
      [`/test/${mine.id}`, undefined],
      [`/resend/${test.id}`, undefined],
    ];
    for (const [path, body] of routes) {
      const res = await post(path, body, bob, { key: `bob-${path}` });
      expect(res.status, path).toBe(404);
      expect(res.body.errorCode).toMatch(/^webhooks\.(delivery_)?not_found$/);
    }
    expect((await get(`/deliveries/${mine.id}`, bob)).status).toBe(404);
    expect((await get('/list', bob)).body.data).toEqual([]);
    const still = (await get('/list')).body.data.find((e: { id: string }) => e.id === mine.id);
    expect(still).toMatchObject({ url: receiver.url('/ann'), previousSecretExpiresAt: null });
    expect((await get(`/deliveries/${mine.id}`)).body.data.total).toBe(1);
  });

  it('sends a test event, resends it idempotently, and rotation signs with both secrets for 24 hours', async () => {
    const created = (await post('/create', endpoint('/rot'))).body.data;
    const test = (await post(`/test/${created.id}`, undefined, ann, { key: 'rot-test' })).body.data;
    expect(test).toMatchObject({ eventType: 'webhook.test', status: 'pending', attempts: 0 });
    await deliverDue({ db: t.db, config: t.config, clock: t.clock.now });
    const first = receiver.at('/rot');
    expect(first).toHaveLength(1);
    expect(
      receiverVerifies(
        first[0]!.headers['shiplabel-signature'],
        first[0]!.body,
        created.secret,
        t.clock.now().getTime(),
      ),
    ).toBe(true);
    expect(JSON.parse(first[0]!.body)).toMatchObject({
      id: test.eventId,
      type: 'webhook.test',
      data: { endpointId: created.id },
    });

    // "Send again": a new delivery of the same event; the same Idempotency-Key answers the same delivery.
    const again = await post(`/resend/${test.id}`, undefined, ann, { key: 'rot-resend' });
    const replay = await post(`/resend/${test.id}`, undefined, ann, { key: 'rot-resend' });
    expect(again.body.data).toMatchObject({ eventId: test.eventId, status: 'pending' });
    expect(again.body.data.id).not.toBe(test.id);
    expect(replay.body.data.id).toBe(again.body.data.id);
    expect((await get(`/deliveries/${created.id}`)).body.data.total).toBe(2);

    const rotated = (await post(`/rotate/${created.id}`, undefined, ann, { key: 'rot-rotate' })).body.data;
    expect(rotated.secret).not.toBe(created.secret);
    expect(rotated.previousSecretExpiresAt).toBe(
      new Date(t.clock.now().getTime() + 86_400_000).toISOString(),
    );
    await deliverDue({ db: t.db, config: t.config, clock: t.clock.now });
    const resent = receiver.at('/rot')[1]!;
    expect(resent.body).toBe(first[0]!.body);
    const header = resent.headers['shiplabel-signature'];
    expect(v1sOf(header)).toHaveLength(2);
    for (const secret of [created.secret, rotated.secret])
      expect(receiverVerifies(header, resent.body, secret, t.clock.now().getTime())).toBe(true);

    t.clock.advanceMinutes(24 * 60 + 1);
    ann = await login(t.app, annEmail); // the session expired meanwhile
    await post(`/test/${created.id}`, undefined, ann, { key: 'rot-test-2' });
    await deliverDue({ db: t.db, config: t.config, clock: t.clock.now });
    const later = receiver.at('/rot')[2]!;
    expect(v1sOf(later.headers['shiplabel-signature'])).toHaveLength(1);
    const now = t.clock.now().getTime();
    expect(receiverVerifies(later.headers['shiplabel-signature'], later.body, rotated.secret, now)).toBe(
      true,
    );
    expect(receiverVerifies(later.headers['shiplabel-signature'], later.body, created.secret, now)).toBe(
      false,
    );
    const log = (await get(`/deliveries/${created.id}`)).body.data;
    expect(log.list.map((d: { status: string }) => d.status)).toEqual([
      'succeeded',
      'succeeded',
      'succeeded',
    ]);
    expect(log.list[0]).toMatchObject({ lastResponseCode: 200, lastResponseBody: 'ok', attempts: 1 });
  });
});
