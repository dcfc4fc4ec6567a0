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
import { fixture } from './fedex.testing.ts';

/**
 * The recovery job with FedEx behind a fake carrier: a label FedEx made before the process died is found
 * again (the adapter kept it in the channel's carrier memory as FedEx answered) and charged once; a label
 * FedEx made whose answer died with the process before it was kept is found by our CUSTOMER_REFERENCE
 * (Track by References) and cancelled once, the order failed and its money released; one FedEx never
 * made is failed.
 */
let fake: FakeCarrier;
let w: RecoveryWorld;

const SHIP = '/ship/v1/shipments';
const BY_REFERENCE = '/track/v1/referencenumbers';
const CANCEL = '/ship/v1/shipments/cancel';
/** Our CUSTOMER_REFERENCE values FedEx saw on a purchase -> the tracking number it made for them. */
const shipments = new Map<string, string>();
const cancelled: string[] = [];

function customerReferencesOf(req: FakeRequest): string[] {
  type Item = { customerReferences?: { customerReferenceType: string; value: string }[] };
  const items = req.json<{ requestedShipment: { requestedPackageLineItems: Item[] } }>().requestedShipment
    .requestedPackageLineItems;
  return items
    .flatMap((p) => p.customerReferences ?? [])
    .filter((r) => r.customerReferenceType === 'CUSTOMER_REFERENCE')
    .map((r) => r.value);
}

/** Track by References: the label-created answer for a shipment FedEx holds, the not-found result otherwise. */
function trackByReference(req: FakeRequest) {
  const reference = req.json<{ referencesInformation: { value: string } }>().referencesInformation.value;
  const id = shipments.get(reference);
  if (!id) {
    // FedEx's published not-found result (track-response.json, its second entry).
    const sample = fixture<{ output: { completeTrackResults: unknown[] } }>('track-response.json');
    return { body: { output: { completeTrackResults: [sample.output.completeTrackResults[1]] } } };
  }
  const text = JSON.stringify(fixture('track-reference-response.json'))
    .replaceAll('ASJFGVAS', reference)
    .replaceAll('128667043726', id);
  // Once cancelled, FedEx reports the shipment cancelled (status CA).
  return { body: JSON.parse(cancelled.includes(id) ? text.replace('"code":"OC"', '"code":"CA"') : text) };
}

beforeAll(async () => {
  fake = await startFakeCarrier([
    { method: 'POST', path: '/oauth/token', reply: () => ({ body: fixture('token-response.json') }) },
    { method: 'POST', path: '/rate/v1/rates/quotes', reply: () => ({ body: fixture('rate-response.json') }) },
    {
      method: 'POST',
      path: SHIP,
      reply: (req) => {
        const id = String(794953535000 + shipments.size + 1);
        for (const reference of customerReferencesOf(req)) shipments.set(reference, id);
        return {
          body: JSON.parse(JSON.stringify(fixture('ship-response.json')).replaceAll('794953535000', id)),
        };
      },
    },
    { method: 'POST', path: BY_REFERENCE, reply: trackByReference },
    {
      method: 'PUT',
      path: CANCEL,
      reply: (req) => {
        const id = req.json<{ trackingNumber: string }>().trackingNumber;
        if (![...shipments.values()].includes(id) || cancelled.includes(id))
          return { status: 400, body: fixture('error-response.json') };
        cancelled.push(id);
        return { body: fixture('cancel-response.json') };
      },
    },
  ]);
  w = await recoveryWorld({
    carrierCode: 'fedex',
    name: 'FedEx (fake)',
    baseUrl: fake.url,
    settings: { accountNumber: '123456789' },
    credentials: { apiKey: 'api-key', secretKey: 'secret-key' },
    serviceCode: 'FEDEX_EXPRESS_SAVER',
  });
}, 120_000);

afterAll(async () => {
  await fake?.close();
});

const calls = (path: string) => fake.calls.filter((c) => c.path === path);

describe('placement recovery with FedEx behind a fake carrier', () => {
  it('completes an order whose label FedEx made before the crash: placed, charged once, FedEx asked once', async () => {
    await expectKeptLabelRecovered(w, {
      purchases: () => calls(SHIP).length,
      numberOf: (order) => shipments.get(searchableReference(order.placementKey!))!,
    });
  }, 60_000);

  it('cancels, once, a label FedEx made whose answer died before it was kept: found by reference, order failed and released', async () => {
    const { searchable, number } = await expectLostLabelVoidedOnce(w, {
      numberOf: (ours) => shipments.get(ours),
      voidsOf: (id) =>
        calls(CANCEL).filter((c) => c.json<{ trackingNumber: string }>().trackingNumber === id).length,
    });
    expect(cancelled).toEqual([number]);
    const lookup = calls(BY_REFERENCE).find(
      (c) =>
        c.json<{ referencesInformation: { value: string } }>().referencesInformation.value === searchable,
    )!;
    const { referencesInformation } = lookup.json<{ referencesInformation: Record<string, string> }>();
    expect(referencesInformation).toMatchObject({
      type: 'CUSTOMER_REFERENCE',
      accountNumber: '123456789',
    });
    expect(referencesInformation.shipDateBegin).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  }, 60_000);

  it('fails one FedEx made nothing for: asked by reference, nothing cancelled, money released', async () => {
    const stuck = await w.stuckOrder();
    const cancels = calls(CANCEL).length;
    const lookups = calls(BY_REFERENCE).length;
    await expectFailedAndReleased(w, stuck);
    expect(calls(BY_REFERENCE)).toHaveLength(lookups + 1);
    expect(calls(CANCEL)).toHaveLength(cancels);
  }, 60_000);
});
