import type { ApiKeyCreated } from '@shiplabel/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, customerLogin, login, request, seedUser } from '../../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { readXlsx } from '../../lib/spreadsheet/read-xlsx.ts';
import { createKey, keyCall } from '../api-keys/api-keys.fixtures.ts';
import { FORM } from '../orders/placement.fixtures.ts';

/** Issue 16, "audit entries name the key": a request made with an API key shows the key, never its secret. */
let t: TestApp;
let admin: string;
let customer: { id: string; token: string };
let key: ApiKeyCreated;

beforeAll(async () => {
  t = await createTestApp();
  const a = await seedUser(t.db, { kind: 'admin', roles: ['Administrator'] });
  admin = await login(t.app, a.email);
  customer = await customerLogin(t, { email: 'erp-owner@keys.example' });
  key = await createKey(t.app, customer.token, { name: 'Warehouse ERP', scopes: ['addresses'] });
  const saved = await keyCall(t.app, 'POST', '/app/user/address-book/create', key.secret, {
    body: { ...FORM.to, title: 'Dock', phone: '2125550100' },
  });
  expect(saved.status).toBe(200);
  // Wrong scope: refused and recorded, still naming the key.
  const refused = await keyCall(t.app, 'POST', '/app/track/getTrackInfo', key.secret, {
    body: { trackingNumbers: ['1Z999'] },
  });
  expect(refused.status).toBe(403);
});

const list = (query: string) => call(t.app, 'GET', `/admin/userLogs/list?${query}`, { token: admin });

describe('audit entries name the API key', () => {
  it('lists key requests with the key name and prefix, session requests without one', async () => {
    const res = await list('person=erp-owner&pageSize=50');
    expect(res.status).toBe(200);
    const rows = res.body.data.list as {
      route: string;
      statusCode: number;
      apiKey: unknown;
      user: { id: string };
    }[];
    const viaKey = { id: key.id, name: 'Warehouse ERP', prefix: key.prefix };
    expect(key.prefix).toMatch(/^sl_live_/);
    expect(rows.find((r) => r.route === '/app/user/address-book/create')).toMatchObject({
      statusCode: 200,
      apiKey: viaKey,
      user: { id: customer.id },
    });
    expect(rows.find((r) => r.route === '/app/track/getTrackInfo')).toMatchObject({
      statusCode: 403,
      apiKey: viaKey,
    });
    // The key itself was created in a session.
    expect(rows.find((r) => r.route === '/app/apiKey/create')).toMatchObject({ apiKey: null });
    expect(JSON.stringify(res.body)).not.toContain(key.secret);
  });

  it("filters by the key's name or prefix", async () => {
    const byName = await list('apiKey=warehouse&pageSize=50');
    const byPrefix = await list(`apiKey=${key.prefix}&pageSize=50`);
    for (const res of [byName, byPrefix]) {
      expect(res.body.data.list.map((r: { route: string }) => r.route).sort()).toEqual([
        '/app/track/getTrackInfo',
        '/app/user/address-book/create',
      ]);
    }
    expect((await list('apiKey=nobody-has-this&pageSize=50')).body.data.total).toBe(0);
    expect((await list(`apiKey=${'k'.repeat(101)}`)).status).toBe(400);
  });

  it('exports the key as "name (prefix…)" in the last column, in both languages', async () => {
    for (const [lang, header] of [
      ['en-US', 'API key'],
      ['zh-CN', 'API 密钥'],
    ] as const) {
      const res = await request(t.app, 'GET', '/admin/userLogs/down?apiKey=warehouse', {
        token: admin,
        lang,
      });
      expect(res.statusCode).toBe(200);
      const sheet = await readXlsx(res.rawPayload, { maxRows: 10 });
      expect(sheet.headers.at(-1)).toBe(header);
      expect(sheet.rows.map((r) => r.cells.at(-1))).toEqual([
        `Warehouse ERP (${key.prefix}…)`,
        `Warehouse ERP (${key.prefix}…)`,
      ]);
    }
  });
});
