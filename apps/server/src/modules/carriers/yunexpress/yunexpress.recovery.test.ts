import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyLabel } from '../../orders/placement.carrier.ts';
import {
  expectFailedAndReleased,
  expectRecoveredOnce,
  type RecoveryWorld,
  recoveryWorld,
} from '../http/testing/recovery-harness.ts';
import { credentials, settings, startFakeYun, YUN_PATHS } from './yunexpress.fake.ts';
import { customerOrderNumber } from './yunexpress.orders.ts';

/**
 * The recovery job with the YunExpress adapter behind the fake YunExpress: a waybill YunExpress made
 * before the process died is found again, by YunExpress's own record of our customer order number (not
 * only the channel's memory), and charged once; one YunExpress never made is failed and its money released.
 */
let fake: Awaited<ReturnType<typeof startFakeYun>>;
let w: RecoveryWorld;

/** From Shenzhen to New York with one customs line: what every YunExpress product needs. */
const SHENZHEN_ORDER = {
  from: {
    personName: 'Zhang San',
    addressLine1: '1 Keji Road',
    city: 'Shenzhen',
    stateCode: 'GD',
    zipCode: '518000',
    countryCode: 'CN',
  },
  items: [{ description: 'T-Shirt', quantity: 2, declaredValue: '10.00', weight: 1, hsCode: '610910' }],
};

beforeAll(async () => {
  fake = await startFakeYun();
  w = await recoveryWorld({
    carrierCode: 'yunexpress',
    name: 'YunExpress (fake)',
    baseUrl: fake.server.url,
    settings: { ...settings, cnyPerUsd: '7.1000' },
    credentials,
    serviceCode: 'BKZXR',
    draft: SHENZHEN_ORDER,
  });
  // International only; the ZX products (带电) carry batteries, the PH ones (普货) do not.
  expect(
    w.services.map((s) => [s.code, s.limits.domestic, s.limits.international, s.limits.batteryAllowed]),
  ).toEqual([
    ['THPHR', false, true, false],
    ['THZXR', false, true, true],
    ['BKPHR', false, true, false],
    ['BKZXR', false, true, true],
    ['THZXU', false, true, true],
  ]);
}, 120_000);

afterAll(async () => {
  await fake?.server.close();
});

describe('placement recovery with YunExpress behind a fake carrier', () => {
  it('completes an order whose waybill YunExpress made before the crash: placed, charged once, bought once', async () => {
    const stuck = await w.stuckOrder();
    const bought = await buyLabel(w.deps, stuck.order); // YunExpress answered, then the process died
    expect(bought.ok ? true : bought.code).toBe(true);
    const waybill = fake.orders.get(customerOrderNumber(stuck.order.placementKey!))!.waybill;
    await expectRecoveredOnce(w, stuck, { trackingNumbers: ['LE339614461CN'], carrierRef: waybill });
    expect(fake.callsTo(YUN_PATHS.create)).toHaveLength(1);
    expect(fake.badSignatures).toEqual([]);
  }, 60_000);

  it('fails one YunExpress made nothing for: money released', async () => {
    const stuck = await w.stuckOrder();
    await expectFailedAndReleased(w, stuck);
    expect(fake.callsTo(YUN_PATHS.info).length).toBeGreaterThan(0);
  }, 60_000);
});
