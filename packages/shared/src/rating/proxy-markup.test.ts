import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { percentOfMinorHalfUp } from '../money.ts';
import {
  proxyMarkupInputSchema,
  proxyMarkupMinor,
  proxyMarkupRowFor,
  stackProxyPrice,
} from './proxy-markup.ts';

describe('percentOfMinorHalfUp', () => {
  it('rounds half up to the cent', () => {
    expect(percentOfMinorHalfUp(1_000n, 1_250)).toBe(125n); // 12.5 % of 10.00 = 1.25 exactly
    expect(percentOfMinorHalfUp(1_001n, 1_250)).toBe(125n); // 1.25125 -> 1.25
    expect(percentOfMinorHalfUp(1_004n, 1_250)).toBe(126n); // 1.255 -> 1.26 (half up)
    expect(percentOfMinorHalfUp(1_003n, 1_250)).toBe(125n); // 1.25375 -> 1.25
    expect(percentOfMinorHalfUp(1n, 5_000)).toBe(1n); // half a cent -> one cent
    expect(percentOfMinorHalfUp(1n, 4_999)).toBe(0n);
    expect(percentOfMinorHalfUp(-1_004n, 1_250)).toBe(-126n); // symmetric for negatives
    expect(() => percentOfMinorHalfUp(100n, 1.5)).toThrow(RangeError);
  });
});

describe('proxy markup stacking', () => {
  it('adds percent (half up) and fixed per parcel', () => {
    const markup = { percentBp: 1_000, fixedMinor: 50n };
    expect(stackProxyPrice({ proxyShippingMinor: 1_234n, parcels: 2, markup })).toEqual({
      subShippingMinor: 1_234n + 123n + 100n,
      commissionMinor: 223n,
    });
    expect(proxyMarkupMinor(1_235n, 1, { percentBp: 1_000, fixedMinor: 0n })).toBe(124n); // 123.5 -> 124
    expect(proxyMarkupMinor(999n, 3, null)).toBe(0n);
  });

  it('subPrice = proxyPrice + markup and commission = subPrice - proxyPrice >= 0, for any markup', () => {
    // An exact half cent found by fast-check (seed 815858186): 97,506.00 x 561.25 % = 547,252.425 -> 547,252.43.
    const half = stackProxyPrice({
      proxyShippingMinor: 9_750_600n,
      parcels: 1,
      markup: { percentBp: 56_125, fixedMinor: 0n },
    });
    expect(half.commissionMinor).toBe(54_725_243n);
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10_000_000n }),
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.bigInt({ min: 0n, max: 100_000n }),
        (proxy, parcels, percentBp, fixedMinor) => {
          const { subShippingMinor, commissionMinor } = stackProxyPrice({
            proxyShippingMinor: proxy,
            parcels,
            markup: { percentBp, fixedMinor },
          });
          expect(commissionMinor).toBe(subShippingMinor - proxy);
          expect(commissionMinor >= 0n).toBe(true);
          // The percentage part is within half a cent of the exact value; an exact half rounds up
          // (123.5 -> 124), so the error lies in (-0.5, +0.5] cent.
          const exactTimes10k = proxy * BigInt(percentBp);
          const percentPart = commissionMinor - fixedMinor * BigInt(parcels);
          const error = percentPart * 10_000n - exactTimes10k;
          expect(error > -5_000n && error <= 5_000n).toBe(true);
        },
      ),
    );
  });

  it('a higher price never gets a lower markup', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 1_000_000n }),
        fc.bigInt({ min: 0n, max: 1_000n }),
        fc.integer({ min: 0, max: 100_000 }),
        (price, more, percentBp) => {
          const m = { percentBp, fixedMinor: 0n };
          expect(proxyMarkupMinor(price + more, 1, m) >= proxyMarkupMinor(price, 1, m)).toBe(true);
        },
      ),
    );
  });
});

describe('which markup applies', () => {
  const rows = [
    { subAccountId: null, currency: 'USD', id: 'default-usd' },
    { subAccountId: 's1', currency: 'USD', id: 's1-usd' },
    { subAccountId: 's1', currency: 'CNY', id: 's1-cny' },
  ];
  it("the sub-account's own row, else the default of the currency, else none", () => {
    expect(proxyMarkupRowFor(rows, 's1', 'USD')?.id).toBe('s1-usd');
    expect(proxyMarkupRowFor(rows, 's2', 'USD')?.id).toBe('default-usd');
    expect(proxyMarkupRowFor(rows, 's1', 'CNY')?.id).toBe('s1-cny');
    expect(proxyMarkupRowFor(rows, 's2', 'CNY')).toBeNull();
  });
});

describe('markup input', () => {
  it('refuses negative, too many decimals and too large', () => {
    const issue = (input: object) => proxyMarkupInputSchema.safeParse(input).error?.issues[0]?.message;
    expect(issue({ percent: -1 })).toBe('proxy.markup_negative');
    expect(issue({ percent: 1001 })).toBe('proxy.markup_too_large');
    expect(issue({ percent: 1.234 })).toBe('proxy.markup_decimals');
    expect(issue({ fixedAmount: '1000.01' })).toBe('proxy.fixed_over_1000');
    expect(issue({ fixedAmount: '0.001' })).toBe('rating.amount_decimals');
    expect(proxyMarkupInputSchema.parse({ percent: 12.5, fixedAmount: '0.30' })).toMatchObject({
      subAccountId: null,
      currency: 'USD',
      percent: 12.5,
      fixedAmount: '0.30',
    });
  });
});
