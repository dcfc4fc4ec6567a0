import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminLogin, call, customerLogin } from '../../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { routeTable } from '../../lib/route-table.ts';
import { auditLogs } from '../audit/audit.table.ts';
import { API_KEY_ROUTES } from './api-key-scopes.ts';
import { createKey, keyCall } from './api-keys.fixtures.ts';
import { apiKeys } from './api-keys.table.ts';
import { API_KEY_BURST, hashApiKey } from './api-keys.usecases.ts';

let t: TestApp;
let alice: { id: string; token: string };
let bob: { id: string; token: string };

beforeAll(async () => {
  t = await createTestApp();
  alice = await customerLogin(t);
  bob = await customerLogin(t);
});

describe('API keys: create, list, revoke, rename', () => {
  it('shows the secret once, stores only its SHA-256, and never lists it', async () => {
    const created = await createKey(t.app, alice.token, {
      name: 'Shop sync',
      mode: 'test',
      scopes: ['rates'],
    });
    expect(created.secret).toMatch(/^sl_test_[0-9A-Za-z]{40}$/);
    expect(created.secret.startsWith(created.prefix)).toBe(true);
    expect(created.prefix).toMatch(/^sl_test_[0-9A-Za-z]{8}$/);
    expect(created.last4).toBe(created.secret.slice(-4));
    expect(created).toMatchObject({ name: 'Shop sync', mode: 'test', scopes: ['rates'], revokedAt: null });

    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row!.secretHash).toBe(hashApiKey(created.secret));
    expect(JSON.stringify(row)).not.toContain(created.secret);

    const list = await call(t.app, 'GET', '/app/apiKey/list', { token: alice.token });
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).not.toContain(created.secret.slice(created.prefix.length));
    expect(list.body.data.list[0]).toMatchObject({
      id: created.id,
      prefix: created.prefix,
      last4: created.last4,
    });
    expect(list.body.data.list[0].secret).toBeUndefined();
    // Bob sees none of Alice's keys.
    const bobs = await call(t.app, 'GET', '/app/apiKey/list', { token: bob.token });
    expect(bobs.body.data.total).toBe(0);
  });

  it('refuses bad input in both languages, and another customer key id is 404', async () => {
    const bad = await call(t.app, 'POST', '/app/apiKey/create', {
      token: alice.token,
      lang: 'zh-CN',
      body: { name: ' ', mode: 'prod', scopes: [] },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('请输入密钥名称');
    const key = await createKey(t.app, alice.token);
    for (const url of [`/app/apiKey/revoke/${key.id}`, `/app/apiKey/rename/${key.id}`]) {
      const res = await call(t.app, 'POST', url, { token: bob.token, body: { name: 'mine now' } });
      expect(res.status).toBe(404);
      expect(res.body.errorCode).toBe('apiKey.not_found');
    }
    const unknown = await call(t.app, 'POST', `/app/apiKey/revoke/${randomUUID()}`, { token: alice.token });
    expect(unknown.status).toBe(404);
    const renamed = await call(t.app, 'POST', `/app/apiKey/rename/${key.id}`, {
      token: alice.token,
      body: { name: 'Warehouse' },
    });
    expect(renamed.body.data.name).toBe('Warehouse');
  });
});

describe('API keys: authentication', () => {
  it('authenticates as the owner on /app/ routes, by X-API-Key or Bearer, with the owner data only', async () => {
    const key = await createKey(t.app, alice.token);
    for (const bearer of [false, true]) {
      const res = await keyCall(t.app, 'GET', '/app/order/orders', key.secret, { bearer });
      expect(res.status).toBe(200);
      expect(res.body.data.total).toBe(0);
    }
    // A session keeps working beside keys.
    expect((await call(t.app, 'GET', '/app/order/orders', { token: alice.token })).status).toBe(200);
    // Bob's draft is 404 for Alice's key, as for her session.
    const bobsDraft = await call(t.app, 'POST', '/app/order/draft', {
      token: bob.token,
      body: { ...(await import('../orders/order-form.fixtures.ts')).FORM },
    });
    expect(bobsDraft.status).toBe(200);
    const other = await keyCall(t.app, 'GET', `/app/order/orders/${bobsDraft.body.data.id}`, key.secret);
    expect(other.status).toBe(404);
  });

  it('refuses a key on routes outside the public API (admin, account, key management) with 403', async () => {
    const key = await createKey(t.app, alice.token);
    const admin = await adminLogin(t);
    const adminKey = await createKey(t.app, admin);
    for (const [url, secret] of [
      ['/admin/order/orders', adminKey.secret],
      ['/user/info', key.secret],
      ['/app/apiKey/list', key.secret],
      ['/app/balance/log/list', key.secret],
    ] as const) {
      const res = await keyCall(t.app, 'GET', url, secret, { lang: 'zh-CN' });
      expect(res.status, url).toBe(403);
      expect(res.body).toMatchObject({ code: 403, errorCode: 'apiKey.route_not_allowed' });
      expect(res.body.message).toBe('该接口不属于开放 API，请登录后使用');
    }
  });

  it('refuses a scope the key lacks with 403 apiKey.scope_missing', async () => {
    const key = await createKey(t.app, alice.token, { scopes: ['tracking'] });
    const res = await keyCall(t.app, 'POST', '/app/order/estimateRate', key.secret, {
      body: { from: { zipCode: '90001', countryCode: 'US' }, to: { zipCode: '10001', countryCode: 'US' } },
    });
    expect(res.status).toBe(403);
    expect(res.body.errorCode).toBe('apiKey.scope_missing');
    expect(res.body.message).toContain('rates');
    const track = await keyCall(t.app, 'POST', '/app/track/getTrackInfo', key.secret, {
      body: { trackingNumbers: ['NOPE123'] },
    });
    expect(track.status).not.toBe(403);
    expect(track.status).not.toBe(401);
  });

  it('answers 401 for a revoked, unknown or malformed key', async () => {
    const key = await createKey(t.app, alice.token);
    expect((await keyCall(t.app, 'GET', '/app/order/orders', key.secret)).status).toBe(200);
    const revoked = await call(t.app, 'POST', `/app/apiKey/revoke/${key.id}`, { token: alice.token });
    expect(revoked.body.data.revokedAt).not.toBeNull();
    for (const secret of [key.secret, `${key.prefix}${'x'.repeat(32)}`, 'sl_live_short', '']) {
      const res = await keyCall(t.app, 'GET', '/app/order/orders', secret, { lang: 'en-US' });
      expect(res.status, secret).toBe(401);
      expect(res.body.errorCode).toBe('apiKey.invalid');
      expect(res.body.message).toBe('The API key is unknown or has been revoked');
    }
  });

  it('names the key in the audit log of a mutating call', async () => {
    const key = await createKey(t.app, alice.token);
    const res = await keyCall(t.app, 'POST', '/app/order/void', key.secret, {
      body: { orderId: randomUUID() },
    });
    expect(res.status).toBe(404);
    const rows = await t.db.select().from(auditLogs).where(eq(auditLogs.apiKeyId, key.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: alice.id, route: '/app/order/void', statusCode: 404 });
  });

  it('writes "last used" at most once a minute', async () => {
    const key = await createKey(t.app, alice.token);
    const lastUsed = async () =>
      (await t.db.select().from(apiKeys).where(eq(apiKeys.id, key.id)))[0]!.lastUsedAt?.toISOString();
    expect(await lastUsed()).toBeUndefined();
    await keyCall(t.app, 'GET', '/app/order/orders', key.secret);
    const first = await lastUsed();
    expect(first).toBe(t.clock.now().toISOString());
    t.clock.advanceSeconds(30);
    await keyCall(t.app, 'GET', '/app/order/orders', key.secret);
    expect(await lastUsed()).toBe(first);
    t.clock.advanceSeconds(31);
    await keyCall(t.app, 'GET', '/app/order/orders', key.secret);
    expect(await lastUsed()).toBe(t.clock.now().toISOString());
  });
});

describe('API keys: rate limit', () => {
  it(`allows a burst of ${API_KEY_BURST}, then 429 with RateLimit and Retry-After headers; refills over time`, async () => {
    const key = await createKey(t.app, alice.token);
    const other = await createKey(t.app, alice.token);
    // The test clock stands still: no refill between these calls.
    for (let i = 0; i < API_KEY_BURST; i++) {
      const ok = await keyCall(t.app, 'GET', '/app/order/orders', key.secret);
      expect(ok.status).toBe(200);
      expect(ok.headers.ratelimit).toBe(
        `limit=${API_KEY_BURST}, remaining=${API_KEY_BURST - 1 - i}, reset=${Math.ceil((i + 1) / 10)}`,
      );
    }
    const refused = await keyCall(t.app, 'GET', '/app/order/orders', key.secret, { lang: 'zh-CN' });
    expect(refused.status).toBe(429);
    expect(refused.body.errorCode).toBe('apiKey.rate_limited');
    expect(refused.body.message).toBe('该 API 密钥请求过于频繁，请 1 秒后重试');
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.headers.ratelimit).toMatch(/^limit=20, remaining=0, reset=\d+$/);
    expect(refused.headers['ratelimit-policy']).toBe('20;w=2;burst=20');
    // Another key of the same customer has its own bucket.
    expect((await keyCall(t.app, 'GET', '/app/order/orders', other.secret)).status).toBe(200);
    t.clock.advanceSeconds(1);
    expect((await keyCall(t.app, 'GET', '/app/order/orders', key.secret)).status).toBe(200);
  });
});

describe('the public API route table', () => {
  it('names only real customer routes, each with one of the four scopes', () => {
    const urls = new Set(routeTable(t.app).map((r) => r.url));
    for (const [url, entry] of Object.entries(API_KEY_ROUTES)) {
      expect(urls.has(url), url).toBe(true);
      expect(url.startsWith('/app/'), url).toBe(true);
      expect(['rates', 'orders_labels', 'tracking', 'addresses']).toContain(entry.scope);
    }
    expect(API_KEY_ROUTES['/app/order/label/create']?.scope).toBe('orders_labels');
    expect(API_KEY_ROUTES['/app/order/estimateRate']?.scope).toBe('rates');
    expect(API_KEY_ROUTES['/app/track/getTrackInfo']?.scope).toBe('tracking');
    expect(API_KEY_ROUTES['/app/user/address/validate']?.scope).toBe('addresses');
    // Account, keys, money and support stay session-only.
    for (const url of [
      '/app/apiKey/create',
      '/app/user/recharge',
      '/app/workOrder/create',
      '/app/exchange/convert',
    ])
      expect(API_KEY_ROUTES[url], url).toBeUndefined();
  });
});
