import { describe, expect, it } from 'vitest';
import { contentAmount, contentValues, fillContent } from './content-values.ts';
import { DEFAULT_CONTENT_AMOUNTS } from './sys-config.ts';

describe('content amounts', () => {
  it('writes whole amounts without cents and groups thousands', () => {
    expect(contentAmount('5.00')).toBe('5');
    expect(contentAmount('0.10')).toBe('0.10');
    expect(contentAmount('50000.00')).toBe('50,000');
    expect(contentAmount('1000.01')).toBe('1,000.01');
  });

  it('fills the configured amounts, not the defaults', () => {
    const values = contentValues({ ...DEFAULT_CONTENT_AMOUNTS, falseInfoPenalty: '7.50' }, 'en-US');
    expect(fillContent('plus a {{falseInfoPenalty}} USD penalty', values)).toBe('plus a 7.50 USD penalty');
    expect(fillContent('{{importDeposit}}/{{exportDeposit}}/{{zoneLookupFee}}', values)).toBe('200/100/0.10');
  });

  it('writes the insurance tiers as table rows from the free amount up, in the language', () => {
    const table = {
      freeUpTo: '100.00',
      maxPerPackage: '2000.00',
      maxPerShipment: '5000.00',
      tiers: [
        { upTo: '1000.00', rate: '1.00', minimum: '2.00' },
        { upTo: '2000.00', rate: '0.85', minimum: '10.50' },
      ],
    };
    const en = contentValues({ ...DEFAULT_CONTENT_AMOUNTS, insuranceTable: table }, 'en-US');
    expect(en.insuranceTiers).toBe('| 100.01 to 1,000 | 1.00 | 2 |\n| 1,000.01 to 2,000 | 0.85 | 10.50 |');
    expect(en.insuranceMaxPerPackage).toBe('2,000');
    const zh = contentValues({ ...DEFAULT_CONTENT_AMOUNTS, insuranceTable: table }, 'zh-CN');
    expect(zh.insuranceTiers?.split('\n')[0]).toBe('| 100.01 至 1,000 | 1.00 | 2 |');
  });

  it('leaves an unknown placeholder as written', () => {
    expect(
      fillContent('{{nothing}} and {{uploadLimitKb}} KB', contentValues(DEFAULT_CONTENT_AMOUNTS, 'en-US')),
    ).toBe('{{nothing}} and 500 KB');
  });
});
