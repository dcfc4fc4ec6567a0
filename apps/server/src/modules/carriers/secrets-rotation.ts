import { and, eq, inArray, like, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { resealColumn, type SealedColumn } from '../../lib/reseal-column.ts';
import { channels } from '../channels/channels.table.ts';
import { sealedAnswers } from '../idempotency/idempotency.repository.ts';
import { sealedLingxingSecrets } from '../lingxing/lingxing.repository.ts';
import { sealedStoreCredentials } from '../stores/stores.repository.ts';
import { sealedWebhookSecrets } from '../webhooks/webhooks.usecases.ts';
import { carrierTokens } from './carrier-tokens.table.ts';
import { credentialsKey, openSecret, sealedKeyId, sealSecret, secretsKeyring } from './credentials.ts';
import { CARRIER_ADAPTERS } from './registry.ts';

/** Start-up refuses to run: the message says what to set. */
export class SecretsConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SecretsConfigError';
  }
}

/** Carriers that call a real API with the channel's credentials (they declare a channel form). */
export const realCarrierCodes = () =>
  Object.values(CARRIER_ADAPTERS)
    .filter((a) => (a.settingsFields?.length ?? 0) > 0)
    .map((a) => a.code);

/**
 * Checked at start-up: an enabled channel of a real carrier needs SECRETS_KEY (the server_keys key sits
 * in the same database as the ciphertexts, so it protects nothing from whoever reads a backup), and every
 * sealed credential must name a key this process has (else a carrier call would fail much later).
 */
export async function assertSecretsReady(db: Database): Promise<void> {
  const ring = secretsKeyring();
  const real = realCarrierCodes();
  if (!ring.current && real.length > 0) {
    const rows = await db
      .select({ name: channels.name, carrierCode: channels.carrierCode })
      .from(channels)
      .where(and(eq(channels.status, 1), inArray(channels.carrierCode, real)));
    if (rows.length > 0) {
      const list = rows.map((r) => `${r.carrierCode} "${r.name}"`).join(', ');
      throw new SecretsConfigError(
        `SECRETS_KEY is not set, but enabled channels of real carriers exist (${list}). Set SECRETS_KEY to 32 random bytes (e.g. \`openssl rand -base64 32\`), then run \`npm run secrets:rotate -w apps/server\`; or disable those channels. See docs/operations.md.`,
      );
    }
  }
  const known = new Set([ring.current?.id, ring.previous?.id].filter(Boolean));
  const sealed = await db
    .select({ cipher: channels.credentialsCipher })
    .from(channels)
    .where(like(channels.credentialsCipher, 'k1.%'));
  const missing = new Set(
    sealed.map((r) => sealedKeyId(r.cipher ?? '')).filter((id) => id && !known.has(id)),
  );
  if (missing.size > 0)
    throw new SecretsConfigError(
      `Channel credentials are sealed with secrets key id(s) ${[...missing].join(', ')}, which neither SECRETS_KEY nor SECRETS_KEY_PREVIOUS is. Set the key they were sealed with as SECRETS_KEY_PREVIOUS.`,
    );
}

/**
 * Re-seals every channel's credentials, every cached carrier token, webhook secret, store credential,
 * LingXing app secret and sealed idempotent answer with the current SECRETS_KEY
 * (from the previous key or the server_keys key). Run after setting a new SECRETS_KEY, with the old one
 * as SECRETS_KEY_PREVIOUS on every instance; then SECRETS_KEY_PREVIOUS can be removed.
 */
export async function rotateSecrets(db: Database): Promise<{
  channels: number;
  tokens: number;
  webhookSecrets: number;
  storeCredentials: number;
  idempotentAnswers: number;
  lingxingSecrets: number;
}> {
  const { current } = secretsKeyring();
  if (!current) throw new SecretsConfigError('SECRETS_KEY is not set: there is no key to rotate to.');
  const fallbackKey = await credentialsKey(db);
  const currentPrefix = `k1.${current.id}.`;
  const reseal = (cipher: string) => sealSecret(fallbackKey, openSecret(fallbackKey, cipher));
  return db.transaction(async (tx) => {
    // Two runs at once would each re-seal the same rows: harmless, but one at a time is clearer.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('carriers:secrets-rotate'))`);
    const resealAll = async (columns: SealedColumn[]) => {
      let count = 0;
      for (const column of columns) count += await resealColumn(tx, column, currentPrefix, reseal);
      return count;
    };
    const channelCount = await resealAll([
      { table: channels, column: channels.credentialsCipher, keys: [channels.id] },
    ]);
    const tokens = await resealAll([
      { table: carrierTokens, column: carrierTokens.tokenCipher, keys: [carrierTokens.key] },
    ]);
    // Issue 16: customers' webhook signing secrets (current and previous) are sealed the same way.
    const webhookSecrets = await resealAll(sealedWebhookSecrets);
    // Issue 16: online stores' access tokens and keys too.
    const storeCredentials = await resealAll(sealedStoreCredentials);
    // Stored idempotent answers that show a secret once (a new API key, a webhook secret): a retry
    // after the rotation must still replay them, also once SECRETS_KEY_PREVIOUS is removed.
    const idempotentAnswers = await resealAll([sealedAnswers]);
    // Issue 16: LingXing ERP connections' app secrets too.
    const lingxingSecrets = await resealAll([sealedLingxingSecrets]);
    return {
      channels: channelCount,
      tokens,
      webhookSecrets,
      storeCredentials,
      idempotentAnswers,
      lingxingSecrets,
    };
  });
}
