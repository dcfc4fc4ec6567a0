import { ruleActionsSchema, ruleConditionsSchema, type ShippingRule } from '@shiplabel/shared';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en-US/shippingRules.json';
import zh from '../../locales/zh-CN/shippingRules.json';
import { actionLines, conditionLines, ruleFormValuesOf } from './ruleText.ts';

/** A tiny i18next stand-in over the namespace file: dotted keys and {{var}} placeholders. */
const translator =
  (dict: Record<string, unknown>) =>
  (key: string, vars: Record<string, unknown> = {}) => {
    const value = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], dict);
    if (typeof value !== 'string') throw new Error(`missing ${key}`);
    return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name]));
  };
const S1 = '00000000-0000-4000-8000-000000000001';
const names = {
  service: (id: string) => (id === S1 ? 'Sandbox / Ground' : '?'),
  template: () => 'Shoe box',
};

describe('shipping rules page text', () => {
  it('starts a new rule enabled, matching every order, picking the cheapest service', () => {
    const values = ruleFormValuesOf(null);
    expect(values).toMatchObject({ name: '', enabled: true, actions: { serviceMode: 'cheapest' } });
    expect(conditionLines(ruleConditionsSchema.parse(values.conditions), translator(en))).toEqual([
      'Every order',
    ]);
  });

  it('describes every condition and action of a rule in both languages', () => {
    const conditions = ruleConditionsSchema.parse({
      countries: ['US'],
      states: ['CA'],
      zipPrefixes: ['90'],
      weightMin: 1,
      weightMax: 5,
      valueMax: '100.00',
      sku: 'MUG',
      skuMatch: 'equals',
      referencePrefix: 'SHOP1',
    });
    const actions = ruleActionsSchema.parse({
      serviceMode: 'service',
      serviceId: S1,
      templateId: '00000000-0000-4000-8000-000000000002',
      insuranceMode: 'amount',
      insuranceAmount: '50.00',
      signatureOption: 'adult',
    });
    expect(conditionLines(conditions, translator(en))).toEqual([
      'To US',
      'US states CA',
      'ZIP starts with 90',
      'Weight 1–5 lb',
      'Declared value up to 100.00 USD',
      'SKU is MUG',
      'Reference starts with SHOP1',
    ]);
    expect(actionLines(actions, translator(en), names)).toEqual([
      'Service: Sandbox / Ground',
      'Package template: Shoe box',
      'Insure each parcel for 50.00 USD',
      'Adult signature required',
    ]);
    expect(actionLines(actions, translator(zh), names)[0]).toBe('服务：Sandbox / Ground');
    expect(conditionLines(conditions, translator(zh))[3]).toBe('重量 1–5 lb');
    expect(actionLines(ruleActionsSchema.parse({ serviceMode: 'fastest' }), translator(zh), names)).toEqual([
      '该订单最快的服务',
    ]);
  });

  it('edits the saved fields of a rule as they are', () => {
    const rule: ShippingRule = {
      id: 'r1',
      position: 1,
      name: 'West',
      enabled: false,
      conditions: ruleConditionsSchema.parse({ states: ['CA'] }),
      actions: ruleActionsSchema.parse({}),
      createdAt: '2026-11-24T00:00:00.000Z',
    };
    expect(ruleFormValuesOf(rule)).toEqual({
      name: 'West',
      enabled: false,
      conditions: rule.conditions,
      actions: rule.actions,
    });
    expect(actionLines(rule.actions, translator(en), names)).toEqual(['Changes nothing']);
  });

  it('has the same keys in both languages', () => {
    const keys = (o: object, prefix = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) =>
        typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
      );
    expect(keys(zh).sort()).toEqual(keys(en).sort());
  });
});
