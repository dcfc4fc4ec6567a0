import { describe, expect, it } from 'vitest';
import { recipientText, serviceText, statusKey } from './orderText.ts';

const to = {
  personName: 'Jane Doe',
  zipCode: '90001',
  addressLine1: '1 Main St',
  city: 'Los Angeles',
  stateCode: 'CA',
  countryCode: 'US',
};

describe('order texts', () => {
  it('writes the recipient on one line and leaves empty parts out', () => {
    expect(recipientText(to)).toBe('Jane Doe, Los Angeles, CA 90001, US');
    expect(recipientText({ ...to, city: '', stateCode: '' })).toBe('Jane Doe, 90001, US');
    expect(
      recipientText({ ...to, personName: '', city: '', stateCode: '', zipCode: '', countryCode: '' }),
    ).toBe('-');
  });

  it('names the service by carrier and service, or a dash before a quote', () => {
    expect(serviceText({ carrierCode: 'sandbox', serviceName: 'Ground' })).toBe('SANDBOX · Ground');
    expect(serviceText({ carrierCode: '', serviceName: '' })).toBe('-');
  });

  it('shows legacy codes 1, 2 and 7 as placed and unknown codes as other', () => {
    expect(statusKey(3)).toBe('status.3');
    expect(statusKey(7)).toBe('status.8');
    expect(statusKey(42)).toBe('status.other');
  });
});
