import { describe, expect, it } from 'vitest';
import { addressSchema } from './address.schema.ts';

const base = {
  personName: 'Ann Lee',
  addressLine1: '123 Main St',
  city: 'Beverly Hills',
  stateCode: 'ca',
  zipCode: '90210',
};

describe('addressSchema', () => {
  it('fills the defaults and upper-cases codes', () => {
    expect(addressSchema.parse(base)).toMatchObject({
      countryCode: 'US',
      stateCode: 'CA',
      isResidential: false,
    });
  });
  it('refuses a US address with a bad ZIP or state, naming the field', () => {
    const r = addressSchema.safeParse({ ...base, zipCode: '9021', stateCode: 'XX' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['zipCode', 'address.zip_invalid'],
      ['stateCode', 'address.state_invalid'],
    ]);
  });
  it('accepts ZIP+4 and foreign postal codes', () => {
    expect(addressSchema.safeParse({ ...base, zipCode: '90210-1234' }).success).toBe(true);
    expect(
      addressSchema.safeParse({ ...base, countryCode: 'CA', stateCode: 'ON', zipCode: 'M5V 2T6' }).success,
    ).toBe(true);
  });
  it('requires name, line 1, city and ZIP', () => {
    const r = addressSchema.safeParse({});
    expect(r.error?.issues.map((i) => i.message)).toEqual(
      expect.arrayContaining(['address.person_required', 'address.line1_required', 'address.zip_required']),
    );
  });
});
