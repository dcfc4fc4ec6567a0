/**
 * The risk rules (docs/risk-rules.md): pure, so each rule and its boundary is tested without a database.
 * A placement that meets any of them goes to order review (18) instead of the carrier; customers on the
 * avoid-high-risk list skip them all.
 */

export const RISK_RULE_CODES = ['declared_value', 'new_account', 'volume_jump'] as const;
export type RiskRuleCode = (typeof RISK_RULE_CODES)[number];

export interface RiskRules {
  /** RISK_RULES: false turns every rule off. */
  enabled: boolean;
  /** A new account's first this many placed orders are reviewed ... */
  newAccountOrders: number;
  /** ... while the account is younger than this many days. */
  newAccountDays: number;
  /** Orders whose declared (insured) value is above this, in USD cents, are reviewed. */
  declaredValueLimitMinor: bigint;
  /** Today's placed orders above this multiple of the daily average of the window before today ... */
  volumeMultiplier: number;
  /** ... and above this count are reviewed. */
  volumeMinimum: number;
  /** The days before today the daily average is taken over. */
  volumeWindowDays: number;
}

export const DEFAULT_RISK_RULES: RiskRules = {
  enabled: true,
  newAccountOrders: 3,
  newAccountDays: 7,
  declaredValueLimitMinor: 2_000_00n,
  volumeMultiplier: 5,
  volumeMinimum: 50,
  volumeWindowDays: 14,
};

/** What the rules look at, gathered for one placement. */
export interface RiskFacts {
  /** On the avoid-high-risk list. */
  exempt: boolean;
  accountAgeMs: number;
  /** The customer's orders placed before this one (held for review or labelled; rejected ones not). */
  priorPlacedOrders: number;
  /** The order's declared (insured) total, USD cents. */
  declaredMinor: bigint;
  /** Orders placed today (business day), this one included. */
  todayPlaced: number;
  /** Orders placed in the window's days before today. */
  windowPlaced: number;
}

/** One rule that fired, with the figures the reviewer's message shows. */
export interface RiskReason {
  rule: RiskRuleCode;
  params: Record<string, string | number>;
}

const DAY_MS = 86_400_000;

const usd = (minor: bigint) => `${minor / 100n}.${String(minor % 100n).padStart(2, '0')}`;

/** Every rule the placement meets, most serious first; empty when it may go straight to the carrier. */
export function evaluateRisk(facts: RiskFacts, rules: RiskRules): RiskReason[] {
  if (!rules.enabled || facts.exempt) return [];
  const reasons: RiskReason[] = [];
  if (facts.declaredMinor > rules.declaredValueLimitMinor) {
    reasons.push({
      rule: 'declared_value',
      params: { declared: usd(facts.declaredMinor), limit: usd(rules.declaredValueLimitMinor) },
    });
  }
  const ordinal = facts.priorPlacedOrders + 1;
  if (facts.accountAgeMs < rules.newAccountDays * DAY_MS && ordinal <= rules.newAccountOrders) {
    reasons.push({
      rule: 'new_account',
      params: { ordinal, orders: rules.newAccountOrders, days: rules.newAccountDays },
    });
  }
  // today > multiplier x (windowPlaced / windowDays), kept in integers: no rounding at the boundary.
  const jump = facts.todayPlaced * rules.volumeWindowDays > rules.volumeMultiplier * facts.windowPlaced;
  if (jump && facts.todayPlaced > rules.volumeMinimum) {
    const average = (facts.windowPlaced / rules.volumeWindowDays).toFixed(1);
    reasons.push({
      rule: 'volume_jump',
      params: {
        today: facts.todayPlaced,
        average,
        multiplier: rules.volumeMultiplier,
        minimum: rules.volumeMinimum,
        days: rules.volumeWindowDays,
      },
    });
  }
  return reasons;
}
