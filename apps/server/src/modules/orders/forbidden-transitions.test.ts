import {
  type Actor,
  ORDER_STATUS,
  ORDER_STATUS_VALUES,
  type OrderAction,
  PLACED_ALIASES,
  transition,
} from '@shiplabel/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { call } from '../../db/testing/fixtures.ts';
import type { TestApp } from '../../db/testing/test-app.ts';
import { fundedWorld } from './funded-world.fixtures.ts';
import { orders } from './orders.table.ts';
import { type Customer, draft, expectLedgerHealthy, FORM, place, usd } from './placement.fixtures.ts';

/**
 * Every action the API offers, tried over HTTP on an order in every status (and the legacy codes 1, 2, 7)
 * where the shared state machine refuses it: each answers 422 and changes neither the order nor the money.
 * The allowed ones are the other tests' subject.
 */
let t: TestApp;
let admin: string;
let alice: Customer;
let ground: string;

beforeAll(async () => {
  ({ t, admin, alice, ground } = await fundedWorld({ ground: { domesticDeposit: 20 } }));
});

interface ApiAction {
  action: OrderAction;
  actor: Actor;
  url: string;
  body: (orderId: string) => object;
}

const API_ACTIONS: ApiAction[] = [
  {
    action: 'saveDraft',
    actor: 'customer',
    url: '/app/order/draft',
    body: (orderId) => ({ ...FORM, orderId }),
  },
  {
    action: 'place',
    actor: 'customer',
    url: '/app/order/label/create',
    body: (orderId) => ({ orderId, serviceId: ground }),
  },
  { action: 'cancel', actor: 'customer', url: '/app/order/cancel', body: (orderId) => ({ orderId }) },
  { action: 'void', actor: 'customer', url: '/app/order/void', body: (orderId) => ({ orderId }) },
  { action: 'restore', actor: 'customer', url: '/app/order/cancelRestore', body: (orderId) => ({ orderId }) },
  {
    action: 'reviewApprove',
    actor: 'admin',
    url: '/admin/order/orders/review',
    body: (orderId) => ({ orderId, approve: true, reason: '' }),
  },
  {
    action: 'reviewReject',
    actor: 'admin',
    url: '/admin/order/orders/review',
    body: (orderId) => ({ orderId, approve: false, reason: 'wrong weight' }),
  },
  {
    action: 'cancelApprove',
    actor: 'admin',
    url: '/admin/order/orders/cancelAudit',
    body: (orderId) => ({ orderId, approve: true, reason: '' }),
  },
  {
    action: 'cancelReject',
    actor: 'admin',
    url: '/admin/order/orders/cancelAudit',
    body: (orderId) => ({ orderId, approve: false, reason: 'already shipped' }),
  },
  {
    action: 'bill',
    actor: 'admin',
    url: '/admin/order/billed',
    body: (orderId) => ({ orderId, amount: '1.00', reason: 'weight', penalty: true }),
  },
  {
    action: 'releaseDeposit',
    actor: 'admin',
    url: '/admin/order/order/releaseEarnest',
    body: (orderId) => ({ orderId }),
  },
];

const STATUSES = [...ORDER_STATUS_VALUES, ...PLACED_ALIASES];

const rowOf = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;

/** A placed order (label, charge, deposit) put into `status` as it would stand there. */
async function orderIn(status: number): Promise<string> {
  const id = await draft(t, alice.id);
  if (status === 0) return id;
  const res = await place(t, alice.token, { orderId: id, serviceId: ground });
  expect(res.status).toBe(200);
  // The label PDF is stored just after the answer: wait for it, so the snapshot holds still.
  await vi.waitFor(async () => expect((await rowOf(id)).labelBlobId).not.toBeNull());
  await t.db.update(orders).set({ status }).where(eq(orders.id, id));
  return id;
}

describe('every transition the state machine forbids, over the API', () => {
  it('answers 422 orders.transition_refused and changes nothing', async () => {
    let tried = 0;
    for (const status of STATUSES) {
      const refused = API_ACTIONS.filter((a) => !transition(status, a.action, a.actor).ok);
      if (refused.length === 0) continue;
      const id = await orderIn(status);
      const before = await rowOf(id);
      const money = await usd(t.db, alice.id);
      for (const a of refused) {
        const res = await call(t.app, 'POST', a.url, {
          token: a.actor === 'admin' ? admin : alice.token,
          body: a.body(id),
        });
        const what = `${a.action} by ${a.actor} from ${status}`;
        expect(res.status, what).toBe(422);
        expect(res.body.errorCode, what).toBe('orders.transition_refused');
        tried++;
      }
      expect(await rowOf(id)).toEqual(before);
      expect(await usd(t.db, alice.id)).toEqual(money);
    }
    // 13 statuses x 11 actions, less the allowed pairs: the table is walked, not sampled.
    expect(tried).toBeGreaterThan(100);
    await expectLedgerHealthy(t.db);
  });

  it("refuses a customer the back office's actions (403)", async () => {
    const id = await orderIn(ORDER_STATUS.placed);
    const before = await rowOf(id);
    for (const a of API_ACTIONS.filter((x) => x.actor === 'admin')) {
      const res = await call(t.app, 'POST', a.url, { token: alice.token, body: a.body(id) });
      expect(res.status, a.url).toBe(403);
    }
    expect(await rowOf(id)).toEqual(before);
  });
});
