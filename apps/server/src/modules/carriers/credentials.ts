import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { serverKeys } from '../auth/auth.table.ts';

/**
 * Channel credentials are encrypted at rest with AES-256-GCM. The key is kept like the login RSA key: made
 * on first use and stored in `server_keys` (name below), so every instance on the database shares it.
 * Format: base64(iv 12 | tag 16 | ciphertext).
 */
export const CREDENTIALS_KEY_NAME = 'channel_credentials_aes256';

const cache = new WeakMap<Database, Promise<Buffer>>();

export function credentialsKey(db: Database): Promise<Buffer> {
  let key = cache.get(db);
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
    key.catch(() => cache.delete(db));
    cache.set(db, key);
  }
  return key;
}

export function encryptCredentials(key: Buffer, values: Record<string, string>): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(values), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

export function decryptCredentials(key: Buffer, blob: string): Record<string, string> {
  const raw = Buffer.from(blob, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  return JSON.parse(text) as Record<string, string>;
}
