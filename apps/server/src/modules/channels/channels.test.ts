import { beforeAll, describe, expect, it } from 'vitest';
import { adminLogin, call, customerLogin, seedUser } from '../../db/testing/fixtures.ts';
import { createSandboxChannel } from '../../db/testing/rates-fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { channels } from './channels.table.ts';
import { registerChannelUsage, unregisterChannelUsage } from './usage.ts';

let t: TestApp;
let admin: string;
let customerId: string;
let customer: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminLogin(t);
  ({ id: customerId, token: customer } = await customerLogin(t, {
    email: 'buyer@test.example',
    nickName: 'Buyer',
  }));
});

describe('channel tree', () => {
  it('creates a channel with the default services and lists it in the three-level tree and pages', async () => {
    const created = await createSandboxChannel(t.app, admin, 'Tree test', {
      settings: { failureRate: 0, latencyMs: 0 },
    });
    expect(created.services.map((s) => s.code)).toEqual(['ground', 'two_day', 'overnight']);
    const tree = await call(t.app, 'GET', '/admin/channel/getChannelThree', { token: admin, lang: 'zh-CN' });
    const sandbox = tree.body.data.find((n: { carrierCode: string }) => n.carrierCode === 'sandbox');
    expect(sandbox.carrierName).toBe('沙箱快递');
    const channel = sandbox.channels.find((c: { id: string }) => c.id === created.id);
    expect(channel.services).toHaveLength(3);
    // A built-in carrier declares no credential fields: nothing is stored, the mode defaults to test.
    expect(channel).toMatchObject({ credentialKeys: [], mode: 'test' });
    expect(channel.settings.mode).toBe('test');
    const [row] = await t.db.select().from(channels);
    expect(row!.credentialsCipher).toBeNull();

    const all = await call(t.app, 'GET', '/admin/channel/getAllChannel?pageSize=9999999&pageNum=1', {
      token: admin,
    });
    expect(all.body.data.total).toBeGreaterThanOrEqual(1);
    expect(all.body.data.pageSize).toBe(9999999);
    const level = await call(t.app, 'GET', `/admin/channel/getChannelOneLevel/${created.id}`, {
      token: admin,
    });
    expect(level.body.data.services).toHaveLength(3);
    const carrierLevel = await call(t.app, 'GET', '/admin/channel/getChannelOneLevel/sandbox', {
      token: admin,
    });
    expect(carrierLevel.body.data.channels.map((c: { id: string }) => c.id)).toContain(created.id);
  });

  it('adds, edits, disables and filters services; getServiceByChannelIds honours channelStatus=1', async () => {
    const ch = await createSandboxChannel(t.app, admin, 'Edit test');
    const added = await call(t.app, 'POST', '/admin/channel/createNew', {
      token: admin,
      body: {
        channelId: ch.id,
        code: 'international',
        name: 'Intl',
        limits: { international: true, domestic: false },
      },
    });
    expect(added.status).toBe(200);
    const dup = await call(t.app, 'POST', '/admin/channel/createNew', {
      token: admin,
      lang: 'zh-CN',
      body: { channelId: ch.id, code: 'ground', name: 'Again' },
    });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('该渠道已有代码为“ground”的服务');

    const ground = ch.services[0]!;
    const edit = await call(t.app, 'POST', `/admin/channel/update/${ground.id}`, {
      token: admin,
      body: {
        code: 'ground',
        name: 'Ground+',
        transitDaysMin: 2,
        transitDaysMax: 4,
        limits: { maxWeightLb: 50 },
      },
    });
    expect(edit.body.data.service).toMatchObject({
      name: 'Ground+',
      transitDaysMax: 4,
      limits: { maxWeightLb: 50 },
    });
    const badEdit = await call(t.app, 'POST', `/admin/channel/update/${ground.id}`, {
      token: admin,
      body: { code: 'ground', name: 'x', transitDaysMin: 5, transitDaysMax: 1 },
    });
    expect(badEdit.status).toBe(400);
    expect(badEdit.body.message).toBe('The maximum transit days must not be below the minimum');

    await call(t.app, 'POST', `/admin/channel/enable/${ground.id}`, { token: admin, body: { status: 0 } });
    const enabledOnly = await call(
      t.app,
      'GET',
      `/admin/channel/getServiceByChannelIds?ids=${ch.id}&channelStatus=1`,
      { token: admin },
    );
    expect(enabledOnly.body.data.map((s: { code: string }) => s.code)).not.toContain('ground');
    const every = await call(t.app, 'GET', `/admin/channel/getServiceByChannelIds?ids=${ch.id}`, {
      token: admin,
    });
    expect(every.body.data).toHaveLength(4);

    const mix = await call(t.app, 'POST', '/admin/channel/updateMixSet', {
      token: admin,
      body: {
        channelId: ch.id,
        services: ch.services.map((s) => ({ id: s.id, status: 1, limits: { batteryAllowed: true } })),
      },
    });
    expect(
      mix.body.data.services.filter((s: { limits: { batteryAllowed: boolean } }) => s.limits.batteryAllowed),
    ).toHaveLength(3);
    expect(mix.body.data.services.find((s: { id: string }) => s.id === ground.id).limits.maxWeightLb).toBe(
      50,
    );
  });

  it('updates a channel keeping its mode unless sent, refuses credentials a built-in carrier does not declare, and refuses changing its carrier', async () => {
    const ch = await createSandboxChannel(t.app, admin, 'Cred test', { mode: 'production' });
    const kept = await call(t.app, 'POST', `/admin/channel/update/${ch.id}`, {
      token: admin,
      body: { carrierCode: 'sandbox', name: 'Cred test 2', settings: { latencyMs: 0 } },
    });
    expect(kept.body.data.channel).toMatchObject({
      name: 'Cred test 2',
      mode: 'production',
      credentialKeys: [],
    });
    const refused = await call(t.app, 'POST', `/admin/channel/update/${ch.id}`, {
      token: admin,
      lang: 'zh-CN',
      body: { carrierCode: 'sandbox', name: 'Cred test 2', credentials: { apiKey: 'k1' } },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      expect.objectContaining({ field: 'credentials.apiKey', message: '“apiKey”不是该承运商的凭据字段' }),
    ]);
    const moved = await call(t.app, 'POST', `/admin/channel/update/${ch.id}`, {
      token: admin,
      body: { carrierCode: 'ratecard', name: 'x' },
    });
    expect(moved.status).toBe(400);
    const unknown = await call(t.app, 'POST', '/admin/channel/create', {
      token: admin,
      body: { carrierCode: 'ups-real', name: 'x' },
    });
    expect(unknown.body).toMatchObject({ code: 400, errorCode: 'channels.unknown_carrier' });
  });

  it('deletes a channel with its allotments, but refuses while orders use it', async () => {
    const ch = await createSandboxChannel(t.app, admin, 'Delete test');
    await call(t.app, 'POST', '/admin/channel/allot-channel', {
      token: admin,
      body: { userId: customerId, serviceIds: ch.services.map((s) => s.id) },
    });
    const check = async (_db: unknown, ids: string[]) => (ids.includes(ch.services[0]!.id) ? 2 : 0);
    registerChannelUsage(check);
    try {
      const refused = await call(t.app, 'POST', `/admin/channel/delete/${ch.id}`, {
        token: admin,
        lang: 'zh-CN',
      });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('无法删除：有 2 个订单在使用，请改为停用');
      const stillThere = await call(t.app, 'GET', `/admin/channel/getChannelOneLevel/${ch.id}`, {
        token: admin,
      });
      expect(stillThere.status).toBe(200);
    } finally {
      unregisterChannelUsage(check);
    }
    const deleted = await call(t.app, 'POST', `/admin/channel/delete/${ch.id}`, { token: admin });
    expect(deleted.body.data).toEqual({ removedAllotments: 3, removedPriceEntries: 0 });
    const gone = await call(t.app, 'GET', `/admin/channel/getChannelOneLevel/${ch.id}`, { token: admin });
    expect(gone.status).toBe(404);
    const mine = await call(t.app, 'GET', '/user/user-channel', { token: customer });
    expect(mine.body.data.filter((s: { channelId: string }) => s.channelId === ch.id)).toEqual([]);
  });
});

describe('allotments', () => {
  it('gives a customer exactly the allotted, enabled services', async () => {
    const ch = await createSandboxChannel(t.app, admin, 'Allot test');
    const [ground, twoDay] = ch.services;
    const res = await call(t.app, 'POST', '/admin/channel/allot-channel', {
      token: admin,
      body: { userId: customerId, serviceIds: [ground!.id, twoDay!.id] },
    });
    expect(res.body.data.services.map((s: { code: string }) => s.code).sort()).toEqual(['ground', 'two_day']);
    const mine = await call(t.app, 'GET', '/user/user-channel', { token: customer });
    expect(mine.body.data.map((s: { id: string }) => s.id).sort()).toEqual([ground!.id, twoDay!.id].sort());

    await call(t.app, 'POST', `/admin/channel/enable/${ch.id}`, { token: admin, body: { status: 0 } });
    expect((await call(t.app, 'GET', '/user/user-channel', { token: customer })).body.data).toEqual([]);
    await call(t.app, 'POST', `/admin/channel/enable/${ch.id}`, { token: admin, body: { status: 1 } });

    const one = await call(t.app, 'GET', `/admin/user-channel?userId=${customerId}`, { token: admin });
    expect(one.body.data).toMatchObject({ email: 'buyer@test.example', services: [{}, {}] });
    const all = await call(t.app, 'GET', '/admin/all-user-channel?keyword=buyer', { token: admin });
    expect(all.body.data.list.map((r: { email: string }) => r.email)).toEqual(['buyer@test.example']);
    const picker = await call(t.app, 'GET', '/admin/channel/userOptions?keyword=buy', { token: admin });
    expect(picker.body.data.map((u: { email: string }) => u.email)).toEqual(['buyer@test.example']);
  });

  it('refuses allotting to a back-office account, unknown services and unknown users', async () => {
    const staff = await seedUser(t.db, { kind: 'staff', roles: ['Staff'] });
    const ch = await createSandboxChannel(t.app, admin, 'Allot refusals');
    const toStaff = await call(t.app, 'POST', '/admin/channel/allot-channel', {
      token: admin,
      body: { userId: staff.id, serviceIds: [ch.services[0]!.id] },
    });
    expect(toStaff.body.errorCode).toBe('channels.not_customer');
    const staffAllot = await call(t.app, 'POST', '/staff/channel/allot-channel', {
      token: admin,
      body: { userId: staff.id, serviceIds: [ch.services[0]!.id] },
    });
    expect(staffAllot.status).toBe(200);
    const unknown = await call(t.app, 'POST', '/admin/channel/allot-channel', {
      token: admin,
      lang: 'zh-CN',
      body: { userId: customerId, serviceIds: ['00000000-0000-4000-8000-000000000000'] },
    });
    expect(unknown.body).toMatchObject({ code: 400, message: '有 1 个服务不存在' });
    const nobody = await call(t.app, 'POST', '/admin/channel/allot-channel', {
      token: admin,
      body: { userId: '00000000-0000-4000-8000-000000000000', serviceIds: [] },
    });
    expect(nobody.status).toBe(422);
  });
});
