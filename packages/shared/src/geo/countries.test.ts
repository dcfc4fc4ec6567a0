import { describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_CODES, countryName, isCountryCode } from './countries.ts';

describe('ISO 3166-1 country table', () => {
  it('has the 249 assigned alpha-2 codes, each unique, upper case, in order', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    for (const code of COUNTRY_CODES) expect(code).toMatch(/^[A-Z]{2}$/);
    expect([...COUNTRY_CODES].sort()).toEqual(COUNTRY_CODES);
  });

  it('has a non-empty English and Chinese name for every code, names unique per language', () => {
    const en = new Set<string>();
    const zh = new Set<string>();
    for (const code of COUNTRY_CODES) {
      const entry = COUNTRIES[code];
      expect(entry.en.trim().length, code).toBeGreaterThan(0);
      expect(entry.zh.trim().length, code).toBeGreaterThan(0);
      expect(entry.zh, code).toMatch(/[\u4e00-\u9fff]/);
      en.add(entry.en);
      zh.add(entry.zh);
    }
    expect(en.size).toBe(249);
    expect(zh.size).toBe(249);
  });

  it('names a country in either language and returns unknown codes as given', () => {
    expect(countryName('CA', 'en-US')).toBe('Canada');
    expect(countryName('ca', 'zh-CN')).toBe('加拿大');
    expect(countryName('GB')).toBe('United Kingdom of Great Britain and Northern Ireland');
    expect(countryName('XX', 'zh-CN')).toBe('XX');
    expect(isCountryCode('US')).toBe(true);
    expect(isCountryCode('UK')).toBe(false);
  });
});
