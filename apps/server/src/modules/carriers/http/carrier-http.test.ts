import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client.ts';
import { createTestApp } from '../../../db/testing/test-app.ts';
import { carrierApiLogs } from '../../api-log/api-log.table.ts';
import { flushApiLog } from '../../api-log/api-log.writer.ts';
import { CarrierError } from '../carrier-adapter.ts';
import { createCarrierHttp } from './carrier-http.ts';
import { backoffMs, retryAfterMs } from './retry-policy.ts';
import { type FakeCarrier, startFakeCarrier } from './testing/fake-carrier-server.ts';
import { carrierTestContext } from './testing/test-context.ts';

let fake: FakeCarrier | null = null;
afterEach(async () => {
  await fake?.close();
  fake = null;
});

/** A CarrierHttp with fast timeouts whose waits are recorded instead of slept. */
function client(opts: { responseTimeoutMs?: number; ratePerSecond?: number } = {}) {
  const waits: number[] = [];
  const http = createCarrierHttp({
    db: null,
    carrierCode: 'fake',
    channelId: crypto.randomUUID(),
    responseTimeoutMs: opts.responseTimeoutMs ?? 2_000,
    ratePerSecond: opts.ratePerSecond,
    sleep: async (ms) => {
      waits.push(ms);
    },
  });
  return { http, waits };
}

const post = (url: string, safeToRetry: boolean) =>
  ({ method: 'POST', url, body: { a: 1 }, safeToRetry, operation: 'createLabel' }) as const;

describe('retry policy', () => {
  it('reads Retry-After as seconds or an HTTP date, caps it and ignores garbage', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterMs('2', now)).toBe(2000);
    expect(retryAfterMs('Thu, 01 Jan 2026 00:00:05 GMT', now)).toBe(5000);
    expect(retryAfterMs('Wed, 31 Dec 2025 23:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs('3600', now)).toBe(60_001);
    expect(retryAfterMs('soon', now)).toBeNull();
    expect(retryAfterMs(undefined, now)).toBeNull();
  });

  it('backs off exponentially with jitter', () => {
    expect(backoffMs(1, () => 0)).toBe(125);
    expect(backoffMs(1, () => 1)).toBe(250);
    expect(backoffMs(3, () => 1)).toBe(1000);
    expect(backoffMs(20, () => 1)).toBe(8000);
  });
});

describe('createCarrierHttp', () => {
  it('sends JSON and forms, answers every status and parses JSON bodies', async () => {
    fake = await startFakeCarrier([
      {
        method: 'POST',
        path: '/echo',
        reply: (req) => ({ status: 201, body: { got: req.json(), h: req.headers['x-k'] } }),
      },
      { method: 'POST', path: '/form', reply: (req) => ({ status: 400, body: req.form() }) },
      { method: 'GET', path: /^\/text\//, reply: () => ({ body: '<not json>' }) },
    ]);
    const { http } = client();
    const echo = await http.request({ ...post(`${fake.url}/echo`, false), headers: { 'x-k': 'v' } });
    expect(echo.status).toBe(201);
    expect(echo.json()).toEqual({ got: { a: 1 }, h: 'v' });
    const form = await http.request({
      method: 'POST',
      url: `${fake.url}/form`,
      form: { grant_type: 'client_credentials' },
      safeToRetry: true,
      operation: 'token',
    });
    expect(form.status).toBe(400);
    expect(form.json()).toEqual({ grant_type: 'client_credentials' });
    expect(fake.calls[1]?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    const text = await http.request({
      method: 'GET',
      url: `${fake.url}/text/1`,
      safeToRetry: true,
      operation: 'track',
    });
    expect(text.text).toBe('<not json>');
    expect(() => text.json()).toThrow(CarrierError);
    const missing = await http.request({
      method: 'GET',
      url: `${fake.url}/nowhere`,
      safeToRetry: true,
      operation: 'track',
    });
    expect(missing.status).toBe(404);
  });

  it('retries a safe call after 502/503/504 but never an unsafe one', async () => {
    let n = 0;
    fake = await startFakeCarrier([
      {
        method: 'POST',
        path: '/flaky',
        reply: () => (++n < 3 ? { status: 503 } : { status: 200, body: { ok: true } }),
      },
      { method: 'POST', path: '/down', reply: () => ({ status: 502 }) },
    ]);
    const { http, waits } = client();
    expect((await http.request(post(`${fake.url}/flaky`, true))).status).toBe(200);
    expect(fake.calls).toHaveLength(3);
    expect(waits).toHaveLength(2);
    expect((await http.request(post(`${fake.url}/down`, false))).status).toBe(502);
    expect(fake.calls.filter((c) => c.path === '/down')).toHaveLength(1);
    // Tries are capped at 3: the last answer is returned.
    expect((await http.request(post(`${fake.url}/down`, true))).status).toBe(502);
    expect(fake.calls.filter((c) => c.path === '/down')).toHaveLength(4);
  });

  it('times out a slow answer: a safe call is tried 3 times, an unsafe one once', async () => {
    fake = await startFakeCarrier([
      { method: 'POST', path: '/slow', reply: () => ({ delayMs: 400, body: {} }) },
    ]);
    const { http } = client({ responseTimeoutMs: 100 });
    await expect(http.request(post(`${fake.url}/slow`, false))).rejects.toMatchObject({
      code: 'carrier.timeout',
    });
    expect(fake.calls).toHaveLength(1);
    await expect(http.request({ ...post(`${fake.url}/slow`, true), timeoutMs: 50 })).rejects.toMatchObject({
      code: 'carrier.timeout',
    });
    expect(fake.calls).toHaveLength(4);
  });

  it('a dropped connection is retried for safe calls only', async () => {
    let n = 0;
    fake = await startFakeCarrier([
      { method: 'POST', path: '/drop-once', reply: () => (++n === 1 ? 'drop' : { body: { ok: true } }) },
      { method: 'POST', path: '/drop', reply: () => 'drop' },
    ]);
    const { http } = client();
    expect((await http.request(post(`${fake.url}/drop-once`, true))).json()).toEqual({ ok: true });
    expect(fake.calls).toHaveLength(2);
    await expect(http.request(post(`${fake.url}/drop`, false))).rejects.toMatchObject({
      code: 'carrier.unreachable',
    });
    expect(fake.calls.filter((c) => c.path === '/drop')).toHaveLength(1);
  });

  it('retries any call whose request never left (connection refused)', async () => {
    const closed = await startFakeCarrier([]);
    const url = closed.url;
    await closed.close();
    const { http, waits } = client();
    await expect(http.request(post(`${url}/x`, false))).rejects.toMatchObject({
      code: 'carrier.unreachable',
    });
    expect(waits).toHaveLength(2);
  });

  it('after a 429 retries even an unsafe call, waiting Retry-After; a longer wait answers the 429', async () => {
    let n = 0;
    fake = await startFakeCarrier([
      {
        method: 'POST',
        path: '/busy',
        reply: () => (++n === 1 ? { status: 429, headers: { 'retry-after': '1' } } : { body: { ok: true } }),
      },
      { method: 'POST', path: '/closed', reply: () => ({ status: 429, headers: { 'retry-after': '3600' } }) },
    ]);
    const { http, waits } = client();
    expect((await http.request(post(`${fake.url}/busy`, false))).status).toBe(200);
    expect(waits).toEqual([1000]);
    expect((await http.request(post(`${fake.url}/closed`, false))).status).toBe(429);
    expect(fake.calls.filter((c) => c.path === '/closed')).toHaveLength(1);
  });

  it("keeps a channel's calls within its rate limit", async () => {
    fake = await startFakeCarrier([{ method: 'POST', path: '/label', reply: () => ({ body: {} }) }], {
      ratePerSecond: 10,
    });
    const { http } = client({ ratePerSecond: 10 });
    const started = Date.now();
    await Promise.all(Array.from({ length: 15 }, () => http.request(post(`${fake!.url}/label`, false))));
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
    expect(fake.maxInWindow()).toBeLessThanOrEqual(10);
    expect(fake.limited).toBe(0);
  });

  it('the test context points adapters at the fake carrier', async () => {
    fake = await startFakeCarrier([]);
    const ctx = carrierTestContext({ baseUrl: fake.url, credentials: { apiKey: 'k' } });
    expect(ctx.settings.baseUrl).toBe(fake.url);
    expect(ctx.mode).toBe('test');
    const token = () => ctx.tokens.get('oauth', async () => ({ token: 't1', expiresInSeconds: 3600 }));
    expect(await Promise.all([token(), token()])).toEqual(['t1', 't1']);
    expect(ctx.tokens.fetches).toBe(1);
  });
});

describe('API log of HTTP calls', () => {
  let db: Database;
  beforeAll(async () => {
    db = (await createTestApp()).db;
  });

  it('logs every try with secrets masked in headers, query, form and response', async () => {
    fake = await startFakeCarrier([
      {
        method: 'POST',
        path: '/oauth',
        reply: () => ({ body: { access_token: 'TOKEN-SECRET-9', expires_in: 3600 } }),
      },
    ]);
    const channelId = crypto.randomUUID();
    const http = createCarrierHttp({ db, carrierCode: 'fake', channelId, log: { orderNo: 'HTTP-LOG-1' } });
    await http.request({
      method: 'POST',
      url: `${fake.url}/oauth?api_key=QUERY-SECRET-1&x=1`,
      headers: { Authorization: 'Basic SEADERSECRET==', 'X-Trace': 'Bearer TRACE-SECRET' },
      form: { grant_type: 'client_credentials', client_id: 'CLIENT-ID-3', client_secret: 'FORM-SECRET-2' },
      safeToRetry: true,
      operation: 'token',
    });
    await flushApiLog(db);
    const rows = await db.select().from(carrierApiLogs).where(eq(carrierApiLogs.channelId, channelId));
    expect(rows).toHaveLength(1);
    const text = JSON.stringify(rows[0]);
    for (const secret of [
      'QUERY-SECRET-1',
      'SEADERSECRET',
      'TRACE-SECRET',
      'FORM-SECRET-2',
      'CLIENT-ID-3',
      'TOKEN-SECRET-9',
    ])
      expect(text).not.toContain(secret);
    expect(rows[0]).toMatchObject({ requestType: 'token', orderNo: 'HTTP-LOG-1', success: true });
    expect(rows[0]?.request).toMatchObject({
      method: 'POST',
      attempt: 1,
      body: { grant_type: 'client_credentials' },
    });
    expect(rows[0]?.response).toMatchObject({ status: 200, body: { expires_in: 3600 } });
  });
});
