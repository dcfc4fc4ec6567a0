import { describe, expect, it } from 'vitest';
import { labelText, printsOnLabel, unprintableOrderFields } from './label-text.ts';

describe('label text', () => {
  it('drops accents and plain-types signs, as the label prints them', () => {
    expect(labelText('  José  Müller – “Shop”  ')).toBe('Jose Muller - "Shop"');
    expect(labelText(undefined)).toBe('');
  });

  it('prints Latin text (accents too) and refuses other scripts', () => {
    for (const ok of ['Wei Zhang', 'Zoë Ça', '#12-3, Apt. 4/B', '', 'Straße'])
      expect(printsOnLabel(ok), ok).toBe(true);
    for (const bad of ['张伟', 'Zhang 伟', 'Москва', '東京', 'emoji 📦'])
      expect(printsOnLabel(bad), bad).toBe(false);
  });

  it("names every field of an order its label cannot print, as the form's paths", () => {
    const address = { personName: 'Ann Lee', addressLine1: '1 Main St', city: 'Los Angeles', phone: '' };
    expect(unprintableOrderFields({ fromAddress: address, toAddress: address })).toEqual([]);
    expect(
      unprintableOrderFields({
        fromAddress: { ...address, company: '深圳贸易' },
        toAddress: { ...address, personName: '王芳', city: 'Shanghai' },
        reference: 'REF-1',
        reference2: '备注',
        parcels: [{ reference: 'ok' }, { reference2: '第二箱' }],
        items: [{ description: 'T-shirt', category: '服装' }],
      }),
    ).toEqual(['from.company', 'to.personName', 'reference2', 'parcels.1.reference2', 'items.0.category']);
  });
});
