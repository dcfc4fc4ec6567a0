import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, request } from '../../db/testing/fixtures.ts';
import type { TestApp } from '../../db/testing/test-app.ts';
import { insertPlacedOrder } from '../documents/order-fixtures.testing.ts';
import { fundedWorld } from './funded-world.fixtures.ts';
import { orders, trackingEvents } from './orders.table.ts';
import { type Customer, draft, expectLedgerHealthy, place, usd } from './placement.fixtures.ts';

let t: TestApp;
let admin: string;
let alice: Customer;
let ground: string;

beforeAll(async () => {
  ({ t, admin, alice, ground } = await fundedWorld({ ground: { domesticDeposit: 20 } }));
});

const post = (url: string, body: unknown, token = alice.token) => call(t.app, 'POST', url, { token, body });
const download = (url: string, token = alice.token) => request(t.app, 'GET', url, { token });

describe('restore from canceled', () => {
  it('clears the dead label, tracking, quote and placement; keeps the history; a new placement works', async () => {
    const id = await draft(t, alice.id);
    const placed = await place(t, alice.token, { orderId: id, serviceId: ground });
    expect(placed.status).toBe(200);
    const deadTracking = placed.body.data.trackingNo as string;
    await t.db
      .insert(trackingEvents)
      .values({ orderId: id, trackingNumber: deadTracking, status: 1, description: 'x', time: new Date() });
    expect((await post('/app/order/cancel', { orderId: id })).status).toBe(200);
    const approve = await post(
      '/admin/order/orders/cancelAudit',
      { orderId: id, approve: true, reason: '' },
      admin,
    );
    expect(approve.body.data.status).toBe(4);
    const refunded = await usd(t.db, alice.id);

    const restored = await post('/app/order/cancelRestore', { orderId: id });
    expect(restored.status).toBe(200);
    expect(restored.body.data).toMatchObject({
      status: 0,
      trackingNo: '',
      trackingNumbers: [],
      rate: '',
      deposit: '0.00',
      depositReleased: false,
      labelCreatedAt: null,
      baseInfo: null,
      hasLabel: false,
      tracking: [],
    });
    expect(restored.body.data.actions).toEqual(expect.arrayContaining(['place', 'saveDraft']));
    // The history stays: the waybill, the cancel and its refund, then the restore.
    const kinds = restored.body.data.events.map((e: { kind: string }) => e.kind);
    expect(kinds).toEqual(expect.arrayContaining(['waybill_generated', 'cancel_approved', 'restored']));
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(row).toMatchObject({
      labelData: null,
      labelBlobId: null,
      rateMinor: null,
      placementKey: null,
      reservationId: null,
      manifestId: null,
    });
    expect(await t.db.select().from(trackingEvents).where(eq(trackingEvents.orderId, id))).toEqual([]);

    // The list row shows nothing of the dead label either.
    const list = await call(t.app, 'GET', '/app/order/orders?view=draft', { token: alice.token });
    const listed = list.body.data.list.find((o: { id: string }) => o.id === id);
    expect(listed).toMatchObject({ trackingNo: '', rate: '', labelCreatedAt: null });

    expect((await download(`/app/order/label/down?orderId=${id}`)).statusCode).toBe(422);

    // Placed again: a new label and a new charge, the ledger still balanced.
    const again = await place(t, alice.token, { orderId: id, serviceId: ground });
    expect(again.status).toBe(200);
    expect(again.body.data.status).toBe(8);
    expect(again.body.data.trackingNo).not.toBe(deadTracking);
    expect((await usd(t.db, alice.id)).available).toBeLessThan(refunded.available);
    expect((await download(`/app/order/label/down?orderId=${id}`)).statusCode).toBe(200);
    await expectLedgerHealthy(t.db);
  });
});

describe('commercial invoice of a dead shipment', () => {
  it('is refused like the label for canceled, voided and restored orders, served for a live one', async () => {
    for (const status of [4, 15, 16]) {
      const order = await insertPlacedOrder(t.db, alice.id, { international: true, status });
      for (const what of ['invoice', 'label']) {
        const res = await download(`/app/order/${what}/down?orderId=${order.id}`);
        expect(res.statusCode, `${what} ${status}`).toBe(422);
        expect(res.json()).toMatchObject({ errorCode: 'documents.no_label' });
      }
      const admin422 = await download(`/admin/order/invoice/down?orderId=${order.id}`, admin);
      expect(admin422.statusCode).toBe(422);
    }
    const canceled = await insertPlacedOrder(t.db, alice.id, { international: true, status: 4 });
    await post('/app/order/cancelRestore', { orderId: canceled.id });
    expect((await download(`/app/order/invoice/down?orderId=${canceled.id}`)).statusCode).toBe(422);

    const live = await insertPlacedOrder(t.db, alice.id, { international: true });
    expect((await download(`/app/order/invoice/down?orderId=${live.id}`)).statusCode).toBe(200);
  });
});
