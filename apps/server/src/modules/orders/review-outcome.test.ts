import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../db/testing/fixtures.ts';
import type { TestApp } from '../../db/testing/test-app.ts';
import { allot, fundedWorld } from './funded-world.fixtures.ts';
import { orders } from './orders.table.ts';
import { type Customer, draft, place, sandboxGround } from './placement.fixtures.ts';

let t: TestApp;
let admin: string;
let alice: Customer;
let review: string;
beforeAll(async () => {
  ({ t, admin, alice } = await fundedWorld());
  review = await sandboxGround(t, admin, [], { reviewOrders: true });
  await allot(t, admin, alice.id, [review]);
});

type Lang = 'en-US' | 'zh-CN';
const messages = async (lang: Lang) =>
  (await call(t.app, 'GET', '/app/sysMessage/list?type=message', { token: alice.token, lang })).body.data
    .list as { title: string; content: string }[];

/** An order held for review whose approval then fails at the carrier (sandbox failureRate 1). */
async function approvedButFailed() {
  const id = await draft(t, alice.id);
  const placed = await place(t, alice.token, { orderId: id, serviceId: review });
  expect(placed.body.data.status).toBe(18);
  const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
  const update = (settings: Record<string, unknown>) =>
    call(t.app, 'POST', `/admin/channel/update/${row!.channelId}`, {
      token: admin,
      body: { carrierCode: 'sandbox', name: 'Review', settings },
    });
  expect((await update({ reviewOrders: true, failureRate: 1 })).status).toBe(200);
  // The reviewer works in English.
  const res = await call(t.app, 'POST', '/admin/order/orders/review', {
    token: admin,
    lang: 'en-US',
    body: { orderId: id, approve: true, reason: '' },
  });
  await update({ reviewOrders: true });
  expect(res.status).toBe(200);
  return { id, orderNo: placed.body.data.orderNo as string, answer: res.body.data };
}

describe('approved in review, then the label purchase fails', () => {
  it('answers the reviewer with the failure, and the owner’s message says so in the owner’s language', async () => {
    const { orderNo, answer } = await approvedButFailed();
    expect(answer).toMatchObject({ status: 19, errorMessage: 'The carrier did not answer, try again' });
    const zh = (await messages('zh-CN')).find((m) => m.title.includes(orderNo))!;
    expect(zh.title).toBe(`订单 ${orderNo} 已审核通过，但面单购买失败`);
    expect(zh.content).toContain('原因：承运商未响应，请重试');
    expect(zh.content).not.toContain('正在购买面单');
    const en = (await messages('en-US')).find((m) => m.title.includes(orderNo))!;
    expect(en.title).toBe(`Order ${orderNo} approved, but its label could not be bought`);
    expect(en.content).toContain('Reason: The carrier did not answer, try again');
    expect(en.content).not.toContain('is being bought');
  });

  it('gives the failure reason in the reader’s language on the order detail and in the lists', async () => {
    const { id, orderNo } = await approvedButFailed();
    const detail = await call(t.app, 'GET', `/app/order/orders/${id}`, { token: alice.token, lang: 'zh-CN' });
    expect(detail.body.data).toMatchObject({ status: 19, errorMessage: '承运商未响应，请重试' });
    const list = await call(t.app, 'GET', `/app/order/orders?view=allWaybills&keyword=${orderNo}`, {
      token: alice.token,
      lang: 'zh-CN',
    });
    expect(list.status).toBe(200);
    const item = (list.body.data.list as { orderNo: string; errorMessage: string }[]).find(
      (o) => o.orderNo === orderNo,
    );
    expect(item?.errorMessage).toBe('承运商未响应，请重试');
    const adminDetail = await call(t.app, 'GET', `/admin/order/orders/${id}`, {
      token: admin,
      lang: 'en-US',
    });
    expect(adminDetail.body.data.errorMessage).toBe('The carrier did not answer, try again');
  });
});
