import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, seedUser } from '../../db/testing/fixtures.ts';
import { createSandboxChannel, SHIPMENT, setChannelCredentials } from '../../db/testing/rates-fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { adminToken, type Customer, draft, fundedCustomer, place } from '../orders/placement.fixtures.ts';
import { carrierApiLogs } from './api-log.table.ts';
import { flushApiLog } from './api-log.writer.ts';

/** Channel credentials: none may ever be stored in the log. */
const SECRETS = { apiKey: 'SECRET-KEY-4f1d', password: 'SECRET-PW-9c2e', account: 'SECRET-ACCT-77ab' };

let t: TestApp;
let admin: string;
let customer: Customer;
let ground: string;
let placed: { id: string; orderNo: string; trackingNumbers: string[] };

const rowsOfOrder = async (orderNo: string) => {
  await flushApiLog(t.db);
  return t.db.select().from(carrierApiLogs).where(eq(carrierApiLogs.orderNo, orderNo));
};
const list = (query: Record<string, string>, token = admin) =>
  call(t.app, 'GET', `/admin/apiLog/list?${new URLSearchParams(query)}`, { token });

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
  customer = await fundedCustomer(t, 1_000_00n);
  const channel = await createSandboxChannel(t.app, admin, 'Logged Sandbox');
  await setChannelCredentials(t.db, channel.id, SECRETS);
  ground = channel.services.find((s) => s.code === 'ground')!.id;
  await call(t.app, 'POST', '/admin/channel/allot-channel', {
    token: admin,
    body: { userId: customer.id, serviceIds: channel.services.map((s) => s.id) },
  });
  const res = await place(t, customer.token, { orderId: await draft(t, customer.id), serviceId: ground });
  expect(res.status).toBe(200);
  placed = res.body.data;
});

describe('the carrier API log records every carrier call', () => {
  it('placing an order logs its rating and label purchase with the order number, customer and result', async () => {
    const rows = await rowsOfOrder(placed.orderNo);
    expect(rows.map((r) => r.requestType).sort()).toEqual(['createLabel', 'rate']);
    for (const row of rows)
      expect(row).toMatchObject({
        orderId: placed.id,
        userId: customer.id,
        carrierCode: 'sandbox',
        success: true,
        errorCode: '',
      });
    const label = rows.find((r) => r.requestType === 'createLabel')!;
    expect(label.request).toMatchObject({ serviceCode: 'ground', fromZip: '90001', toZip: '10001' });
    // bigint answers are stored as text; the tracking number is there to be read.
    expect(label.response).toMatchObject({ trackingNumbers: placed.trackingNumbers });
    expect(typeof label.response!.costMinor).toBe('string');
  });

  it('an estimate logs one rate call per service quoted, with the customer', async () => {
    const res = await call(t.app, 'POST', '/app/order/estimateRate', {
      token: customer.token,
      body: SHIPMENT,
    });
    expect(res.status).toBe(200);
    await flushApiLog(t.db);
    const rows = await t.db
      .select()
      .from(carrierApiLogs)
      .where(sql`${carrierApiLogs.userId} = ${customer.id} and ${carrierApiLogs.orderNo} = ''`);
    const services = res.body.data.quotes.length + res.body.data.unavailable.length;
    expect(rows.filter((r) => r.requestType === 'rate').length).toBeGreaterThanOrEqual(services);
    expect(rows.every((r) => r.channelId !== null && r.durationMs >= 0 && r.success)).toBe(true);
  });

  it('tracking and cancelling log track and void calls of the order', async () => {
    const tracked = await call(t.app, 'POST', '/app/track/getTrackInfo', {
      token: customer.token,
      body: { trackingNumbers: placed.trackingNumbers },
    });
    expect(tracked.status).toBe(200);
    const cancel = await call(t.app, 'POST', '/app/order/cancel', {
      token: customer.token,
      body: { orderId: placed.id },
    });
    expect(cancel.status).toBe(200);
    const types = (await rowsOfOrder(placed.orderNo)).map((r) => r.requestType);
    expect(types).toEqual(expect.arrayContaining(['track', 'void']));
    const voided = (await rowsOfOrder(placed.orderNo)).find((r) => r.requestType === 'void')!;
    expect(voided.request).toEqual({ trackingNumber: placed.trackingNumbers[0] });
  });

  it('never stores the channel credentials', async () => {
    await flushApiLog(t.db);
    const [row] = await t.db
      .execute<{ text: string }>(
        sql`select coalesce(string_agg(request::text || ' ' || coalesce(response::text, ''), ' '), '') as text
          from carrier_api_logs`,
      )
      .then((r) => (r as unknown as { rows: { text: string }[] }).rows);
    expect(row!.text.length).toBeGreaterThan(0);
    for (const secret of Object.values(SECRETS)) expect(row!.text).not.toContain(secret);
  });
});

describe('GET /admin/apiLog/list and /admin/apiLog/:id', () => {
  it('lists calls newest first with the channel name, filtered by order number, type, carrier and result', async () => {
    await flushApiLog(t.db);
    const part = placed.orderNo.slice(2, -2);
    const res = await list({ orderNo: part, pageSize: '50' });
    expect(res.status).toBe(200);
    const items = res.body.data.list as { orderNo: string; createdAt: string; channelName: string }[];
    expect(items.length).toBeGreaterThanOrEqual(4);
    expect(items.every((i) => i.orderNo === placed.orderNo && i.channelName === 'Logged Sandbox')).toBe(true);
    const times = items.map((i) => i.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    const labels = await list({ orderNo: placed.orderNo, requestType: 'createLabel' });
    expect(labels.body.data.total).toBe(1);
    expect((await list({ carrierCode: 'ratecard' })).body.data.total).toBe(0);
    expect((await list({ orderNo: placed.orderNo, success: 'false' })).body.data.total).toBe(0);
    const detail = await call(t.app, 'GET', `/admin/apiLog/${labels.body.data.list[0].id}`, { token: admin });
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({
      requestType: 'createLabel',
      success: true,
      userId: customer.id,
    });
    expect(detail.body.data.response.trackingNumbers).toEqual(placed.trackingNumbers);
  });

  it('filters by business days', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: t.config.businessTz }).format(t.clock.now());
    const inRange = await list({ orderNo: placed.orderNo, createdFrom: today, createdTo: today });
    expect(inRange.body.data.total).toBeGreaterThanOrEqual(4);
    const before = await list({
      orderNo: placed.orderNo,
      createdFrom: '2020-01-01',
      createdTo: '2020-01-02',
    });
    expect(before.body.data.total).toBe(0);
  });

  it('is for channel administrators only', async () => {
    expect((await list({}, customer.token)).status).toBe(403);
    const staff = await login(t.app, (await seedUser(t.db, { kind: 'staff', roles: ['Staff'] })).email);
    expect((await list({}, staff)).status).toBe(403);
    const missing = await call(t.app, 'GET', `/admin/apiLog/${crypto.randomUUID()}`, { token: admin });
    expect(missing.status).toBe(404);
  });
});
