import { PAYLOAD_MAX_AGE_MS, PAYLOAD_MAX_FUTURE_MS, payloadStampSchema } from '@shiplabel/shared';
import { lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { payloadExpired, payloadReplayed } from './auth.errors.ts';
import { usedNonces } from './auth.table.ts';
import { decryptPayload } from './payload-crypto.ts';
import { loginKeys } from './server-keys.ts';

/** A nonce is kept past the time its payload could still pass the age check, then purged. */
export const KEEP_NONCE_MS = 2 * (PAYLOAD_MAX_AGE_MS + PAYLOAD_MAX_FUTURE_MS);

/**
 * Opens `encryptData` once: the stamp (crypto/hybrid.ts) must be at most 5 minutes old and not ahead of
 * the server's clock by more than a minute (400 auth.payload_expired), and its nonce must be new (400
 * auth.payload_replayed). The nonce is claimed with one insert, so two instances cannot both accept it.
 */
export async function openFreshPayload(deps: { db: Database; clock: () => Date }, encryptData: string) {
  const keys = await loginKeys(deps.db);
  const value = decryptPayload(encryptData, keys.privateKey);
  const stamp = payloadStampSchema.safeParse(value);
  if (!stamp.success) throw payloadExpired();
  const now = deps.clock();
  const age = now.getTime() - stamp.data.ts;
  if (age > PAYLOAD_MAX_AGE_MS || age < -PAYLOAD_MAX_FUTURE_MS) throw payloadExpired();
  const claimed = await deps.db
    .insert(usedNonces)
    .values({ nonce: stamp.data.nonce, usedAt: now })
    .onConflictDoNothing()
    .returning({ nonce: usedNonces.nonce });
  if (claimed.length === 0) throw payloadReplayed();
  return value;
}

/** Housekeeping: nonces whose payloads are too old to pass anyway. */
export async function purgeUsedNonces(db: Database, now: Date): Promise<number> {
  const purged = await db
    .delete(usedNonces)
    .where(lt(usedNonces.usedAt, new Date(now.getTime() - KEEP_NONCE_MS)))
    .returning({ nonce: usedNonces.nonce });
  return purged.length;
}
