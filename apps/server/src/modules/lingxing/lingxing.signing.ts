import { createCipheriv, createHash } from 'node:crypto';

/**
 * LingXing's request signature (docs: 领星 API 接入指南 section 4, fixtures/SOURCES.md):
 * every business parameter plus access_token, app_key and timestamp, sorted by key (ASCII), joined as
 * `k=v&k=v`; empty strings left out, null kept as "null", arrays and objects as their JSON text; the MD5 of
 * that in upper-case hex, encrypted with AES/ECB/PKCS5 under the app id as the key, base64. The caller
 * URL-encodes the result as a query parameter. A signature is valid for 2 minutes.
 */
export function signPlainText(params: Record<string, unknown>): string {
  return Object.keys(params)
    .sort()
    .flatMap((key) => {
      const value = signValue(params[key]);
      return value === null ? [] : [`${key}=${value}`];
    })
    .join('&');
}

function signValue(value: unknown): string | null {
  if (value === undefined) return null;
  if (value === null) return 'null';
  if (typeof value === 'string') return value === '' ? null : value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  return JSON.stringify(value);
}

/** True when `appId` can be an AES key (16, 24 or 32 bytes), as LingXing's signature needs. */
export const isAesKeyLength = (appId: string) => [16, 24, 32].includes(Buffer.byteLength(appId, 'utf8'));

export function signParams(params: Record<string, unknown>, appId: string): string {
  const digest = createHash('md5').update(signPlainText(params), 'utf8').digest('hex').toUpperCase();
  const key = Buffer.from(appId, 'utf8');
  const cipher = createCipheriv(`aes-${key.length * 8}-ecb`, key, null);
  return Buffer.concat([cipher.update(digest, 'utf8'), cipher.final()]).toString('base64');
}
