import { describe, expect, it } from 'vitest';
import { type CarrierContext, CarrierError } from './carrier-adapter.ts';
import { inMemoryCarrierMemory } from './carrier-memory.ts';
import { rememberLabel } from './label-memory.ts';
import { keptOrLostLabel, lostLabelOutcome, type VoidOutcome, voidFailureCode } from './lost-label.ts';

/**
 * The lost-label rules against a scripted carrier (what it lists under our reference, how each void
 * answers run by run) and the in-process carrier memory: one outcome per tracking number, a transient
 * failure on any number retried by the next run, nothing voided twice, nothing asked once handled.
 */
const REF = 'place:lost-1';
const at = new Date('2026-01-02T03:04:05Z');

type Answer = VoidOutcome | Error;
function scriptedCarrier(listed: string[], answers: Record<string, Answer[]>) {
  const calls: string[] = [];
  return {
    calls,
    listed,
    carrier: {
      async lookUp() {
        calls.push('lookUp');
        return [...listed];
      },
      async voidOne(number: string) {
        calls.push(`void ${number}`);
        const answer = answers[number]!.shift()!;
        if (answer instanceof Error) throw answer;
        // The carrier stops listing what it voided (UPS activity MV, FedEx status CA).
        if (answer.voided) listed.splice(listed.indexOf(number), 1);
        return answer;
      },
    },
  };
}

const contextOf = (): CarrierContext => ({
  channelId: 'c1',
  settings: {},
  credentials: {},
  rateCard: null,
  now: at,
  memory: inMemoryCarrierMemory(),
});

describe('lost-label recovery', () => {
  it('retries a number whose void failed for a while, keeps the refusal of the next, voids each once', async () => {
    const ctx = contextOf();
    const fake = scriptedCarrier(['1ZA', '1ZB'], {
      '1ZA': [{ voided: false, code: 'carrier.unreachable' }, { voided: true }],
      '1ZB': [{ voided: false, code: 'carrier.void_refused' }],
    });
    await expect(keptOrLostLabel(ctx, REF, fake.carrier)).rejects.toMatchObject({
      code: 'carrier.unreachable',
    });
    expect(await lostLabelOutcome(ctx, REF)).toBeNull();
    expect(await keptOrLostLabel(ctx, REF, fake.carrier)).toBeNull();
    expect(fake.calls).toEqual(['lookUp', 'void 1ZA', 'void 1ZB', 'lookUp', 'void 1ZA']);
    expect(await lostLabelOutcome(ctx, REF)).toEqual({
      trackingNumbers: ['1ZA', '1ZB'],
      voided: true,
      numbers: [
        { trackingNumber: '1ZA', result: 'voided', at: at.toISOString() },
        { trackingNumber: '1ZB', result: 'refused', code: 'carrier.void_refused', at: at.toISOString() },
      ],
      at: at.toISOString(),
    });
  });

  it('asks the carrier nothing once a lost label is handled, and nothing when its label was kept', async () => {
    const ctx = contextOf();
    const fake = scriptedCarrier(['1ZA'], { '1ZA': [{ voided: false, code: 'carrier.void_refused' }] });
    expect(await keptOrLostLabel(ctx, REF, fake.carrier)).toBeNull();
    const calls = fake.calls.length;
    expect(await keptOrLostLabel(ctx, REF, fake.carrier)).toBeNull();
    expect(fake.calls).toHaveLength(calls);
    expect(await lostLabelOutcome(ctx, REF)).toMatchObject({ voided: false, code: 'carrier.void_refused' });

    const label = { trackingNumbers: ['1ZK'], label: null, costMinor: 100n, carrierRef: '1ZK' };
    await rememberLabel(ctx, 'place:kept', label as never);
    expect(await keptOrLostLabel(ctx, 'place:kept', fake.carrier)).toMatchObject({ carrierRef: '1ZK' });
    expect(fake.calls).toHaveLength(calls);
  });

  it('stops at the first void that takes; a number that failed before it and went with the shipment is not voided again', async () => {
    const ctx = contextOf();
    const fake = scriptedCarrier(['1ZP2', '1ZLEAD', '1ZP3'], {
      '1ZP2': [new CarrierError('carrier.timeout', 'no answer')],
      '1ZLEAD': [{ voided: true }],
    });
    await expect(keptOrLostLabel(ctx, REF, fake.carrier)).rejects.toMatchObject({ code: 'carrier.timeout' });
    // UPS voided the whole shipment: its packages are no longer listed.
    fake.listed.length = 0;
    expect(await keptOrLostLabel(ctx, REF, fake.carrier)).toBeNull();
    expect(fake.calls).toEqual(['lookUp', 'void 1ZP2', 'void 1ZLEAD', 'lookUp']);
    const outcome = await lostLabelOutcome(ctx, REF);
    expect(outcome?.voided).toBe(true);
    expect(outcome?.numbers.map((n) => [n.trackingNumber, n.result])).toEqual([
      ['1ZP2', 'withShipment'],
      ['1ZLEAD', 'voided'],
      ['1ZP3', 'withShipment'],
    ]);
  });

  it('voids on its own a number still listed after an earlier run voided another', async () => {
    const ctx = contextOf();
    const fake = scriptedCarrier(['1ZA', '1ZB'], {
      '1ZA': [{ voided: false, code: 'carrier.rate_limited' }, { voided: true }],
      '1ZB': [{ voided: true }],
    });
    await expect(keptOrLostLabel(ctx, REF, fake.carrier)).rejects.toMatchObject({
      code: 'carrier.rate_limited',
    });
    expect(await keptOrLostLabel(ctx, REF, fake.carrier)).toBeNull();
    expect(fake.calls).toEqual(['lookUp', 'void 1ZA', 'void 1ZB', 'lookUp', 'void 1ZA']);
    expect((await lostLabelOutcome(ctx, REF))?.numbers.map((n) => n.result)).toEqual(['voided', 'voided']);
  });

  it('lets an error that is not transient through, and records nothing when nothing is found', async () => {
    const ctx = contextOf();
    const failing = scriptedCarrier(['1ZA'], { '1ZA': [new CarrierError('carrier.auth_failed')] });
    await expect(keptOrLostLabel(ctx, REF, failing.carrier)).rejects.toMatchObject({
      code: 'carrier.auth_failed',
    });
    const none = scriptedCarrier([], {});
    expect(await keptOrLostLabel(ctx, 'place:none', none.carrier)).toBeNull();
    expect(await keptOrLostLabel(ctx, 'place:none', none.carrier)).toBeNull();
    expect(none.calls).toEqual(['lookUp', 'lookUp']);
    expect(await lostLabelOutcome(ctx, 'place:none')).toBeNull();
  });

  it('classifies a void the carrier did not do: 429 and gateway failures are transient, the rest refusals', () => {
    expect(voidFailureCode(429, 'carrier.rejected')).toBe('carrier.rate_limited');
    expect(voidFailureCode(503, 'carrier.rejected')).toBe('carrier.unreachable');
    expect(voidFailureCode(400, 'carrier.rejected')).toBe('carrier.void_refused');
    expect(voidFailureCode(500, 'carrier.account_suspended')).toBe('carrier.account_suspended');
  });
});
