import { describe, expect, it } from 'vitest';
import { orderInputSchema } from '../orders/order.schema.ts';
import { applyRuleActions, firstMatchingRule, orderWeight, ruleMatches } from './shipping-rules.evaluate.ts';
import { ruleActionsSchema, ruleConditionsSchema, shippingRuleInputSchema } from './shipping-rules.schema.ts';

const address = (over: Record<string, string>) => ({
  personName: 'Ann',
  phone: '2125550100',
  addressLine1: '1 Main St',
  city: 'New York',
  stateCode: 'NY',
  zipCode: '10001',
  countryCode: 'US',
  ...over,
});
const order = (over: Record<string, unknown> = {}) =>
  orderInputSchema.parse({
    from: address({}),
    to: address({}),
    parcels: [{ weight: 2, massUnit: 'lb', declaredValue: '40.00', reference: 'SKU-RED-1' }],
    reference: 'SHOP1-1001',
    ...over,
  });
const when = (c: Record<string, unknown>) => ruleConditionsSchema.parse(c);
const rule = (id: string, c: Record<string, unknown>, enabled = true) => ({
  id,
  name: id,
  enabled,
  conditions: when(c),
  actions: ruleActionsSchema.parse({}),
});

describe('shipping rule conditions', () => {
  it('match on destination country, US state and ZIP prefix', () => {
    const ny = order();
    expect(ruleMatches(when({ countries: ['us'] }), ny)).toBe(true);
    expect(ruleMatches(when({ countries: ['CA'] }), ny)).toBe(false);
    expect(ruleMatches(when({ states: ['NY', 'NJ'] }), ny)).toBe(true);
    expect(ruleMatches(when({ states: ['CA'] }), ny)).toBe(false);
    expect(ruleMatches(when({ zipPrefixes: ['100'] }), ny)).toBe(true);
    expect(ruleMatches(when({ zipPrefixes: ['9'] }), ny)).toBe(false);
  });

  it('match on total weight in the rule unit (rows counted packageNum times)', () => {
    const two = order({ parcels: [{ weight: 1, massUnit: 'kg', packageNum: 2 }] });
    expect(orderWeight(two, 'kg')).toBe(2);
    expect(ruleMatches(when({ weightMin: 4, weightMax: 5, weightUnit: 'lb' }), two)).toBe(true);
    expect(ruleMatches(when({ weightMax: 1.9, weightUnit: 'kg' }), two)).toBe(false);
    expect(ruleMatches(when({ weightMin: 2.1, weightUnit: 'kg' }), two)).toBe(false);
  });

  it('match on declared value: customs lines when present, else parcels', () => {
    expect(ruleMatches(when({ valueMin: '40', valueMax: '40.00' }), order())).toBe(true);
    expect(ruleMatches(when({ valueMin: '40.01' }), order())).toBe(false);
    const customs = order({ items: [{ description: 'Mug', declaredValue: '150.00' }] });
    expect(ruleMatches(when({ valueMin: '100' }), customs)).toBe(true);
  });

  it('match on SKU (contains / equals, any item) and reference prefix', () => {
    const o = order({ items: [{ description: 'BLUE-MUG' }] });
    expect(ruleMatches(when({ sku: 'red' }), o)).toBe(true);
    expect(ruleMatches(when({ sku: 'blue-mug', skuMatch: 'equals' }), o)).toBe(true);
    expect(ruleMatches(when({ sku: 'blue', skuMatch: 'equals' }), o)).toBe(false);
    expect(ruleMatches(when({ sku: 'green' }), o)).toBe(false);
    expect(ruleMatches(when({ referencePrefix: 'shop1-' }), o)).toBe(true);
    expect(ruleMatches(when({ referencePrefix: 'SHOP2' }), o)).toBe(false);
  });

  it('needs every condition; the first enabled matching rule wins; none matching is null', () => {
    const rules = [
      rule('disabled', {}, false),
      rule('both', { countries: ['US'], zipPrefixes: ['9'] }),
      rule('first', { countries: ['US'] }),
      rule('second', {}),
    ];
    expect(firstMatchingRule(rules, order())?.id).toBe('first');
    expect(firstMatchingRule(rules.slice(0, 2), order())).toBeNull();
    expect(firstMatchingRule([], order())).toBeNull();
  });

  it('refuses inverted ranges and a service rule without a service', () => {
    expect(ruleConditionsSchema.safeParse({ weightMin: 5, weightMax: 1 }).success).toBe(false);
    expect(ruleConditionsSchema.safeParse({ valueMin: '9', valueMax: '1' }).success).toBe(false);
    const bad = shippingRuleInputSchema.safeParse({ name: 'x', actions: { serviceMode: 'service' } });
    expect(bad.error?.issues[0]?.message).toBe('shippingRules.service_required');
  });
});

describe('shipping rule actions', () => {
  it('apply template dimensions, insurance and signature, keeping weights', () => {
    const o = order({
      parcels: [{ weight: 3, packageNum: 2 }, { weight: 1 }],
      items: [{ description: 'x', declaredValue: '100.00' }],
    });
    const byValue = applyRuleActions(
      o,
      ruleActionsSchema.parse({ insuranceMode: 'declaredValue', signatureOption: 'adult' }),
      { length: 30, width: 20, height: 10, unit: 'cm/kg' },
    );
    expect(byValue.parcels.map((p) => [p.length, p.distanceUnit, p.weight, p.declaredValue])).toEqual([
      [30, 'cm', 3, '33.33'],
      [30, 'cm', 1, '33.33'],
    ]);
    expect(byValue.options.signatureOption).toBe('adult');
    const amount = applyRuleActions(
      o,
      ruleActionsSchema.parse({ insuranceMode: 'amount', insuranceAmount: '25' }),
      null,
    );
    expect(amount.parcels.map((p) => [p.declaredValue, p.length])).toEqual([
      ['25', 0],
      ['25', 0],
    ]);
    expect(applyRuleActions(o, ruleActionsSchema.parse({}), null)).toEqual(o);
  });
});
