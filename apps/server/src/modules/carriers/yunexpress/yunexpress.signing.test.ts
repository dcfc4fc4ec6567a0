import { describe, expect, it } from 'vitest';
import { canonicalString, signedHeaders, signRequest } from './yunexpress.signing.ts';

/**
 * The SDK's signing vectors (tests/auth/signing.test.ts of evan-lc/yunexpress-sdk): the same secrets,
 * dates and requests; the expected signatures computed independently (openssl dgst -sha256 -hmac | base64).
 */
describe('YunExpress request signing', () => {
  it('signs a GET without a body as date, method and path', () => {
    const parts = { method: 'GET', path: '/v1/order/info/get', date: '1711612800000' };
    expect(canonicalString(parts)).toBe('date=1711612800000&method=GET&uri=/v1/order/info/get');
    expect(signRequest('my-secret', parts)).toBe('hH+efv/lcFj7ziN4y17FpMAJrwARGzDUzz1ILmFpv+w=');
  });

  it('puts the exact body first for a POST', () => {
    const parts = {
      method: 'post',
      path: '/v1/order/package/create',
      date: '1711612800000',
      body: JSON.stringify({ order: '123' }),
    };
    expect(canonicalString(parts)).toBe(
      'body={"order":"123"}&date=1711612800000&method=POST&uri=/v1/order/package/create',
    );
    expect(signRequest('secret-key', parts)).toBe('WB0FwwEoxD7eg3maZmRoG/gelAWgdVZsBfQJPrOcTJY=');
  });

  it('changes with any part, and an empty body is no body', () => {
    const base = { method: 'GET', path: '/v1/order/info/get', date: '1711612800000' };
    const sign = signRequest('my-secret', base);
    expect(signRequest('my-secret', { ...base, body: '' })).toBe(sign);
    expect(signRequest('other', base)).not.toBe(sign);
    expect(signRequest('my-secret', { ...base, date: '1711612800001' })).not.toBe(sign);
    expect(signRequest('my-secret', { ...base, path: '/v1/order/label/get' })).not.toBe(sign);
    expect(signedHeaders('tok', 'my-secret', base)).toEqual({ token: 'tok', date: '1711612800000', sign });
  });
});
