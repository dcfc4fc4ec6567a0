/**
 * Insurance premium of spec section 9, in USD cents. No premium at or under 100 USD declared; above it the
 * tier's rate per 100 USD "or part thereof", at least the tier's minimum, and at least the previous tier's
 * maximum premium ("if a tier's minimum is lower than the previous tier's maximum premium, the previous
 * maximum applies"). Declared values over 50,000 USD per package or 100,000 USD per shipment are refused.
 */
export interface InsuranceTier {
  /** Upper bound of the tier, inclusive, in cents. */
  maxMinor: bigint;
  /** Premium per 100 USD (or part thereof), in cents. */
  rateMinor: bigint;
  minimumMinor: bigint;
}

export const INSURANCE_FREE_UP_TO_MINOR = 100_00n;
export const INSURANCE_MAX_PER_PACKAGE_MINOR = 50_000_00n;
export const INSURANCE_MAX_PER_SHIPMENT_MINOR = 100_000_00n;
const STEP_MINOR = 100_00n;

export const INSURANCE_TIERS: readonly InsuranceTier[] = [
  { maxMinor: 1_000_00n, rateMinor: 100n, minimumMinor: 2_00n },
  { maxMinor: 2_000_00n, rateMinor: 85n, minimumMinor: 10_00n },
  { maxMinor: 3_000_00n, rateMinor: 79n, minimumMinor: 17_00n },
  { maxMinor: 4_000_00n, rateMinor: 73n, minimumMinor: 23_70n },
  { maxMinor: 5_000_00n, rateMinor: 67n, minimumMinor: 29_20n },
  { maxMinor: 6_000_00n, rateMinor: 61n, minimumMinor: 33_50n },
  { maxMinor: 7_000_00n, rateMinor: 55n, minimumMinor: 36_60n },
  { maxMinor: 8_000_00n, rateMinor: 53n, minimumMinor: 38_50n },
  { maxMinor: 9_000_00n, rateMinor: 51n, minimumMinor: 42_40n },
  { maxMinor: 10_000_00n, rateMinor: 49n, minimumMinor: 45_90n },
  { maxMinor: 50_000_00n, rateMinor: 47n, minimumMinor: 49_00n },
];

/**
 * A whole insurance table: the operator edits it in the system configuration (issue 14), each edit a new
 * version; an order keeps the version it was priced with. The default is spec section 9's table.
 */
export interface InsuranceTable {
  freeUpToMinor: bigint;
  maxPerPackageMinor: bigint;
  maxPerShipmentMinor: bigint;
  tiers: readonly InsuranceTier[];
}

export const DEFAULT_INSURANCE_TABLE: InsuranceTable = {
  freeUpToMinor: INSURANCE_FREE_UP_TO_MINOR,
  maxPerPackageMinor: INSURANCE_MAX_PER_PACKAGE_MINOR,
  maxPerShipmentMinor: INSURANCE_MAX_PER_SHIPMENT_MINOR,
  tiers: INSURANCE_TIERS,
};

const units = (declared: bigint) => (declared + STEP_MINOR - 1n) / STEP_MINOR;
const maxOf = (a: bigint, b: bigint) => (a > b ? a : b);

export type InsuranceResult =
  | { ok: true; premiumMinor: bigint }
  | { ok: false; reason: 'insurance.over_package_cap' | 'insurance.negative' };

/** Premium of one package's declared value (cents). */
export function insurancePremium(
  declaredMinor: bigint,
  table: InsuranceTable = DEFAULT_INSURANCE_TABLE,
): InsuranceResult {
  if (declaredMinor < 0n) return { ok: false, reason: 'insurance.negative' };
  if (declaredMinor <= table.freeUpToMinor) return { ok: true, premiumMinor: 0n };
  if (declaredMinor > table.maxPerPackageMinor) return { ok: false, reason: 'insurance.over_package_cap' };
  let previousMax = 0n;
  for (const tier of table.tiers) {
    if (declaredMinor <= tier.maxMinor) {
      const floor = maxOf(tier.minimumMinor, previousMax);
      return { ok: true, premiumMinor: maxOf(units(declaredMinor) * tier.rateMinor, floor) };
    }
    previousMax = maxOf(units(tier.maxMinor) * tier.rateMinor, tier.minimumMinor);
  }
  return { ok: false, reason: 'insurance.over_package_cap' };
}

export type ShipmentInsurance =
  | { ok: true; premiums: bigint[]; totalMinor: bigint; declaredTotalMinor: bigint }
  | {
      ok: false;
      reason: 'insurance.over_package_cap' | 'insurance.over_shipment_cap' | 'insurance.negative';
    };

/** Premiums of every package of a shipment, refusing a shipment declared at over 100,000 USD. */
export function shipmentInsurance(
  declared: readonly bigint[],
  table: InsuranceTable = DEFAULT_INSURANCE_TABLE,
): ShipmentInsurance {
  const declaredTotalMinor = declared.reduce((a, b) => a + b, 0n);
  const premiums: bigint[] = [];
  for (const value of declared) {
    const result = insurancePremium(value, table);
    if (!result.ok) return result;
    premiums.push(result.premiumMinor);
  }
  if (declaredTotalMinor > table.maxPerShipmentMinor)
    return { ok: false, reason: 'insurance.over_shipment_cap' };
  return { ok: true, premiums, totalMinor: premiums.reduce((a, b) => a + b, 0n), declaredTotalMinor };
}
