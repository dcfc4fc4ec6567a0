import { beforeAll, describe, expect, it } from 'vitest';
import { adminLogin, call, customerLogin } from '../../db/testing/fixtures.ts';
import { createSandboxChannel, SHIPMENT } from '../../db/testing/rates-fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';

let t: TestApp;
let admin: string;
let customerId: string;
let customer: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminLogin(t);
  ({ id: customerId, token: customer } = await customerLogin(t));
});

describe('service codes are the carrier’s', () => {
  it('refuses a code the carrier does not know on create and edit, with a translated 422', async () => {
    const ch = await createSandboxChannel(t.app, admin, 'Codes');
    const created = await call(t.app, 'POST', '/admin/channel/createNew', {
      token: admin,
      lang: 'zh-CN',
      body: { channelId: ch.id, code: 'express', name: 'Express' },
    });
    expect(created.status).toBe(422);
    expect(created.body.errorCode).toBe('channels.service_code_unknown');
    expect(created.body.message).toBe(
      '承运商不认识服务代码“express”（可用代码：ground, two_day, overnight, international）',
    );
    const ground = ch.services.find((s) => s.code === 'ground')!;
    const edited = await call(t.app, 'POST', `/admin/channel/update/${ground.id}`, {
      token: admin,
      body: { code: 'grnd', name: 'Ground' },
    });
    expect(edited.status).toBe(422);
    expect(edited.body.message).toContain('The carrier does not know the service code "grnd"');
    const known = await call(t.app, 'POST', '/admin/channel/createNew', {
      token: admin,
      body: { channelId: ch.id, code: 'international', name: 'Intl', limits: { international: true } },
    });
    expect(known.status).toBe(200);
  });

  it('lists each carrier’s service codes for the service form', async () => {
    const res = await call(t.app, 'GET', '/admin/channel/carriers', { token: admin });
    const byCode = Object.fromEntries(
      res.body.data.map((c: { code: string; serviceCodes: string[] | null }) => [c.code, c.serviceCodes]),
    );
    // Real carriers are listed too (each with the codes it registered); the built-in ones are these.
    expect(byCode).toMatchObject({
      sandbox: ['ground', 'two_day', 'overnight', 'international'],
      ratecard: null,
    });
    for (const [code, codes] of Object.entries(byCode))
      if (code !== 'ratecard') expect((codes as string[]).length, code).toBeGreaterThan(0);
  });

  it('lets a rate-card channel name its services freely (each service prices from its own card)', async () => {
    const card = await call(t.app, 'POST', '/admin/channel/create', {
      token: admin,
      body: { carrierCode: 'ratecard', name: 'Card' },
    });
    const added = await call(t.app, 'POST', '/admin/channel/createNew', {
      token: admin,
      body: { channelId: card.body.data.id, code: 'economy', name: 'Economy' },
    });
    expect(added.status).toBe(200);
  });

  it('gives services created from carrier defaults the carrier’s signature options', async () => {
    const ch = await createSandboxChannel(t.app, admin, 'Signed', { settings: { failureRate: 0 } });
    const level = await call(t.app, 'GET', `/admin/channel/getChannelOneLevel/${ch.id}`, { token: admin });
    for (const s of level.body.data.services)
      expect(s.limits.signatureOptions).toEqual(['standard', 'adult']);
    await call(t.app, 'POST', '/admin/channel/allot-channel', {
      token: admin,
      body: { userId: customerId, serviceIds: ch.services.map((s) => s.id) },
    });
    const signed = await call(t.app, 'POST', '/app/order/estimateRate', {
      token: customer,
      body: { ...SHIPMENT, options: { signature: true } },
    });
    expect(signed.body.data.unavailable).toEqual([]);
    expect(signed.body.data.quotes).toHaveLength(3);
  });
});
