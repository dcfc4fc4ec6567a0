import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { serverKeys } from '../auth/auth.table.ts';
import { parseSecretsKey } from './secrets-key.ts';

/**
 * Channel credentials and carrier tokens are encrypted at rest with AES-256-GCM.
 *
 * The key comes from the SECRETS_KEY setting (32 bytes, base64 or hex); ciphertexts then start with
 * `k1.<key id>.` so that during a rotation SECRETS_KEY_PREVIOUS still opens what the old key sealed, until
 * `npm run secrets:rotate -w apps/server` has re-sealed everything. Without SECRETS_KEY (built-in carriers
 * only: start-up refuses real carriers' channels, see secrets-guard.ts) the key is made on first use and
 * kept in `server_keys`, and ciphertexts have no prefix. Body: base64(iv 12 | tag 16 | ciphertext).
 */
export const CREDENTIALS_KEY_NAME = 'channel_credentials_aes256';
const PREFIX = 'k1';

export interface SecretsKey {
  id: string;
  key: Buffer;
}

export interface SecretsKeyring {
  current: SecretsKey | null;
  previous: SecretsKey | null;
}

/** A key's id: the first 8 hex digits of its SHA-256 (names the key in ciphertexts, reveals nothing). */
export const secretsKeyId = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 8);

const keyOf = (key: Buffer | undefined): SecretsKey | null => (key ? { id: secretsKeyId(key), key } : null);

let keyring: SecretsKeyring | null = null;

/** Sets the keys (start-up, from the config; tests). */
export function useSecretsKeys(keys: { secretsKey?: Buffer; secretsKeyPrevious?: Buffer }): void {
  keyring = { current: keyOf(keys.secretsKey), previous: keyOf(keys.secretsKeyPrevious) };
}

/** The keys in use: those set at start-up, else read from the environment (scripts, benchmarks). */
export function secretsKeyring(): SecretsKeyring {
  if (!keyring) {
    const read = (name: string) => {
      const text = process.env[name]?.trim();
      return text ? (parseSecretsKey(text) ?? undefined) : undefined;
    };
    useSecretsKeys({ secretsKey: read('SECRETS_KEY'), secretsKeyPrevious: read('SECRETS_KEY_PREVIOUS') });
  }
  return keyring!;
}

const fallbackKeys = new WeakMap<Database, Promise<Buffer>>();

/** The key kept in `server_keys` (no SECRETS_KEY; and to open what was sealed before it was set). */
export function credentialsKey(db: Database): Promise<Buffer> {
  let key = fallbackKeys.get(db);
  if (!key) {
    key = (async () => {
      await db
        .insert(serverKeys)
        .values({ name: CREDENTIALS_KEY_NAME, publicPem: '', privatePem: randomBytes(32).toString('base64') })
        .onConflictDoNothing();
      const [row] = await db.select().from(serverKeys).where(eq(serverKeys.name, CREDENTIALS_KEY_NAME));
      if (!row) throw new Error('credentials key missing');
      return Buffer.from(row.privatePem, 'base64');
    })();
    key.catch(() => fallbackKeys.delete(db));
    fallbackKeys.set(db, key);
  }
  return key;
}

function seal(key: Buffer, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

function open(key: Buffer, blob: string): string {
  const raw = Buffer.from(blob, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}

/**
 * Seals credentials: with SECRETS_KEY when it is set (prefixed with its id), else with `fallbackKey`
 * (the server_keys key, see credentialsKey).
 */
export function encryptCredentials(fallbackKey: Buffer, values: Record<string, string>): string {
  return sealSecret(fallbackKey, JSON.stringify(values));
}

/** Opens credentials sealed by encryptCredentials: by SECRETS_KEY(_PREVIOUS) or `fallbackKey`. */
export function decryptCredentials(fallbackKey: Buffer, blob: string): Record<string, string> {
  return JSON.parse(openSecret(fallbackKey, blob)) as Record<string, string>;
}

/** Seals text (SECRETS_KEY, else `fallbackKey`); for callers inside a transaction. */
export function sealSecret(fallbackKey: Buffer, text: string): string {
  const { current } = secretsKeyring();
  return current ? `${PREFIX}.${current.id}.${seal(current.key, text)}` : seal(fallbackKey, text);
}

/** Opens what sealSecret sealed; `fallbackKey` opens blobs without a key id. */
export function openSecret(fallbackKey: Buffer, blob: string): string {
  const id = sealedKeyId(blob);
  if (id === null) return open(fallbackKey, blob);
  const { current, previous } = secretsKeyring();
  const key = [current, previous].find((k) => k?.id === id);
  if (!key) throw new Error(`secrets key ${id} is not configured (SECRETS_KEY / SECRETS_KEY_PREVIOUS)`);
  return open(key.key, blob.slice(PREFIX.length + id.length + 2));
}

/** The id of the key that sealed `blob`: a SECRETS_KEY id, or null for the server_keys key. */
export function sealedKeyId(blob: string): string | null {
  const parts = blob.split('.');
  return parts.length === 3 && parts[0] === PREFIX ? parts[1]! : null;
}

/** Seals text with SECRETS_KEY when set, else with the server_keys key. */
export async function encryptSecretText(db: Database, text: string): Promise<string> {
  return sealSecret(secretsKeyring().current ? Buffer.alloc(0) : await credentialsKey(db), text);
}

/** Opens what encryptSecretText sealed, with whichever known key sealed it. */
export async function decryptSecretText(db: Database, blob: string): Promise<string> {
  return openSecret(sealedKeyId(blob) === null ? await credentialsKey(db) : Buffer.alloc(0), blob);
}
