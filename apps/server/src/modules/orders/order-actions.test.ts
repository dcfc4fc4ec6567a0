import { beforeAll, describe, expect, it } from 'vitest';
import { call, type Lang } from '../../db/testing/fixtures.ts';
import {
  insertOrderRow,
  type OrdersWorld,
  orderForm,
  orderRow,
  ordersWorld,
} from '../../db/testing/orders-fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { restoreOrder } from './order-actions.usecases.ts';
import { addOrderEvent } from './orders.repository.ts';

let t: TestApp;
let w: OrdersWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await ordersWorld(t);
});

const post = (url: string, orderId: string, token = w.ann.token, lang: Lang = 'en-US') =>
  call(t.app, 'POST', url, { token, body: { orderId }, lang });
const newDraft = async (token = w.ann.token) =>
  (await call(t.app, 'POST', '/app/order/draft', { token, body: orderForm({ serviceId: w.ground }) })).body
    .data as {
    id: string;
    orderNo: string;
  };

describe('void and restore', () => {
  it('voids a draft (-> 15) and restores it (-> 0), each with a timeline event', async () => {
    const { id } = await newDraft();
    t.clock.advanceSeconds(1);
    const voided = await post('/app/order/void', id);
    expect(voided.status).toBe(200);
    expect(voided.body.data).toMatchObject({
      id,
      status: 15,
      actions: expect.arrayContaining(['restore', 'copy']),
    });
    t.clock.advanceSeconds(1);
    const restored = await post('/app/order/cancelRestore', id, w.ann.token, 'zh-CN');
    expect(restored.body.data.status).toBe(0);
    expect(restored.body.data.events.map((e: { kind: string }) => e.kind)).toEqual([
      'received',
      'invalidated',
      'restored',
    ]);
    expect(restored.body.data.events[2].message).toBe((await detailMessage('zh-CN', 'restored')) ?? '');
  });

  it('restores a failed or rejected order, clearing the error but keeping the reason in the timeline', async () => {
    const failed = await insertOrderRow(t.db, {
      userId: w.ann.id,
      status: 16,
      auditInfo: 'Parcel too heavy',
      errorCode: 'carrier.refused',
      errorMessage: 'Refused',
    });
    await addOrderEvent(t.db, {
      orderId: failed.id,
      kind: 'review_rejected',
      params: { reason: 'Parcel too heavy' },
      at: t.clock.now(),
    });
    t.clock.advanceSeconds(1);
    const res = await post('/app/order/cancelRestore', failed.id);
    expect(res.body.data).toMatchObject({ status: 0, errorMessage: '', auditInfo: '' });
    expect(res.body.data.events[0].message).toBe('Review rejected: Parcel too heavy');
    expect((await orderRow(t.db, failed.id)).errorCode).toBe('');
  });

  it('refuses what the state machine does not allow, changing nothing', async () => {
    const placed = await insertOrderRow(t.db, { userId: w.ann.id, status: 8 });
    const res = await post('/app/order/void', placed.id, w.ann.token, 'zh-CN');
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ errorCode: 'orders.transition_refused' });
    expect(res.body.message).toBe('下单成功（运输中）的订单不能被作废');
    expect((await post('/app/order/cancelRestore', placed.id)).status).toBe(422);
    expect((await orderRow(t.db, placed.id)).status).toBe(8);
    const { id } = await newDraft();
    expect((await post('/app/order/cancelRestore', id)).status).toBe(422);
  });

  it('answers 409 when the order moved meanwhile (compare-and-set)', async () => {
    const { id } = await newDraft();
    const deps = {
      db: t.db,
      config: t.config,
      clock: t.clock.now,
      ownerId: w.ann.id,
      actorId: w.ann.id,
      actor: 'customer' as const,
      locale: 'en-US' as const,
    };
    await post('/app/order/void', id);
    // Two restores race: the first wins, the second finds the order no longer voided.
    const results = await Promise.allSettled([
      restoreOrder({ ...deps, orderId: id }),
      restoreOrder({ ...deps, orderId: id }),
    ]);
    const refused = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
    expect(refused).toHaveLength(1);
    expect(['orders.changed_meanwhile', 'orders.transition_refused']).toContain(refused[0]!.reason.errorCode);
  });
});

describe('copy', () => {
  it('copies into a new draft: same data, new number, no label/tracking/money, a "copied" event', async () => {
    const source = await insertOrderRow(t.db, {
      userId: w.ann.id,
      status: 8,
      orderNo: 'SRC-1',
      reference: 'Ref A',
      serviceId: w.ground,
      channelId: w.channelId,
      rateMinor: 1234n,
      depositMinor: 500n,
      trackingNo: '1ZCOPY',
      labelCreatedAt: new Date(),
      labelData: { any: 'thing' },
    });
    const res = await post('/app/order/order/copy', source.id);
    expect(res.status).toBe(200);
    expect(res.body.data.orderNo).not.toBe('SRC-1');
    const copy = await call(t.app, 'GET', `/app/order/orders/${res.body.data.id}`, { token: w.ann.token });
    expect(copy.body.data).toMatchObject({
      status: 0,
      reference: 'Ref A',
      serviceId: w.ground,
      rate: '',
      deposit: '0.00',
      trackingNo: '',
      labelCreatedAt: null,
      hasLabel: false,
      events: [{ kind: 'copied', message: 'Copied from order SRC-1' }],
    });
    expect((await orderRow(t.db, res.body.data.id)).copiedFrom).toBe(source.id);
  });

  it('the back office copies into the order owner’s drafts and sees any order with the e-mail', async () => {
    const { id } = await newDraft(w.bob.token);
    const res = await post('/admin/order/order/copy', id, w.adminToken);
    expect(res.status).toBe(200);
    expect((await orderRow(t.db, res.body.data.id)).userId).toBe(w.bob.id);
    const detail = await call(t.app, 'GET', `/admin/order/orders/${res.body.data.id}`, {
      token: w.adminToken,
    });
    expect(detail.body.data).toMatchObject({ userEmail: w.bob.email, status: 0 });
    expect(detail.body.data.actions).toContain('place');
  });
});

async function detailMessage(lang: Lang, kind: string) {
  const { MESSAGES } = await import('../../lib/i18n/index.ts');
  return MESSAGES[lang][`orders.event.${kind}`];
}
