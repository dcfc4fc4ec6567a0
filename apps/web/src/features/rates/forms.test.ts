import { describe, expect, it } from 'vitest';
import {
  channelInputOf,
  effectiveText,
  INITIAL_ESTIMATE,
  seededRuleKey,
  toEstimateRequest,
} from './forms.ts';

describe('rates forms', () => {
  it('sends sandbox settings only for the sandbox, the mode, and credentials only when some were typed', () => {
    const base = {
      carrierCode: 'sandbox',
      name: 'A',
      currency: 'USD' as const,
      failureRate: 0.2,
      latencyMs: 40,
    };
    expect(channelInputOf(base)).toEqual({
      carrierCode: 'sandbox',
      name: 'A',
      currency: 'USD',
      remark: '',
      mode: 'test',
      settings: { failureRate: 0.2, latencyMs: 40, seed: 'sandbox' },
    });
    const carrier = {
      code: 'ups',
      name: 'UPS',
      defaultServices: [],
      serviceCodes: [],
      services: [],
      labelFormats: ['pdf_4x6', 'zpl'],
      settingsFields: [
        { key: 'clientSecret', label: 'Client secret', kind: 'secret' as const, required: true },
        { key: 'accountNumber', label: 'Account number', kind: 'text' as const, required: true },
        { key: 'region', label: 'Region', kind: 'text' as const, required: false },
      ],
    };
    const typed = channelInputOf(
      {
        ...base,
        carrierCode: 'ups',
        mode: 'production',
        labelFormat: 'zpl',
        carrierFields: { clientSecret: ' s ', accountNumber: ' A1 ', region: '' },
      },
      // A field emptied in the form is dropped (not kept from before); settings the form does not own stay.
      { region: 'eu', mode: 'test', custom: 'kept' },
      carrier,
    );
    expect(typed).toMatchObject({ mode: 'production', credentials: { clientSecret: 's' } });
    expect(typed.settings).toEqual({ custom: 'kept', accountNumber: 'A1', labelFormat: 'zpl' });
    const untouched = channelInputOf(
      { ...base, carrierCode: 'ups', carrierFields: { accountNumber: 'A1' } },
      {},
      carrier,
    );
    expect(untouched.credentials).toBeUndefined();
  });

  it('turns the estimate form into a request: kg/cm sets both units, empty fields become defaults', () => {
    const request = toEstimateRequest({
      ...INITIAL_ESTIMATE,
      from: { zipCode: ' 90001 ', countryCode: 'us' },
      to: { zipCode: '10001', countryCode: '', isResidential: true },
      unit: 'kg/cm',
      parcels: [{ weight: 2, length: 30 }],
      signature: true,
    });
    expect(request.from).toMatchObject({ zipCode: '90001', countryCode: 'US' });
    expect(request.to).toMatchObject({ countryCode: 'US', isResidential: true });
    expect(request.parcels).toEqual([
      { massUnit: 'kg', distanceUnit: 'cm', weight: 2, length: 30, width: 0, height: 0, declaredValue: '' },
    ]);
    expect(request.options).toEqual({ signature: true, battery: false });
    const imperial = toEstimateRequest({
      ...INITIAL_ESTIMATE,
      from: { zipCode: '1', countryCode: 'US' },
      to: { zipCode: '2', countryCode: 'US' },
    });
    expect(imperial.parcels[0]).toMatchObject({ massUnit: 'lb', distanceUnit: 'in' });
  });
});

describe('inherited values and seeded names', () => {
  it('shows an inherited switch as yes / no, never as "true"', () => {
    const words = { yes: '是', no: '否' };
    expect(effectiveText(true, words)).toBe('是');
    expect(effectiveText(false, words)).toBe('否');
    expect(effectiveText(139, words)).toBe('139');
    expect(effectiveText(undefined, words)).toBe('');
  });

  it('translates the seeded default price rule by key, a typed name never', () => {
    expect(seededRuleKey('Standard retail')).toBe('priceRules.seeded.standardRetail');
    expect(seededRuleKey('VIP')).toBeNull();
  });
});
