import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminLogin, call } from '../../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { loadCatalog } from '../pricing/catalog.ts';
import { channels } from './channels.table.ts';

/**
 * Issue 15: a real carrier's channel is written only with SECRETS_KEY set, and its stored secrets are
 * kept when left empty, cleared with null when optional, never cleared when required. EasyPost is the
 * carrier: apiKey (required secret) and webhookSecret (optional secret).
 */
const API_KEY = 'EZTK-stored-api-key-0001';
const HOOK = 'whsec-stored-webhook-secret-0002';

const form = (over: Record<string, unknown> = {}) => ({
  carrierCode: 'easypost',
  name: 'EasyPost main',
  mode: 'test',
  ...over,
});

let withKey: TestApp;
let noKey: TestApp;
let admin: string;
beforeAll(async () => {
  withKey = await createTestApp();
  // The same database, served by a process started without SECRETS_KEY.
  noKey = await createTestApp({ secretsKey: undefined });
  admin = await adminLogin(withKey);
});

const storedOf = async (id: string) => (await loadCatalog(withKey.db)).credentials.get(id) ?? {};
const rowOf = async (id: string) => (await withKey.db.select().from(channels).where(eq(channels.id, id)))[0]!;

async function createEasyPost() {
  const res = await call(withKey.app, 'POST', '/admin/channel/create', {
    token: admin,
    body: form({ credentials: { apiKey: API_KEY, webhookSecret: HOOK } }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.id as string;
}

const update = (app: TestApp, id: string, body: Record<string, unknown>, lang = 'en-US') =>
  call(app.app, 'POST', `/admin/channel/update/${id}`, {
    token: admin,
    body: form(body),
    headers: { 'accept-language': lang },
  });

describe('a real carrier channel without SECRETS_KEY', () => {
  it('is refused on create with a translated 409, and nothing is written', async () => {
    const count = async () => (await withKey.db.select().from(channels)).length;
    const before = await count();
    for (const [lang, text] of [
      ['en-US', /no SECRETS_KEY set/],
      ['zh-CN', /未设置 SECRETS_KEY/],
    ] as const) {
      const res = await call(noKey.app, 'POST', '/admin/channel/create', {
        token: admin,
        body: form({ credentials: { apiKey: API_KEY } }),
        headers: { 'accept-language': lang },
      });
      expect(res.status).toBe(409);
      expect(res.body.code).toBe(409);
      expect(res.body.message).toMatch(text);
    }
    expect(await count()).toBe(before);
  });

  it('is refused on update, leaving the stored channel as it was', async () => {
    const id = await createEasyPost();
    const before = await rowOf(id);
    const res = await update(noKey, id, { name: 'Renamed', credentials: { webhookSecret: null } }, 'zh-CN');
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/SECRETS_KEY/);
    expect(await rowOf(id)).toEqual(before);
  });

  it('does not stop a built-in carrier (no secrets) from being saved', async () => {
    const res = await call(noKey.app, 'POST', '/admin/channel/create', {
      token: admin,
      body: { carrierCode: 'sandbox', name: 'Sandbox without key' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });
});

describe('stored secrets on update', () => {
  it('keeps a secret left empty or absent', async () => {
    const id = await createEasyPost();
    const res = await update(withKey, id, { name: 'Kept', credentials: { apiKey: '', webhookSecret: '  ' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await storedOf(id)).toEqual({ apiKey: API_KEY, webhookSecret: HOOK });
    expect((await update(withKey, id, { name: 'Kept again' })).status).toBe(200);
    expect(await storedOf(id)).toEqual({ apiKey: API_KEY, webhookSecret: HOOK });
    expect((await rowOf(id)).credentialKeys).toEqual(['apiKey', 'webhookSecret']);
  });

  it('clears an optional secret sent as null; the others stay', async () => {
    const id = await createEasyPost();
    const res = await update(withKey, id, { credentials: { webhookSecret: null } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.channel.credentialKeys).toEqual(['apiKey']);
    expect(await storedOf(id)).toEqual({ apiKey: API_KEY });
    expect(JSON.stringify(res.body)).not.toContain(API_KEY);
  });

  it('refuses to clear a required secret (translated, field named) and changes nothing', async () => {
    const id = await createEasyPost();
    const before = await rowOf(id);
    for (const [lang, text] of [
      ['en-US', /can be replaced but not cleared/],
      ['zh-CN', /只能替换，不能清除/],
    ] as const) {
      const res = await update(withKey, id, { name: 'X', credentials: { apiKey: null } }, lang);
      expect(res.status).toBe(400);
      const field = res.body.errors?.find((e: { field: string }) => e.field === 'credentials.apiKey');
      expect(field?.message, JSON.stringify(res.body)).toMatch(text);
    }
    expect(await rowOf(id)).toEqual(before);
  });

  it('refuses null for a key the carrier does not declare, and null on create is no secret', async () => {
    const id = await createEasyPost();
    const res = await update(withKey, id, { credentials: { password: null } });
    expect(res.status).toBe(400);
    const created = await call(withKey.app, 'POST', '/admin/channel/create', {
      token: admin,
      body: form({ name: 'No hook', credentials: { apiKey: API_KEY, webhookSecret: null } }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data.credentialKeys).toEqual(['apiKey']);
  });
});
