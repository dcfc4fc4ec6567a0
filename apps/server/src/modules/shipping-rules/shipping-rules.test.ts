import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, type Lang, login, seedUser } from '../../db/testing/fixtures.ts';
import { createSandboxChannel } from '../../db/testing/rates-fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { allot } from '../orders/funded-world.fixtures.ts';
import { adminToken } from '../orders/placement.fixtures.ts';

let t: TestApp;
let ann: { id: string; token: string };
let bob: string;
let ground: string;
let overnight: string;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await adminToken(t);
  const a = await seedUser(t.db, { roles: ['Customer'] });
  ann = { id: a.id, token: await login(t.app, a.email) };
  bob = await login(t.app, (await seedUser(t.db, { roles: ['Customer'] })).email);
  const channel = await createSandboxChannel(t.app, admin, 'Rules sandbox');
  ground = channel.services.find((s) => s.code === 'ground')!.id;
  overnight = channel.services.find((s) => s.code === 'overnight')!.id;
  await allot(t, admin, ann.id, [ground]);
});

const BASE = '/app/shippingRule';
const create = (body: unknown, token = ann.token, lang: Lang = 'en-US') =>
  call(t.app, 'POST', `${BASE}/create`, { token, body, lang });
const names = async (token = ann.token) =>
  (await call(t.app, 'GET', `${BASE}/list`, { token })).body.data.map((r: { name: string }) => r.name);

describe('shipping rules', () => {
  it('creates in order, updates in place, moves and deletes the caller’s own rules', async () => {
    const west = await create({
      name: 'West coast ground',
      conditions: { countries: ['us'], states: ['ca', 'WA'], weightMax: 5 },
      actions: { serviceMode: 'service', serviceId: ground, signatureOption: 'adult' },
    });
    expect(west.status).toBe(200);
    expect(west.body.data).toMatchObject({
      name: 'West coast ground',
      enabled: true,
      position: 1,
      conditions: { countries: ['US'], states: ['CA', 'WA'], weightMax: 5, weightUnit: 'lb', sku: '' },
      actions: { serviceMode: 'service', serviceId: ground, signatureOption: 'adult', insuranceMode: 'keep' },
    });
    const cheap = (
      await create({ name: 'Cheapest', actions: { serviceMode: 'cheapest', serviceId: ground } })
    ).body.data;
    // A named service only sticks with serviceMode 'service'.
    expect(cheap).toMatchObject({ position: 2, actions: { serviceMode: 'cheapest', serviceId: null } });
    expect(await names()).toEqual(['West coast ground', 'Cheapest']);

    const moved = await call(t.app, 'POST', `${BASE}/move/${cheap.id}`, {
      token: ann.token,
      body: { direction: 'up' },
    });
    expect(moved.body.data.map((r: { name: string; position: number }) => [r.name, r.position])).toEqual([
      ['Cheapest', 1],
      ['West coast ground', 2],
    ]);
    // The first cannot go further up.
    await call(t.app, 'POST', `${BASE}/move/${cheap.id}`, { token: ann.token, body: { direction: 'up' } });
    expect(await names()).toEqual(['Cheapest', 'West coast ground']);

    const updated = await call(t.app, 'POST', `${BASE}/update/${cheap.id}`, {
      token: ann.token,
      body: { name: 'Fastest', enabled: false, actions: { serviceMode: 'fastest' } },
    });
    expect(updated.body.data).toMatchObject({ name: 'Fastest', enabled: false, position: 1 });

    expect(
      (await call(t.app, 'POST', `${BASE}/delete/${cheap.id}`, { token: ann.token })).body.data,
    ).toBeNull();
    expect(await names()).toEqual(['West coast ground']);
    expect((await call(t.app, 'POST', `${BASE}/delete/${cheap.id}`, { token: ann.token })).status).toBe(404);
  });

  it("another customer's rule is 404 like an unknown one and stays as it was", async () => {
    const mine = (await create({ name: 'Ann only' })).body.data;
    const attempts = [
      call(t.app, 'POST', `${BASE}/update/${mine.id}`, { token: bob, body: { name: 'x' }, lang: 'zh-CN' }),
      call(t.app, 'POST', `${BASE}/move/${mine.id}`, { token: bob, body: { direction: 'down' } }),
      call(t.app, 'POST', `${BASE}/delete/${mine.id}`, { token: bob }),
      call(t.app, 'POST', `${BASE}/delete/${randomUUID()}`, { token: ann.token }),
    ];
    const [upd, ...rest] = await Promise.all(attempts);
    expect(upd!.status).toBe(404);
    expect(upd!.body).toMatchObject({ errorCode: 'shippingRules.not_found', message: '发货规则不存在' });
    for (const r of rest) expect(r.status).toBe(404);
    expect(await names(bob)).toEqual([]);
    expect(await names()).toContain('Ann only');
  });

  it('refuses a service not allotted to the customer and a template not theirs (422, translated)', async () => {
    const en = await create({ name: 'Overnight', actions: { serviceMode: 'service', serviceId: overnight } });
    expect(en.status).toBe(422);
    expect(en.body.errorCode).toBe('shippingRules.service_not_allotted');
    const zh = await create(
      { name: 'Overnight', actions: { serviceMode: 'service', serviceId: overnight } },
      ann.token,
      'zh-CN',
    );
    expect(zh.body.message).toBe('您的账户不能使用该服务，请选择您的服务');
    const tpl = await create({ name: 'Box', actions: { templateId: randomUUID() } });
    expect(tpl.status).toBe(422);
    expect(tpl.body.errorCode).toBe('shippingRules.template_unknown');
    expect(await names()).not.toContain('Overnight');
  });

  it('answers 400 (never 500) for malformed input, with translated field messages', async () => {
    const bad = await create(
      { name: ' ', conditions: { countries: ['USA'], weightMin: 9, weightMax: 1, valueMin: 'abc' } },
      ann.token,
      'zh-CN',
    );
    expect(bad.status).toBe(400);
    const byField = Object.fromEntries(
      bad.body.errors.map((e: { field: string; message: string }) => [e.field, e.message]),
    );
    expect(byField).toMatchObject({
      name: '请输入规则名称',
      'conditions.valueMin': '请输入金额，例如 100.00',
    });
    for (const body of [null, [], 7, { name: 1 }, { name: 'n', conditions: { states: 'CA' } }])
      expect((await create(body)).status).toBe(400);
    expect(
      (await call(t.app, 'POST', `${BASE}/move/not-a-uuid`, { token: ann.token, body: {} })).status,
    ).toBe(400);
    expect((await call(t.app, 'GET', `${BASE}/list`, {})).status).toBe(401);
  });
});
