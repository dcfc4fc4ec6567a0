import { generateKeyPairSync } from 'node:crypto';
import { encryptPayload, toBase64 } from '@shiplabel/shared';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.ts';
import { decryptPayload } from './payload-crypto.ts';

const pair = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
const keys = pair();
const other = pair();

const badPayload = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).errorCode).toBe('auth.bad_payload');
    expect((error as AppError).status).toBe(400);
    return;
  }
  throw new Error('expected auth.bad_payload');
};

describe('decryptPayload (hybrid RSA-OAEP-256 + AES-256-GCM)', () => {
  it('opens what the shared encryptPayload (WebCrypto) sealed, including long and non-ASCII JSON', async () => {
    const payload = { username: 'admin@example.com', password: 'Demo@123456', note: '中文'.repeat(200) };
    const sealed = await encryptPayload(keys.publicKey, payload);
    expect(decryptPayload(sealed, keys.privateKey)).toEqual({
      ...payload,
      ts: expect.any(Number),
      nonce: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
  });

  it('refuses data sealed for another key', async () => {
    const sealed = await encryptPayload(other.publicKey, { username: 'a', password: 'b' });
    badPayload(() => decryptPayload(sealed, keys.privateKey));
  });

  it('refuses garbage, a wrong version and a missing part', async () => {
    badPayload(() => decryptPayload('garbage', keys.privateKey));
    const sealed = await encryptPayload(keys.publicKey, { a: 1 });
    badPayload(() => decryptPayload(sealed.replace(/^v1\./, 'v2.'), keys.privateKey));
    badPayload(() => decryptPayload(sealed.split('.').slice(0, 3).join('.'), keys.privateKey));
    badPayload(() => decryptPayload(`${sealed}.extra`, keys.privateKey));
  });

  it('refuses a tampered ciphertext (GCM tag check)', async () => {
    const [v, wrapped, iv, box] = (await encryptPayload(keys.publicKey, { a: 1 })).split('.');
    const bytes = Buffer.from(box!, 'base64');
    bytes[0] = bytes[0]! ^ 0xff;
    badPayload(() => decryptPayload([v, wrapped, iv, toBase64(bytes)].join('.'), keys.privateKey));
  });

  it('refuses JSON that is not an object', async () => {
    const text = await encryptPayload(keys.publicKey, 'just a string');
    badPayload(() => decryptPayload(text, keys.privateKey));
    const list = await encryptPayload(keys.publicKey, [1, 2]);
    badPayload(() => decryptPayload(list, keys.privateKey));
  });
});
