import { estimateRequestSchema, type ParcelWeights } from '@shiplabel/shared';
import { describe, expect, it } from 'vitest';
import { shipmentDetailsOfEstimate } from './shipment-details.ts';

const WEIGHTS: ParcelWeights[] = [
  { unit: 'lb', actual: 3, dimensional: 1, billable: 3, billableLb: 3, sidesIn: [12, 9, 3], actualLb: 3 },
];

describe('shipmentDetailsOfEstimate', () => {
  it('rates on country, ZIP, state, city and residential; names and streets stay empty', () => {
    const request = estimateRequestSchema.parse({
      from: { zipCode: '90001', stateCode: 'ca', city: 'Los Angeles' },
      to: { zipCode: '10001', stateCode: 'NY', city: 'New York', isResidential: true },
      parcels: [{ weight: 3, length: 12, width: 9, height: 3 }],
      options: { signature: true },
    });
    const details = shipmentDetailsOfEstimate({
      request,
      parcels: WEIGHTS,
      declaredMinor: [0n],
      currency: 'USD',
      shipDate: '2026-11-24',
    });
    expect(details).toEqual({
      from: {
        name: '',
        street1: '',
        city: 'Los Angeles',
        state: 'CA',
        zip: '90001',
        country: 'US',
        residential: false,
      },
      to: {
        name: '',
        street1: '',
        city: 'New York',
        state: 'NY',
        zip: '10001',
        country: 'US',
        residential: true,
      },
      parcels: WEIGHTS,
      declaredMinor: [0n],
      currency: 'USD',
      signature: 'standard',
      shipDate: '2026-11-24',
    });
  });

  it('no signature asked: none', () => {
    const request = estimateRequestSchema.parse({
      from: { zipCode: '90001' },
      to: { zipCode: 'M5H 2N2', countryCode: 'CA' },
      parcels: [{ weight: 1 }],
    });
    const details = shipmentDetailsOfEstimate({
      request,
      parcels: WEIGHTS,
      declaredMinor: [0n],
      currency: 'USD',
      shipDate: '2026-11-24',
    });
    expect(details.signature).toBe('none');
    expect(details.to.country).toBe('CA');
  });
});
