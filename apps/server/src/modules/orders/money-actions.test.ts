import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../db/testing/fixtures.ts';
import type { TestApp } from '../../db/testing/test-app.ts';
import { releaseDueDeposits } from './deposits.usecases.ts';
import { allot, fundedWorld } from './funded-world.fixtures.ts';
import { orders } from './orders.table.ts';
import {
  type Customer,
  draft,
  expectLedgerHealthy,
  fundedCustomer,
  place,
  sandboxGround,
  usd,
} from './placement.fixtures.ts';

let t: TestApp;
let admin: string;
let alice: Customer;
let bob: Customer;
let ground: string;
let review: string;

beforeAll(async () => {
  ({ t, admin, alice, ground } = await fundedWorld({ ground: { domesticDeposit: 20 } }));
  bob = await fundedCustomer(t, 1_000_00n);
  review = await sandboxGround(t, admin, [], { reviewOrders: true });
  await allot(t, admin, bob.id, [ground]);
  await allot(t, admin, alice.id, [ground, review]);
});

const minor = (s: string) => BigInt(s.replace('.', ''));
const post = (url: string, body: unknown, token = admin, headers?: Record<string, string>) =>
  call(t.app, 'POST', url, { token, body, ...(headers ? { headers } : {}) });
const statusOf = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!.status;

async function placed(serviceId = ground, who = alice) {
  const id = await draft(t, who.id);
  const res = await place(t, who.token, { orderId: id, serviceId });
  expect(res.status).toBe(200);
  return res.body.data as { id: string; orderNo: string; status: number; rate: string; deposit: string };
}

describe('cancel and cancel audit', () => {
  it('cancel (voided at the carrier) then approve: every cent back, deposit released', async () => {
    const before = await usd(t.db, alice.id);
    const order = await placed();
    expect(order.deposit).toBe('20.00');
    const cancel = await post('/app/order/cancel', { orderId: order.id }, alice.token);
    expect(cancel.status).toBe(200);
    expect(cancel.body.data.status).toBe(6);
    const requested = cancel.body.data.events.find((e: { kind: string }) => e.kind === 'cancel_requested');
    expect(requested.message).toBe(
      `Cancellation requested; ${order.rate} USD pending refund; the carrier voided the label`,
    );
    expect((await usd(t.db, alice.id)).pendingRefund - before.pendingRefund).toBe(minor(order.rate));
    const approve = await post('/admin/order/orders/cancelAudit', {
      orderId: order.id,
      approve: true,
      reason: '',
    });
    expect(approve.body.data).toMatchObject({ status: 4, depositReleased: true });
    expect(await usd(t.db, alice.id)).toEqual(before);
    const again = await post('/admin/order/orders/cancelAudit', {
      orderId: order.id,
      approve: true,
      reason: '',
    });
    expect(again.status).toBe(422);
    expect(await usd(t.db, alice.id)).toEqual(before);
    await expectLedgerHealthy(t.db);
  });

  it('reject: the label stands (8), the charge back to revenue, the reason in the timeline', async () => {
    const order = await placed();
    // Scanned by now (the sandbox voids for 6 hours): the carrier keeps the label, so it may stand.
    t.clock.advanceSeconds(7 * 3600);
    const charged = await usd(t.db, alice.id);
    await post('/app/order/cancel', { orderId: order.id }, alice.token);
    const reject = await post('/admin/order/orders/cancelAudit', {
      orderId: order.id,
      approve: false,
      reason: 'Parcel already scanned',
    });
    expect(reject.body.data.status).toBe(8);
    expect(reject.body.data.events.map((e: { message: string }) => e.message)).toContain(
      'Cancellation rejected: Parcel already scanned',
    );
    expect(await usd(t.db, alice.id)).toEqual(charged);
    // Cancelled again after the rejection: a new cancellation with its own key.
    expect((await post('/app/order/cancel', { orderId: order.id }, alice.token)).body.data.status).toBe(6);
    expect((await usd(t.db, alice.id)).pendingRefund - charged.pendingRefund).toBe(minor(order.rate));
    await expectLedgerHealthy(t.db);
  });

  it('a cancellation the carrier voided cannot be rejected (422, translated); only approved', async () => {
    const order = await placed();
    const cancel = await post('/app/order/cancel', { orderId: order.id }, alice.token);
    expect(cancel.body.data.status).toBe(6);
    const inCancellation = await usd(t.db, alice.id);
    const detail = await call(t.app, 'GET', `/admin/order/orders/${order.id}`, { token: admin });
    expect(detail.body.data.actions).toContain('cancelApprove');
    expect(detail.body.data.actions).not.toContain('cancelReject');
    for (const lang of ['en-US', 'zh-CN'] as const) {
      const reject = await call(t.app, 'POST', '/admin/order/orders/cancelAudit', {
        token: admin,
        lang,
        body: { orderId: order.id, approve: false, reason: 'Parcel already scanned' },
      });
      expect(reject.status).toBe(422);
      expect(reject.body.errorCode).toBe('orders.cancel_reject_after_void');
      expect(reject.body.message).toMatch(lang === 'zh-CN' ? /作废/ : /already voided/);
    }
    expect(await statusOf(order.id)).toBe(6);
    expect(await usd(t.db, alice.id)).toEqual(inCancellation);
    const approve = await post('/admin/order/orders/cancelAudit', {
      orderId: order.id,
      approve: true,
      reason: '',
    });
    expect(approve.body.data.status).toBe(4);
    await expectLedgerHealthy(t.db);
  });
});

describe('order review', () => {
  it('approve buys the label and charges what was held (18 -> 8)', async () => {
    const before = await usd(t.db, alice.id);
    const order = await placed(review);
    expect(order.status).toBe(18);
    const res = await post('/admin/order/orders/review', { orderId: order.id, approve: true, reason: '' });
    expect(res.body.data).toMatchObject({ status: 8, hasLabel: true });
    const after = await usd(t.db, alice.id);
    expect(before.available - after.available).toBe(minor(order.rate));
    expect(after.held).toBe(before.held);
    await expectLedgerHealthy(t.db);
  });

  it('reject releases the money and keeps the reason (18 -> 16)', async () => {
    const before = await usd(t.db, alice.id);
    const order = await placed(review);
    const res = await post('/admin/order/orders/review', {
      orderId: order.id,
      approve: false,
      reason: 'Bad address',
    });
    expect(res.body.data).toMatchObject({ status: 16, auditInfo: 'Bad address' });
    expect(await usd(t.db, alice.id)).toEqual(before);
    await expectLedgerHealthy(t.db);
  });

  it('approve when the carrier fails (sandbox failureRate 1): released, failed (19)', async () => {
    const before = await usd(t.db, alice.id);
    const order = await placed(review);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    const update = (settings: Record<string, unknown>) =>
      post(`/admin/channel/update/${row!.channelId}`, { carrierCode: 'sandbox', name: 'Review', settings });
    expect((await update({ reviewOrders: true, failureRate: 1 })).status).toBe(200);
    const res = await post('/admin/order/orders/review', { orderId: order.id, approve: true, reason: '' });
    expect(res.body.data).toMatchObject({
      status: 19,
      errorMessage: 'The carrier did not answer, try again',
    });
    expect(await usd(t.db, alice.id)).toEqual(before);
    await update({ reviewOrders: true });
    await expectLedgerHealthy(t.db);
  });
});

describe('supplementary bills and deposits', () => {
  it('bills an adjustment and the false-information penalty, shown in fund details, once per key', async () => {
    const order = await placed();
    const before = await usd(t.db, alice.id);
    const body = { orderId: order.id, amount: '3.25', reason: 'Carrier weight adjustment', penalty: true };
    const first = await post('/admin/order/billed', body, admin, { 'idempotency-key': 'bill-1' });
    expect(first.body.data).toMatchObject({ amount: '3.25', penalty: '5.00', currency: 'USD' });
    const retry = await post('/admin/order/billed', body, admin, { 'idempotency-key': 'bill-1' });
    expect(retry.body.data.billId).toBe(first.body.data.billId);
    expect(before.available - (await usd(t.db, alice.id)).available).toBe(8_25n);
    const funds = await call(t.app, 'GET', '/app/balance/log/list?pageSize=50', { token: alice.token });
    const lines = funds.body.data.list.filter((l: { changeType: number }) => [4, 6].includes(l.changeType));
    type Line = { amount: string; reason: string; orderNo: string };
    expect(lines.map((l: Line) => [l.amount, l.reason, l.orderNo]).sort()).toEqual([
      ['-3.25', 'Supplementary bill: Carrier weight adjustment', order.orderNo],
      ['-5.00', 'Penalty for false size or weight: Carrier weight adjustment', order.orderNo],
    ]);
    const bills = await call(t.app, 'GET', `/admin/order/bills?keyword=${alice.email}`, { token: admin });
    expect(bills.body.data.total).toBe(1);
    expect(bills.body.data.list[0]).toMatchObject({ orderId: order.id, amount: '3.25', penalty: '5.00' });
    await expectLedgerHealthy(t.db);
  });

  it('releases a deposit by hand once; the job releases those past their due date', async () => {
    const before = await usd(t.db, alice.id);
    const order = await placed();
    const released = await post('/admin/order/order/releaseEarnest', { orderId: order.id });
    expect(released.body.data.depositReleased).toBe(true);
    expect((await usd(t.db, alice.id)).deposit).toBe(before.deposit);
    const again = await post('/admin/order/order/releaseEarnest', { orderId: order.id });
    expect(again.status).toBe(422);
    expect(again.body.errorCode).toBe('placement.no_deposit_to_release');

    const due = await placed();
    await t.db
      .update(orders)
      .set({ status: 3, depositDueAt: new Date(t.clock.now().getTime() - 1000) })
      .where(eq(orders.id, due.id));
    const listed = await call(t.app, 'GET', '/admin/order/unRefunded', { token: admin });
    expect(listed.body.data.list.map((o: { id: string }) => o.id)).toEqual([due.id]);
    expect(await releaseDueDeposits({ db: t.db, config: t.config, clock: t.clock.now })).toEqual({
      released: 1,
    });
    expect((await call(t.app, 'GET', '/admin/order/unRefunded', { token: admin })).body.data.total).toBe(0);
    expect((await usd(t.db, alice.id)).deposit).toBe(before.deposit);
    await expectLedgerHealthy(t.db);
  });
});

describe('boundaries', () => {
  it('refuses every action the state machine forbids (422) and moves no money', async () => {
    const draftId = await draft(t, alice.id);
    const order = await placed();
    const before = await usd(t.db, alice.id);
    const refused: [string, unknown, string?][] = [
      ['/app/order/cancel', { orderId: draftId }, alice.token],
      ['/admin/order/orders/cancelAudit', { orderId: order.id, approve: true, reason: '' }],
      ['/admin/order/orders/cancelAudit', { orderId: order.id, approve: false, reason: 'x' }],
      ['/admin/order/orders/review', { orderId: order.id, approve: true, reason: '' }],
      ['/admin/order/orders/review', { orderId: draftId, approve: false, reason: 'x' }],
      ['/admin/order/billed', { orderId: draftId, amount: '1.00', reason: 'x', penalty: false }],
      ['/admin/order/order/releaseEarnest', { orderId: draftId }],
    ];
    for (const [url, body, token] of refused) {
      const res = await post(url, body, token);
      expect(res.status, url).toBe(422);
      expect(res.body.errorCode, url).toBe('orders.transition_refused');
    }
    expect(await statusOf(draftId)).toBe(0);
    expect(await statusOf(order.id)).toBe(8);
    expect(await usd(t.db, alice.id)).toEqual(before);
  });

  it("treats another customer's order as unknown, and refuses the back office to customers", async () => {
    const order = await placed();
    const before = await usd(t.db, alice.id);
    const res = await post('/app/order/cancel', { orderId: order.id }, bob.token);
    expect(res.status).toBe(404);
    expect(res.body.errorCode).toBe('orders.not_found');
    const audit = await post('/admin/order/order/releaseEarnest', { orderId: order.id }, bob.token);
    expect(audit.status).toBe(403);
    expect(await statusOf(order.id)).toBe(8);
    expect(await usd(t.db, alice.id)).toEqual(before);
  });
});
