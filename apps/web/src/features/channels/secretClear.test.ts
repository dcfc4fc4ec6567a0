import type { CarrierOptionView } from '@shiplabel/shared';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en-US/channels.json';
import zh from '../../locales/zh-CN/channels.json';
import { channelInputOf } from '../rates/forms.ts';
import { carrierFieldItems, carrierFieldsInput } from './carrierFields.ts';

/** Issue 15: an optional stored secret can be cleared from the channel form; a required one cannot. */
const easypost: CarrierOptionView = {
  code: 'easypost',
  name: 'EasyPost',
  defaultServices: [],
  serviceCodes: null,
  services: [],
  labelFormats: ['pdf_4x6'],
  settingsFields: [
    { key: 'apiKey', label: 'API key', kind: 'secret', required: true },
    { key: 'webhookSecret', label: 'Webhook secret', kind: 'secret', required: false },
    { key: 'carrierAccounts', label: 'Carrier accounts', kind: 'text', required: false },
  ],
};

describe('clearing a stored secret', () => {
  it('is offered only for an optional secret the channel has stored', () => {
    const clearable = (keys: string[]) =>
      carrierFieldItems(easypost, keys)
        .filter((i) => i.clearable)
        .map((i) => i.key);
    expect(clearable(['apiKey', 'webhookSecret'])).toEqual(['webhookSecret']);
    expect(clearable(['apiKey'])).toEqual([]);
    expect(clearable([])).toEqual([]);
  });

  it('sends null for a ticked optional secret, the typed value when one is typed, nothing otherwise', () => {
    expect(carrierFieldsInput(easypost, {}, { webhookSecret: true })).toEqual({
      settings: {},
      credentials: { webhookSecret: null },
    });
    expect(carrierFieldsInput(easypost, { webhookSecret: ' new ' }, { webhookSecret: true })).toEqual({
      settings: {},
      credentials: { webhookSecret: 'new' },
    });
    expect(carrierFieldsInput(easypost, {}, { webhookSecret: false })).toEqual({ settings: {} });
    // A required secret is never sent as null, whatever the form holds.
    expect(carrierFieldsInput(easypost, { apiKey: '' }, { apiKey: true })).toEqual({ settings: {} });
  });

  it('reaches the channel update input, beside the settings kept', () => {
    const input = channelInputOf(
      {
        carrierCode: 'easypost',
        name: 'EasyPost',
        currency: 'USD',
        mode: 'production',
        carrierFields: { apiKey: '', webhookSecret: '', carrierAccounts: 'ca_1' },
        clearedSecrets: { webhookSecret: true },
      },
      { carrierAccounts: 'ca_0', mode: 'test' },
      easypost,
    );
    expect(input.credentials).toEqual({ webhookSecret: null });
    expect(input.settings).toMatchObject({ carrierAccounts: 'ca_1' });
    expect(input.mode).toBe('production');
  });

  it('is worded in both languages', () => {
    for (const messages of [en, zh]) {
      expect(messages.secretClear).toContain('{{name}}');
      expect(messages.secretClearHelp.length).toBeGreaterThan(4);
    }
    expect(zh.secretClear).not.toBe(en.secretClear);
  });
});
