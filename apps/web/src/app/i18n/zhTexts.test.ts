import { describe, expect, it } from 'vitest';
import { fixedT } from './fixedT.testing.ts';

/** Texts the zh-CN walk found in English (issue 12): each must read as Chinese now. */
describe('zh-CN texts once left in English', () => {
  const zh = (key: string, ns: string) => fixedT('zh-CN', ns)(key);
  it.each([
    ['options.labelSizes.2', 'orders', /信纸/],
    ['labelSize.2', 'orderForm', /信纸/],
    ['estimate.unitsLbIn', 'rates', /磅/],
    ['compute.roundStepLb', 'rates', /磅/],
    ['priceRules.seeded.standardRetail', 'rates', /标准零售/],
    ['states.NY', 'address', /纽约州/],
  ])('%s (%s)', (key, ns, expected) => {
    expect(zh(key, ns)).toMatch(expected);
  });
});
