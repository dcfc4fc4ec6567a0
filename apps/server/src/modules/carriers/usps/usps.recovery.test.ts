import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectFailedAndReleased,
  expectRecoveredOnce,
  type RecoveryWorld,
  recoveryWorld,
} from '../http/testing/recovery-harness.ts';
import { startFakeUsps } from './testing/fake-usps.ts';

/**
 * The recovery job with USPS Labels v3 behind its fake: USPS made the label and the process died before
 * it was kept. USPS can be asked for it by our reference, the X-Idempotency-Key of the purchase (the
 * adapter writes its plan, bodies and keys, before the first call): the same request with the same key
 * gets the label already made, with no new postage (domestic-labels.yaml X-Idempotency-Key). The order is
 * placed and charged once with that label; one USPS was never asked for is failed and released.
 */
let usps: Awaited<ReturnType<typeof startFakeUsps>>;
let w: RecoveryWorld;

const LABEL = '/labels/v3/label';

beforeAll(async () => {
  usps = await startFakeUsps();
  w = await recoveryWorld({
    carrierCode: 'usps',
    name: 'USPS (fake)',
    baseUrl: usps.fake.url,
    settings: { crid: '12345678', mid: '123456', accountType: 'EPS', accountNumber: '1000115566' },
    credentials: { clientId: 'client_id', clientSecret: 'client_secret' },
    serviceCode: 'ground_advantage',
  });
}, 120_000);

afterAll(async () => {
  await usps?.fake.close();
});

const purchases = () => usps.fake.calls.filter((c) => c.path === LABEL);

describe('placement recovery with USPS behind a fake carrier', () => {
  it('completes an order whose label USPS made before the crash: the same key gets the same label, charged once', async () => {
    const stuck = await w.stuckOrder();
    const before = purchases().length;
    await w.buyThenCrash(stuck.order);
    const [key] = purchases()
      .slice(before)
      .map((c) => c.headers['x-idempotency-key']);
    const number = usps.made.get(key!)!;
    expect(number).toBeDefined();
    const madeBefore = usps.made.size;
    await expectRecoveredOnce(w, stuck, { trackingNumbers: [number], carrierRef: '' });
    // Asked again once, with the same key: USPS made no second label.
    expect(
      purchases()
        .slice(before)
        .map((c) => c.headers['x-idempotency-key']),
    ).toEqual([key, key]);
    expect(usps.made.size).toBe(madeBefore);
    expect(usps.canceled.size).toBe(0);
  }, 60_000);

  it('fails one USPS was never asked for: money released, nothing bought', async () => {
    const stuck = await w.stuckOrder();
    const before = purchases().length;
    await expectFailedAndReleased(w, stuck);
    expect(purchases()).toHaveLength(before);
  }, 60_000);
});
