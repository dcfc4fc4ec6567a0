import { describe, expect, it } from 'vitest';
import {
  businessToday,
  formatDate,
  formatDateTime,
  formatMeasure,
  formatMoney,
  getBusinessTimeZone,
  setBusinessTimeZone,
  unitLabel,
} from './format.ts';

describe('formatMoney', () => {
  it('groups thousands on the decimal string and appends the currency', () => {
    expect(formatMoney('1234567.89', 'USD')).toBe('1,234,567.89 USD');
    expect(formatMoney('0.00', 'USD')).toBe('0.00 USD');
    expect(formatMoney('-1500.50', 'CNY')).toBe('-1,500.50 CNY');
    expect(formatMoney('999.00', 'USD')).toBe('999.00 USD');
  });

  it('shows unexpected text as it is', () => {
    expect(formatMoney('n/a', 'USD')).toBe('n/a USD');
  });
});

describe('formatDate', () => {
  it('shows a dash for no value and the raw text for an invalid date', () => {
    expect(formatDate('', 'en-US')).toBe('-');
    expect(formatDate('not a date', 'en-US')).toBe('not a date');
    expect(formatDate('2026-01-15T12:00:00Z', 'en-US')).toMatch(/2026/);
  });
});

describe('units', () => {
  it('names units in the reader’s language', () => {
    expect(formatMeasure(4, 'lb', 'zh-CN')).toBe('4 磅');
    expect(formatMeasure(4, 'lb', 'en-US')).toBe('4 lb');
    expect(unitLabel('cm', 'zh-CN')).toBe('厘米');
    expect(unitLabel('in', 'zh-CN')).toBe('英寸');
    expect(unitLabel('furlong', 'zh-CN')).toBe('furlong');
  });
});

describe('one time zone: the business zone, named', () => {
  it('shows times and days in the business zone whatever the browser’s zone, with the zone’s name', () => {
    const before = getBusinessTimeZone();
    try {
      setBusinessTimeZone('America/Los_Angeles');
      // 07:30 UTC on Jan 15 is still Jan 14 in Los Angeles: the day a report or a file name uses.
      expect(formatDateTime('2026-01-15T07:30:00Z', 'en-US')).toBe('Jan 14, 2026, 23:30 PST');
      expect(formatDate('2026-01-15T07:30:00Z', 'en-US')).toBe('Jan 14, 2026');
      expect(businessToday(new Date('2026-01-15T07:30:00Z'))).toBe('2026-01-14');
      expect(formatDateTime('2026-01-15T07:30:00Z', 'zh-CN')).toContain('GMT-8');
      setBusinessTimeZone('Asia/Shanghai');
      expect(formatDateTime('2026-01-15T07:30:00Z', 'en-US')).toBe('Jan 15, 2026, 15:30 GMT+8');
      expect(setBusinessTimeZone('Not/AZone')).toBe(false);
      expect(getBusinessTimeZone()).toBe('Asia/Shanghai');
    } finally {
      setBusinessTimeZone(before);
    }
  });
});
