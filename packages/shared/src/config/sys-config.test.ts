import { describe, expect, it } from 'vitest';
import { insurancePremium, shipmentInsurance } from '../rating/insurance.ts';
import {
  configUpdateSchema,
  DEFAULT_INSURANCE_INPUT,
  insuranceTableFromInput,
  insuranceTableInputSchema,
  linkUrlSchema,
} from './sys-config.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('system configuration schemas', () => {
  it("round-trips spec section 9's insurance table and prices with an edited one", () => {
    const table = insuranceTableFromInput(DEFAULT_INSURANCE_INPUT);
    expect(insurancePremium(500_00n, table)).toEqual(insurancePremium(500_00n));
    const doubled = insuranceTableFromInput({
      ...DEFAULT_INSURANCE_INPUT,
      tiers: DEFAULT_INSURANCE_INPUT.tiers.map((t, i) => (i === 0 ? { ...t, rate: '2.00' } : t)),
    });
    expect(insurancePremium(500_00n, doubled)).toEqual({ ok: true, premiumMinor: 10_00n });
    expect(shipmentInsurance([500_00n, 500_00n], doubled)).toMatchObject({ totalMinor: 20_00n });
  });

  it('refuses insurance rows out of order or overlapping, and caps that disagree', () => {
    const swapped = [...DEFAULT_INSURANCE_INPUT.tiers];
    [swapped[2], swapped[3]] = [swapped[3]!, swapped[2]!];
    expect(
      messages(insuranceTableInputSchema.safeParse({ ...DEFAULT_INSURANCE_INPUT, tiers: swapped })),
    ).toContain('config.insurance_tiers_order');
    const below = { ...DEFAULT_INSURANCE_INPUT, freeUpTo: '1500.00' };
    expect(messages(insuranceTableInputSchema.safeParse(below))).toContain('config.insurance_tiers_order');
    const cap = { ...DEFAULT_INSURANCE_INPUT, maxPerPackage: '40000.00' };
    expect(messages(insuranceTableInputSchema.safeParse(cap))).toContain('config.insurance_cap_mismatch');
    expect(insuranceTableInputSchema.safeParse(DEFAULT_INSURANCE_INPUT).success).toBe(true);
  });

  it('takes money with exactly two decimals within bounds, and http(s) or site paths as links', () => {
    const ok = (value: unknown) => configUpdateSchema.safeParse({ key: 'zoneLookupFee', value }).success;
    expect(ok('0.10')).toBe(true);
    expect(ok('100.00')).toBe(true);
    expect(ok('100.01')).toBe(false);
    expect(ok('0.1')).toBe(false);
    expect(ok('-0.10')).toBe(false);
    expect(ok(0.1)).toBe(false);
    for (const url of ['https://example.com/faq', 'http://x.example', '/helpCenter'])
      expect(linkUrlSchema.safeParse(url).success, url).toBe(true);
    for (const url of [
      'javascript:alert(1)',
      '//evil.example',
      'ftp://x.example',
      'help',
      'data:text/html,x',
    ])
      expect(linkUrlSchema.safeParse(url).success, url).toBe(false);
  });
});
