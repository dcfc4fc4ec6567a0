import { beforeAll, describe, expect, it } from 'vitest';
import { adminLogin, call, customerLogin } from '../../db/testing/fixtures.ts';
import { createSandboxChannel, SHIPMENT } from '../../db/testing/rates-fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';

let t: TestApp;
let admin: string;
let customer: string;
let customerId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminLogin(t);
  ({ id: customerId, token: customer } = await customerLogin(t, { email: 'rules-buyer@test.example' }));
});

const ID = '00000000-0000-4000-8000-000000000000';

describe('a customer calling back-office endpoints', () => {
  it('is refused (403) on every one of them, in both languages, and nothing changes', async () => {
    const endpoints: [string, string, unknown?][] = [
      ['GET', '/admin/channel/carriers'],
      ['GET', '/admin/channel/getChannelThree'],
      ['GET', `/admin/channel/getChannelOneLevel/${ID}`],
      ['GET', '/admin/channel/getAllChannel?pageSize=9999999&pageNum=1'],
      ['GET', `/admin/channel/getServiceByChannelIds?ids=${ID}`],
      ['POST', '/admin/channel/create', { carrierCode: 'sandbox', name: 'Mine' }],
      ['POST', '/admin/channel/createNew', { channelId: ID, code: 'x', name: 'x' }],
      ['POST', `/admin/channel/update/${ID}`, {}],
      ['POST', `/admin/channel/enable/${ID}`, { status: 1 }],
      ['POST', `/admin/channel/delete/${ID}`],
      ['POST', '/admin/channel/updateMixSet', { channelId: ID, services: [] }],
      ['POST', '/admin/channel/allot-channel', { userId: customerId, serviceIds: [] }],
      ['POST', '/staff/channel/allot-channel', { userId: customerId, serviceIds: [] }],
      ['GET', `/admin/user-channel?userId=${customerId}`],
      ['GET', '/admin/all-user-channel'],
      ['GET', '/admin/channel/userOptions'],
      ['GET', `/admin/channel/rateCard/${ID}`],
      ['POST', `/admin/channel/rateCard/${ID}`],
      ['POST', `/admin/channel/zoneChart/${ID}`],
      ['POST', `/admin/channel/zoneChart/${ID}/delete`],
      ['GET', '/admin/compute/getInfo'],
      ['POST', '/admin/compute/addOrUpdate', { rule: { fuelPercent: 50 } }],
      ['GET', '/admin/priceRule/list'],
      ['POST', '/admin/priceRule/create', { name: 'Free' }],
      ['POST', `/admin/priceRule/update/${ID}`, { name: 'Free' }],
      ['POST', `/admin/priceRule/delete/${ID}`],
      ['POST', '/admin/addUserPriceRuleRelation', { userIds: [customerId], priceRuleId: ID }],
      ['POST', '/admin/delUserPriceRuleRelation', { userIds: [customerId] }],
      ['POST', '/admin/allUserlistByServiceCode', {}],
    ];
    for (const [method, url, body] of endpoints) {
      const res = await call(t.app, method as 'GET', url, { token: customer, body, lang: 'zh-CN' });
      expect(res.status, `${method} ${url}`).toBe(403);
      expect(res.body.errorCode).toBe('auth.forbidden');
    }
    const en = await call(t.app, 'GET', '/admin/compute/getInfo', { token: customer });
    expect(en.body.message).toBe('You do not have permission to do this');
    const tree = await call(t.app, 'GET', '/admin/channel/getChannelThree', { token: admin });
    expect(tree.body.data.flatMap((n: { channels: unknown[] }) => n.channels)).toEqual([]);
    const info = await call(t.app, 'GET', '/admin/compute/getInfo', { token: admin });
    expect(info.body.data.global).toEqual({});
  });
});

describe('estimation rules', () => {
  it('saves per scope, merges service over channel over global, and validates values', async () => {
    const ch = await createSandboxChannel(t.app, admin, 'Rules channel');
    const ground = ch.services[0]!;
    await call(t.app, 'POST', '/admin/compute/addOrUpdate', {
      token: admin,
      body: { rule: { dimDivisorIn: 166, fuelPercent: 5, residential: '3.00' } },
    });
    await call(t.app, 'POST', '/admin/compute/addOrUpdate', {
      token: admin,
      body: { channelId: ch.id, rule: { fuelPercent: 7.25 } },
    });
    const saved = await call(t.app, 'POST', '/admin/compute/addOrUpdate', {
      token: admin,
      body: { serviceId: ground.id, rule: { residential: '5.10' } },
    });
    expect(saved.body.data).toMatchObject({
      global: { dimDivisorIn: 166, fuelPercent: 5, residential: '3.00' },
      channel: { fuelPercent: 7.25 },
      service: { residential: '5.10' },
      effective: {
        dimDivisorIn: 166,
        fuelPercent: 7.25,
        residential: '5.10',
        dimDivisorCm: 5000,
        cargoThresholdLb: 150,
      },
    });
    for (const rule of [
      { fuelPercent: -1 },
      { residential: '-2' },
      { dimDivisorIn: 0 },
      { residential: '1.234' },
      { junk: 1 },
    ]) {
      const bad = await call(t.app, 'POST', '/admin/compute/addOrUpdate', { token: admin, body: { rule } });
      expect(bad.status, JSON.stringify(rule)).toBe(400);
    }
    const unknown = await call(t.app, 'POST', '/admin/compute/addOrUpdate', {
      token: admin,
      body: { serviceId: ID, rule: {} },
    });
    expect(unknown.status).toBe(404);
  });
});

describe('price rules', () => {
  it('creates, lists, makes one default, attaches to users and refuses deleting a held rule', async () => {
    const ch = await createSandboxChannel(t.app, admin, 'Price channel');
    await call(t.app, 'POST', '/admin/channel/allot-channel', {
      token: admin,
      body: { userId: customerId, serviceIds: [ch.services[0]!.id] },
    });
    const a = await call(t.app, 'POST', '/admin/priceRule/create', {
      token: admin,
      body: { name: 'Retail', isDefault: true, entries: [{ markupPercent: 20 }] },
    });
    expect(a.status).toBe(200);
    const b = await call(t.app, 'POST', '/admin/priceRule/create', {
      token: admin,
      body: {
        name: 'Wholesale',
        isDefault: true,
        entries: [{ channelId: ch.id, markupPercent: 5, fixedAmount: '0.25' }],
      },
    });
    const list = await call(t.app, 'GET', '/admin/priceRule/list', { token: admin });
    expect(list.body.data.map((r: { name: string; isDefault: boolean }) => [r.name, r.isDefault])).toEqual([
      ['Wholesale', true],
      ['Retail', false],
    ]);
    const dup = await call(t.app, 'POST', '/admin/priceRule/create', {
      token: admin,
      body: { name: 'retail' },
      lang: 'zh-CN',
    });
    expect(dup.body).toMatchObject({ code: 409, message: '已存在名为“retail”的价格规则' });
    const negative = await call(t.app, 'POST', '/admin/priceRule/create', {
      token: admin,
      body: { name: 'Loss', entries: [{ markupPercent: -5 }] },
    });
    expect(negative.status).toBe(400);

    const byDefault = await call(t.app, 'POST', '/app/order/estimateRate', {
      token: customer,
      body: SHIPMENT,
    });
    expect(byDefault.body.data.quotes[0].priceRuleId).toBe(b.body.data.id);
    await call(t.app, 'POST', '/admin/addUserPriceRuleRelation', {
      token: admin,
      body: { userIds: [customerId], priceRuleId: a.body.data.id },
    });
    const users = await call(t.app, 'POST', '/admin/allUserlistByServiceCode', {
      token: admin,
      body: { serviceCode: 'ground' },
    });
    expect(users.body.data).toEqual([
      expect.objectContaining({
        email: 'rules-buyer@test.example',
        priceRuleName: 'Retail',
        isDefaultRule: false,
      }),
    ]);
    const held = await call(t.app, 'POST', `/admin/priceRule/delete/${a.body.data.id}`, { token: admin });
    expect(held.body).toMatchObject({
      code: 409,
      message: 'The price rule is held by 1 user(s): take it from them first',
    });
    const mine = await call(t.app, 'POST', '/app/order/estimateRate', { token: customer, body: SHIPMENT });
    expect(mine.body.data.quotes[0].priceRuleId).toBe(a.body.data.id);
    const base = Number(byDefault.body.data.quotes[0].breakdown.base);
    expect(Number(mine.body.data.quotes[0].breakdown.base)).toBeGreaterThan(base);

    await call(t.app, 'POST', '/admin/delUserPriceRuleRelation', {
      token: admin,
      body: { userIds: [customerId] },
    });
    const deleted = await call(t.app, 'POST', `/admin/priceRule/delete/${a.body.data.id}`, { token: admin });
    expect(deleted.status).toBe(200);
    const missing = await call(t.app, 'POST', '/admin/addUserPriceRuleRelation', {
      token: admin,
      body: { userIds: [customerId], priceRuleId: a.body.data.id },
    });
    expect(missing.status).toBe(404);

    // Deleting the channel takes its entries out of the rules that aimed at it.
    const gone = await call(t.app, 'POST', `/admin/channel/delete/${ch.id}`, { token: admin });
    expect(gone.body.data).toEqual({ removedAllotments: 1, removedPriceEntries: 1 });
    const after = await call(t.app, 'GET', '/admin/priceRule/list', { token: admin });
    expect(after.body.data[0].entries).toEqual([]);
  });
});
