import { describe, expect, it } from 'vitest';
import { billableWeight } from './billable-weight.ts';
import { depositFor, domesticDepositMinor, shipmentDirection } from './deposit.ts';
import { DEFAULT_ESTIMATION_RULE, effectiveRule, ruleFromInput, ruleToInput } from './estimation-rule.ts';
import { rateParcelSchema } from './parcel.ts';
import { markupFor, type PriceRuleEntry, selectPriceEntry } from './price-rule.ts';
import { estimateRequestSchema, priceShipment } from './quote.ts';
import { refusalFor, serviceLimitsSchema } from './service-limits.ts';
import { surchargesFor } from './surcharges.ts';
import { unitsForChoice } from './units.ts';

const parcel = (p: Record<string, unknown>) => rateParcelSchema.parse(p);
const rule = DEFAULT_ESTIMATION_RULE;

describe('billable weight', () => {
  it('is the larger of actual and dimensional weight (139 in³/lb), rounded up to the next pound', () => {
    const w = billableWeight(parcel({ weight: 2.2, length: 12, width: 12, height: 12 }), rule);
    expect(w.dimensional).toBeCloseTo(1728 / 139, 6); // 12.43 lb
    expect(w.billable).toBe(13);
    expect(billableWeight(parcel({ weight: 2.2 }), rule).billable).toBe(3);
    expect(billableWeight(parcel({ weight: 3 }), rule).billable).toBe(3);
  });

  it('rounds up to the next ounce under 1 lb, unless the rule says otherwise', () => {
    expect(billableWeight(parcel({ weight: 0.3 }), rule).billable).toBe(0.3125); // 5 oz
    expect(billableWeight(parcel({ weight: 0.0625 }), rule).billable).toBe(0.0625);
    expect(billableWeight(parcel({ weight: 0.3 }), { ...rule, roundOzUnderOneLb: false }).billable).toBe(1);
  });

  it('uses 5000 cm³/kg and 0.5 kg steps for kg/cm parcels, and the minimum billable weight', () => {
    const metric = parcel({
      massUnit: 'kg',
      distanceUnit: 'cm',
      weight: 1.1,
      length: 30,
      width: 20,
      height: 20,
    });
    const w = billableWeight(metric, rule);
    expect(w.dimensional).toBeCloseTo(2.4, 9);
    expect(w.billable).toBe(2.5);
    expect(w.billableLb).toBeCloseTo(2.5 / 0.45359237, 6);
    expect(billableWeight(parcel({ weight: 0.2 }), { ...rule, minBillableLb: 1 }).billable).toBe(1);
  });

  it('sets kg/cm for the kg/cm choice and lb/in for anything else', () => {
    expect(unitsForChoice('kg/cm')).toEqual({ massUnit: 'kg', distanceUnit: 'cm' });
    expect(unitsForChoice('lb/in')).toEqual({ massUnit: 'lb', distanceUnit: 'in' });
    expect(unitsForChoice('whatever')).toEqual({ massUnit: 'lb', distanceUnit: 'in' });
  });
});

describe('estimation rules', () => {
  it('merge default <- global <- channel <- service field by field and round-trip through JSON', () => {
    const merged = effectiveRule({ fuelBp: 1000 }, { residentialMinor: 450n }, { fuelBp: 1250 });
    expect(merged).toMatchObject({ fuelBp: 1250, residentialMinor: 450n, dimDivisorIn: 139 });
    const input = { residential: '4.50', fuelPercent: 12.5, dimDivisorIn: 166 };
    expect(ruleToInput(ruleFromInput(input))).toEqual(input);
  });
});

describe('surcharges and refusals', () => {
  const withFees = {
    ...rule,
    residentialMinor: 500n,
    signatureMinor: 300n,
    oversizeMinor: 2000n,
    fuelBp: 1000,
  };
  it('adds residential, signature, oversize per parcel and fuel on top of them', () => {
    const big = billableWeight(parcel({ weight: 10, length: 100, width: 10, height: 10 }), withFees);
    const lines = surchargesFor({
      rule: withFees,
      baseMinor: 1000n,
      parcels: [big],
      residential: true,
      signature: true,
    });
    expect(lines).toEqual([
      { code: 'residential', amountMinor: 500n },
      { code: 'signature', amountMinor: 300n },
      { code: 'oversize', amountMinor: 2000n },
      { code: 'fuel', amountMinor: 380n },
    ]);
  });

  it('refuses cargo over 150 lb and parcels over the service limits, with the reason', () => {
    const limits = serviceLimitsSchema.parse({ maxWeightLb: 70, maxLengthIn: 108, international: false });
    const base = { limits, rule, direction: 'domestic' as const, battery: false, signature: false };
    const heavy = billableWeight(parcel({ weight: 151 }), rule);
    expect(refusalFor({ ...base, parcels: [heavy] })).toEqual({ code: 'rating.cargo', params: { max: 150 } });
    const seventyOne = billableWeight(parcel({ weight: 71 }), rule);
    expect(refusalFor({ ...base, parcels: [seventyOne] })?.code).toBe('rating.over_max_weight');
    const ok = billableWeight(parcel({ weight: 70 }), rule);
    expect(refusalFor({ ...base, parcels: [ok] })).toBeNull();
    expect(refusalFor({ ...base, parcels: [ok], direction: 'export' })?.code).toBe('rating.no_international');
    expect(refusalFor({ ...base, parcels: [ok], battery: true })?.code).toBe('rating.no_battery');
    expect(refusalFor({ ...base, parcels: [ok], signature: true })?.code).toBe('rating.no_signature');
  });
});

describe('price rules', () => {
  const entry = (e: Partial<PriceRuleEntry>): PriceRuleEntry => ({
    channelId: null,
    serviceId: null,
    minWeightLb: null,
    maxWeightLb: null,
    zones: [],
    markupBp: 0,
    fixedMinor: 0n,
    ...e,
  });
  const target = { channelId: 'c1', serviceId: 's1', billableLb: 5, zone: 4 };

  it('picks the most specific matching entry: service, then channel, then brackets', () => {
    const all = entry({ markupBp: 1000 });
    const channel = entry({ channelId: 'c1', markupBp: 2000 });
    const service = entry({ serviceId: 's1', markupBp: 3000 });
    const bracket = entry({ serviceId: 's1', maxWeightLb: 5, markupBp: 4000 });
    expect(selectPriceEntry([all], target)).toBe(all);
    expect(selectPriceEntry([all, channel], target)).toBe(channel);
    expect(selectPriceEntry([service, channel, all], target)).toBe(service);
    expect(selectPriceEntry([service, bracket], target)).toBe(bracket);
    expect(selectPriceEntry([bracket], { ...target, billableLb: 5.1 })).toBeNull();
    expect(selectPriceEntry([entry({ zones: [5, 6] })], target)).toBeNull();
    expect(selectPriceEntry([entry({ serviceId: 'other' })], target)).toBeNull();
  });

  it('adds ceil(cost x %) plus the fixed amount', () => {
    expect(markupFor(1001n, entry({ markupBp: 1500, fixedMinor: 100n }))).toBe(151n + 100n);
    expect(markupFor(1000n, null)).toBe(0n);
  });
});

describe('deposit and quote assembly', () => {
  it('charges 200 USD for imports, 100 for exports, nothing domestic', () => {
    expect(depositFor(shipmentDirection('CN', 'US'))).toBe(200_00n);
    expect(depositFor(shipmentDirection('US', 'CA'))).toBe(100_00n);
    expect(depositFor(shipmentDirection('us', 'US'))).toBe(0n);
    expect(shipmentDirection('CN', 'CA')).toBe('export');
  });

  it("takes a domestic deposit from the channel's domesticDeposit setting (USD), never for international", () => {
    expect(domesticDepositMinor({ domesticDeposit: 12.5 })).toBe(12_50n);
    expect(domesticDepositMinor({ domesticDeposit: 20 })).toBe(20_00n);
    for (const bad of [-1, 0.001, '5', null, Number.NaN, 1e21])
      expect(domesticDepositMinor({ domesticDeposit: bad })).toBe(0n);
    expect(domesticDepositMinor({})).toBe(0n);
    expect(depositFor('domestic', 12_50n)).toBe(12_50n);
    expect(depositFor('import', 12_50n)).toBe(200_00n);
  });

  it('prices a shipment: base + markup, surcharges, insurance and deposit', () => {
    const r = { ...rule, residentialMinor: 500n, fuelBp: 1000 };
    const weights = [billableWeight(parcel({ weight: 2 }), r)];
    const result = priceShipment({
      rule: r,
      entries: [
        {
          channelId: null,
          serviceId: null,
          minWeightLb: null,
          maxWeightLb: null,
          zones: [],
          markupBp: 2000,
          fixedMinor: 50n,
        },
      ],
      channelId: 'c',
      serviceId: 's',
      zone: 5,
      baseMinor: 1000n,
      weights,
      declaredMinor: [150_00n],
      residential: true,
      signature: false,
      direction: 'export',
    });
    if (!result.ok) throw new Error(result.code);
    // cost = 1000 + 500 + fuel 150 = 1650; markup = 330 + 50
    expect(result.priced).toMatchObject({
      costMinor: 1650n,
      markupMinor: 380n,
      baseMinor: 1380n,
      shippingMinor: 2030n,
      insuranceMinor: 200n,
      depositMinor: 100_00n,
    });
  });

  it('requires at least 1 package and refuses absurd parcels', () => {
    const base = { from: { zipCode: '90001' }, to: { zipCode: '10001' } };
    const none = estimateRequestSchema.safeParse({ ...base, parcels: [] });
    expect(none.success || none.error.issues[0]?.message).toBe('rating.at_least_one_package');
    for (const weight of [-1, 0, Number.NaN, 1e9]) {
      const bad = estimateRequestSchema.safeParse({ ...base, parcels: [{ weight }] });
      expect(bad.success).toBe(false);
    }
    const many = estimateRequestSchema.safeParse({
      ...base,
      parcels: Array.from({ length: 10_000 }, () => ({})),
    });
    expect(many.success || many.error.issues[0]?.message).toBe('rating.too_many_packages');
  });
});
