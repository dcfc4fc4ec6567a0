import { estimateRequestSchema } from '@shiplabel/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, seedUser } from '../../db/testing/fixtures.ts';
import { createSandboxChannel, SHIPMENT, setChannelCredentials } from '../../db/testing/rates-fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { carrierForService, quoteChosenService } from './for-orders.ts';

let t: TestApp;
let customerId: string;
let ground: string;
let overnight: string;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await login(t.app, (await seedUser(t.db, { kind: 'admin', roles: ['Administrator'] })).email);
  customerId = (await seedUser(t.db, { roles: ['Customer'] })).id;
  const ch = await createSandboxChannel(t.app, admin, 'Orders channel');
  await setChannelCredentials(t.db, ch.id, { apiKey: 'k-1' });
  ground = ch.services[0]!.id;
  overnight = ch.services[2]!.id;
  await call(t.app, 'POST', '/admin/channel/allot-channel', {
    token: admin,
    body: { userId: customerId, serviceIds: [ground] },
  });
});

describe('rating for the orders issue', () => {
  const deps = () => ({
    db: t.db,
    config: t.config,
    clock: t.clock.now,
    locale: 'en-US' as const,
    userId: customerId,
  });

  it('quotes the chosen service the same as the estimate, refusing services the user may not use', async () => {
    const request = estimateRequestSchema.parse(SHIPMENT);
    const { quote, carrierCostMinor } = await quoteChosenService({ ...deps(), request, serviceId: ground });
    expect(quote).toMatchObject({ version: 1, serviceId: ground, totalAmount: '22.64', zone: 8 });
    // The carrier's charge stays out of the quote the customer sees, and is below what the customer pays.
    expect(JSON.stringify(quote)).not.toContain('carrierCost');
    expect(carrierCostMinor).toBeGreaterThan(0n);
    expect(carrierCostMinor).toBeLessThanOrEqual(2264n);
    await expect(quoteChosenService({ ...deps(), request, serviceId: overnight })).rejects.toMatchObject({
      errorCode: 'rating.service_not_allotted',
    });
    const heavy = estimateRequestSchema.parse({ ...SHIPMENT, parcels: [{ weight: 200 }] });
    await expect(quoteChosenService({ ...deps(), request: heavy, serviceId: ground })).rejects.toMatchObject({
      errorCode: 'rating.cargo',
    });
  });

  it('hands out the adapter with decrypted credentials to buy and track a label', async () => {
    const { adapter, context, serviceCode } = await carrierForService({
      db: t.db,
      clock: t.clock.now,
      serviceId: ground,
    });
    expect(context.credentials).toEqual({ apiKey: 'k-1' });
    const request = estimateRequestSchema.parse(SHIPMENT);
    const { quote } = await quoteChosenService({ ...deps(), request, serviceId: ground });
    const label = await adapter.createLabel(context, {
      serviceCode,
      zone: quote.zone,
      fromZip: '90001',
      toZip: '10001',
      parcels: [
        {
          unit: 'lb',
          actual: 2,
          dimensional: 3.45,
          billable: 4,
          billableLb: 4,
          sidesIn: [10, 8, 6],
          actualLb: 2,
        },
      ],
      reference: 'ORDER-1',
    });
    expect(label.costMinor).toBe(2264n);
    expect((await adapter.track(context, { trackingNumber: label.trackingNumbers[0]! })).status).toBe(1);
  });
});
