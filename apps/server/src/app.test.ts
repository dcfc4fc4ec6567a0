import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import type { Database } from './db/client.ts';
import { call, login, seedUser } from './db/testing/fixtures.ts';
import { createTestApp, type TestApp, testConfig } from './db/testing/test-app.ts';
import { routeTable } from './lib/route-table.ts';
import { installAccessGuard } from './modules/auth/auth.guard.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ bodyLimitBytes: 4096 });
  token = await login(t.app, (await seedUser(t.db, { kind: 'admin', roles: ['Administrator'] })).email);
});

const raw = (opts: {
  method?: 'GET' | 'POST';
  url: string;
  headers?: Record<string, string>;
  payload?: string;
}) =>
  t.app.inject({
    method: opts.method ?? 'POST',
    url: opts.url,
    headers: opts.headers,
    payload: opts.payload,
  });

describe('request handling conventions', () => {
  it('answers malformed JSON with 400 request.malformed_json in the caller language', async () => {
    const res = await raw({
      url: '/role/create',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'accept-language': 'zh-CN,zh;q=0.9',
      },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 400,
      errorCode: 'request.malformed_json',
      message: '请求体不是有效的 JSON',
      data: null,
    });
  });

  it('answers a body over BODY_LIMIT_BYTES with 413 and a non-JSON content type with 415', async () => {
    const big = await raw({
      url: '/admin/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ encryptData: 'x'.repeat(5000) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().errorCode).toBe('request.too_large');
    const text = await raw({
      url: '/admin/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().errorCode).toBe('request.unsupported_media_type');
  });

  it('treats an empty JSON body as no body', async () => {
    const session = await login(t.app, (await seedUser(t.db)).email);
    const res = await raw({
      url: '/admin/logout',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${session}` },
      payload: '',
    });
    expect(res.statusCode).toBe(200);
    const missing = await raw({
      url: '/role/create',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    });
    expect(missing.json().errors).toEqual([{ field: 'body', message: 'Request body: required' }]);
  });

  it('lists every invalid field with a translated message (wrong types)', async () => {
    const res = await call(t.app, 'POST', '/role/create', {
      token,
      body: { name: 5, resourceCodes: 'orderList' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { field: 'name', message: 'Name: must be of type string' },
      { field: 'resourceCodes', message: 'Permissions: must be of type array' },
    ]);
  });

  it('answers unknown routes with a JSON 404, in the caller language', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await call(t.app, method, '/no/such/endpoint', { lang: 'zh-CN' });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 404, errorCode: 'request.not_found', message: '未找到' });
    }
  });

  it('echoes a sane x-request-id and makes one up otherwise', async () => {
    const given = await call(t.app, 'GET', '/healthz', { headers: { 'x-request-id': 'trace-42' } });
    expect(given.headers['x-request-id']).toBe('trace-42');
    const made = await call(t.app, 'GET', '/healthz', { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const err = await call(t.app, 'GET', '/user/info', { headers: { 'x-request-id': 'trace-43' } });
    expect(err.body.requestId).toBe('trace-43');
  });

  it('hides unexpected errors behind a generic 500', async () => {
    const broken = new Proxy({} as Database, {
      get: () => () => {
        throw new Error('connection reset (internal detail)');
      },
    });
    const app = await buildApp({ config: testConfig(), db: broken, logger: false });
    const res = await app.inject({
      method: 'GET',
      url: '/user/info',
      headers: { authorization: `Bearer ${'a'.repeat(43)}` },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ code: 500, errorCode: 'server.internal_error', data: null });
    expect(res.body).not.toContain('internal detail');
    const health = await app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(503);
    expect(health.json().errorCode).toBe('health.database_down');
    await app.close();
  });
});

describe('route declarations', () => {
  it('every API route declares its access; only the docs and static routes do not', async () => {
    const routes = routeTable(t.app).filter((r) => r.method !== 'HEAD');
    const undeclared = routes.filter((r) => r.access === undefined).map((r) => r.url);
    expect(undeclared.every((url) => url.startsWith('/api-docs'))).toBe(true);
    const api = routes
      .filter((r) => r.access !== undefined)
      .map((r) => `${r.method} ${r.url} ${JSON.stringify(r.access)}`);
    expect(api).toContain('GET /healthz "public"');
    expect(api).toContain('POST /admin/login "public"');
    expect(api).toContain('POST /admin/logout ["*"]');
    expect(api).toContain('GET /role/list ["adminRoleList","adminList","staffList"]');
    // issue 3: addresses and zones (10 routes, any signed-in user)
    expect(api).toContain('POST /app/zone/find ["*"]');
    expect(api).toContain('GET /app/user/address-book/:id ["*"]');
    // money (issue 4) adds 21 routes (files 2, recharges 5, ledger 14)
    expect(api).toContain('POST /admin/recharge/approve ["adminRechargeList"]');
    // Rates (issue 3): 21 channel and 12 pricing routes
    // Orders (issue 5) add 28 routes: orders, package templates, placement and money, documents, tracking
    expect(api).toContain('POST /app/order/label/create ["*"]');
    expect(api).toContain('POST /admin/order/orders/cancelAudit ["orderList"]');
    expect(api).toContain('POST /admin/order/orders/review ["adminChannel"]');
    // Issue 12 adds 14: payment method payees, avatar and role names, the business time zone, the official
    // USPS zone chart, recharge review warnings, drafts for editing and the spec's batchEstimateRate path
    expect(api.some((r) => r.startsWith('POST /admin/order/batchEstimateRate '))).toBe(true);
    expect(api).toContain('GET /app/recharge/payees ["rechargePage"]');
    // Issue 13, risk and user logs: the avoid-high-risk list (3, spec paths), risk hold reasons, user logs (2)
    expect(api).toContain('DELETE /user/deleteUserNoHighRisk ["adminChannel"]');
    expect(api).toContain('GET /admin/userLogs/down ["adminChannel"]');
    // Issue 13, currency exchange (4) and statistics (6, a seller sees their own customers)
    expect(api).toContain('POST /app/exchange/convert ["rechargePage"]');
    expect(api).toContain('POST /admin/exchange/rate ["adminList"]');
    expect(api).toContain('POST /admin/salesAndOrders ["adminList","sellerCustomers"]');
    // Issue 13, user management (8: list, picker, detail, export, register, update, status, delete), sellers (2)
    // and overseas-warehouse users (2)
    expect(api).toContain('GET /admin/list ["adminList","sellerCustomers"]');
    expect(api).toContain('POST /admin/updateStatus/:id ["adminList"]');
    expect(api).toContain('GET /admin/overSeasDown ["adminList"]');
    // Issue 13, proxy users (6): the proxy's sub-accounts, their orders, markups; the back office's list,
    // customer picker and edit
    expect(api).toContain('GET /app/proxy/subAccounts/:id/orders ["proxySubAccounts"]');
    expect(api).toContain('POST /admin/proxyUpdate/:id ["proxyUser"]');
    // Issue 13, employees (6), impersonation (2 token builds, 1 public exchange) and switch roles (1)
    expect(api).toContain('POST /staff/updateStatus/:id ["staffList"]');
    expect(api).toContain('POST /admin/token/build/:id ["adminList"]');
    expect(api).toContain('POST /staff/token/build/:id ["staffList"]');
    expect(api).toContain('POST /user/token/exchange "public"');
    expect(api).toContain('POST /user/switchRole ["*"]');
    // Issue 13, sign-up (2: the e-mail code and the registration, both public) and the mail outbox (1)
    expect(api).toContain('POST /user/code/send "public"');
    expect(api).toContain('GET /admin/mail/outbox ["adminList"]');
    // Issue 14, the contact form (1, public) and the crawler files robots.txt and sitemap.xml (2, public)
    expect(api).toContain('POST /public/contact "public"');
    expect(api).toContain('GET /sitemap.xml "public"');
    // Issue 14, work orders, system messages and the message centre, system configuration (31 in all)
    expect(api).toContain('POST /admin/sysMessage/create ["adminSysMessageList"]');
    expect(api).toContain('GET /config/public "public"');
    // Issue 15, the channel form's Test connection (1)
    expect(api).toContain('POST /admin/channel/testConnection/:id ["adminChannel"]');
    // Issue 15, the aggregators' signed tracking webhooks (public: the carrier's signature is checked)
    expect(api).toContain('POST /webhooks/easypost/:channelId "public"');
    expect(api).toContain('POST /webhooks/shippo/:channelId "public"');
    // Issue 15, return labels (1)
    expect(api).toContain('POST /app/order/label/return ["*"]');
    // Issue 16, API keys (4)
    expect(api).toContain('POST /app/apiKey/create ["*"]');
    // Issue 16, webhooks (8): endpoints list/create/update/delete, rotate, deliveries, resend, test
    expect(api).toContain('POST /app/webhook/create ["*"]');
    expect(api).toContain('POST /app/webhook/resend/:id ["*"]');
    // Issue 16, the label tool (2): inspect and compose, role ptuOne
    expect(api).toContain('POST /app/labelTool/compose ["ptuOne"]');
    // Issue 16, shipping rules (6): list, create, update, move, delete, suggest
    expect(api).toContain('POST /app/shippingRule/create ["*"]');
    // Issue 16, online stores (9): list, sync, disconnect; Shopify connect, its public install and callback;
    // WooCommerce connect, its public key callback and the browser's return
    expect(api).toContain('GET /app/store/shopify/callback "public"');
    expect(api).toContain('POST /app/store/woocommerce/callback "public"');
    expect(api).toContain('POST /app/store/sync/:id ["*"]');
    // Issue 16, the LingXing ERP (7), role onlyyou
    expect(api).toContain('POST /app/lingxing/orders/:id/push ["onlyyou"]');
    expect(api).toHaveLength(
      27 +
        10 +
        21 +
        33 +
        28 +
        23 +
        8 +
        5 +
        14 +
        6 +
        10 +
        12 +
        6 +
        10 +
        3 +
        3 +
        31 +
        1 +
        2 +
        1 +
        4 +
        8 +
        2 +
        6 +
        9 +
        7,
    );
  });

  it('refuses to register an API route without an access declaration', async () => {
    const app = Fastify();
    const start = async () => {
      await app.register(async (api) => {
        installAccessGuard(api, {} as never);
        api.get('/oops', async () => 'no access declared');
      });
      await app.ready();
    };
    await expect(start()).rejects.toThrow(/GET \/oops declares no access/);
  });
});
