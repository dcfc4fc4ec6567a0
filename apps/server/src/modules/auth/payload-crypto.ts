import { constants, createDecipheriv, createPrivateKey, type KeyObject, privateDecrypt } from 'node:crypto';
import { ENCRYPT_VERSION } from '@shiplabel/shared';
import { badRequest } from '../../lib/errors.ts';

const B64 = /^[A-Za-z0-9+/]+={0,2}$/;
const TAG_LENGTH = 16;

function part(text: string | undefined): Buffer {
  if (!text || !B64.test(text)) throw new Error('not base64');
  return Buffer.from(text, 'base64');
}

/**
 * Opens `encryptData` (shared crypto/hybrid.ts): RSA-OAEP-SHA256 unwraps the AES-256 key, AES-256-GCM
 * (tag = last 16 bytes) opens the JSON. Returns the parsed JSON; any failure is 400 auth.bad_payload.
 */
export function decryptPayload(encryptData: string, privateKey: KeyObject | string): unknown {
  try {
    const [version, wrapped, iv, sealed, ...rest] = encryptData.split('.');
    if (version !== ENCRYPT_VERSION || rest.length > 0) throw new Error('bad version');
    const key = typeof privateKey === 'string' ? createPrivateKey(privateKey) : privateKey;
    const aesKey = privateDecrypt(
      { key, oaepHash: 'sha256', padding: constants.RSA_PKCS1_OAEP_PADDING },
      part(wrapped),
    );
    const ivBytes = part(iv);
    const box = part(sealed);
    if (aesKey.length !== 32 || ivBytes.length !== 12 || box.length <= TAG_LENGTH)
      throw new Error('bad sizes');
    const decipher = createDecipheriv('aes-256-gcm', aesKey, ivBytes, { authTagLength: TAG_LENGTH });
    decipher.setAuthTag(box.subarray(box.length - TAG_LENGTH));
    const plain = Buffer.concat([
      decipher.update(box.subarray(0, box.length - TAG_LENGTH)),
      decipher.final(),
    ]);
    const value: unknown = JSON.parse(plain.toString('utf8'));
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('not an object');
    return value;
  } catch {
    throw badRequest('auth.bad_payload');
  }
}
