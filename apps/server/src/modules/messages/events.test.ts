import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../db/testing/fixtures.ts';
import { multipartBody, TINY_PNG } from '../../db/testing/multipart.ts';
import type { TestApp } from '../../db/testing/test-app.ts';
import { allot, fundedWorld } from '../orders/funded-world.fixtures.ts';
import { type Customer, draft, place, sandboxGround } from '../orders/placement.fixtures.ts';

let t: TestApp;
let admin: string;
let alice: Customer;
let ground: string;
let review: string;
beforeAll(async () => {
  ({ t, admin, alice, ground } = await fundedWorld());
  review = await sandboxGround(t, admin, [], { reviewOrders: true });
  await allot(t, admin, alice.id, [ground, review]);
});

type Entry = { title: string; content: string; link: string | null; status: number; html: boolean };
const messages = async (lang: 'en-US' | 'zh-CN') =>
  (await call(t.app, 'GET', '/app/sysMessage/list?type=message', { token: alice.token, lang })).body.data
    .list as Entry[];

async function recharge(amount: string) {
  const body = multipartBody({}, [{ filename: 'v.png', contentType: 'image/png', bytes: TINY_PNG }]);
  const voucher = await t.app.inject({
    method: 'POST',
    url: '/app/attachment/upload/image',
    headers: { ...body.headers, authorization: `Bearer ${alice.token}` },
    payload: body.payload,
  });
  const res = await call(t.app, 'POST', '/app/user/recharge', {
    token: alice.token,
    body: { currency: 'USD', paymentMethod: 'zelle', amount, voucherId: voucher.json().data.id },
  });
  expect(res.status).toBe(200);
  return res.body.data as { id: string; financeNo: string };
}

describe('events of other modules reach the customer, in the reader’s language', () => {
  it('recharge review: approved and rejected', async () => {
    const ok = await recharge('50.00');
    const no = await recharge('70.00');
    const approve = { id: ok.id, approve: true, actualAmount: '49.50', reason: 'bank fee' };
    expect(
      (await call(t.app, 'POST', '/admin/recharge/approve', { token: admin, body: approve })).status,
    ).toBe(200);
    const reject = { id: no.id, approve: false, reason: 'Blurry voucher' };
    expect(
      (await call(t.app, 'POST', '/admin/recharge/approve', { token: admin, body: reject })).status,
    ).toBe(200);
    const en = await messages('en-US');
    expect(en).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          title: `Recharge ${ok.financeNo} approved`,
          content: '49.50 USD has been added to your balance.',
          link: '/postage/rechargeRecord',
          status: 0,
          html: false,
        }),
        expect.objectContaining({
          title: `Recharge ${no.financeNo} rejected`,
          content: 'Your recharge of 70.00 USD was not approved. Reason: Blurry voucher',
        }),
      ]),
    );
    const zh = await messages('zh-CN');
    expect(zh.map((m) => m.title)).toContain(`充值 ${ok.financeNo} 已审核通过`);
  });

  it('order review: a held order rejected (and approved) tells its owner', async () => {
    for (const approve of [false, true]) {
      const id = await draft(t, alice.id);
      const placed = await place(t, alice.token, { orderId: id, serviceId: review });
      expect(placed.body.data.status).toBe(18);
      const res = await call(t.app, 'POST', '/admin/order/orders/review', {
        token: admin,
        body: { orderId: id, approve, reason: approve ? '' : 'Bad address' },
      });
      expect(res.status).toBe(200);
      const orderNo = placed.body.data.orderNo;
      const found = (await messages('en-US')).find((m) => m.title.includes(orderNo));
      expect(found).toMatchObject({
        title: approve ? `Order ${orderNo} passed review` : `Order ${orderNo} rejected in review`,
        link: `/orderManager/orderDetail?id=${id}`,
      });
      if (!approve) expect(found!.content).toContain('Reason: Bad address');
    }
  });

  it('cancel audit: the approval tells the owner', async () => {
    const id = await draft(t, alice.id);
    const placed = await place(t, alice.token, { orderId: id, serviceId: ground });
    expect(placed.status).toBe(200);
    expect(
      (await call(t.app, 'POST', '/app/order/cancel', { token: alice.token, body: { orderId: id } })).status,
    ).toBe(200);
    const res = await call(t.app, 'POST', '/admin/order/orders/cancelAudit', {
      token: admin,
      body: { orderId: id, approve: true, reason: '' },
    });
    expect(res.status).toBe(200);
    const zh = await messages('zh-CN');
    expect(zh.map((m) => m.title)).toContain(`订单 ${placed.body.data.orderNo} 取消申请已通过`);
  });
});
