import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, seedUser } from '../../../db/testing/fixtures.ts';
import { createTestApp, createTestClock, type TestApp } from '../../../db/testing/test-app.ts';
import { orders, trackingEvents } from '../../orders/orders.table.ts';
import { insertPlacedOrder } from '../../tracking/tracking-fixtures.ts';
import { shippoSignatureValid } from '../easypost/webhook-signatures.ts';
import { type FakeCarrier, startFakeCarrier } from '../http/testing/fake-carrier-server.ts';
import track from './fixtures/track.json' with { type: 'json' };

const SECRET = 'shippo-hmac-secret';
const NOW = new Date('2026-11-20T12:00:00Z');
const T = Math.floor(NOW.getTime() / 1000);
let t: TestApp;
let fake: FakeCarrier;
let channelId: string;
let serviceId: string;
let userId: string;

const signature = (raw: string, ts = T, secret = SECRET) =>
  `t=${ts},v1=${createHmac('sha256', secret).update(`${ts}.${raw}`).digest('hex')}`;
const payload = (number: string) =>
  JSON.stringify({ event: 'track_updated', test: true, data: { ...track, tracking_number: number } });
const post = (raw: string, sig?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/webhooks/shippo/${channelId}`,
    headers: { 'content-type': 'application/json', ...(sig ? { 'shippo-auth-signature': sig } : {}) },
    payload: raw,
  });

beforeAll(async () => {
  fake = await startFakeCarrier([
    {
      method: 'GET',
      path: /^\/tracks\/usps\//,
      reply: (req) => ({ body: { ...track, tracking_number: req.path.split('/')[3] } }),
    },
  ]);
  t = await createTestApp({}, createTestClock(NOW));
  const admin = await login(t.app, (await seedUser(t.db, { kind: 'admin', roles: ['Administrator'] })).email);
  userId = (await seedUser(t.db, { roles: ['Customer'] })).id;
  const res = await call(t.app, 'POST', '/admin/channel/create', {
    token: admin,
    body: {
      carrierCode: 'shippo',
      name: 'Shippo hooks',
      settings: { baseUrl: fake.url },
      credentials: { apiToken: 'shippo_test_x', webhookSecret: SECRET },
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  channelId = res.body.data.id;
  serviceId = res.body.data.services[0].id;
});
afterAll(() => fake.close());

describe('Shippo tracking webhook', () => {
  it('checks t= and v1= as Shippo signs them, within five minutes', () => {
    const raw = payload('9205590164917337534322');
    expect(shippoSignatureValid(raw, signature(raw), SECRET, NOW)).toBe(true);
    expect(shippoSignatureValid(raw, `${signature(raw)},v1=deadbeef`, SECRET, NOW)).toBe(true);
    expect(shippoSignatureValid(raw, signature(raw, T - 301), SECRET, NOW)).toBe(false);
    expect(shippoSignatureValid(raw, signature(raw, T + 301), SECRET, NOW)).toBe(false);
    expect(shippoSignatureValid(raw, signature(raw, T, 'nope'), SECRET, NOW)).toBe(false);
    expect(shippoSignatureValid(raw, `v1=${signature(raw).split('v1=')[1]}`, SECRET, NOW)).toBe(false);
    expect(shippoSignatureValid(raw, 't=abc,v1=00', SECRET, NOW)).toBe(false);
  });

  it('refuses a bad or old signature with 401 and changes nothing', async () => {
    const number = '9205590164917337534399';
    const order = await insertPlacedOrder(t.db, { userId, serviceId, trackingNumbers: [number], at: NOW });
    const raw = payload(number);
    const answers = [
      await post(raw),
      await post(raw, signature(raw, T, 'guess')),
      await post(raw, signature(raw, T - 600)),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([401, 401, 401]);
    expect(answers[2]!.json().errorCode).toBe('carrier.webhook_unverified');
    expect(fake.calls).toHaveLength(0);
    expect(await t.db.select().from(trackingEvents).where(eq(trackingEvents.orderId, order.id))).toEqual([]);
  });

  it('a verified track_updated event brings the order holding the number up to date', async () => {
    const number = '9205590164917337534322';
    const order = await insertPlacedOrder(t.db, { userId, serviceId, trackingNumbers: [number], at: NOW });
    const raw = payload(number);
    const res = await post(raw, signature(raw));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ refreshedOrders: 1 });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.logisticsStatus).toBe(6);
    expect(await t.db.select().from(trackingEvents).where(eq(trackingEvents.orderId, order.id))).toHaveLength(
      11,
    );
  });
});
