import { CONFIG_DEFAULTS, configUpdateSchema, DEFAULT_INSURANCE_INPUT } from '@shiplabel/shared';
import { describe, expect, it } from 'vitest';
import { changedUpdates, linksFromForm, linksToForm } from './configForm.ts';

const current = { ...CONFIG_DEFAULTS, insuranceTable: DEFAULT_INSURANCE_INPUT };

describe('system configuration forms', () => {
  it('sends only the keys that changed', () => {
    const updates = changedUpdates(
      [
        { key: 'importDeposit', value: '200.00' },
        { key: 'zoneLookupFee', value: '0.25' },
        { key: 'contact', value: { ...current.contact } },
      ],
      current,
    );
    expect(updates).toEqual([{ key: 'zoneLookupFee', value: '0.25' }]);
  });

  it('turns the two link fields into the list the server validates', () => {
    const form = linksToForm(current.externalLinks);
    expect(form).toEqual({ help: '/helpCenter', docs: '/wordView' });
    const update = linksFromForm({ ...form, docs: ' https://docs.example.com ' });
    expect(update).toEqual({
      key: 'externalLinks',
      value: [
        { key: 'help', url: '/helpCenter' },
        { key: 'docs', url: 'https://docs.example.com' },
      ],
    });
    expect(configUpdateSchema.safeParse(update).success).toBe(true);
    expect(configUpdateSchema.safeParse(linksFromForm({ help: 'javascript:x', docs: '/d' })).success).toBe(
      false,
    );
  });
});
