/**
 * The `encryptData` scheme (DESIGN section 5). RSA-OAEP carries at most 190 bytes, so a random AES-256-GCM
 * key encrypts the JSON and RSA-OAEP with SHA-256 wraps that key.
 *
 *   encryptData = "v1." + b64(RSA-OAEP-SHA256(aesKey)) + "." + b64(iv, 12 bytes) + "." + b64(ciphertext || 16-byte tag)
 *
 * Standard base64 with padding. Works with WebCrypto in browsers and in Node >= 20 (globalThis.crypto).
 *
 * A JSON object is sealed with `ts` (milliseconds since the epoch) and a random `nonce` added: the server
 * refuses a payload older than 5 minutes, from the future, or whose nonce it has seen (a replay).
 */
export const ENCRYPT_VERSION = 'v1';

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

export function pemToDer(pem: string): Uint8Array {
  const body = pem.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '').replace(/\s+/g, '');
  return fromBase64(body);
}

/** How old a sealed payload may be when it arrives, and how far ahead of the server's clock. */
export const PAYLOAD_MAX_AGE_MS = 5 * 60_000;
export const PAYLOAD_MAX_FUTURE_MS = 60_000;

/** 128 random bits as 32 hex digits. */
export function randomNonce(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The payload with its freshness stamp; `ts` and `nonce` already in the payload are kept (tests craft them). */
export function stampPayload(payload: unknown, now = Date.now()): unknown {
  return isPlainObject(payload) ? { ts: now, nonce: randomNonce(), ...payload } : payload;
}

export async function encryptPayload(
  publicKeyPem: string,
  payload: unknown,
  options: { now?: number } = {},
): Promise<string> {
  const subtle = globalThis.crypto.subtle;
  const rsaKey = await subtle.importKey(
    'spki',
    pemToDer(publicKeyPem) as BufferSource,
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const aesKey = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const rawAes = new Uint8Array(await subtle.exportKey('raw', aesKey));
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const plaintext = new TextEncoder().encode(JSON.stringify(stampPayload(payload, options.now)));
  const sealed = new Uint8Array(await subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, plaintext));
  const wrapped = new Uint8Array(await subtle.encrypt({ name: 'RSA-OAEP' }, rsaKey, rawAes));
  return [ENCRYPT_VERSION, toBase64(wrapped), toBase64(iv), toBase64(sealed)].join('.');
}
