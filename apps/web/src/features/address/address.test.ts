import { describe, expect, it } from 'vitest';
import { isCompleteZip, STATE_OPTIONS, SUGGESTED_FIELDS } from './components/addressFields.ts';
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
    expect(STATE_OPTIONS).toContainEqual({ value: 'CA', label: 'CA - California' });
    expect(STATE_OPTIONS.find((o) => o.value === 'PR')).toBeDefined();
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
