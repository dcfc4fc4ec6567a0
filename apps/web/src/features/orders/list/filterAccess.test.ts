import { ROLE_SEEDS } from '@shiplabel/shared';
import { describe, expect, it } from 'vitest';
import { lookupFiltersOf } from './filterAccess.ts';

const codesOf = (key: string) => ROLE_SEEDS.find((r) => r.key === key)!.codes;

describe('lookup filters of the order lists', () => {
  it('staff (orderList without channel or user lookups) get neither the customer nor the channel filter', () => {
    expect(lookupFiltersOf('admin', codesOf('staff'))).toEqual({ customer: false, channel: false });
  });
  it('administrators get both; a role with only the rate tools gets the customer filter alone', () => {
    expect(lookupFiltersOf('admin', codesOf('administrator'))).toEqual({ customer: true, channel: true });
    expect(lookupFiltersOf('admin', ['orderList', 'getComputeInfo'])).toEqual({
      customer: true,
      channel: false,
    });
  });
  it('customers filter by their own channels, never by customer', () => {
    expect(lookupFiltersOf('customer', codesOf('customer'))).toEqual({ customer: false, channel: true });
  });
});
