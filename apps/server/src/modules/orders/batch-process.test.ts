import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, type Lang, login, seedUser } from '../../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import {
  adminToken,
  type Customer,
  draft,
  fundedCustomer,
  place,
  sandboxGround,
} from './placement.fixtures.ts';

let t: TestApp;
let admin: string;
let ann: Customer;
let bob: Customer;
let ground: string;
/** Order numbers of two placed orders of Ann. */
let placedNos: string[];
const draftNo = `DRAFT-${randomUUID().slice(0, 6)}`;
/** A number both Ann and Bob use for a draft. */
const sharedNo = `SHARED-${randomUUID().slice(0, 6)}`;

const batch = (body: unknown, token = admin, lang: Lang = 'en-US') =>
  call(t.app, 'POST', '/admin/order/batchProcess', { token, body, lang });

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
  ann = await fundedCustomer(t, 1_000_00n);
  bob = await fundedCustomer(t, 1_000_00n);
  ground = await sandboxGround(t, admin, [ann, bob]);
  placedNos = [];
  for (let i = 0; i < 2; i++) {
    const res = await place(t, ann.token, { orderId: await draft(t, ann.id), serviceId: ground });
    expect(res.status).toBe(200);
    placedNos.push(res.body.data.orderNo);
  }
  await draft(t, ann.id, { orderNo: draftNo });
  await draft(t, ann.id, { orderNo: sharedNo });
  await draft(t, bob.id, { orderNo: sharedNo });
});

type Result = { orderNo: string; ok: boolean; status?: number; errorCode?: string; message: string };
const byNo = (results: Result[]) => Object.fromEntries(results.map((r) => [r.orderNo, r]));

describe('POST /admin/order/batchProcess', () => {
  it('cancels each order on its own: placed ones go to cancellation, the rest are results with reasons', async () => {
    const pasted = [` ${placedNos[0]} `, placedNos[1], draftNo, 'NO-SUCH-ORDER', sharedNo, placedNos[0], ''];
    const res = await batch({ action: 'cancel', orderNos: pasted });
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({ action: 'cancel', total: 5, succeeded: 2, failed: 3 });
    // In the order given, repeats collapsed.
    expect(data.results.map((r: Result) => r.orderNo)).toEqual([
      placedNos[0],
      placedNos[1],
      draftNo,
      'NO-SUCH-ORDER',
      sharedNo,
    ]);
    const r = byNo(data.results);
    expect(r[placedNos[0]!]).toMatchObject({ ok: true, status: 6 });
    expect(r[draftNo]).toMatchObject({
      ok: false,
      status: 0,
      errorCode: 'orders.transition_refused',
      message: 'An order that is a draft cannot be canceled',
    });
    expect(r['NO-SUCH-ORDER']).toMatchObject({ ok: false, errorCode: 'batchprocess.not_found' });
    expect(r[sharedNo]).toMatchObject({ ok: false, errorCode: 'batchprocess.ambiguous' });
    expect(r[sharedNo]!.message).toContain('2 customers');
  });

  it("answers in the caller's language", async () => {
    const res = await batch({ action: 'cancel', orderNos: [draftNo, 'NO-SUCH-ORDER'] }, admin, 'zh-CN');
    const r = byNo(res.body.data.results);
    expect(r[draftNo]!.message).toContain('草稿');
    expect(r['NO-SUCH-ORDER']!.message).toBe('没有该订单号的订单');
  });

  it("with the customer given, a shared number is that customer's order; void then restore it", async () => {
    const voided = await batch({ action: 'void', orderNos: [sharedNo], userId: bob.id });
    expect(voided.body.data.results[0]).toMatchObject({ orderNo: sharedNo, ok: true, status: 15 });
    const again = await batch({ action: 'void', orderNos: [sharedNo], userId: bob.id });
    expect(again.body.data.results[0]).toMatchObject({ ok: false, errorCode: 'orders.transition_refused' });
    const restored = await batch({ action: 'restore', orderNos: [sharedNo], userId: bob.id });
    expect(restored.body.data.results[0]).toMatchObject({ ok: true, status: 0 });
    // Ann's order of the same number was never touched.
    const anns = await batch({ action: 'restore', orderNos: [sharedNo], userId: ann.id });
    expect(anns.body.data.results[0]).toMatchObject({ ok: false, status: 0 });
  });

  it('refuses an empty list and more than 1000 numbers', async () => {
    expect((await batch({ action: 'cancel', orderNos: [' ', ''] })).status).toBe(400);
    const many = Array.from({ length: 1001 }, (_, i) => `N${i}`);
    const res = await batch({ action: 'cancel', orderNos: many });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Enter 1 to 1000 order numbers');
  });

  it('is for holders of batchOrderCancel only', async () => {
    const staff = await login(t.app, (await seedUser(t.db, { kind: 'staff', roles: ['Staff'] })).email);
    expect((await batch({ action: 'cancel', orderNos: [draftNo] }, staff)).status).toBe(403);
    expect((await batch({ action: 'cancel', orderNos: [draftNo] }, ann.token)).status).toBe(403);
  });
});
