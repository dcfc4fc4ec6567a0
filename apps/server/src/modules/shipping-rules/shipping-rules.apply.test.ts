import { orderInputSchema, parseMinor } from '@shiplabel/shared';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../db/testing/fixtures.ts';
import { createSandboxChannel } from '../../db/testing/rates-fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { createKey, keyCall } from '../api-keys/api-keys.fixtures.ts';
import { csvOf, headersOf, uploadImport, validRow } from '../imports/imports.fixtures.ts';
import { runQueue, startBatch } from '../orders/batch.fixtures.ts';
import { allot } from '../orders/funded-world.fixtures.ts';
import { orders } from '../orders/orders.table.ts';
import {
  adminToken,
  type Customer,
  draft,
  expectLedgerHealthy,
  FORM,
  fundedCustomer,
  usd,
} from '../orders/placement.fixtures.ts';
import { pickServiceByRate } from './shipping-rules.apply.ts';

let t: TestApp;
let ann: Customer;
let svc: Record<'ground' | 'two_day' | 'overnight', string>;
let box: string;

const rule = async (body: unknown) => {
  const res = await call(t.app, 'POST', '/app/shippingRule/create', { token: ann.token, body });
  expect(res.status).toBe(200);
  return res.body.data.id as string;
};
const orderRows = (ids: string[]) => t.db.select().from(orders).where(inArray(orders.id, ids));

beforeAll(async () => {
  t = await createTestApp();
  const admin = await adminToken(t);
  ann = await fundedCustomer(t, 1_000_00n);
  const channel = await createSandboxChannel(t.app, admin, 'Rules apply sandbox');
  const id = (code: string) => channel.services.find((s) => s.code === code)!.id;
  svc = { ground: id('ground'), two_day: id('two_day'), overnight: id('overnight') };
  await allot(t, admin, ann.id, Object.values(svc));
  const tpl = await call(t.app, 'POST', '/app/packageTemplate/create', {
    token: ann.token,
    body: { name: 'Shoe box', quantity: 1, length: 33, width: 20, height: 12, weight: 1, unit: 'cm/kg' },
  });
  box = tpl.body.data.id;
  // In list order: the first enabled match wins.
  await rule({
    name: 'California',
    conditions: { states: ['CA'] },
    actions: { serviceMode: 'service', serviceId: svc.two_day },
  });
  await rule({ name: 'Off', enabled: false, actions: { serviceMode: 'service', serviceId: svc.two_day } });
  await rule({
    name: 'Shop orders',
    conditions: { referencePrefix: 'SHOP' },
    actions: { serviceMode: 'fastest', templateId: box, insuranceMode: 'amount', insuranceAmount: '50.00' },
  });
  await rule({ name: 'Everything else', actions: { serviceMode: 'cheapest' } });
});

describe('shipping rules applied', () => {
  it('to imported rows (a real CSV through the import): service, template and insurance of the first match', async () => {
    const keys = Object.keys(validRow(1));
    const rows = [
      validRow(1, { orderNo: 'R-1', reference: 'SHOP-1001' }),
      validRow(2, {
        orderNo: 'R-2',
        recipientCity: 'Beverly Hills',
        recipientState: 'CA',
        recipientZip: '90210',
      }),
      validRow(3, { orderNo: 'R-3' }),
    ].map((r) => keys.map((k) => r[k] ?? null));
    const up = await uploadImport(t, ann.token, csvOf(headersOf('en-US', keys), rows), {
      filename: 'orders.csv',
    });
    expect(up.body.data).toMatchObject({ total: 3, valid: 3 });
    const made = await call(t.app, 'POST', `/app/order/import/${up.body.data.id}/createDrafts`, {
      token: ann.token,
    });
    expect(made.body.data).toMatchObject({ created: 3 });
    const drafts = await t.db.select().from(orders).where(eq(orders.userId, ann.id));
    const byNo = new Map(drafts.map((o) => [o.orderNo, o]));
    expect(byNo.get('R-1')).toMatchObject({ serviceId: svc.overnight, serviceName: 'Sandbox Overnight' });
    expect(byNo.get('R-1')!.parcels[0]).toMatchObject({
      length: 33,
      width: 20,
      height: 12,
      distanceUnit: 'cm',
      declaredValue: '50.00',
    });
    expect(byNo.get('R-2')).toMatchObject({ serviceId: svc.two_day });
    expect(byNo.get('R-3')).toMatchObject({ serviceId: svc.ground });
    expect(byNo.get('R-3')!.parcels[0]).toMatchObject({ length: 10, declaredValue: '' });
  });

  it('to drafts created through the API without a service, never to the web form or a chosen service', async () => {
    const key = await createKey(t.app, ann.token, { mode: 'live' });
    const viaApi = await keyCall(t.app, 'POST', '/app/order/draft', key.secret, {
      body: { ...FORM, reference: 'SHOP-7' },
    });
    expect(viaApi.status).toBe(200);
    const chosen = await keyCall(t.app, 'POST', '/app/order/draft', key.secret, {
      body: { ...FORM, reference: 'SHOP-8', serviceId: svc.ground },
    });
    const viaWeb = await call(t.app, 'POST', '/app/order/draft', {
      token: ann.token,
      body: { ...FORM, reference: 'SHOP-9' },
    });
    const [api, kept, web] = await Promise.all(
      [viaApi, chosen, viaWeb].map(async (r) => (await orderRows([r.body.data.id]))[0]!),
    );
    expect(api).toMatchObject({ serviceId: svc.overnight });
    expect(api!.parcels[0]).toMatchObject({ length: 33, declaredValue: '50.00' });
    expect(kept).toMatchObject({ serviceId: svc.ground });
    expect(web).toMatchObject({ serviceId: null });
    expect(web!.parcels[0]).toMatchObject({ length: 10, declaredValue: '' });
  });

  it('lets a test-mode caller choose among its one carrier only (a test key buys on the sandbox)', async () => {
    const deps = { db: t.db, config: t.config, clock: t.clock.now };
    const order = orderInputSchema.parse(FORM);
    const open = await pickServiceByRate(deps, ann.id, order, 'cheapest');
    expect(Object.values(svc)).toContain(open);
    expect(await pickServiceByRate({ ...deps, onlyCarrier: 'sandbox' }, ann.id, order, 'cheapest')).toBe(
      open,
    );
    // No service of that carrier: nothing is chosen (the order keeps no service) rather than one it cannot buy.
    expect(await pickServiceByRate({ ...deps, onlyCarrier: 'ups' }, ann.id, order, 'fastest')).toBeNull();
  });

  it('suggests, for a form typed by hand, the rule that matches and its service, saving nothing', async () => {
    const suggest = (body: unknown) =>
      call(t.app, 'POST', '/app/shippingRule/suggest', { token: ann.token, body });
    const shop = await suggest({ ...FORM, reference: 'SHOP-3', serviceId: svc.ground });
    expect(shop.body.data).toMatchObject({ rule: { name: 'Shop orders' }, serviceId: svc.overnight });
    const west = await suggest({
      ...FORM,
      to: { ...FORM.to, city: 'Beverly Hills', stateCode: 'CA', zipCode: '90210' },
    });
    expect(west.body.data).toMatchObject({ rule: { name: 'California' }, serviceId: svc.two_day });
    expect((await suggest({ to: 'x' })).status).toBe(400);
  });

  it("batch 'cheapest' places each order on its cheapest service and charges exactly that quote", async () => {
    const ids = [
      await draft(t, ann.id),
      await draft(t, ann.id, { serviceId: svc.overnight }),
      await draft(t, ann.id, { parcels: [{ weight: 9, length: 12, width: 12, height: 12 }] }),
    ];
    const estimate = await call(t.app, 'POST', '/app/order/orders/estimate', {
      token: ann.token,
      body: { orderIds: ids },
    });
    const cheapest = estimate.body.data.map(
      (e: { result: { quotes: { serviceId: string; totalAmount: string }[] } }) => e.result.quotes[0]!,
    );
    expect(cheapest.map((q: { serviceId: string }) => q.serviceId)).toEqual([
      svc.ground,
      svc.ground,
      svc.ground,
    ]);
    const before = (await usd(t.db, ann.id)).available;
    const started = await startBatch(t, ann.token, { orderIds: ids, serviceMode: 'cheapest' });
    expect(started.status).toBe(200);
    await runQueue(t);
    const placed = new Map((await orderRows(ids)).map((o) => [o.id, o]));
    let total = 0n;
    for (const [i, id] of ids.entries()) {
      const order = placed.get(id)!;
      const quote = parseMinor(cheapest[i].totalAmount)!;
      expect(order).toMatchObject({ status: 8, serviceId: svc.ground, rateMinor: quote });
      total += quote;
    }
    expect(before - (await usd(t.db, ann.id)).available).toBe(total);
    await expectLedgerHealthy(t.db);
  });

  it("batch 'fastest' and 'rules' pick per order; 'order' keeps each order's own", async () => {
    const fast = await draft(t, ann.id, { serviceId: svc.ground });
    const ca = await draft(t, ann.id, {
      to: { ...FORM.to, city: 'Beverly Hills', stateCode: 'CA', zipCode: '90210' },
    });
    const own = await draft(t, ann.id, { serviceId: svc.two_day });
    for (const [orderIds, serviceMode] of [
      [[fast], 'fastest'],
      [[ca], 'rules'],
      [[own], 'order'],
    ] as const) {
      expect((await startBatch(t, ann.token, { orderIds, serviceMode })).status).toBe(200);
      await runQueue(t);
    }
    const byId = new Map((await orderRows([fast, ca, own])).map((o) => [o.id, o]));
    expect(byId.get(fast)).toMatchObject({ status: 8, serviceId: svc.overnight });
    expect(byId.get(ca)).toMatchObject({ status: 8, serviceId: svc.two_day });
    expect(byId.get(own)).toMatchObject({ status: 8, serviceId: svc.two_day });
    expect((await startBatch(t, ann.token, { orderIds: [own], serviceMode: 'nearest' })).status).toBe(400);
  });
});
