import { describe, expect, it } from 'vitest';
import {
  affectsRates,
  canRemoveParcel,
  labelOutcome,
  parcelFromTemplate,
  premiumOf,
  refusedForBattery,
  splitServerErrors,
} from './orderFormRules.ts';

describe('order form rules', () => {
  it('never removes the last parcel', () => {
    expect(canRemoveParcel(1)).toBe(false);
    expect(canRemoveParcel(2)).toBe(true);
  });

  it('shows the insurance premium of the spec tiers', () => {
    expect(premiumOf('')).toEqual({ kind: 'none' });
    expect(premiumOf('100')).toEqual({ kind: 'free' });
    expect(premiumOf('150')).toEqual({ kind: 'premium', amount: '2.00' });
    expect(premiumOf('1500')).toEqual({ kind: 'premium', amount: '12.75' });
    expect(premiumOf('abc')).toEqual({ kind: 'invalid' });
    expect(premiumOf('50000.01')).toEqual({ kind: 'overCap' });
  });

  it('fills a parcel from a template, its unit choice included', () => {
    const template = {
      id: 't',
      name: 'Box',
      quantity: 3,
      length: 10,
      width: 8,
      height: 4,
      weight: 2,
      unit: 'cm/kg' as const,
      createdAt: '',
    };
    expect(parcelFromTemplate(template)).toEqual({
      unit: 'cm/kg',
      length: 10,
      width: 8,
      height: 4,
      weight: 2,
      packageNum: 3,
    });
  });

  it('puts each server field error on the form that holds the field', () => {
    const split = splitServerErrors([
      { field: 'from.zipCode', message: 'bad zip' },
      { field: 'to.stateCode', message: 'bad state' },
      { field: 'parcels.1.weight', message: 'bad weight' },
      { field: 'addToAddressBook.to', message: 'full' },
      { field: 'orderNo', message: 'taken' },
    ]);
    expect(split.from).toEqual([{ name: ['zipCode'], errors: ['bad zip'] }]);
    expect(split.to).toEqual([
      { name: ['stateCode'], errors: ['bad state'] },
      { name: ['addToAddressBook'], errors: ['full'] },
    ]);
    expect(split.order).toEqual([
      { name: ['parcels', 1, 'weight'], errors: ['bad weight'] },
      { name: ['orderNo'], errors: ['taken'] },
    ]);
  });

  it('makes the rates stale only when something priced changes', () => {
    expect(affectsRates({ zipCode: '1' }, 'address')).toBe(true);
    expect(affectsRates({ phone: '1' }, 'address')).toBe(false);
    expect(affectsRates({ parcels: [] }, 'order')).toBe(true);
    expect(affectsRates({ remark: 'x' }, 'order')).toBe(false);
  });

  it('recognises a service refused for batteries', () => {
    expect(refusedForBattery({ reasonCode: 'rating.no_battery' })).toBe(true);
    expect(refusedForBattery({ reasonCode: 'rating.too_heavy' })).toBe(false);
  });

  it('reads the placement answer by status', () => {
    expect(labelOutcome(8)).toBe('created');
    expect(labelOutcome(18)).toBe('review');
    expect(labelOutcome(19)).toBe('failed');
  });
});
