import { describe, expect, it } from 'vitest';
import { isAesKeyLength, signParams, signPlainText } from './lingxing.signing.ts';

/**
 * The vector was computed outside this code, with openssl (fixtures/SOURCES.md):
 *   printf %s "$PLAIN" | openssl md5 -r            -> 7263BE0AE6207F38F6099081116E8264 (upper-cased)
 *   printf %s "$MD5" | openssl enc -aes-128-ecb -K $(printf %s ak_shiplabel0001 | xxd -p) -nosalt | base64
 */
const APP_ID = 'ak_shiplabel0001';
const PARAMS = {
  access_token: '4dcaa78e-b52d-4325-bc35-571021bb0787',
  app_key: APP_ID,
  timestamp: '1720408272',
  page: 1,
  page_size: 20,
  status_arr: [1],
  logistics_status_arr: [1],
};

describe('LingXing request signature', () => {
  it('sorts keys, joins k=v&..., arrays as JSON', () => {
    expect(signPlainText(PARAMS)).toBe(
      'access_token=4dcaa78e-b52d-4325-bc35-571021bb0787&app_key=ak_shiplabel0001&logistics_status_arr=[1]' +
        '&page=1&page_size=20&status_arr=[1]&timestamp=1720408272',
    );
  });

  it('leaves empty values out and keeps null as "null" (docs 4.1 b)', () => {
    expect(signPlainText({ b: '', a: null, c: 'x', d: undefined })).toBe('a=null&c=x');
  });

  it('matches the openssl vector (AES-128-ECB of the upper-case MD5 under the app id, base64)', () => {
    const sign = signParams(PARAMS, APP_ID);
    expect(sign).toBe('6vmg+ETs8bIMY6N5yZw8fsHagaY86+644dJ3GDG5wNH66JncHTdNfgALe8EVAnJE');
    expect(encodeURIComponent(sign)).toBe(
      '6vmg%2BETs8bIMY6N5yZw8fsHagaY86%2B644dJ3GDG5wNH66JncHTdNfgALe8EVAnJE',
    );
  });

  it('a different timestamp gives a different signature', () => {
    expect(signParams({ ...PARAMS, timestamp: '1720408273' }, APP_ID)).not.toBe(signParams(PARAMS, APP_ID));
  });

  it('app ids must be AES key lengths', () => {
    expect(isAesKeyLength(APP_ID)).toBe(true);
    expect(isAesKeyLength('ak_short')).toBe(false);
    expect(isAesKeyLength('a'.repeat(24))).toBe(true);
  });
});
