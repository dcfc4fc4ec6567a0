import { describe, expect, it } from 'vitest';
import { fixedT } from '../../app/i18n/fixedT.testing.ts';
import { isCompleteZip, SUGGESTED_FIELDS, stateOptions } from './components/addressFields.ts';
import { newOrderWith } from './useInOrder.ts';

describe('address form helpers', () => {
  it('asks the server for the city only for a complete ZIP', () => {
    expect(isCompleteZip('90210')).toBe(true);
    expect(isCompleteZip(' 90210-1234 ')).toBe(true);
    expect(isCompleteZip('9021')).toBe(false);
    expect(isCompleteZip('90210-12')).toBe(false);
    expect(isCompleteZip(undefined)).toBe(false);
  });

  it('offers every US state code with its name', () => {
    const en = fixedT('en-US', 'address');
    const zh = fixedT('zh-CN', 'address');
    const english = stateOptions((code) => en(`states.${code}`));
    expect(english).toContainEqual({ value: 'CA', label: 'CA - California' });
    expect(english.find((o) => o.value === 'PR')).toBeDefined();
    const chinese = stateOptions((code) => zh(`states.${code}`));
    expect(chinese).toContainEqual({ value: 'CA', label: 'CA - 加利福尼亚州' });
    // Every state has a Chinese name (no key falls through as "states.XX").
    expect(chinese.filter((o) => o.label.includes('states.'))).toEqual([]);
  });

  it('lets a suggestion change only the address part, never the contact', () => {
    expect(SUGGESTED_FIELDS).not.toContain('personName');
    expect(SUGGESTED_FIELDS).not.toContain('phone');
  });

  it('opens the new-order route with the entry as sender or recipient', () => {
    expect(newOrderWith('fromAddress', 'abc-1')).toBe('/orderManager/newOrder?fromAddress=abc-1');
    expect(newOrderWith('toAddress', 'a&b')).toBe('/orderManager/newOrder?toAddress=a%26b');
  });
});
