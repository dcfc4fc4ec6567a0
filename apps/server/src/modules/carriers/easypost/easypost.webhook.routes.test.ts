import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, seedUser } from '../../../db/testing/fixtures.ts';
import { createSandboxChannel } from '../../../db/testing/rates-fixtures.ts';
import { createTestApp, type TestApp } from '../../../db/testing/test-app.ts';
import { orders, trackingEvents } from '../../orders/orders.table.ts';
import { insertPlacedOrder } from '../../tracking/tracking-fixtures.ts';
import { type FakeCarrier, startFakeCarrier } from '../http/testing/fake-carrier-server.ts';
import tracker from './fixtures/tracker.json' with { type: 'json' };
import { easypostSignatureValid } from './webhook-signatures.ts';

const SECRET = 'sécret-ﬁ'; // NFKD changes both the accent and the ligature: the key must be normalised.
const NUMBER = 'EZ4000000004';
const OTHER = 'EZ1000000001';
let t: TestApp;
let fake: FakeCarrier;
let channelId: string;
let serviceId: string;
let sandboxChannelId: string;
let userId: string;

/** EasyPost's delivered tracker for NUMBER: the published tracker with two later events. */
const delivered = {
  ...tracker,
  tracking_code: NUMBER,
  status: 'delivered',
  tracking_details: [
    ...tracker.tracking_details,
    {
      ...tracker.tracking_details[1],
      message: 'Arrived at USPS Facility',
      status: 'in_transit',
      datetime: '2022-03-12T10:00:00Z',
    },
    {
      ...tracker.tracking_details[1],
      message: 'Delivered, In/At Mailbox',
      status: 'delivered',
      datetime: '2022-03-14T15:00:00Z',
    },
  ],
};

const sign = (raw: string, secret = SECRET) =>
  `hmac-sha256-hex=${createHmac('sha256', Buffer.from(secret.normalize('NFKD'), 'utf8'))
    .update(raw)
    .digest('hex')}`;

const post = (id: string, raw: string, signature?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/webhooks/easypost/${id}`,
    headers: { 'content-type': 'application/json', ...(signature ? { 'x-hmac-signature': signature } : {}) },
    payload: raw,
  });

beforeAll(async () => {
  fake = await startFakeCarrier([
    { method: 'GET', path: '/trackers', reply: () => ({ body: { trackers: [delivered], has_more: false } }) },
  ]);
  t = await createTestApp();
  const admin = await login(t.app, (await seedUser(t.db, { kind: 'admin', roles: ['Administrator'] })).email);
  userId = (await seedUser(t.db, { roles: ['Customer'] })).id;
  const res = await call(t.app, 'POST', '/admin/channel/create', {
    token: admin,
    body: {
      carrierCode: 'easypost',
      name: 'EasyPost hooks',
      settings: { baseUrl: fake.url },
      credentials: { apiKey: 'EZTK_test', webhookSecret: SECRET },
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  channelId = res.body.data.id;
  serviceId = res.body.data.services[0].id;
  sandboxChannelId = (await createSandboxChannel(t.app, admin, 'Sandbox hooks')).id;
});
afterAll(() => fake.close());

const event = (number = NUMBER) =>
  JSON.stringify({
    object: 'Event',
    id: 'evt_1',
    mode: 'test',
    description: 'tracker.updated',
    result: { ...delivered, tracking_code: number },
  });

describe('EasyPost tracking webhook', () => {
  it('checks the signature as EasyPost makes it (NFKD secret, hex HMAC-SHA256 of the raw body)', () => {
    const raw = event();
    expect(easypostSignatureValid(raw, sign(raw), SECRET)).toBe(true);
    expect(easypostSignatureValid(raw, sign(raw, 'other'), SECRET)).toBe(false);
    expect(easypostSignatureValid(`${raw} `, sign(raw), SECRET)).toBe(false);
    expect(easypostSignatureValid(raw, undefined, SECRET)).toBe(false);
    expect(easypostSignatureValid(raw, sign(raw).replace('hmac-sha256-hex=', ''), SECRET)).toBe(false);
  });

  it('refuses an unsigned, wrongly signed or misdirected event with 401 and changes nothing', async () => {
    const order = await insertPlacedOrder(t.db, {
      userId,
      serviceId,
      trackingNumbers: [OTHER],
      at: new Date(),
    });
    const raw = event(OTHER);
    const refusals = [
      await post(channelId, raw),
      await post(channelId, raw, sign(raw, 'guess')),
      await post(channelId, `${raw}\n`, sign(raw)),
      await post(sandboxChannelId, raw, sign(raw)),
      await post('00000000-0000-4000-8000-000000000000', raw, sign(raw)),
    ];
    expect(refusals.map((r) => r.statusCode)).toEqual([401, 401, 401, 401, 401]);
    expect(refusals[0]!.json()).toMatchObject({ errorCode: 'carrier.webhook_unverified' });
    expect(refusals[0]!.json().message).toMatch(/webhook/i);
    expect(fake.calls).toHaveLength(0);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.logisticsStatus).toBe(order.logisticsStatus);
    expect(await t.db.select().from(trackingEvents).where(eq(trackingEvents.orderId, order.id))).toEqual([]);
  });

  it('a verified tracker.updated event brings the order holding the number up to date', async () => {
    const order = await insertPlacedOrder(t.db, {
      userId,
      serviceId,
      trackingNumbers: [NUMBER],
      at: new Date(),
    });
    const raw = event();
    const res = await post(channelId, raw, sign(raw));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ refreshedOrders: 1 });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.logisticsStatus).toBe(6);
    const events = await t.db.select().from(trackingEvents).where(eq(trackingEvents.orderId, order.id));
    expect(events.map((e) => e.status).sort()).toEqual([1, 1, 2, 6]);
    // An event about nobody's parcel is taken (EasyPost would resend a refusal) and refreshes nothing.
    const other = event('EZ9999999999');
    expect((await post(channelId, other, sign(other))).json().data).toEqual({ refreshedOrders: 0 });
  });
});
