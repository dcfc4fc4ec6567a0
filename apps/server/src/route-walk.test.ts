import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from './db/client.ts';
import { call, login, seedUser } from './db/testing/fixtures.ts';
import { createTestApp, type TestApp } from './db/testing/test-app.ts';
import { type RouteInfo, routeTable } from './lib/route-table.ts';
import { type Leaf, objectShape, sample } from './lib/zod-walk.ts';

/**
 * Issue 12: nothing a client sends may produce a 500. Every route of the route table is called as an
 * administrator and as a customer with hostile values in its path parameters, query and body, and no
 * answer may be 5xx, and no row may appear or vanish. Tables that record requests by design (audit log,
 * rate limits, sign-in counters, idempotency records, the API log) are not counted.
 */
const NOT_COUNTED = new Set([
  'audit_logs',
  'audit_log',
  'rate_limits',
  'sessions',
  'used_nonces',
  'login_failures',
  'idempotent_requests',
  'idempotency_keys',
  'api_logs',
  'api_log',
  'server_keys',
  // A cache token that every catalogue write bumps, also one that changes nothing (an empty update).
  'rating_catalog_version',
]);
/** Routes that end the caller's own session (logout would sign the walker out) or serve files. */
const SKIPPED = (r: RouteInfo) =>
  r.url === '/admin/logout' || r.method === 'HEAD' || r.url.includes('*') || r.url === '/openapi.json';

const NUL = 'a\u0000b';
const SURROGATE = 'a\uD800b';
const MEGA = 'x'.repeat(1_000_000);
const HUGE = 1e308;
const FAR_DATE = '9999-12-31';

type Variant = { name: string; leaf: (l: Leaf, path: string[]) => unknown };
const enumOr = (l: Leaf, fallback: unknown) => (l.values.length ? l.values[0] : fallback);
/** Date-like fields get far-future dates; other strings stay empty so required ones keep the body invalid. */
const DATE_LIKE = /date|day|from$|to$|At$|time/i;
const isDateLike = (path: string[]) => DATE_LIKE.test(path.at(-1) ?? '');
const BODY_VARIANTS: Variant[] = [
  { name: 'nul', leaf: (l) => (l.kind === 'string' ? NUL : enumOr(l, 1)) },
  { name: 'surrogate', leaf: (l) => (l.kind === 'string' ? SURROGATE : enumOr(l, 1)) },
  { name: 'mega', leaf: (l) => (l.kind === 'string' ? MEGA : enumOr(l, 1)) },
  { name: 'huge', leaf: (l) => (l.kind === 'number' ? HUGE : l.kind === 'string' ? '' : enumOr(l, true)) },
  { name: 'negative', leaf: (l) => (l.kind === 'number' ? -1 : l.kind === 'string' ? '' : enumOr(l, true)) },
  {
    name: 'unsafe-int',
    leaf: (l) => (l.kind === 'number' ? 2 ** 63 : l.kind === 'string' ? '' : enumOr(l, false)),
  },
  {
    name: 'far-date',
    leaf: (l, path) =>
      l.kind === 'string' ? (isDateLike(path) ? FAR_DATE : '') : l.kind === 'number' ? 8.64e15 : enumOr(l, 1),
  },
  {
    name: 'wrong-type',
    leaf: (l) => (l.kind === 'string' ? 12345 : l.kind === 'number' ? 'abc' : { a: [] }),
  },
  { name: 'nested-wrong', leaf: () => [[{}]] },
];
const WHOLE_BODIES: unknown[] = [[], 'text', 42, null, { [NUL]: 1 }];
const QUERY_VALUES = [NUL, 'x'.repeat(20_000), '1e308', '-1', FAR_DATE, 'abc'];
const FIELD_VALUES: unknown[] = [HUGE, -1, 2 ** 63, 'x'.repeat(100_000), { a: 1 }];
const PARAM_VALUES = ['%00', 'abc', '-1', '99999999999999999999', randomUUID(), FAR_DATE, '%ED%A0%80'];

let t: TestApp;
let tokens: { who: string; token: string; codes: Set<string> }[];
beforeAll(async () => {
  t = await createTestApp();
  const admin = await seedUser(t.db, { kind: 'admin', roles: ['Administrator'] });
  const customer = await seedUser(t.db, { kind: 'customer', roles: ['Customer'] });
  tokens = [];
  for (const [who, user] of [
    ['admin', admin],
    ['customer', customer],
  ] as const) {
    const token = await login(t.app, user.email);
    const info = await call(t.app, 'GET', '/user/info', { token });
    tokens.push({ who, token, codes: new Set(info.body.data.role as string[]) });
  }
});

async function rowCounts(): Promise<Record<string, number>> {
  const tables = await rowsOf<{ name: string }>(
    t.db.execute(sql`select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`),
  );
  const out: Record<string, number> = {};
  for (const { name } of tables) {
    if (NOT_COUNTED.has(name) || name.startsWith('__')) continue;
    const [row] = await rowsOf<{ n: string }>(
      t.db.execute(sql.raw(`select count(*)::text as n from "${name}"`)),
    );
    out[name] = Number(row!.n);
  }
  return out;
}

const withParams = (url: string, value: string) => url.replace(/:(\w+)/g, () => value);

function requestsFor(route: RouteInfo): InjectOptions[] {
  const method = route.method as InjectOptions['method'];
  const hasParams = route.url.includes(':');
  const base = hasParams ? withParams(route.url, randomUUID()) : route.url;
  const out: InjectOptions[] = [];
  if (hasParams) for (const v of PARAM_VALUES) out.push({ method, url: withParams(route.url, v) });
  const query = objectShape(route.schema?.querystring);
  if (query) {
    // One parameter at a time, the others absent: most are optional, so the value reaches the handler.
    for (const key of Object.keys(query))
      for (const v of QUERY_VALUES) out.push({ method, url: `${base}?${key}=${encodeURIComponent(v)}` });
    out.push({
      method,
      url: `${base}?${Object.keys(query)
        .map((k) => `${k}=1&${k}=2`)
        .join('&')}`,
    });
  }
  const body = route.schema?.body;
  if (body && method !== 'GET') {
    for (const variant of BODY_VARIANTS)
      out.push({ method, url: base, payload: sample(body, variant.leaf) as InjectOptions['payload'] });
    for (const whole of WHOLE_BODIES)
      out.push({
        method,
        url: base,
        payload: JSON.stringify(whole),
        headers: { 'content-type': 'application/json' },
      });
    // One field at a time (update and filter bodies are mostly optional fields).
    for (const key of Object.keys(objectShape(body) ?? {}))
      for (const v of isDateLike([key]) ? [...FIELD_VALUES, FAR_DATE] : FIELD_VALUES)
        out.push({ method, url: base, payload: { [key]: v } });
  }
  if (!query && !route.schema?.body && !hasParams) out.push({ method, url: base });
  return out;
}

describe('route walk: hostile input on every route', () => {
  it('answers every request below 500 and changes no row', { timeout: 300_000 }, async () => {
    // ROUTE_WALK_ONLY=<regex> walks only matching URLs (when hunting one failure).
    const only = process.env.ROUTE_WALK_ONLY ? new RegExp(process.env.ROUTE_WALK_ONLY) : null;
    const routes = routeTable(t.app).filter((r) => !SKIPPED(r) && (!only || only.test(r.url)));
    if (!only) expect(routes.length).toBeGreaterThan(100);
    const statuses = new Map<number, number>();
    const before = await rowCounts();
    const failures: string[] = [];
    let sent = 0;
    for (const route of routes) {
      const requests = requestsFor(route);
      for (const { who, token, codes } of tokens) {
        // A caller the guard refuses gets one request (the 403 is checked); the others get them all.
        const allowed =
          route.access === 'public' ||
          (Array.isArray(route.access) && route.access.some((c) => c === '*' || codes.has(c)));
        for (const request of allowed ? requests : requests.slice(0, 1)) {
          const res = await t.app.inject({
            ...request,
            headers: { ...request.headers, authorization: `Bearer ${token}` },
          });
          sent++;
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          if (res.statusCode >= 500) {
            const url = String(request.url).slice(0, 120);
            const body =
              typeof request.payload === 'string' ? request.payload : JSON.stringify(request.payload);
            failures.push(
              `${who} ${route.method} ${url} ${body?.slice(0, 160)} -> ${res.statusCode} ${res.body.slice(0, 160)}`,
            );
          }
        }
      }
    }
    if (process.env.ROUTE_WALK_DEBUG) console.info(routes.length, 'routes', sent, 'requests', statuses);
    expect(failures).toEqual([]);
    if (!only) expect(sent).toBeGreaterThan(2000);
    expect(await rowCounts()).toEqual(before);
  });
});
