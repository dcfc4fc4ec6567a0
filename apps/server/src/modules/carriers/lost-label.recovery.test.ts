import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usd } from '../orders/placement.fixtures.ts';
import { recoverPlacements } from '../orders/placement-recovery.ts';
import { carrierForService } from '../pricing/for-orders.ts';
import { type FakeCarrier, type FakeRequest, startFakeCarrier } from './http/testing/fake-carrier-server.ts';
import { type RecoveryWorld, recoveryWorld } from './http/testing/recovery-harness.ts';
import { lostLabelOutcome, searchableReference } from './lost-label.ts';
import {
  lastSegment,
  UPS_SHIP,
  UPS_TRACK_REFERENCE,
  UPS_VOID,
  upsChannel,
  upsReferencesOf,
  upsShipAnswer,
  upsTokenAndRateRoutes,
} from './ups/ups.fake.ts';
import { fixture } from './ups/ups.testing.ts';

/**
 * The recovery job with the UPS adapter behind a fake UPS holding two labels under one order's reference
 * whose answers were both lost (two purchases of the reference died before the label was kept): voiding
 * the first meets a UPS outage (503) on the first run, the second is refused for good. The order waits in
 * placement for the next run, which voids the first once, does not ask the second again, fails the order
 * and releases its money; a recovery fully handled asks UPS nothing.
 */
let fake: FakeCarrier;
let w: RecoveryWorld;

/** Our reference -> the shipment numbers UPS made for it, in order. */
const shipments = new Map<string, string[]>();
const voided: string[] = [];
/** Shipment numbers whose void UPS answers 503 (its gateway down) for now. */
const down = new Set<string>();
/** Shipment numbers past UPS's void window: refused. */
const tooLate = new Set<string>();
/** Every void answer: the number and the status. */
const voidAnswers: { id: string; status: number }[] = [];

/** Track by Reference: UPS's label-created package once per shipment made, voided ones marked MV. */
function trackByReference(req: FakeRequest) {
  const reference = lastSegment(req);
  const ids = shipments.get(reference);
  if (!ids) return { body: fixture('track-not-found.json') };
  const sample = fixture<{ trackResponse: { shipment: { package: object[] }[] } }>(
    'track-reference-label-created.json',
  );
  const text = JSON.stringify(sample.trackResponse.shipment[0]!.package[0]).replaceAll(
    'ShipRef123',
    reference,
  );
  const packages = ids.map((id) => {
    const pkg = text.replaceAll('1Z1442YY7229014688', id);
    return JSON.parse(voided.includes(id) ? pkg.replaceAll('"type":"M"', '"type":"MV"') : pkg) as object;
  });
  return { body: { trackResponse: { shipment: [{ inquiryNumber: reference, package: packages }] } } };
}

function voidReply(req: FakeRequest) {
  const id = lastSegment(req);
  const answer = (status: number, body: object) => {
    voidAnswers.push({ id, status });
    return { status, body };
  };
  if (down.has(id)) return answer(503, { message: 'Service Unavailable' });
  if (tooLate.has(id) || voided.includes(id))
    return answer(400, {
      response: { errors: [{ code: '190102', message: 'No shipment found within the allowed void period' }] },
    });
  voided.push(id);
  return answer(200, fixture('void-response.json'));
}

beforeAll(async () => {
  fake = await startFakeCarrier([
    ...upsTokenAndRateRoutes('150.00'),
    {
      method: 'POST',
      path: UPS_SHIP,
      reply: (req) => {
        const id = `1Z${String(fake.calls.length).padStart(16, '0')}`;
        for (const ref of upsReferencesOf(req)) shipments.set(ref, [...(shipments.get(ref) ?? []), id]);
        return { body: upsShipAnswer(id) };
      },
    },
    { method: 'GET', path: UPS_TRACK_REFERENCE, reply: trackByReference },
    { method: 'DELETE', path: UPS_VOID, reply: voidReply },
  ]);
  w = await recoveryWorld(upsChannel(fake.url));
}, 120_000);

afterAll(async () => {
  await fake?.close();
});

describe('lost labels with several tracking numbers, UPS behind a fake carrier', () => {
  it('retries the number UPS failed to void, keeps the refusal of the other, voids once, then asks UPS nothing', async () => {
    const stuck = await w.stuckOrder();
    await w.buyThenCrash(stuck.order);
    await w.buyThenCrash(stuck.order);
    const [first, second] = shipments.get(searchableReference(stuck.order.placementKey!))!;
    expect(second, 'two labels under our reference').toBeDefined();
    down.add(first!);
    tooLate.add(second!);

    w.t.clock.advanceMinutes(3);
    await expect(recoverPlacements(w.deps)).rejects.toMatchObject({ code: 'carrier.unreachable' });
    expect(await w.rowOf(stuck.order.id)).toMatchObject({ status: 17 });
    expect(voidAnswers.filter((a) => a.id === second)).toEqual([{ id: second, status: 400 }]);

    down.delete(first!);
    w.t.clock.advanceMinutes(3);
    expect(await recoverPlacements(w.deps)).toMatchObject({ failed: 1 });
    expect(await w.rowOf(stuck.order.id)).toMatchObject({ status: 19, errorCode: 'placement.interrupted' });
    expect(await usd(w.t.db, w.customer.id)).toEqual(stuck.before);
    expect(voided).toEqual([first]);
    expect(voidAnswers.filter((a) => a.id === first && a.status === 200)).toHaveLength(1);
    // The refused number was not asked again on the second run.
    expect(voidAnswers.filter((a) => a.id === second)).toHaveLength(1);

    const { adapter, context } = await carrierForService({ ...w.deps, serviceId: stuck.order.serviceId! });
    expect(await lostLabelOutcome(context, stuck.order.placementKey!)).toMatchObject({
      voided: true,
      numbers: [
        { trackingNumber: first, result: 'voided' },
        { trackingNumber: second, result: 'refused', code: 'carrier.void_refused' },
      ],
    });
    // The API log shows the operator each lookup and void: run 1's outage, the refusal, the void.
    const log = await w.apiLog(stuck.order.id);
    const voids = log.filter((r) => r.requestType === 'void');
    expect(voids.filter((r) => r.success)).toHaveLength(1);
    expect(voids.filter((r) => !r.success).length).toBeGreaterThanOrEqual(2);
    expect(log.filter((r) => r.requestType === 'findLabel').map((r) => r.success)).toEqual(
      expect.arrayContaining([false, true]),
    );

    // Handled: a rerun (a crash before the order was failed) asks UPS nothing, not even the lookup.
    const calls = fake.calls.length;
    expect(await adapter.findLabel!(context, { reference: stuck.order.placementKey! })).toBeNull();
    expect(fake.calls).toHaveLength(calls);
  }, 60_000);
});
