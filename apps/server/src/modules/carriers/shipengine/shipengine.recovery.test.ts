import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeCarrier, startFakeCarrier } from '../http/testing/fake-carrier-server.ts';
import {
  expectFailedAndReleased,
  expectRecoveredOnce,
  type RecoveryWorld,
  recoveryWorld,
} from '../http/testing/recovery-harness.ts';
import { externalShipmentId } from './shipengine.adapter.ts';
import { API_KEY, fakeShipengineRoutes } from './shipengine.testing.ts';

/**
 * The recovery job with the ShipEngine adapter behind a fake ShipEngine: a label ShipEngine sold before
 * the process died, with nothing kept on our side (not even the channel's carrier memory), is found again
 * by its external_shipment_id and charged once; a placement ShipEngine made nothing for is failed and its
 * money released.
 */
let fake: FakeCarrier;
let w: RecoveryWorld;

beforeAll(async () => {
  const shipengine = fakeShipengineRoutes(() => fake.url);
  fake = await startFakeCarrier(shipengine.routes);
  w = await recoveryWorld({
    carrierCode: 'shipengine',
    name: 'ShipEngine (fake)',
    baseUrl: fake.url,
    settings: { carrierId: 'se-423888' },
    credentials: { apiKey: API_KEY },
    serviceCode: 'ups_ground',
  });
}, 120_000);

afterAll(async () => {
  await fake?.close();
});

/** ShipEngine sells the label for the placement; its answer is lost with the process. */
async function soldBeforeTheCrash(placementKey: string) {
  const res = await fetch(`${fake.url}/v1/labels`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'API-Key': API_KEY },
    body: JSON.stringify({ shipment: { external_shipment_id: externalShipmentId(placementKey) } }),
  });
  expect(res.status).toBe(200);
}

const purchases = () => fake.calls.filter((c) => c.method === 'POST' && c.path === '/v1/labels');

describe('placement recovery with ShipEngine behind a fake carrier', () => {
  it('completes an order whose label ShipEngine sold before the crash: placed, charged once, bought once', async () => {
    const stuck = await w.stuckOrder();
    await soldBeforeTheCrash(stuck.order.placementKey!);
    await expectRecoveredOnce(w, stuck, {
      trackingNumbers: ['9405511899560337048294'],
      carrierRef: 'se-900001',
    });
    expect(purchases()).toHaveLength(1);
  }, 60_000);

  it('fails one ShipEngine made nothing for: money released, nothing bought', async () => {
    const stuck = await w.stuckOrder();
    await expectFailedAndReleased(w, stuck);
    expect(purchases()).toHaveLength(1);
  }, 60_000);
});
