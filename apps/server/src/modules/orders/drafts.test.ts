import { beforeAll, describe, expect, it } from 'vitest';
import { call, type Lang } from '../../db/testing/fixtures.ts';
import {
  insertOrderRow,
  type OrdersWorld,
  orderForm,
  orderRow,
  ordersWorld,
  RECIPIENT,
} from '../../db/testing/orders-fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { generateOrderNo } from './drafts.usecases.ts';

let t: TestApp;
let w: OrdersWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await ordersWorld(t);
});

const draft = (body: unknown, token = w.ann.token, lang: Lang = 'en-US') =>
  call(t.app, 'POST', '/app/order/draft', { token, body, lang });
const detail = (id: string, token = w.ann.token) => call(t.app, 'GET', `/app/order/orders/${id}`, { token });
const messages = (body: { errors?: { field: string; message: string }[] }) =>
  Object.fromEntries((body.errors ?? []).map((e) => [e.field, e.message]));

describe('saving drafts', () => {
  it('creates a draft with a generated number, the service snapshot and a "received" event', async () => {
    const res = await draft(orderForm({ serviceId: w.ground, reference: 'PO-1' }));
    expect(res.status).toBe(200);
    expect(res.body.data.orderNo).toMatch(/^SL\d{6}[0-9A-Z]{8}$/);
    const got = await detail(res.body.data.id);
    expect(got.body.data).toMatchObject({
      status: 0,
      orderNo: res.body.data.orderNo,
      serviceId: w.ground,
      channelId: w.channelId,
      carrierCode: 'sandbox',
      currency: 'USD',
      reference: 'PO-1',
      rate: '',
      hasLabel: false,
      to: { personName: 'Bob Stone', zipCode: '10118' },
      events: [{ kind: 'received', message: 'Order received' }],
    });
    expect(got.body.data.serviceName).not.toBe('');
    expect((await orderRow(t.db, res.body.data.id)).toName).toBe('bob stone');
  });

  it('numbers by the business day with 8 random characters', () => {
    const no = generateOrderNo(new Date('2025-03-01T05:00:00Z'), 'America/Los_Angeles');
    expect(no).toMatch(/^SL250228[0-9A-Z]{8}$/);
    expect(generateOrderNo(new Date(), 'UTC')).not.toBe(generateOrderNo(new Date(), 'UTC'));
  });

  it("keeps the customer's own number, refusing one already used (409) but not another customer's", async () => {
    expect((await draft(orderForm({ orderNo: 'MY-001' }))).body.data.orderNo).toBe('MY-001');
    const again = await draft(orderForm({ orderNo: 'MY-001' }), w.ann.token, 'zh-CN');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ errorCode: 'orders.order_no_taken' });
    expect(again.body.message).toContain('MY-001');
    expect((await draft(orderForm({ orderNo: 'MY-001' }), w.bob.token)).status).toBe(200);
  });

  it('updates a draft by orderId: new data, same id, the number kept when none is given', async () => {
    const { id, orderNo } = (await draft(orderForm())).body.data;
    const res = await draft(orderForm({ orderId: id, to: { ...RECIPIENT, personName: 'Carl Jung' } }));
    expect(res.body.data).toEqual({ id, orderNo });
    const got = (await detail(id)).body.data;
    expect(got.to.personName).toBe('Carl Jung');
    expect(got.events).toHaveLength(1);
    const renamed = await draft(orderForm({ orderId: id, orderNo: 'RENAMED-1' }));
    expect(renamed.body.data).toEqual({ id, orderNo: 'RENAMED-1' });
    // Renaming onto a number of another own order is refused.
    const other = (await draft(orderForm())).body.data;
    expect((await draft(orderForm({ orderId: other.id, orderNo: 'RENAMED-1' }))).status).toBe(409);
  });

  it('refuses to update an order that is no longer a draft (422) or is not the caller’s (404)', async () => {
    const placed = await insertOrderRow(t.db, { userId: w.ann.id, status: 8 });
    const res = await draft(orderForm({ orderId: placed.id }));
    expect(res.status).toBe(422);
    expect(res.body.errorCode).toBe('orders.transition_refused');
    const mine = (await draft(orderForm())).body.data;
    const stolen = await draft(orderForm({ orderId: mine.id, reference: 'hijack' }), w.bob.token);
    expect(stolen.status).toBe(404);
    expect(stolen.body.errorCode).toBe('orders.not_found');
    expect((await orderRow(t.db, mine.id)).reference).toBe('');
  });

  it('refuses a service the customer may not use', async () => {
    const res = await draft(orderForm({ serviceId: w.overnight }));
    expect(res.status).toBe(422);
    expect(res.body.errorCode).toBe('rating.service_not_allotted');
  });

  it('adds the sender and recipient to the address book once', async () => {
    const body = orderForm({ addToAddressBook: { from: true, to: true } });
    expect((await draft(body)).status).toBe(200);
    expect((await draft(body)).status).toBe(200);
    const book = await call(t.app, 'GET', '/app/user/address-book/list', { token: w.ann.token });
    expect(book.body.data.total).toBe(2);
    expect(book.body.data.list.map((e: { title: string }) => e.title).sort()).toEqual(['Acme', 'Bob Stone']);
  });
});

describe('bad draft input answers a clear 400 in both languages', () => {
  it('zero parcels: "at least 1 package"', async () => {
    const en = await draft(orderForm({ parcels: [] }));
    expect(en.status).toBe(400);
    expect(messages(en.body)).toEqual({ parcels: 'at least 1 package' });
    const zh = await draft(orderForm({ parcels: [] }), w.ann.token, 'zh-CN');
    expect(zh.body.message).toBe('至少1个包裹');
  });

  it('wrong types, bad customs lines, battery without kind, bad number and date', async () => {
    const res = await draft(
      orderForm({
        to: { ...RECIPIENT, countryCode: 'CA', stateCode: 'ON', zipCode: 'M5V 2T6' },
        orderNo: 'no spaces!',
        shipDate: '2025-02-30',
        options: { battery: true },
        reference: 'x'.repeat(101),
      }),
      w.ann.token,
      'zh-CN',
    );
    expect(res.status).toBe(400);
    expect(messages(res.body)).toMatchObject({
      orderNo: '订单号最多 40 位，只能包含字母、数字、- 和 _',
      shipDate: '发货日期：请输入有效日期（YYYY-MM-DD）',
      'options.batteryKind': '请选择电池类型',
      items: '国际件至少需要一条报关物品',
      reference: '参考号：最多 100 个字符',
    });
    const items = await draft(orderForm({ items: [{ description: '', hsCode: '12', declaredValue: '-1' }] }));
    expect(messages(items.body)).toMatchObject({
      'items.0.description': 'Item 1 description: please describe the item',
      'items.0.hsCode': 'Item 1 HS code: the HS code must be 6 to 10 digits (dots allowed)',
      'items.0.declaredValue': 'Item 1 declared value: enter an amount of at least 0 with at most 2 decimals',
    });
    const types = await draft(orderForm({ parcels: [{ weight: 'heavy' }], isTest: 'yes' }));
    expect(types.status).toBe(400);
    expect(Object.keys(messages(types.body))).toEqual(expect.arrayContaining(['parcels.0.weight', 'isTest']));
  });

  it('malformed JSON and a non-object body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/app/order/draft',
      headers: {
        authorization: `Bearer ${w.ann.token}`,
        'content-type': 'application/json',
        'accept-language': 'zh-CN',
      },
      payload: '{"from": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'request.malformed_json' });
    expect((await draft([orderForm()])).status).toBe(400);
  });
});
