import { describe, expect, it } from 'vitest';
import { validateAddress } from './validate-address.ts';

const base = {
  personName: 'Ann Lee',
  addressLine1: '9465 Wilshire Boulevard',
  addressLine2: 'Suite 300',
  city: 'Beverly Hills',
  stateCode: 'CA',
  zipCode: '90210',
};
const check = (patch: Record<string, unknown> = {}, locale: 'en-US' | 'zh-CN' = 'en-US') =>
  validateAddress({ ...base, ...patch }, locale);
const codes = (r: ReturnType<typeof check>) => r.issues.map((i) => `${i.field}:${i.code}`);

describe('validateAddress', () => {
  it('accepts a correct address and suggests its USPS standard form, naming the changed fields', () => {
    const r = check();
    expect(r.valid).toBe(true);
    expect(r.issues).toEqual([]);
    expect(r.suggestion).toMatchObject({
      addressLine1: '9465 WILSHIRE BLVD',
      addressLine2: 'STE 300',
      city: 'BEVERLY HILLS',
      stateCode: 'CA',
      zipCode: '90210',
      isValid: true,
    });
    expect(r.changes).toEqual(['addressLine1', 'addressLine2', 'city']);
  });

  it('reports no changes for an address already in standard form', () => {
    const r = check({ addressLine1: '9465 WILSHIRE BLVD', addressLine2: 'STE 300', city: 'BEVERLY HILLS' });
    expect(r).toMatchObject({ valid: true, changes: [] });
  });

  it('refuses a ZIP that does not exist', () => {
    const r = check({ zipCode: '00000' });
    expect(r.valid).toBe(false);
    expect(codes(r)).toEqual(['zipCode:address.zip_unknown']);
    expect(r.issues[0]!.message).toBe('ZIP code 00000 does not exist');
  });

  it('refuses a state that does not match the ZIP and suggests the right one', () => {
    const r = check({ stateCode: 'NY' });
    expect(r.valid).toBe(false);
    expect(codes(r)).toEqual(['stateCode:address.state_mismatch']);
    expect(r.suggestion?.stateCode).toBe('CA');
    expect(r.changes).toContain('stateCode');
  });

  it('refuses a city that does not match the ZIP, suggesting the ZIP city, in both languages', () => {
    const en = check({ city: 'Chicago' });
    expect(en.valid).toBe(false);
    expect(codes(en)).toEqual(['city:address.city_mismatch']);
    expect(en.issues[0]!.message).toBe('The city does not match ZIP code 90210 (expected BEVERLY HILLS)');
    expect(en.suggestion?.city).toBe('BEVERLY HILLS');
    const zh = check({ city: 'Chicago' }, 'zh-CN');
    expect(zh.issues[0]!.message).toBe('城市与邮编 90210 不符（应为 BEVERLY HILLS）');
  });

  it.each([
    ['St. Louis', '63101', 'MO', 'SAINT LOUIS'],
    ['st louis', '63101', 'MO', 'SAINT LOUIS'],
    ['Ft Worth', '76102', 'TX', 'FORT WORTH'],
    ['Ft. Worth', '76102', 'TX', 'FORT WORTH'],
    ['saint paul', '55101', 'MN', 'SAINT PAUL'],
    ['NEW YORK', '10001', 'NY', 'NEW YORK'],
  ])('tolerates case, punctuation and abbreviations: %s %s', (city, zipCode, stateCode, expected) => {
    const r = check({ city, zipCode, stateCode });
    expect(r.valid).toBe(true);
    expect(r.suggestion?.city).toBe(expected);
  });

  it('accepts another city of the same ZIP3 area and state, with a warning naming the main city', () => {
    // 90069 is West Hollywood in ZIP3 900, which the directory also lists for Los Angeles.
    const alt = check({ city: 'Los Angeles', zipCode: '90069' });
    expect(alt.valid).toBe(true);
    expect(codes(alt)).toEqual(['city:address.city_alternate']);
    expect(alt.issues[0]!.message).toBe(
      'LOS ANGELES is accepted for this ZIP code; its main city is WEST HOLLYWOOD',
    );
    expect(alt.suggestion?.city).toBe('LOS ANGELES');
    // Culver City is in ZIP3 902 like 90210; Inglewood (903) and Beverly Hills (902, not 900) are not.
    expect(check({ city: 'Culver City' }).valid).toBe(true);
    expect(check({ city: 'Inglewood' }).valid).toBe(false);
    expect(check({ city: 'Beverly Hills', zipCode: '90069' }).valid).toBe(false);
  });

  it('detects a PO box: a warning, still valid', () => {
    const r = check({ addressLine1: 'P.O. Box 123', addressLine2: '' });
    expect(r).toMatchObject({ valid: true, poBox: true });
    expect(codes(r)).toEqual(['addressLine1:address.po_box']);
    expect(r.suggestion?.addressLine1).toBe('PO BOX 123');
  });

  it('keeps the residential flag the user chose (no delivery-point data to guess it)', () => {
    expect(check({ isResidential: true }).suggestion?.isResidential).toBe(true);
    expect(check({ isResidential: false }).suggestion?.isResidential).toBe(false);
  });

  it('accepts ZIP+4 and keeps it', () => {
    const r = check({ zipCode: '90210-1234' });
    expect(r.valid).toBe(true);
    expect(r.suggestion?.zipCode).toBe('90210-1234');
  });

  it('reports format problems from the shared schema without a suggestion', () => {
    const r = check({ zipCode: '9021', stateCode: 'XX', personName: '' });
    expect(r).toMatchObject({ valid: false, suggestion: null, changes: [] });
    expect(codes(r)).toEqual([
      'personName:address.person_required',
      'zipCode:address.zip_invalid',
      'stateCode:address.state_invalid',
    ]);
    expect(check({ personName: '' }, 'zh-CN').issues[0]!.message).not.toBe('address.person_required');
  });

  it('reports wrong types as issues of their field', () => {
    const r = validateAddress({ ...base, zipCode: 90210, isResidential: 'yes' }, 'en-US');
    expect(r.valid).toBe(false);
    expect(r.issues.map((i) => i.field).sort()).toEqual(['isResidential', 'zipCode']);
  });

  it('checks only the format of a foreign address, with a warning', () => {
    const r = check({ countryCode: 'CA', stateCode: 'ON', zipCode: 'M5V 2T6', city: 'Toronto' });
    expect(r.valid).toBe(true);
    expect(codes(r)).toEqual(['countryCode:address.not_verified_foreign']);
  });

  it('treats hostile strings as plain text', () => {
    const r = check({
      addressLine1: "1 Main St'; DROP TABLE users; --",
      city: '<img src=x onerror=alert(1)>',
    });
    expect(r.valid).toBe(false);
    expect(r.suggestion?.addressLine1).toBe('1 MAIN ST DROP TABLE USERS --');
    expect(codes(r)).toEqual(['city:address.city_mismatch']);
  });
});
