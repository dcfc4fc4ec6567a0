import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, seedUser } from '../../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { adjustBalance, walletBalances } from '../ledger/ledger.usecases.ts';
import { zoneQueries } from './zone-queries.table.ts';

let t: TestApp;
let ann: { id: string; token: string };
let bob: { id: string; token: string };
beforeAll(async () => {
  t = await createTestApp();
  const a = await seedUser(t.db, { roles: ['Customer'] });
  const b = await seedUser(t.db, { roles: ['Customer'] });
  ann = { id: a.id, token: await login(t.app, a.email) };
  bob = { id: b.id, token: await login(t.app, b.email) };
  for (const user of [a, b]) {
    await adjustBalance({
      deps: t,
      userId: user.id,
      currency: 'USD',
      amountMinor: 100n,
      idempotencyKey: `fund:${user.id}`,
      reason: 'test funds',
    });
  }
});

const usdAvailable = async (userId: string) =>
  (await walletBalances(t.db, userId)).find((w) => w.currency === 'USD')?.available;

const find = (body: unknown, token = ann.token, lang: 'en-US' | 'zh-CN' = 'en-US') =>
  call(t.app, 'POST', '/app/zone/find', { token, body, lang });
const historyCount = async (userId: string) => {
  const [row] = await t.db.select({ n: count() }).from(zoneQueries).where(eq(zoneQueries.userId, userId));
  return Number(row?.n ?? 0);
};

describe('POST /app/zone/find', () => {
  it('returns the zones per carrier, the distance, both places and the fee, and records the query', async () => {
    const res = await find({ fromZip: '10001', toZip: '90001-1234' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      from: { zipCode: '10001', city: 'New York', stateCode: 'NY' },
      to: { zipCode: '90001', city: 'Los Angeles', stateCode: 'CA' },
      miles: expect.any(Number),
      zones: [
        { carrier: 'USPS', zone: '8', kind: 'distance' },
        { carrier: 'UPS', zone: '8', kind: 'distance' },
        { carrier: 'FEDEX', zone: '8', kind: 'distance' },
      ],
      fee: '0.10',
    });
    expect(res.body.data.miles).toBeGreaterThan(2400);
    expect(await historyCount(ann.id)).toBe(1);
    expect(await usdAvailable(ann.id)).toBe(90n);
  });

  it('charges once per idempotency key, refuses when funds and credit do not cover the fee, and is free for staff', async () => {
    const poor = await seedUser(t.db, { roles: ['Customer'] });
    const poorToken = await login(t.app, poor.email);
    const refused = await find({ fromZip: '10001', toZip: '90001' }, poorToken, 'zh-CN');
    expect(refused.status).toBe(422);
    expect(refused.body.errorCode).toBe('ledger.insufficient_funds');
    expect(refused.body.message).toContain('USD');
    expect(await historyCount(poor.id)).toBe(0);

    t.clock.advanceSeconds(1); // history is newest first: keep this query after the first test's
    const before = await usdAvailable(ann.id);
    const headers = { 'idempotency-key': 'same-click' };
    const body = { fromZip: '10001', toZip: '19103' };
    const first = await call(t.app, 'POST', '/app/zone/find', { token: ann.token, body, headers });
    const again = await call(t.app, 'POST', '/app/zone/find', { token: ann.token, body, headers });
    expect([first.status, again.status]).toEqual([200, 200]);
    expect((before ?? 0n) - ((await usdAvailable(ann.id)) ?? 0n)).toBe(10n);

    const staff = await seedUser(t.db, { kind: 'staff', roles: ['Staff'] });
    const free = await find({ fromZip: '10001', toZip: '90001' }, await login(t.app, staff.email));
    expect(free.status).toBe(200);
    expect(await historyCount(staff.id)).toBe(1);
  });

  it('refuses malformed and unknown ZIPs before anything is recorded (nothing would be charged)', async () => {
    const before = await historyCount(ann.id);
    const bad = await find({ fromZip: '1000', toZip: '90001' }, ann.token, 'zh-CN');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ errorCode: 'zone.zip_invalid' });
    expect(bad.body.errors).toEqual([
      { field: 'fromZip', message: '起始邮编：请输入 5 位邮编（可带 4 位扩展码）' },
    ]);
    const unknown = await find({ fromZip: '10001', toZip: '00000' });
    expect(unknown.status).toBe(422);
    expect(unknown.body).toMatchObject({
      errorCode: 'zone.zip_unknown',
      message: 'ZIP code 00000 does not exist',
    });
    const hostile = await find({ fromZip: "10001' OR 1=1 --", toZip: '<script>' });
    expect(hostile.status).toBe(400);
    expect(await historyCount(ann.id)).toBe(before);
  });

  it('answers 400 for wrong types, missing fields and malformed JSON, 401 without a session', async () => {
    expect((await find({ fromZip: 10001, toZip: '90001' })).status).toBe(400);
    expect((await find({ fromZip: '10001' })).status).toBe(400);
    const raw = await t.app.inject({
      method: 'POST',
      url: '/app/zone/find',
      headers: { authorization: `Bearer ${ann.token}`, 'content-type': 'application/json' },
      payload: '{"fromZip": "10001",',
    });
    expect(raw.statusCode).toBe(400);
    expect(raw.json().errorCode).toBe('request.malformed_json');
    expect(
      (await call(t.app, 'POST', '/app/zone/find', { body: { fromZip: '10001', toZip: '90001' } })).status,
    ).toBe(401);
  });
});

describe('GET /app/zone/history', () => {
  it("lists the caller's own queries, newest first, and never another user's", async () => {
    t.clock.advanceSeconds(5);
    await find({ fromZip: '60601', toZip: '75201' });
    await find({ fromZip: '98101', toZip: '33101' }, bob.token);
    const mine = await call(t.app, 'GET', '/app/zone/history', { token: ann.token });
    expect(mine.status).toBe(200);
    expect(mine.body.data.map((h: { fromZip: string; toZip: string }) => `${h.fromZip}-${h.toZip}`)).toEqual([
      '60601-75201',
      '10001-19103',
      '10001-90001',
    ]);
    expect(mine.body.data[0].result.zones[0]).toEqual({ carrier: 'USPS', zone: '5', kind: 'distance' });
    const his = await call(t.app, 'GET', '/app/zone/history', { token: bob.token });
    expect(his.body.data).toHaveLength(1);
    expect(await usdAvailable(bob.id)).toBe(90n);
    expect(his.body.data[0].fromZip).toBe('98101');
  });
});
