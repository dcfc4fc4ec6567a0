import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import {
  adminToken,
  type Customer,
  FORM,
  fundedCustomer,
  place,
  sandboxGround,
} from '../orders/placement.fixtures.ts';
import { createKey, keyCall } from './api-keys.fixtures.ts';

/**
 * Issue 16: an order placed with a test-mode key is a sandbox order. Every answer that lists or shows it
 * says so (`testMode`), and the lists filter on it, so a seller never takes it for a real shipment.
 */
let t: TestApp;
let admin: string;
let alice: Customer;
let testOrder: string;
let liveOrder: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
  alice = await fundedCustomer(t, 1_000_00n);
  const ground = await sandboxGround(t, admin, [alice]);
  const test = await createKey(t.app, alice.token, { mode: 'test' });
  const bought = await keyCall(t.app, 'POST', '/app/order/label/create', test.secret, {
    body: { ...FORM, serviceId: ground, reference: 'from-test-key' },
  });
  expect(bought.status).toBe(200);
  testOrder = bought.body.data.id;
  const live = await place(t, alice.token, { ...FORM, serviceId: ground, reference: 'from-session' });
  expect(live.status).toBe(200);
  liveOrder = live.body.data.id;
});

const ids = (res: { body: { data: { list: { id: string }[] } } }) => res.body.data.list.map((o) => o.id);

describe('test-mode orders are flagged and filterable', () => {
  it('the customer list and detail answer testMode, whoever reads them (session or key)', async () => {
    const list = await call(t.app, 'GET', '/app/order/orders?pageSize=100', { token: alice.token });
    const row = (id: string) => list.body.data.list.find((o: { id: string }) => o.id === id);
    expect(row(testOrder)).toMatchObject({ testMode: true });
    expect(row(liveOrder)).toMatchObject({ testMode: false });

    const live = await createKey(t.app, alice.token, { mode: 'live' });
    const detail = await keyCall(t.app, 'GET', `/app/order/orders/${testOrder}`, live.secret);
    expect(detail.status).toBe(200);
    expect(detail.body.data).toMatchObject({ testMode: true, isTest: true });
    const session = await call(t.app, 'GET', `/app/order/orders/${liveOrder}`, { token: alice.token });
    expect(session.body.data).toMatchObject({ testMode: false });
  });

  it('mode=test lists only test-mode orders, mode=live only the others, for the customer and the back office', async () => {
    const mine = (q: string) =>
      call(t.app, 'GET', `/app/order/orders?pageSize=100&${q}`, { token: alice.token });
    expect(ids(await mine('mode=test'))).toEqual([testOrder]);
    expect(ids(await mine('mode=live'))).toEqual([liveOrder]);
    expect(ids(await mine('')).sort()).toEqual([testOrder, liveOrder].sort());

    const office = (q: string) =>
      call(t.app, 'GET', `/admin/order/orders?pageSize=100&userId=${alice.id}&${q}`, { token: admin });
    const test = await office('mode=test');
    expect(ids(test)).toEqual([testOrder]);
    expect(test.body.data.list[0]).toMatchObject({ testMode: true });
    expect(ids(await office('mode=live'))).toEqual([liveOrder]);
  });

  it('refuses an unknown mode (400, never a 500)', async () => {
    for (const mode of ['sandbox', '1', '']) {
      const res = await call(t.app, 'GET', `/app/order/orders?mode=${mode}`, { token: alice.token });
      expect(res.status, mode).toBe(400);
    }
  });
});
