import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../db/testing/fixtures.ts';
import type { TestApp } from '../../db/testing/test-app.ts';
import { fundedWorld, placeIn } from './funded-world.fixtures.ts';
import { type Customer, draft, FORM, place, usd } from './placement.fixtures.ts';

let t: TestApp;
let alice: Customer;
let ground: string;

beforeAll(async () => {
  ({ t, alice, ground } = await fundedWorld());
});

const declared = (declaredValue: string, packageNum = 1) => ({
  ...FORM,
  parcels: [{ ...FORM.parcels[0]!, declaredValue, packageNum }],
});

describe('signature above 1,000 USD declared (spec section 9)', () => {
  it('a draft may be saved without it (drafts may be incomplete)', async () => {
    const res = await call(t.app, 'POST', '/app/order/draft', {
      token: alice.token,
      body: declared('1500.00'),
    });
    expect(res.status).toBe(200);
  });

  it('placing a draft declared at 1,500 USD without a signature is 422 on the signature field; no money moves', async () => {
    const before = await usd(t.db, alice.id);
    const id = await draft(t, alice.id, declared('1500.00'));
    for (const lang of ['en-US', 'zh-CN'] as const) {
      const res = await placeIn(t, lang, alice.token, { orderId: id, serviceId: ground });
      expect(res.status).toBe(422);
      expect(res.body.errorCode).toBe('orders.signature_required');
      expect(res.body.errors).toEqual([{ field: 'options.signatureOption', message: expect.any(String) }]);
      expect(res.body.message).toMatch(lang === 'zh-CN' ? /签/ : /1000\.00 USD need a signature/);
    }
    const order = await call(t.app, 'GET', `/app/order/orders/${id}`, { token: alice.token });
    expect(order.body.data.status).toBe(0);
    expect(await usd(t.db, alice.id)).toEqual(before);
  });

  it('the form path too, and package copies count (3 x 400 USD)', async () => {
    const res = await place(t, alice.token, { ...declared('400.00', 3), serviceId: ground });
    expect(res.status).toBe(422);
    expect(res.body.errorCode).toBe('orders.signature_required');
  });

  it('at exactly 1,000 USD no signature is needed', async () => {
    const res = await place(t, alice.token, { ...declared('1000.00'), serviceId: ground });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe(8);
  });
});
