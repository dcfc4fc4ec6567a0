import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeCarrier, type FakeRequest, startFakeCarrier } from '../http/testing/fake-carrier-server.ts';
import {
  expectFailedAndReleased,
  expectKeptLabelRecovered,
  expectLostLabelVoidedOnce,
  type RecoveryWorld,
  recoveryWorld,
} from '../http/testing/recovery-harness.ts';
import { searchableReference } from '../lost-label.ts';
import {
  lastSegment,
  UPS_SHIP,
  UPS_TRACK_REFERENCE,
  UPS_VOID,
  upsChannel,
  upsReferencesOf,
  upsShipAnswer,
  upsTokenAndRateRoutes,
} from './ups.fake.ts';
import { fixture } from './ups.testing.ts';

/**
 * The recovery job with a real adapter behind the fake UPS: a label UPS made before the process died is
 * found again (the adapter kept it in the channel's carrier memory as UPS answered) and charged once; a
 * label UPS made whose answer died with the process before it was kept is found by our reference (Track
 * by Reference) and voided once, the order failed and its money released; one UPS never made is failed.
 */
let fake: FakeCarrier;
let w: RecoveryWorld;

/** Our references UPS saw on a purchase -> the shipment number it made for them. */
const shipments = new Map<string, string>();
const voided: string[] = [];

/** Track by Reference: UPS's label-created sample for a shipment it holds, its not-found sample otherwise. */
function trackByReference(req: FakeRequest) {
  const reference = lastSegment(req);
  const id = shipments.get(reference);
  if (!id) return { body: fixture('track-not-found.json') };
  const text = JSON.stringify(fixture('track-reference-label-created.json'))
    .replaceAll('ShipRef123', reference)
    .replaceAll('1Z1442YY7229014688', id);
  // Once voided, UPS reports the billing information voided (activity type MV).
  return { body: JSON.parse(voided.includes(id) ? text.replaceAll('"type":"M"', '"type":"MV"') : text) };
}

beforeAll(async () => {
  fake = await startFakeCarrier([
    ...upsTokenAndRateRoutes('150.00'),
    {
      method: 'POST',
      path: UPS_SHIP,
      reply: (req) => {
        const id = `1Z${String(shipments.size + 1).padStart(16, '0')}`;
        for (const reference of upsReferencesOf(req)) shipments.set(reference, id);
        return { body: upsShipAnswer(id) };
      },
    },
    { method: 'GET', path: UPS_TRACK_REFERENCE, reply: trackByReference },
    {
      method: 'DELETE',
      path: UPS_VOID,
      reply: (req) => {
        const id = lastSegment(req);
        if (![...shipments.values()].includes(id) || voided.includes(id))
          return {
            status: 400,
            body: { response: { errors: [{ code: '190117', message: 'Void failed' }] } },
          };
        voided.push(id);
        return { body: fixture('void-response.json') };
      },
    },
  ]);
  w = await recoveryWorld(upsChannel(fake.url));
}, 120_000);

afterAll(async () => {
  await fake?.close();
});

const calls = (path: string | RegExp) =>
  fake.calls.filter((c) => (typeof path === 'string' ? c.path === path : path.test(c.path)));

describe('placement recovery with UPS behind a fake carrier', () => {
  it('completes an order whose label UPS made before the crash: placed, charged once, UPS asked once', async () => {
    await expectKeptLabelRecovered(w, {
      purchases: () => calls(UPS_SHIP).length,
      numberOf: (order) => shipments.get(searchableReference(order.placementKey!))!,
    });
  }, 60_000);

  it('voids, once, a label UPS made whose answer died before it was kept: found by reference, order failed and released', async () => {
    const { searchable, number } = await expectLostLabelVoidedOnce(w, {
      numberOf: (ours) => shipments.get(ours),
      voidsOf: (id) => calls(/\/void\/cancel\//).filter((c) => c.path.endsWith(`/${id}`)).length,
    });
    expect(voided).toEqual([number]);
    const lookup = calls(`/api/track/v1/reference/details/${searchable}`)[0]!;
    expect(Object.fromEntries(lookup.query)).toEqual({
      locale: 'en_US',
      refNumType: 'SmallPackage',
      shipperNum: 'A1B2C3',
    });
  }, 60_000);

  it('fails one UPS made nothing for: asked by reference, nothing voided, money released', async () => {
    const stuck = await w.stuckOrder();
    const voids = calls(/\/void\/cancel\//).length;
    await expectFailedAndReleased(w, stuck);
    const ours = searchableReference(stuck.order.placementKey!);
    expect(calls(`/api/track/v1/reference/details/${ours}`)).toHaveLength(1);
    expect(calls(/\/void\/cancel\//)).toHaveLength(voids);
  }, 60_000);
});
