import { describe, expect, it } from 'vitest';
import { DEFAULT_RISK_RULES, evaluateRisk, type RiskFacts } from './risk-rules.ts';

const DAY = 86_400_000;
/** An established customer with a quiet, ordinary order: no rule fires. */
const calm: RiskFacts = {
  exempt: false,
  accountAgeMs: 30 * DAY,
  priorPlacedOrders: 100,
  declaredMinor: 100_00n,
  todayPlaced: 10,
  windowPlaced: 140,
};
const rules = DEFAULT_RISK_RULES;
const codes = (facts: Partial<RiskFacts>, r = rules) =>
  evaluateRisk({ ...calm, ...facts }, r).map((x) => x.rule);

describe('risk rules', () => {
  it('let an ordinary order of an established customer through', () => {
    expect(evaluateRisk(calm, rules)).toEqual([]);
  });

  it('declared value: above 2,000.00 USD is held, exactly 2,000.00 is not', () => {
    expect(codes({ declaredMinor: 2_000_00n })).toEqual([]);
    expect(evaluateRisk({ ...calm, declaredMinor: 2_000_01n }, rules)).toEqual([
      { rule: 'declared_value', params: { declared: '2000.01', limit: '2000.00' } },
    ]);
  });

  it('new account: its first 3 orders within 7 days are held, the 4th is not', () => {
    const young = { accountAgeMs: 2 * DAY };
    expect(evaluateRisk({ ...calm, ...young, priorPlacedOrders: 0 }, rules)).toEqual([
      { rule: 'new_account', params: { ordinal: 1, orders: 3, days: 7 } },
    ]);
    expect(codes({ ...young, priorPlacedOrders: 2 })).toEqual(['new_account']);
    expect(codes({ ...young, priorPlacedOrders: 3 })).toEqual([]);
  });

  it('new account: counts as new until exactly 7 days old', () => {
    expect(codes({ accountAgeMs: 7 * DAY - 1, priorPlacedOrders: 0 })).toEqual(['new_account']);
    expect(codes({ accountAgeMs: 7 * DAY, priorPlacedOrders: 0 })).toEqual([]);
  });

  it('volume jump: today above 5x the 14-day daily average and above 50', () => {
    // average 10/day: 50 is not above 5x10, 51 is; both must also be above the minimum of 50.
    expect(codes({ windowPlaced: 140, todayPlaced: 50 })).toEqual([]);
    expect(evaluateRisk({ ...calm, windowPlaced: 140, todayPlaced: 51 }, rules)).toEqual([
      {
        rule: 'volume_jump',
        params: { today: 51, average: '10.0', multiplier: 5, minimum: 50, days: 14 },
      },
    ]);
    // average 1/day: 6x is a jump, but 14 orders are below the minimum.
    expect(codes({ windowPlaced: 14, todayPlaced: 14 })).toEqual([]);
    expect(codes({ windowPlaced: 14, todayPlaced: 51 })).toEqual(['volume_jump']);
    expect(codes({ windowPlaced: 14, todayPlaced: 50 })).toEqual([]);
    // a steady large customer (200/day) is no jump at 999
    expect(codes({ windowPlaced: 2800, todayPlaced: 999 })).toEqual([]);
    expect(codes({ windowPlaced: 2800, todayPlaced: 1001 })).toEqual(['volume_jump']);
  });

  it('names every rule that fired, most serious first', () => {
    expect(
      codes({
        declaredMinor: 5_000_00n,
        accountAgeMs: DAY,
        priorPlacedOrders: 0,
        windowPlaced: 0,
        todayPlaced: 60,
      }),
    ).toEqual(['declared_value', 'new_account', 'volume_jump']);
  });

  it('customers on the avoid-high-risk list skip every rule', () => {
    expect(
      codes({
        exempt: true,
        declaredMinor: 5_000_00n,
        accountAgeMs: DAY,
        priorPlacedOrders: 0,
        todayPlaced: 900,
      }),
    ).toEqual([]);
  });

  it('RISK_RULES=false turns them all off; each limit is configurable', () => {
    expect(codes({ declaredMinor: 9_000_00n }, { ...rules, enabled: false })).toEqual([]);
    expect(codes({ declaredMinor: 600_00n }, { ...rules, declaredValueLimitMinor: 500_00n })).toEqual([
      'declared_value',
    ]);
    expect(codes({ accountAgeMs: DAY, priorPlacedOrders: 0 }, { ...rules, newAccountOrders: 0 })).toEqual([]);
    expect(
      codes({ windowPlaced: 140, todayPlaced: 25 }, { ...rules, volumeMultiplier: 2, volumeMinimum: 20 }),
    ).toEqual(['volume_jump']);
  });
});
