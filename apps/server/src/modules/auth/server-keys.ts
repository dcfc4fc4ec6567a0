import { createPrivateKey, generateKeyPair, type KeyObject } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { serverKeys } from './auth.table.ts';

export const LOGIN_KEY_NAME = 'login_rsa';

export interface LoginKeys {
  publicPem: string;
  privateKey: KeyObject;
}

function generateRsaPair(): Promise<{ publicPem: string; privatePem: string }> {
  return new Promise((resolve, reject) =>
    generateKeyPair(
      'rsa',
      {
        modulusLength: 2048,
        publicKeyEncoding: { type: 'spki', format: 'pem' },
        privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      },
      (err, publicPem, privatePem) => (err ? reject(err) : resolve({ publicPem, privatePem })),
    ),
  );
}

/**
 * Creates the login key pair on first start. Two instances starting together may both generate one;
 * INSERT ... ON CONFLICT DO NOTHING keeps the first and both then read the same row.
 */
export async function ensureLoginKeys(db: Database): Promise<void> {
  const existing = await db
    .select({ name: serverKeys.name })
    .from(serverKeys)
    .where(eq(serverKeys.name, LOGIN_KEY_NAME));
  if (existing.length > 0) return;
  const pair = await generateRsaPair();
  await db
    .insert(serverKeys)
    .values({ name: LOGIN_KEY_NAME, publicPem: pair.publicPem, privatePem: pair.privatePem })
    .onConflictDoNothing();
}

const cache = new WeakMap<Database, Promise<LoginKeys>>();

/** The stored login key pair (created if missing), parsed once per database handle. */
export function loginKeys(db: Database): Promise<LoginKeys> {
  let keys = cache.get(db);
  if (!keys) {
    keys = (async () => {
      await ensureLoginKeys(db);
      const [row] = await db.select().from(serverKeys).where(eq(serverKeys.name, LOGIN_KEY_NAME));
      if (!row) throw new Error('login key pair missing');
      return { publicPem: row.publicPem, privateKey: createPrivateKey(row.privatePem) };
    })();
    keys.catch(() => cache.delete(db));
    cache.set(db, keys);
  }
  return keys;
}
