import { describe, expect, it } from 'vitest';
import { countryMatches, countryOptions, countryRank } from './countryOptions.ts';

describe('country picker options', () => {
  it('lists every ISO country once, the US first, named in the reader’s language with its code', () => {
    const en = countryOptions('en-US');
    const zh = countryOptions('zh-CN');
    expect(en).toHaveLength(249);
    expect(new Set(en.map((o) => o.value)).size).toBe(249);
    expect(en[0]).toEqual({ value: 'US', label: 'United States of America (US)' });
    expect(zh[0]).toEqual({ value: 'US', label: '美国 (US)' });
    expect(en.find((o) => o.value === 'DE')!.label).toBe('Germany (DE)');
    expect(zh.find((o) => o.value === 'DE')!.label).toBe('德国 (DE)');
    const names = en.slice(1).map((o) => o.label);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-US')));
  });

  it('finds a country by its code or by its name in either language', () => {
    expect(countryMatches('de', 'DE')).toBe(true);
    expect(countryMatches('germ', 'DE')).toBe(true);
    expect(countryMatches('德国', 'DE')).toBe(true);
    expect(countryMatches('  CAN ', 'CA')).toBe(true);
    expect(countryMatches('germ', 'FR')).toBe(false);
    expect(countryMatches('', 'FR')).toBe(true);
  });
});

describe('country search ranking', () => {
  it('puts the exact code, then names starting with the search, first', () => {
    expect(countryRank('gb', 'GB')).toBe(0);
    expect(countryRank('united king', 'GB')).toBe(1);
    expect(countryRank('kingdom', 'NL')).toBe(2);
    expect(countryRank('德', 'DE')).toBe(1);
    const ranked = ['NL', 'GB'].sort((a, b) => countryRank('united', a) - countryRank('united', b));
    expect(ranked[0]).toBe('GB');
  });
});
