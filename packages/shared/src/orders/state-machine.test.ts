import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allowedActions, ORDER_ACTIONS, TRANSITIONS, transition } from './state-machine.ts';
import { ORDER_STATUS, ORDER_STATUS_VALUES } from './status.ts';

const S = ORDER_STATUS;

describe('order state machine (DESIGN section 8)', () => {
  it('follows the table row by row', () => {
    expect(transition(S.draft, 'place', 'customer')).toMatchObject({
      ok: true,
      to: S.placing,
      money: 'reserve',
    });
    expect(transition(S.failed, 'place', 'customer')).toMatchObject({ ok: true, to: S.placing });
    expect(transition(S.placing, 'carrierAccept', 'system')).toMatchObject({
      to: S.placed,
      money: 'capture',
    });
    expect(transition(S.placing, 'carrierRefuse', 'system')).toMatchObject({
      to: S.failed,
      money: 'release',
    });
    expect(transition(S.placing, 'holdForReview', 'system')).toMatchObject({ to: S.forecastSuccessful });
    expect(transition(S.forecastSuccessful, 'reviewApprove', 'admin')).toMatchObject({ to: S.placed });
    expect(transition(S.forecastSuccessful, 'reviewReject', 'admin')).toMatchObject({
      to: S.rejected,
      money: 'release',
    });
    expect(transition(S.placed, 'cancel', 'customer')).toMatchObject({
      to: S.inCancellation,
      money: 'refundRequest',
    });
    expect(transition(S.inCancellation, 'cancelApprove', 'admin')).toMatchObject({
      to: S.canceled,
      money: 'refundApprove',
    });
    expect(transition(S.inCancellation, 'cancelReject', 'admin')).toMatchObject({
      to: S.placed,
      money: 'refundReject',
    });
    expect(transition(S.placed, 'deliver', 'system')).toMatchObject({ to: S.delivered });
    expect(transition(S.delivered, 'bill', 'admin')).toMatchObject({
      to: S.delivered,
      money: 'billDeduction',
    });
    for (const from of [S.draft, S.failed, S.rejected])
      expect(transition(from, 'void', 'customer')).toMatchObject({ to: S.voided });
    for (const from of [S.canceled, S.voided, S.rejected, S.failed])
      expect(transition(from, 'restore', 'customer')).toMatchObject({ to: S.draft });
    for (const from of ORDER_STATUS_VALUES)
      expect(transition(from, 'copy', 'customer')).toMatchObject({ to: 'new' });
  });

  it('refuses what the table does not list', () => {
    expect(transition(S.placed, 'void', 'customer')).toEqual({
      ok: false,
      code: 'orders.transition_refused',
    });
    expect(transition(S.draft, 'cancel', 'customer').ok).toBe(false);
    expect(transition(S.delivered, 'cancel', 'customer').ok).toBe(false);
    expect(transition(S.placing, 'restore', 'customer').ok).toBe(false);
    expect(transition(S.placed, 'restore', 'customer').ok).toBe(false);
    expect(transition(1, 'place', 'customer').ok).toBe(false);
    // A customer cannot approve their own cancellation or review.
    expect(transition(S.inCancellation, 'cancelApprove', 'customer')).toEqual({
      ok: false,
      code: 'orders.action_not_permitted',
    });
    expect(transition(S.placing, 'carrierAccept', 'customer').ok).toBe(false);
  });

  it('property: a transition succeeds exactly when its row lists the status and the actor', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1, max: 25 }),
        fc.constantFrom(...ORDER_ACTIONS),
        fc.constantFrom('customer' as const, 'admin' as const, 'system' as const),
        (status, action, actor) => {
          const rule = TRANSITIONS[action];
          const result = transition(status, action, actor);
          const listed = (rule.from as readonly number[]).includes(status) && rule.by.includes(actor);
          expect(result.ok).toBe(listed);
          if (result.ok) {
            expect(result.from).toBe(status);
            if (rule.to === 'same') expect(result.to).toBe(status);
            expect(result.to === 'new' || ORDER_STATUS_VALUES.includes(result.to)).toBe(true);
          }
        },
      ),
    );
  });

  it('property: any walk of allowed actions stays within the known statuses and money balances out', () => {
    // Money state of one order along a walk: held, charged, pending refund, deposit held.
    fc.assert(
      fc.property(fc.array(fc.nat(1000), { maxLength: 40 }), (choices) => {
        let status: number = S.draft;
        let held = 0;
        let charged = 0;
        let pending = 0;
        for (const pick of choices) {
          const actions = [
            ...allowedActions(status, 'customer'),
            ...allowedActions(status, 'admin'),
            ...allowedActions(status, 'system'),
          ].filter((a) => a !== 'copy');
          if (actions.length === 0) break;
          const action = actions[pick % actions.length]!;
          const actor = (['customer', 'admin', 'system'] as const).find(
            (a) => transition(status, action, a).ok,
          )!;
          const r = transition(status, action, actor);
          if (!r.ok || r.to === 'new') throw new Error('allowed action refused');
          if (r.money === 'reserve') held += 1;
          if (r.money === 'capture') {
            held -= 1;
            charged += 1;
          }
          if (r.money === 'release') held -= 1;
          if (r.money === 'refundRequest') {
            charged -= 1;
            pending += 1;
          }
          if (r.money === 'refundApprove' || r.money === 'refundReject') pending -= 1;
          if (r.money === 'refundReject') charged += 1;
          status = r.to;
          expect(ORDER_STATUS_VALUES).toContain(status);
          // Never more than one placement's money in flight, never negative.
          expect(held).toBeGreaterThanOrEqual(0);
          expect(held).toBeLessThanOrEqual(1);
          expect(charged).toBeGreaterThanOrEqual(0);
          expect(pending).toBeGreaterThanOrEqual(0);
          expect(held + charged + pending).toBeLessThanOrEqual(1);
          // Money is in flight exactly in the statuses that hold it.
          expect(held === 1).toBe(status === S.placing || status === S.forecastSuccessful);
          expect(pending === 1).toBe(status === S.inCancellation);
          expect(charged === 1).toBe(status === S.placed || status === S.delivered);
        }
      }),
    );
  });
});
