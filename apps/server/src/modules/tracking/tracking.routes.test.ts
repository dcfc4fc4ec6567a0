import { randomUUID } from 'node:crypto';
import { MAX_TRACK_NUMBERS } from '@shiplabel/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, type Lang, login, seedUser } from '../../db/testing/fixtures.ts';
import { createSandboxChannel } from '../../db/testing/rates-fixtures.ts';
import { createTestApp, createTestClock, type TestApp } from '../../db/testing/test-app.ts';
import { orders } from '../orders/orders.table.ts';
import { IN_TRANSIT_MINUTES, insertPlacedOrder, sandboxNumber } from './tracking-fixtures.ts';

let t: TestApp;
let ann: { id: string; token: string };
let bob: { id: string; token: string };
let staffToken: string;
let groundId: string;

const customer = async () => {
  const user = await seedUser(t.db, { roles: ['Customer'] });
  return { id: user.id, token: await login(t.app, user.email) };
};

beforeAll(async () => {
  // Sessions outlive the days the clock jumps over while parcels travel.
  const year = 525_600;
  t = await createTestApp(
    { sessionTtlMinutes: year, sessionRenewAfterMinutes: year },
    createTestClock(new Date('2026-05-04T16:00:00Z')),
  );
  const admin = await login(t.app, (await seedUser(t.db, { kind: 'admin', roles: ['Administrator'] })).email);
  staffToken = await login(t.app, (await seedUser(t.db, { kind: 'staff', roles: ['Staff'] })).email);
  ann = await customer();
  bob = await customer();
  const channel = await createSandboxChannel(t.app, admin, 'Sandbox Query', {
    settings: { failureRate: 0, latencyMs: 0 },
  });
  groundId = channel.services.find((s) => s.code === 'ground')!.id;
});

const place = (userId: string, count = 1) =>
  insertPlacedOrder(t.db, {
    userId,
    serviceId: groundId,
    trackingNumbers: Array.from({ length: count }, () => sandboxNumber(t.clock.now())),
    at: t.clock.now(),
  });
const track = (trackingNumbers: unknown, token = ann.token, lang: Lang = 'en-US') =>
  call(t.app, 'POST', '/app/track/getTrackInfo', { token, body: { trackingNumbers }, lang });
const adminTrack = (trackingNumbers: string[], token = staffToken) =>
  call(t.app, 'POST', '/admin/track/getTrackInfo', { token, body: { trackingNumbers } });
const statusOf = async (orderId: string) =>
  (await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]!.status;
const NOT_FOUND = (trackingNumber: string) => ({ trackingNumber, orderNo: null, status: 0, events: [] });

describe('POST /app/track/getTrackInfo', () => {
  it("refreshes the caller's parcels from the carrier and answers each number once, in the order asked", async () => {
    const order = await place(ann.id, 2);
    const [first, second] = order.trackingNumbers as [string, string];
    t.clock.advanceMinutes(IN_TRANSIT_MINUTES);
    const res = await track([second, first, ` ${first} `, 'SBXNOSUCH1234']);
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(3);
    expect(res.body.data[0]).toMatchObject({ trackingNumber: second, orderNo: order.orderNo, status: 2 });
    expect(res.body.data[1].events).toEqual([
      expect.objectContaining({ trackingNumber: first, status: 1, description: expect.any(String) }),
      expect.objectContaining({ trackingNumber: first, status: 2 }),
    ]);
    expect(res.body.data[2]).toEqual(NOT_FOUND('SBXNOSUCH1234'));
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ logisticsStatus: 2, trackedAt: t.clock.now() });
  });

  it("reads another customer's numbers as not found, even once they have events", async () => {
    const theirs = await place(bob.id);
    const number = theirs.trackingNumbers[0]!;
    t.clock.advanceMinutes(IN_TRANSIT_MINUTES);
    expect((await track([number], bob.token)).body.data[0]).toMatchObject({
      orderNo: theirs.orderNo,
      status: 2,
    });
    const res = await track([number]);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([NOT_FOUND(number)]);
  });

  it('moves an order to delivered (3) once the query finds every parcel delivered', async () => {
    const order = await place(ann.id, 2);
    t.clock.advanceMinutes(72 * 60);
    const res = await track(order.trackingNumbers);
    expect(res.body.data.map((r: { status: number }) => r.status)).toEqual([6, 6]);
    expect(await statusOf(order.id)).toBe(3);
  });

  it('answers the stored events when the carrier cannot be asked', async () => {
    const order = await place(ann.id);
    t.clock.advanceMinutes(IN_TRANSIT_MINUTES);
    await track(order.trackingNumbers);
    // The order's service disappears (e.g. a deleted channel): the refresh fails, the query still answers.
    await t.db.update(orders).set({ serviceId: randomUUID() }).where(eq(orders.id, order.id));
    t.clock.advanceMinutes(72 * 60);
    const res = await track(order.trackingNumbers);
    expect(res.status).toBe(200);
    expect(res.body.data[0]).toMatchObject({ orderNo: order.orderNo, status: 2 });
    expect(await statusOf(order.id)).toBe(8);
  });

  it('takes 1 to 50 numbers and explains the limit in both languages', async () => {
    const many = Array.from({ length: MAX_TRACK_NUMBERS + 1 }, (_, i) => `SBXMANY${i}`);
    const en = await track(many);
    expect(en.status).toBe(400);
    expect(en.body).toMatchObject({
      errorCode: 'validation.failed',
      message: 'Track at most 50 numbers at a time',
    });
    expect(en.body.errors[0].field).toBe('trackingNumbers');
    expect((await track(many, ann.token, 'zh-CN')).body.message).toBe('一次最多查询 50 个运单号');
    expect((await track([])).body.message).toBe('Enter at least one tracking number');
    expect((await track([], ann.token, 'zh-CN')).body.message).toBe('请输入至少一个运单号');
    expect((await track(['x'.repeat(61)])).status).toBe(400);
    expect((await track('SBX1')).status).toBe(400);
    const fifty = await track(many.slice(0, MAX_TRACK_NUMBERS));
    expect(fifty.status).toBe(200);
    expect(fifty.body.data).toHaveLength(50);
    const anonymous = await call(t.app, 'POST', '/app/track/getTrackInfo', {
      body: { trackingNumbers: ['A1'] },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('POST /admin/track/getTrackInfo', () => {
  it("lets the back office (orderList) track any customer's parcels and refuses customers", async () => {
    const annOrder = await place(ann.id);
    const bobOrder = await place(bob.id);
    t.clock.advanceMinutes(60);
    const numbers = [annOrder.trackingNumbers[0]!, bobOrder.trackingNumbers[0]!, 'SBXNOSUCH5678'];
    const res = await adminTrack(numbers);
    expect(res.status).toBe(200);
    expect(res.body.data.map((r: { orderNo: string | null }) => r.orderNo)).toEqual([
      annOrder.orderNo,
      bobOrder.orderNo,
      null,
    ]);
    expect(res.body.data[1]).toMatchObject({ status: 1, events: [expect.objectContaining({ status: 1 })] });
    expect((await adminTrack(numbers, ann.token)).status).toBe(403);
  });
});
