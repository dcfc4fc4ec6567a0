import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { billableWeight } from './billable-weight.ts';
import { DEFAULT_ESTIMATION_RULE, type EstimationRule } from './estimation-rule.ts';
import { rateParcelSchema } from './parcel.ts';
import type { PriceRuleEntry } from './price-rule.ts';
import { priceShipment } from './quote.ts';
import { fromIn, fromLb, toIn, toLb } from './units.ts';

const ruleArb: fc.Arbitrary<EstimationRule> = fc.record({
  ...Object.fromEntries(Object.entries(DEFAULT_ESTIMATION_RULE).map(([k, v]) => [k, fc.constant(v)])),
  dimDivisorIn: fc.integer({ min: 100, max: 300 }),
  dimDivisorCm: fc.integer({ min: 3000, max: 8000 }),
  roundOzUnderOneLb: fc.boolean(),
  residentialMinor: fc.bigInt({ min: 0n, max: 1000n }),
  signatureMinor: fc.bigInt({ min: 0n, max: 1000n }),
  fuelBp: fc.integer({ min: 0, max: 3000 }),
}) as fc.Arbitrary<EstimationRule>;

const entryArb: fc.Arbitrary<PriceRuleEntry> = fc.record({
  channelId: fc.constant(null),
  serviceId: fc.constant(null),
  minWeightLb: fc.constant(null),
  maxWeightLb: fc.constant(null),
  zones: fc.constant([]),
  markupBp: fc.integer({ min: 0, max: 100_000 }),
  fixedMinor: fc.bigInt({ min: 0n, max: 100_00n }),
});

const weight = fc.double({ min: 0.01, max: 500, noNaN: true });
const side = fc.double({ min: 0, max: 120, noNaN: true });

/** A monotonic carrier: base cost grows with billable weight (as every adapter's must). */
const baseCost = (lb: number) => 500n + BigInt(Math.ceil(lb)) * 75n;

function price(rule: EstimationRule, entry: PriceRuleEntry, w: number, dims: number[]) {
  const p = rateParcelSchema.parse({ weight: w, length: dims[0], width: dims[1], height: dims[2] });
  const weights = [billableWeight(p, rule)];
  const result = priceShipment({
    rule,
    entries: [entry],
    channelId: 'c',
    serviceId: 's',
    zone: 5,
    baseMinor: baseCost(weights[0]!.billableLb),
    weights,
    declaredMinor: [0n],
    residential: true,
    signature: false,
    direction: 'domestic',
  });
  if (!result.ok) throw new Error(result.code);
  return result.priced;
}

describe('rate engine properties', () => {
  it('price is never below cost plus the fixed markup', () => {
    fc.assert(
      fc.property(
        ruleArb,
        entryArb,
        weight,
        fc.array(side, { minLength: 3, maxLength: 3 }),
        (rule, entry, w, dims) => {
          const priced = price(rule, entry, w, dims);
          expect(priced.shippingMinor).toBeGreaterThanOrEqual(priced.costMinor + entry.fixedMinor);
        },
      ),
    );
  });

  it('price is monotonic in weight within a service', () => {
    fc.assert(
      fc.property(
        ruleArb,
        entryArb,
        weight,
        weight,
        fc.array(side, { minLength: 3, maxLength: 3 }),
        (rule, entry, a, b, dims) => {
          const [light, heavy] = a <= b ? [a, b] : [b, a];
          expect(price(rule, entry, heavy, dims).shippingMinor).toBeGreaterThanOrEqual(
            price(rule, entry, light, dims).shippingMinor,
          );
        },
      ),
    );
  });

  it('unit conversions round-trip', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100_000, noNaN: true }), (x) => {
        expect(fromLb(toLb(x, 'kg'), 'kg')).toBeCloseTo(x, 6);
        expect(fromIn(toIn(x, 'cm'), 'cm')).toBeCloseTo(x, 6);
        expect(toLb(x, 'lb')).toBeCloseTo(x, 9);
      }),
    );
  });

  it('billable weight is max(actual, dimensional) rounded up by the rule', () => {
    fc.assert(
      fc.property(ruleArb, weight, fc.array(side, { minLength: 3, maxLength: 3 }), (rule, w, dims) => {
        const p = rateParcelSchema.parse({ weight: w, length: dims[0], width: dims[1], height: dims[2] });
        const result = billableWeight(p, rule);
        const raw = Math.max(result.actual, result.dimensional);
        expect(result.billable).toBeGreaterThanOrEqual(raw - 1e-9);
        const step = rule.roundOzUnderOneLb && raw < 1 ? 1 / 16 : rule.roundStepLb;
        expect(result.billable - raw).toBeLessThan(step + 1e-9);
        expect(
          (result.billable / step) % 1 === 0 ||
            Math.abs(Math.round(result.billable / step) - result.billable / step) < 1e-6,
        ).toBe(true);
        const hasDims = dims.every((d) => d > 0);
        if (hasDims)
          expect(result.dimensional).toBeCloseTo((dims[0]! * dims[1]! * dims[2]!) / rule.dimDivisorIn, 6);
        else expect(result.dimensional).toBe(0);
      }),
    );
  });
});
