import { ROLE_SEEDS } from '@shiplabel/shared';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import * as schema from './db/schema.ts';
import { call, login, seedUser } from './db/testing/fixtures.ts';
import { createTestApp, type TestApp } from './db/testing/test-app.ts';
import { routeTable } from './lib/route-table.ts';

/**
 * The server, not the web app, enforces permissions: every route whose resource codes a role does not hold
 * must refuse that role's users with 403 before doing anything, whatever the path ids or body.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

/** Row counts of every business table (the audit log and sessions record the refusals themselves). */
async function businessRowCounts() {
  const tables = (Object.values(schema) as unknown[]).filter((v): v is PgTable => is(v, PgTable));
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const name = getTableName(table);
    if (/audit|session|rate_limit|login/.test(name)) continue;
    counts[name] = await t.db.$count(table);
  }
  return counts;
}

const RANDOM_ID = '00000000-0000-4000-8000-000000000000';
const codesOfRole = (key: string) => ROLE_SEEDS.find((r) => r.key === key)!.codes;

async function refusedRoutes(roleName: string, roleKey: string) {
  const user = await seedUser(t.db, {
    kind: roleKey === 'customer' ? 'customer' : 'staff',
    roles: [roleName],
  });
  const token = await login(t.app, user.email);
  const before = await businessRowCounts();
  const held = new Set(codesOfRole(roleKey));
  const guarded = routeTable(t.app).filter(
    (r) =>
      r.method !== 'HEAD' &&
      Array.isArray(r.access) &&
      !r.access.includes('*') &&
      !r.access.some((code) => held.has(code)),
  );
  const answers = [];
  for (const route of guarded) {
    const url = route.url.replace(/:[A-Za-z]+/g, RANDOM_ID);
    const res = await call(t.app, route.method as 'GET', url, {
      token,
      ...(route.method === 'GET' ? {} : { body: { amount: '100.00', id: RANDOM_ID, ids: [RANDOM_ID] } }),
    });
    answers.push(`${route.method} ${route.url} -> ${res.status}`);
  }
  return { guarded, answers, before, after: await businessRowCounts() };
}

describe('access boundary', () => {
  it('refuses a customer on every back-office route with 403 and changes nothing', async () => {
    const { guarded, answers, before, after } = await refusedRoutes('Customer', 'customer');
    expect(guarded.length).toBeGreaterThan(50);
    expect(answers.filter((a) => !a.endsWith('-> 403'))).toEqual([]);
    expect(after).toEqual(before);
  });

  it('refuses a seller (sellerCustomers only) on every route outside the seller role', async () => {
    const { guarded, answers, before, after } = await refusedRoutes('Seller', 'seller');
    expect(guarded.map((r) => `${r.method} ${r.url}`)).toContain('POST /admin/updateStatus/:id');
    expect(answers.filter((a) => !a.endsWith('-> 403'))).toEqual([]);
    expect(after).toEqual(before);
  });

  it('refuses staff on every route outside the staff role', async () => {
    const { guarded, answers, before, after } = await refusedRoutes('Staff', 'staff');
    expect(guarded.length).toBeGreaterThan(30);
    expect(answers.filter((a) => !a.endsWith('-> 403'))).toEqual([]);
    expect(after).toEqual(before);
  });
});
