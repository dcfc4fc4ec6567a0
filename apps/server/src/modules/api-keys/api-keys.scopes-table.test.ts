import { randomUUID } from 'node:crypto';
import { API_KEY_SCOPES, type ApiKeyCreated } from '@shiplabel/shared';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, customerLogin } from '../../db/testing/fixtures.ts';
import { SHIPMENT } from '../../db/testing/rates-fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { type RouteInfo, routeTable } from '../../lib/route-table.ts';
import { FORM } from '../orders/placement.fixtures.ts';
import { API_KEY_ROUTES } from './api-key-scopes.ts';
import { createKey } from './api-keys.fixtures.ts';

/**
 * Issue 16, "every customer endpoint for rates, orders, drafts, labels, batches, imports, tracking, address
 * validation, manifests and documents accepts a key": ONE table of every public-API route (method and
 * path, from the app's own route table), each called with a key holding only its scope (never 401/403),
 * with a key holding every other scope (403 apiKey.scope_missing), and retried with the same
 * Idempotency-Key (the first answer again; a readOnly POST ignores the key and answers afresh). A route
 * added to the API without its scope, or dropped from it, fails here.
 */
let t: TestApp;
let customer: { id: string; token: string };
const keys = new Map<string, ApiKeyCreated>();
let table: RouteInfo[];

/** The issue's list, each with routes that must be in the table. */
const ISSUE_LIST: Record<string, string[]> = {
  rates: ['POST /app/order/estimateRate', 'POST /app/order/batchEstimateRate', 'POST /app/zone/find'],
  orders: ['GET /app/order/orders', 'GET /app/order/orders/:id', 'POST /app/order/void'],
  drafts: ['POST /app/order/draft', 'POST /app/order/order/copy'],
  labels: ['POST /app/order/label/create', 'POST /app/order/cancel', 'POST /app/order/label/return'],
  batches: ['POST /app/order/label/batchCreate', 'GET /app/jobs/:id', 'GET /app/jobs/:id/items'],
  imports: ['POST /app/order/import/upload', 'GET /app/order/import/:id/rows'],
  tracking: ['POST /app/track/getTrackInfo'],
  'address validation': ['POST /app/user/address/validate', 'POST /app/order/orders/validateAddresses'],
  manifests: ['POST /app/order/createManifest', 'GET /app/order/manifests'],
  documents: ['GET /app/order/label/down', 'GET /app/order/invoice/down', 'GET /app/order/label/downZip'],
};

const uuid = () => randomUUID();
const ADDRESS = { ...FORM.to, title: 'Dock', phone: '2125550100' };
/** A body each mutating route accepts (its schema passes); unknown ids make the handler answer 404/422. */
const VALID_BODIES: Record<string, () => Record<string, unknown>> = {
  '/app/user/address/validate': () => ({ ...FORM.to }),
  '/app/user/address/validate/batch': () => ({ addresses: [FORM.to] }),
  '/app/user/address-book/create': () => ADDRESS,
  '/app/user/address-book/update/:id': () => ADDRESS,
  '/app/user/address-book/delete/:id': () => ({}),
  '/app/zone/find': () => ({ fromZip: '90001', toZip: '10001' }),
  '/app/order/estimateRate': () => SHIPMENT,
  '/app/order/batchEstimateRate': () => ({ shipments: [SHIPMENT] }),
  '/app/order/draft': () => FORM,
  '/app/order/void': () => ({ orderId: uuid() }),
  '/app/order/cancelRestore': () => ({ orderId: uuid() }),
  '/app/order/order/copy': () => ({ orderId: uuid() }),
  '/app/order/label/create': () => ({ orderId: uuid() }),
  '/app/order/label/return': () => ({ orderId: uuid() }),
  '/app/order/cancel': () => ({ orderId: uuid() }),
  '/app/track/getTrackInfo': () => ({ trackingNumbers: ['1Z999AA10123456784'] }),
  '/app/jobs/:id/cancel': () => ({}),
  '/app/order/import/upload': () => ({}),
  '/app/order/import/:id/createDrafts': () => ({}),
  '/app/order/label/batchCreate': () => ({ orderIds: [uuid()] }),
  '/app/order/orders/estimate': () => ({ orderIds: [uuid()] }),
  '/app/order/orders/validateAddresses': () => ({ orderIds: [uuid()] }),
  '/app/order/label/downZip': () => ({ orderIds: [uuid()] }),
  '/app/order/order/down': () => ({ orderIds: [uuid()] }),
  '/app/order/label/down': () => ({ orderIds: [uuid()] }),
  '/app/order/label/downSaveOrderTo': () => ({ orderIds: [uuid()] }),
  '/app/order/createManifest': () => ({ orderIds: [uuid()] }),
};

const pathOf = (url: string) => url.replaceAll(/:[A-Za-z]+/g, () => randomUUID());
/** One call with a key; answers that are files (template, labels, zip) are not parsed. */
async function send(
  route: RouteInfo,
  secret: string,
  opts: { url?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const res = await t.app.inject({
    method: route.method as InjectOptions['method'],
    url: opts.url ?? pathOf(route.url),
    headers: { 'x-api-key': secret, ...opts.headers },
    ...(route.method === 'GET' ? {} : { payload: (opts.body ?? {}) as InjectOptions['payload'] }),
  });
  const json = String(res.headers['content-type'] ?? '').includes('json');
  return { status: res.statusCode, body: json ? res.json() : res.rawPayload, headers: res.headers };
}

beforeAll(async () => {
  t = await createTestApp();
  customer = await customerLogin(t);
  for (const scope of API_KEY_SCOPES) {
    keys.set(scope, await createKey(t.app, customer.token, { name: `only ${scope}`, scopes: [scope] }));
    const others = API_KEY_SCOPES.filter((s) => s !== scope);
    keys.set(
      `not ${scope}`,
      await createKey(t.app, customer.token, { name: `not ${scope}`, scopes: others }),
    );
  }
  table = routeTable(t.app).filter((r) => r.method !== 'HEAD' && Object.hasOwn(API_KEY_ROUTES, r.url));
});

describe('the public API, route by route', () => {
  it("holds every endpoint of the issue's list", () => {
    const listed = new Set(table.map((r) => `${r.method} ${r.url}`));
    for (const [part, routes] of Object.entries(ISSUE_LIST))
      for (const route of routes) expect(listed.has(route), `${part}: ${route}`).toBe(true);
    // Every entry of the scope table is a real route (no stale pattern).
    expect(new Set(table.map((r) => r.url))).toEqual(new Set(Object.keys(API_KEY_ROUTES)));
  });

  it('answers a key with the right scope (never 401/403/5xx) and refuses one without it (403)', async () => {
    for (const route of table) {
      const name = `${route.method} ${route.url}`;
      const scope = API_KEY_ROUTES[route.url]!.scope;
      // 10 tokens a second: the test clock refills the buckets instead of sleeping.
      t.clock.advanceSeconds(1);
      const right = await send(route, keys.get(scope)!.secret);
      expect([401, 403], `${name}: ${JSON.stringify(right.body)}`).not.toContain(right.status);
      expect(right.status, name).toBeLessThan(500);
      const wrong = await send(route, keys.get(`not ${scope}`)!.secret);
      expect(wrong.status, name).toBe(403);
      expect(wrong.body.errorCode, name).toBe('apiKey.scope_missing');
    }
  });

  it('answers a retry with the same Idempotency-Key with the first answer, on every mutating route', async () => {
    const posts = table.filter((r) => r.method === 'POST');
    expect(new Set(Object.keys(VALID_BODIES))).toEqual(new Set(posts.map((r) => r.url)));
    for (const route of posts) {
      const name = `POST ${route.url}`;
      const secret = keys.get(API_KEY_ROUTES[route.url]!.scope)!.secret;
      const headers = { 'idempotency-key': randomUUID() };
      const url = pathOf(route.url);
      const body = VALID_BODIES[route.url]!();
      t.clock.advanceSeconds(1);
      const first = await send(route, secret, { url, body, headers });
      // The body reaches the handler (a request refused by validation claims no key: nothing was done).
      expect(first.body.errorCode ?? null, `${name}: ${JSON.stringify(first.body).slice(0, 200)}`).not.toBe(
        'validation.failed',
      );
      const again = await send(route, secret, { url, body, headers });
      expect(again.status, name).toBe(first.status);
      if (route.readOnly) {
        // A POST that changes nothing (quotes, exports, downloads) ignores the key: it answers afresh.
        expect(again.headers['idempotent-replayed'], name).toBeUndefined();
        expect(again.headers['content-type'], name).toBe(first.headers['content-type']);
        continue;
      }
      expect(again.headers['idempotent-replayed'], name).toBe('true');
      expect(again.body, name).toEqual(first.body);
    }
  });

  it('refuses a revoked key (401) and a test-mode key on the live-only routes (403), changing nothing', async () => {
    const revoked = await createKey(t.app, customer.token, { name: 'gone' });
    const revoke = await call(t.app, 'POST', `/app/apiKey/revoke/${revoked.id}`, { token: customer.token });
    expect(revoke.status).toBe(200);
    const test = await createKey(t.app, customer.token, { name: 'sandbox', mode: 'test' });
    const liveOnly = table.filter((r) => API_KEY_ROUTES[r.url]!.testMode === false);
    expect(liveOnly.length).toBeGreaterThan(3);
    for (const route of table) {
      t.clock.advanceSeconds(1);
      const gone = await send(route, revoked.secret);
      expect(gone.status, route.url).toBe(401);
      expect(gone.body.errorCode).toBe('apiKey.invalid');
    }
    for (const route of liveOnly) {
      t.clock.advanceSeconds(1);
      const refused = await send(route, test.secret);
      expect(refused.status, route.url).toBe(403);
      expect(refused.body.errorCode).toBe('apiKey.test_mode_refused');
    }
  });
});
