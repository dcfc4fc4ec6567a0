import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../db/testing/fixtures.ts';
import { orderForm, orderRow, ordersWorld, RECIPIENT, SENDER } from '../../db/testing/orders-fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';

let t: TestApp;
let world: Awaited<ReturnType<typeof ordersWorld>>;
beforeAll(async () => {
  t = await createTestApp();
  world = await ordersWorld(t);
});

describe('order addresses: the validated flag is the server’s', () => {
  it('ignores isValid sent by the client and decides it from the address as saved', async () => {
    const claimed = await call(t.app, 'POST', '/app/order/draft', {
      token: world.ann.token,
      body: orderForm({
        serviceId: world.ground,
        from: { ...SENDER, isValid: true, addressLine1: '100 main street' },
        to: { ...RECIPIENT, isValid: true, city: 'BOSTON' },
      }),
    });
    expect(claimed.status).toBe(200);
    const row = await orderRow(t.db, claimed.body.data.id);
    expect(row.fromAddress.isValid).toBe(false);
    expect(row.toAddress.isValid).toBe(false);

    const confirmed = await call(t.app, 'POST', '/app/order/draft', {
      token: world.ann.token,
      body: orderForm({ serviceId: world.ground, from: { ...SENDER, isValid: false }, to: RECIPIENT }),
    });
    const fresh = await orderRow(t.db, confirmed.body.data.id);
    expect(fresh.fromAddress.isValid).toBe(true);
    expect(fresh.toAddress.isValid).toBe(true);
  });
});
