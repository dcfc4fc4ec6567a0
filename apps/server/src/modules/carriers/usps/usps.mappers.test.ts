import { describe, expect, it } from 'vitest';
import { CarrierError } from '../carrier-adapter.ts';
import { fixtureText, parcel } from './testing/usps-samples.ts';
import { uspsError, uspsErrorText } from './usps.errors.ts';
import {
  decimalToMinor,
  idempotencyKeyOf,
  phoneDigits,
  processingCategory,
  roundLb,
  splitName,
  uspsBaseUrl,
  uspsPackage,
} from './usps.mappers.ts';

describe('USPS money: decimal numbers to cents without float drift', () => {
  it('reads prices as USPS wrote them', () => {
    expect(decimalToMinor(42.62)).toBe(4262n); // 42.62 * 100 = 4261.999... as a float
    expect(decimalToMinor(18.76)).toBe(1876n);
    expect(decimalToMinor(0)).toBe(0n);
    expect(decimalToMinor(9.1)).toBe(910n);
    expect(decimalToMinor(1234567.89)).toBe(123456789n);
    expect(decimalToMinor('5.82')).toBe(582n);
  });

  it('rounds a float sum to the cent it means, half up on the third decimal', () => {
    expect(decimalToMinor(0.1 + 0.2)).toBe(30n);
    expect(decimalToMinor(1.1 + 2.2)).toBe(330n);
    expect(decimalToMinor(1.005)).toBe(101n);
    expect(decimalToMinor(1.004)).toBe(100n);
    expect(decimalToMinor(1e-7)).toBe(0n);
  });

  it('refuses what is not a price', () => {
    // 1e21 used to reach BigInt('1e+21') and throw a SyntaxError; it is a bad answer like the rest.
    for (const bad of [-1, Number.NaN, Number.POSITIVE_INFINITY, 1e21, 'abc', '-0.5', null, undefined, {}])
      expect(() => decimalToMinor(bad)).toThrow(CarrierError);
  });

  it('reads a numeric string as the number it spells, exponent included', () => {
    expect(decimalToMinor(' 12.345 ')).toBe(1235n);
    expect(decimalToMinor('1e3')).toBe(100000n);
    expect(decimalToMinor(1.5e-7)).toBe(0n);
  });
});

describe('USPS package and address mapping', () => {
  it('sends actual pounds up to the hundredth and sides longest first', () => {
    expect(roundLb(2.2046226218)).toBe(2.21);
    expect(roundLb(4.1)).toBe(4.1);
    expect(uspsPackage(parcel(4.1, [8, 12, 6]))).toEqual({ weight: 4.1, length: 12, width: 8, height: 6 });
    // Weight alone: a 1-inch cube, so USPS prices the weight.
    expect(uspsPackage(parcel(2, [0, 0, 0]))).toMatchObject({ length: 1, width: 1, height: 1 });
  });

  it('is MACHINABLE within 22 x 18 x 15 in and 25 lb, NONSTANDARD beyond', () => {
    expect(processingCategory({ weight: 5, length: 12, width: 8, height: 6 })).toBe('MACHINABLE');
    expect(processingCategory({ weight: 5, length: 23, width: 8, height: 6 })).toBe('NONSTANDARD');
    expect(processingCategory({ weight: 26, length: 12, width: 8, height: 6 })).toBe('NONSTANDARD');
  });

  it('derives one UUID idempotency key per reference and parcel, the same on every repeat', () => {
    const key = idempotencyKeyOf('place:abc', 0);
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(idempotencyKeyOf('place:abc', 0)).toBe(key);
    expect(idempotencyKeyOf('place:abc', 1)).not.toBe(key);
    expect(idempotencyKeyOf('place:abd', 0)).not.toBe(key);
  });

  it('splits names and phones as Karrio sample labels show them', () => {
    expect(splitName('Lina Smith')).toEqual({ firstName: 'Lina', lastName: 'Smith' });
    expect(splitName('Cher')).toEqual({ firstName: 'Cher' });
    expect(splitName('Jean Claude Van Damme')).toEqual({ firstName: 'Jean', lastName: 'Claude Van Damme' });
    expect(phoneDigits('+1 123 456 7890')).toBe('1234567890');
    expect(phoneDigits('12345')).toBeUndefined();
  });

  it('calls TEM in test mode, production in production, and the override when set', () => {
    expect(uspsBaseUrl({}, 'test')).toBe('https://apis-tem.usps.com');
    expect(uspsBaseUrl({}, 'production')).toBe('https://apis.usps.com');
    expect(uspsBaseUrl({}, undefined)).toBe('https://apis-tem.usps.com');
    expect(uspsBaseUrl({ baseUrl: 'http://127.0.0.1:9/' }, 'production')).toBe('http://127.0.0.1:9');
    // Credentials never go to another host through a channel setting.
    expect(uspsBaseUrl({ baseUrl: 'https://evil.example.com' }, 'production')).toBe('https://apis.usps.com');
    expect(uspsBaseUrl({ baseUrl: 'not a url' }, 'test')).toBe('https://apis-tem.usps.com');
  });
});

describe('USPS errors to our codes', () => {
  it('reads the OAuth refusal sample as auth_failed with USPS text', () => {
    const error = uspsError(401, fixtureText('error-auth.json'));
    expect(error.code).toBe('carrier.auth_failed');
    expect(error.carrierMessage).toBe('Client authentication failed.');
    expect(error.carrierCode).toBe('invalid_client');
    expect(uspsError(400, fixtureText('error-auth.json')).code).toBe('carrier.auth_failed');
  });

  it('reads the v3 ErrorMessage sample', () => {
    const text = uspsErrorText(400, fixtureText('error-cancel-not-found.json'));
    expect(text).toEqual({ message: 'Bad Request | Bad Request: Order not found', code: '00000XX' });
  });

  const v3 = (detail: string) =>
    JSON.stringify({
      apiVersion: '/labels/v3',
      error: { code: '400', message: 'Bad Request', errors: [{ detail }] },
    });

  it.each([
    ['The weight of the package exceeds the maximum of 70 lbs.', 'carrier.weight_over_limit'],
    ['Package length plus girth exceeds 130 inches.', 'carrier.dimensions_over_limit'],
    ['Address Not Found.', 'carrier.address_invalid'],
    ['toAddress.ZIPCode must match "^\\d{5}$"', 'carrier.address_invalid'],
    ['customsForm.AESITN is required', 'carrier.customs_required'],
    ['The mail class is not available for this destination', 'carrier.service_unavailable'],
    ["CRID isn't enrolled in USPS Ship Outbound", 'carrier.auth_failed'],
    ['The EPS account is suspended', 'carrier.account_suspended'],
    ['Something else went wrong', 'carrier.rejected'],
  ])('400 "%s" -> %s', (detail, code) => {
    const error = uspsError(400, v3(detail));
    expect(error.code).toBe(code);
    expect(error.carrierMessage).toContain(detail);
  });

  it('maps statuses before text: 403, 429, 5xx, and a body that is not JSON', () => {
    expect(uspsError(403, v3('Access denied')).code).toBe('carrier.auth_failed');
    expect(uspsError(429, '').code).toBe('carrier.rate_limited');
    expect(uspsError(503, '<html>down</html>').code).toBe('carrier.unreachable');
    expect(uspsError(400, '<html>bad</html>').carrierMessage).toContain('HTTP 400');
  });
});
