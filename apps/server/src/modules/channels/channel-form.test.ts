import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminLogin, call, customerLogin } from '../../db/testing/fixtures.ts';
import { createSandboxChannel } from '../../db/testing/rates-fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { routeTable } from '../../lib/route-table.ts';
import { flushApiLog } from '../api-log/api-log.writer.ts';
import { type CarrierAdapter, CarrierError } from '../carriers/carrier-adapter.ts';
import { CARRIER_ADAPTERS, CARRIER_SERVICES } from '../carriers/registry.ts';
import { channels } from './channels.table.ts';

/** Issue 15: a real carrier's channel form (declared fields, mode, label formats) and its Test connection. */
const SECRET = 'sk-live-NEVER-SHOWN-93f1c0';
const GOOD = 'sk-live-accepted-5521aa';
const l = (en: string, zh: string) => ({ 'en-US': en, 'zh-CN': zh });

/** A carrier registered only in this test: it refuses any key but GOOD, echoing the key it refused. */
const formCarrier: CarrierAdapter = {
  code: 'formtest',
  name: l('Form Test Carrier', '表单测试承运商'),
  defaultServices: [
    { code: 'express', name: 'Express', transitDaysMin: 1, transitDaysMax: 3 },
    {
      code: 'world',
      name: 'World',
      transitDaysMin: 5,
      transitDaysMax: 9,
      international: true,
      maxWeightLb: 70,
    },
  ],
  rate: async () => ({ ok: false, code: 'carrier.rejected' }),
  createLabel: async () => {
    throw new CarrierError('carrier.rejected');
  },
  void: async () => ({ voided: false }),
  track: async ({ now }) => ({ trackingNumber: now.toISOString(), status: 0, events: [] }),
  settingsFields: [
    { key: 'apiKey', label: l('API key', 'API 密钥'), kind: 'secret', required: true },
    { key: 'accountNumber', label: l('Account number', '账号'), kind: 'text', required: true },
    {
      key: 'region',
      label: l('Region', '区域'),
      kind: 'select',
      required: false,
      options: [
        { value: 'us', label: l('United States', '美国') },
        { value: 'eu', label: l('Europe', '欧洲') },
      ],
      help: l('Where the account was opened', '开户地区'),
    },
  ],
  labelFormats: ['pdf_4x6', 'zpl'],
  testConnection: async (ctx) => {
    if (ctx.credentials.apiKey === GOOD) return { ok: true };
    if (ctx.settings.accountNumber === 'slow')
      throw new Error(`socket hang up with key ${ctx.credentials.apiKey}`);
    throw new CarrierError(
      'carrier.auth_failed',
      `Invalid API key ${ctx.credentials.apiKey}`,
      'UNAUTHORIZED',
    );
  },
};

let t: TestApp;
let admin: string;
let customer: string;
beforeAll(async () => {
  CARRIER_ADAPTERS[formCarrier.code] = formCarrier;
  CARRIER_SERVICES[formCarrier.code] = { codes: ['express', 'world'], signatureOptions: ['standard'] };
  t = await createTestApp();
  admin = await adminLogin(t);
  ({ token: customer } = await customerLogin(t, { email: 'form-buyer@test.example', nickName: 'F' }));
});
afterAll(() => {
  delete CARRIER_ADAPTERS[formCarrier.code];
  delete CARRIER_SERVICES[formCarrier.code];
});

const create = (body: Record<string, unknown>, lang: 'en-US' | 'zh-CN' = 'en-US') =>
  call(t.app, 'POST', '/admin/channel/create', {
    token: admin,
    lang,
    body: { carrierCode: 'formtest', name: 'Form channel', ...body },
  });
const fieldsOf = (res: { body: { errors?: { field: string }[] } }) =>
  (res.body.errors ?? []).map((e) => e.field).sort();

describe('carrier types for the channel form', () => {
  it("lists every carrier's fields, label formats and services in the reader's language", async () => {
    const res = await call(t.app, 'GET', '/admin/channel/carriers', { token: admin, lang: 'zh-CN' });
    const form = res.body.data.find((c: { code: string }) => c.code === 'formtest');
    expect(form).toMatchObject({
      name: '表单测试承运商',
      labelFormats: ['pdf_4x6', 'zpl'],
      services: [
        { code: 'express', name: 'Express', transitDaysMin: 1, transitDaysMax: 3 },
        { code: 'world', name: 'World', transitDaysMin: 5, transitDaysMax: 9 },
      ],
      serviceCodes: ['express', 'world'],
    });
    expect(form.settingsFields[0]).toEqual({
      key: 'apiKey',
      label: 'API 密钥',
      kind: 'secret',
      required: true,
    });
    expect(form.settingsFields[2]).toMatchObject({
      help: '开户地区',
      options: [{ value: 'us', label: '美国' }, {}],
    });
    const sandbox = res.body.data.find((c: { code: string }) => c.code === 'sandbox');
    expect(sandbox.settingsFields).toEqual([]);
    expect(sandbox.labelFormats).toEqual(['pdf_4x6', 'pdf_letter', 'pdf_a4', 'png', 'zpl']);
    const denied = await call(t.app, 'GET', '/admin/channel/carriers', { token: customer });
    expect(denied.status).toBe(403);
  });
});

describe('creating and updating a real carrier channel', () => {
  it('refuses missing, unknown, misplaced and wrong values with one translated issue per field', async () => {
    const missing = await create({}, 'zh-CN');
    expect(missing.status).toBe(400);
    expect(fieldsOf(missing)).toEqual(['credentials.apiKey', 'settings.accountNumber']);
    expect(missing.body.errors.map((e: { message: string }) => e.message).sort()).toEqual([
      'API 密钥为必填项',
      '账号为必填项',
    ]);
    const wrong = await create({
      mode: 'test',
      settings: { accountNumber: 'A1', region: 'mars', apiKey: 'in-the-open', labelFormat: 'png' },
      credentials: { apiKey: 'k', password: 'p' },
    });
    expect(fieldsOf(wrong)).toEqual([
      'credentials.password',
      'settings.apiKey',
      'settings.labelFormat',
      'settings.region',
    ]);
    const messages = wrong.body.errors.map((e: { message: string }) => e.message).join(' | ');
    expect(messages).toContain('Region must be one of: us, eu');
    expect(messages).toContain('it makes: pdf_4x6, zpl');
    const badMode = await create({
      mode: 'live',
      settings: { accountNumber: 'A1' },
      credentials: { apiKey: 'k' },
    });
    expect(badMode.status).toBe(400);
    expect(fieldsOf(badMode)).toEqual(['mode']);
    const badService = await call(t.app, 'POST', '/admin/channel/createNew', {
      token: admin,
      body: { channelId: '00000000-0000-4000-8000-000000000000', code: 'ground', name: 'x' },
    });
    expect(badService.status).toBe(404);
  });

  it('stores secrets encrypted and write-only, keeps a stored secret when sent empty, and tests the connection', async () => {
    const created = await create({
      mode: 'production',
      settings: { accountNumber: 'A-100', region: 'eu', labelFormat: 'zpl' },
      credentials: { apiKey: SECRET },
    });
    expect(created.status).toBe(200);
    const channel = created.body.data;
    expect(channel).toMatchObject({
      mode: 'production',
      credentialKeys: ['apiKey'],
      settings: { accountNumber: 'A-100', region: 'eu', labelFormat: 'zpl', mode: 'production' },
    });
    // Default services keep what the carrier declares: international only, its weight limit (else 150 lb).
    expect(
      channel.services.map((s: { code: string; limits: { international: boolean; maxWeightLb: number } }) => [
        s.code,
        s.limits.international,
        s.limits.maxWeightLb,
      ]),
    ).toEqual([
      ['express', false, 150],
      ['world', true, 70],
    ]);
    const [row] = await t.db.select().from(channels).where(eq(channels.id, channel.id));
    expect(row!.credentialsCipher).toBeTruthy();
    expect(row!.credentialsCipher).not.toContain(SECRET);
    const otherService = await call(t.app, 'POST', '/admin/channel/createNew', {
      token: admin,
      body: { channelId: channel.id, code: 'ground', name: 'Ground' },
    });
    expect(otherService.body.errorCode).toBe('channels.service_code_unknown');

    const failed = await call(t.app, 'POST', `/admin/channel/testConnection/${channel.id}`, { token: admin });
    expect(failed.status).toBe(200);
    expect(failed.body.data).toEqual({
      ok: false,
      code: 'carrier.auth_failed',
      message:
        "The carrier refused this channel's credentials; an administrator must check the channel's account settings (the carrier said: Invalid API key ***)",
      carrierMessage: 'Invalid API key ***',
    });
    const zh = await call(t.app, 'POST', `/admin/channel/testConnection/${channel.id}`, {
      token: admin,
      lang: 'zh-CN',
    });
    expect(zh.body.data.message).toMatch(/^承运商拒绝了.*（承运商原话：Invalid API key \*\*\*）$/);

    // An empty secret keeps the stored one (the check still sends SECRET and is still refused).
    const kept = await call(t.app, 'POST', `/admin/channel/update/${channel.id}`, {
      token: admin,
      body: {
        carrierCode: 'formtest',
        name: 'Form channel',
        settings: { accountNumber: 'A-100' },
        credentials: { apiKey: '' },
      },
    });
    expect(kept.body.data.channel).toMatchObject({ credentialKeys: ['apiKey'], mode: 'production' });
    const still = await call(t.app, 'POST', `/admin/channel/testConnection/${channel.id}`, { token: admin });
    expect(still.body.data.code).toBe('carrier.auth_failed');

    for (const answer of [created, failed, zh, kept, still])
      expect(JSON.stringify(answer.body)).not.toContain(SECRET);
    await walkForSecret(channel.id);

    await call(t.app, 'POST', `/admin/channel/update/${channel.id}`, {
      token: admin,
      body: {
        carrierCode: 'formtest',
        name: 'Form channel',
        mode: 'test',
        settings: { accountNumber: 'A-100' },
        credentials: { apiKey: GOOD },
      },
    });
    const passed = await call(t.app, 'POST', `/admin/channel/testConnection/${channel.id}`, { token: admin });
    expect(passed.body.data).toEqual({ ok: true });

    await flushApiLog(t.db);
    const log = await call(t.app, 'GET', '/admin/apiLog/list?requestType=testConnection&pageSize=50', {
      token: admin,
    });
    const rows = log.body.data.list.filter((r: { channelId: string }) => r.channelId === channel.id);
    const outcomes = rows.map((r: { success: boolean; errorCode: string }) => `${r.success}:${r.errorCode}`);
    expect(outcomes.sort()).toEqual([
      'false:carrier.auth_failed',
      'false:carrier.auth_failed',
      'false:carrier.auth_failed',
      'true:',
    ]);
  });

  it('turns an unreadable failure into a code, answers ok for built-in carriers, and guards the route', async () => {
    const slow = await create({ settings: { accountNumber: 'slow' }, credentials: { apiKey: SECRET } });
    const res = await call(t.app, 'POST', `/admin/channel/testConnection/${slow.body.data.id}`, {
      token: admin,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      ok: false,
      code: 'carrier.bad_response',
      carrierMessage: 'socket hang up with key ***',
    });
    const sandbox = await createSandboxChannel(t.app, admin, 'Built-in');
    const builtIn = await call(t.app, 'POST', `/admin/channel/testConnection/${sandbox.id}`, {
      token: admin,
    });
    expect(builtIn.body.data).toEqual({ ok: true });
    const unknown = await call(
      t.app,
      'POST',
      '/admin/channel/testConnection/00000000-0000-4000-8000-000000000000',
      { token: admin },
    );
    expect(unknown.status).toBe(404);
    const notUuid = await call(t.app, 'POST', '/admin/channel/testConnection/formtest', { token: admin });
    expect(notUuid.status).toBe(400);
    const denied = await call(t.app, 'POST', `/admin/channel/testConnection/${sandbox.id}`, {
      token: customer,
    });
    expect(denied.status).toBe(403);
  });
});

/** Every GET of the channel module (and the API log) answered with the channel in it: no secret anywhere. */
async function walkForSecret(channelId: string) {
  const gets = routeTable(t.app).filter(
    (r) => r.method === 'GET' && /channel|apiLog/i.test(r.url) && !r.url.includes('*'),
  );
  expect(gets.length).toBeGreaterThanOrEqual(8);
  await flushApiLog(t.db);
  const logs = await call(t.app, 'GET', '/admin/apiLog/list?pageSize=100', { token: admin });
  const logIds: string[] = logs.body.data.list.map((r: { id: string }) => r.id);
  expect(logIds.length).toBeGreaterThanOrEqual(2);
  let answered = 0;
  for (const route of gets) {
    const ids = route.url.includes('apiLog/:id')
      ? logIds
      : route.url.includes(':id')
        ? [channelId, 'formtest']
        : [''];
    for (const id of ids) {
      const url = `${route.url.replace(':id', id)}?ids=${channelId}&pageSize=9999999&userId=${channelId}`;
      const res = await call(t.app, 'GET', url, { token: admin });
      expect(res.status, url).toBeLessThan(500);
      expect(JSON.stringify(res.body), url).not.toContain(SECRET);
      if (res.status === 200 && JSON.stringify(res.body).includes(channelId)) answered++;
    }
  }
  expect(answered).toBeGreaterThanOrEqual(5);
}
