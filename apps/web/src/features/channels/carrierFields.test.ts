import type { CarrierOptionView } from '@shiplabel/shared';
import { describe, expect, it } from 'vitest';
import {
  carrierFieldItems,
  carrierFieldsInput,
  carrierFieldValues,
  carrierSettingKeys,
  channelErrorPath,
} from './carrierFields.ts';

const carrier: CarrierOptionView = {
  code: 'fedex',
  name: 'FedEx',
  defaultServices: [],
  serviceCodes: ['FEDEX_GROUND'],
  services: [{ code: 'FEDEX_GROUND', name: 'Ground', transitDaysMin: 1, transitDaysMax: 5 }],
  labelFormats: ['pdf_4x6', 'png', 'zpl'],
  settingsFields: [
    { key: 'apiKey', label: 'API key', kind: 'secret', required: true },
    {
      key: 'secretKey',
      label: 'Secret key',
      kind: 'secret',
      required: false,
      help: 'From the developer portal',
    },
    { key: 'accountNumber', label: 'Account number', kind: 'text', required: true },
    {
      key: 'pickup',
      label: 'Pickup type',
      kind: 'select',
      required: false,
      options: [
        { value: 'DROPOFF_AT_FEDEX_LOCATION', label: 'Drop off' },
        { value: 'USE_SCHEDULED_PICKUP', label: 'Scheduled pickup' },
      ],
    },
  ],
};

describe('generated carrier fields', () => {
  it('renders secrets as passwords with set / not set, selects with their options, help text', () => {
    const items = carrierFieldItems(carrier, ['apiKey']);
    expect(items.map((i) => [i.key, i.control, i.required, i.secretState])).toEqual([
      ['apiKey', 'password', false, 'set'],
      ['secretKey', 'password', false, 'notSet'],
      ['accountNumber', 'input', true, undefined],
      ['pickup', 'select', false, undefined],
    ]);
    expect(items[1]!.help).toBe('From the developer portal');
    expect(items[3]!.options?.map((o) => o.value)).toEqual([
      'DROPOFF_AT_FEDEX_LOCATION',
      'USE_SCHEDULED_PICKUP',
    ]);
    expect(items[0]!.name).toEqual(['carrierFields', 'apiKey']);
    // A new channel: a required secret must be typed.
    expect(carrierFieldItems(carrier)[0]).toMatchObject({ required: true, secretState: 'notSet' });
    expect(carrierFieldItems(undefined)).toEqual([]);
  });

  it('starts from the stored settings, never from a secret, and keeps only a format the carrier makes', () => {
    const stored = { accountNumber: 123, apiKey: 'leaked?', mode: 'production', labelFormat: 'zpl' };
    expect(carrierFieldValues(carrier, stored)).toEqual({
      carrierFields: { apiKey: '', secretKey: '', accountNumber: '123', pickup: '' },
      mode: 'production',
      labelFormat: 'zpl',
    });
    expect(carrierFieldValues(carrier, { labelFormat: 'pdf_a4' })).toEqual({
      carrierFields: { apiKey: '', secretKey: '', accountNumber: '', pickup: '' },
      mode: 'test',
    });
  });

  it('splits typed values into settings and credentials, leaving untouched secrets out', () => {
    expect(
      carrierFieldsInput(carrier, {
        apiKey: '  k-1 ',
        secretKey: '',
        accountNumber: ' 510 ',
        pickup: undefined,
      }),
    ).toEqual({ settings: { accountNumber: '510' }, credentials: { apiKey: 'k-1' } });
    expect(carrierFieldsInput(carrier, { accountNumber: '510' })).toEqual({
      settings: { accountNumber: '510' },
    });
    expect(carrierSettingKeys(carrier)).toEqual([
      'apiKey',
      'secretKey',
      'accountNumber',
      'pickup',
      'mode',
      'labelFormat',
    ]);
  });

  it("puts the server's field errors under the generated fields", () => {
    expect(channelErrorPath(carrier, 'credentials.apiKey')).toEqual(['carrierFields', 'apiKey']);
    expect(channelErrorPath(carrier, 'settings.pickup')).toEqual(['carrierFields', 'pickup']);
    expect(channelErrorPath(carrier, 'settings.labelFormat')).toEqual(['labelFormat']);
    expect(channelErrorPath(carrier, 'credentials.password')).toEqual(['credentials', 'password']);
    expect(channelErrorPath(carrier, 'name')).toEqual(['name']);
  });
});
