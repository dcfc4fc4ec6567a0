import { describe, expect, it } from 'vitest';
import { declaredTotalMinor, missingRequiredSignature } from './signature.ts';

const parcel = (declaredValue: string, packageNum = 1) => ({ declaredValue, packageNum });
const order = (parcels: ReturnType<typeof parcel>[], signatureOption = 'none') => ({
  parcels,
  options: { signatureOption },
});

describe('signature over 1,000 USD declared (spec section 9)', () => {
  it('sums the insured declared values of every package, counting package copies', () => {
    expect(declaredTotalMinor([parcel('600.00'), parcel('250.50', 2)])).toBe(1_101_00n);
    expect(declaredTotalMinor([parcel(''), parcel('0')])).toBe(0n);
  });

  it('needs a signature above 1,000.00, not at it', () => {
    expect(missingRequiredSignature(order([parcel('1500.00')]))).toBe(true);
    expect(missingRequiredSignature(order([parcel('1000.00')]))).toBe(false);
    expect(missingRequiredSignature(order([parcel('1000.01')]))).toBe(true);
    expect(missingRequiredSignature(order([parcel('600.00'), parcel('600.00')]))).toBe(true);
    expect(missingRequiredSignature(order([parcel('400.00', 3)]))).toBe(true);
  });

  it('any signature option satisfies it', () => {
    expect(missingRequiredSignature(order([parcel('1500.00')], 'standard'))).toBe(false);
    expect(missingRequiredSignature(order([parcel('1500.00')], 'adult'))).toBe(false);
  });
});
