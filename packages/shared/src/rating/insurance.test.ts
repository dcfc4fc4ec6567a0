import { describe, expect, it } from 'vitest';
import { formatMinor, parseMinor } from '../money.ts';
import { insurancePremium, shipmentInsurance } from './insurance.ts';

const premium = (declared: string) => {
  const result = insurancePremium(parseMinor(declared)!);
  return result.ok ? formatMinor(result.premiumMinor) : result.reason;
};

describe('insurance premium (spec section 9)', () => {
  it.each([
    ['0.00', '0.00'],
    ['100.00', '0.00'],
    ['100.01', '2.00'], // 2 x 1.00 per 100 or part: the 2.00 minimum
    ['150.00', '2.00'],
    ['250.00', '3.00'],
    ['999.99', '10.00'],
    ['1000.00', '10.00'],
    ['1000.01', '10.00'], // 11 x 0.85 = 9.35 < minimum 10
    ['1200.00', '10.20'],
    ['2000.00', '17.00'],
    ['2000.01', '17.00'], // 21 x 0.79 = 16.59 < 17
    ['3000.00', '23.70'],
    ['3000.01', '23.70'], // 31 x 0.73 = 22.63 < 23.70
    ['4000.00', '29.20'],
    ['4000.01', '29.20'], // 41 x 0.67 = 27.47
    ['5000.00', '33.50'],
    ['5000.01', '33.50'], // 51 x 0.61 = 31.11
    ['6000.00', '36.60'],
    ['6000.01', '36.60'], // 61 x 0.55 = 33.55
    ['7000.00', '38.50'],
    ['7000.01', '38.50'], // 71 x 0.53 = 37.63
    ['8000.00', '42.40'],
    ['8000.01', '42.40'], // 81 x 0.51 = 41.31
    ['9000.00', '45.90'],
    ['9000.01', '45.90'], // 91 x 0.49 = 44.59
    ['10000.00', '49.00'],
    ['10000.01', '49.00'], // 101 x 0.47 = 47.47 < 49
    ['10500.00', '49.35'],
    ['50000.00', '235.00'],
    ['50000.01', 'insurance.over_package_cap'],
  ])('%s USD declared -> %s', (declared, expected) => {
    expect(premium(declared)).toBe(expected);
  });

  it('never charges less than at a lower declared value (the previous maximum applies)', () => {
    let previous = 0n;
    for (let cents = 0n; cents <= 50_000_00n; cents += 37_77n) {
      const result = insurancePremium(cents);
      if (!result.ok) throw new Error(result.reason);
      expect(result.premiumMinor).toBeGreaterThanOrEqual(previous);
      previous = result.premiumMinor;
    }
  });

  it('refuses negative values and shipments over 100,000 USD, summing premiums per package', () => {
    expect(insurancePremium(-1n)).toEqual({ ok: false, reason: 'insurance.negative' });
    expect(shipmentInsurance([50_000_00n, 50_000_00n])).toMatchObject({ ok: true, totalMinor: 470_00n });
    expect(shipmentInsurance([50_000_00n, 50_000_00n, 1n])).toEqual({
      ok: false,
      reason: 'insurance.over_shipment_cap',
    });
    expect(shipmentInsurance([50_000_01n])).toEqual({ ok: false, reason: 'insurance.over_package_cap' });
  });
});
