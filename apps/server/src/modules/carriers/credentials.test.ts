import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { seedUser } from '../../db/testing/fixtures.ts';
import { getTestDb } from '../../db/testing/test-db.ts';
import { channels } from '../channels/channels.table.ts';
import { storeConnectStates } from '../stores/stores.table.ts';
import { carrierTokens as tokensTable } from './carrier-tokens.table.ts';
import {
  credentialsKey,
  decryptCredentials,
  encryptCredentials,
  openSecret,
  sealedKeyId,
  secretsKeyId,
  useSecretsKeys,
} from './credentials.ts';
import { CARRIER_ADAPTERS } from './registry.ts';
import { sandboxAdapter } from './sandbox.adapter.ts';
import { parseSecretsKey } from './secrets-key.ts';
import { assertSecretsReady, rotateSecrets, SecretsConfigError } from './secrets-rotation.ts';

const K1 = randomBytes(32);
const K2 = randomBytes(32);
const FALLBACK = randomBytes(32);

let db: Database;
beforeAll(async () => {
  db = (await getTestDb()).db;
});
// Tests share the process: leave it with no SECRETS_KEY, as the test environment has.
afterEach(() => useSecretsKeys({}));

describe('SECRETS_KEY', () => {
  it('is read as 64 hex digits or base64 of 32 bytes', () => {
    expect(parseSecretsKey(K1.toString('hex'))).toEqual(K1);
    expect(parseSecretsKey(K1.toString('base64'))).toEqual(K1);
    expect(parseSecretsKey(randomBytes(16).toString('base64'))).toBeNull();
    expect(parseSecretsKey('not a key!')).toBeNull();
    expect(loadConfig({ SECRETS_KEY: K1.toString('base64') }).secretsKey).toEqual(K1);
    expect(loadConfig({}).secretsKey).toBeUndefined();
  });

  it('a bad key stops the configuration without echoing it', () => {
    try {
      loadConfig({ SECRETS_KEY: 'short-secret-value' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toContain('SECRETS_KEY');
      expect((error as Error).message).not.toContain('short-secret-value');
    }
  });
});

describe('encryption with key ids', () => {
  it('seals with SECRETS_KEY under its id; the previous key still opens old ciphertexts', () => {
    const legacy = encryptCredentials(FALLBACK, { apiKey: 'a' });
    expect(sealedKeyId(legacy)).toBeNull();
    useSecretsKeys({ secretsKey: K1 });
    const one = encryptCredentials(FALLBACK, { apiKey: 'b' });
    expect(sealedKeyId(one)).toBe(secretsKeyId(K1));
    // Not sealed with the fallback key: it cannot open it alone.
    expect(() => openSecret(FALLBACK, one.split('.')[2]!)).toThrow();
    expect(decryptCredentials(FALLBACK, legacy)).toEqual({ apiKey: 'a' });
    useSecretsKeys({ secretsKey: K2, secretsKeyPrevious: K1 });
    expect(decryptCredentials(FALLBACK, one)).toEqual({ apiKey: 'b' });
    const two = encryptCredentials(FALLBACK, { apiKey: 'c' });
    expect(sealedKeyId(two)).toBe(secretsKeyId(K2));
    useSecretsKeys({ secretsKey: K2 });
    expect(() => decryptCredentials(FALLBACK, one)).toThrow(/not configured/);
  });

  it('a tampered ciphertext is refused', () => {
    useSecretsKeys({ secretsKey: K1 });
    const blob = encryptCredentials(FALLBACK, { apiKey: 'x' });
    const [p, id, body] = blob.split('.');
    const raw = Buffer.from(body!, 'base64');
    raw[raw.length - 1]! ^= 1;
    expect(() => decryptCredentials(FALLBACK, `${p}.${id}.${raw.toString('base64')}`)).toThrow();
  });
});

const REAL = 'http15-real';
const realAdapter = {
  ...sandboxAdapter,
  code: REAL,
  settingsFields: [
    { key: 'apiKey', label: { 'zh-CN': '密钥', 'en-US': 'API key' }, kind: 'secret', required: true },
  ],
} as const;

describe('start-up check and rotation', () => {
  afterEach(async () => {
    delete CARRIER_ADAPTERS[REAL];
    await db.delete(channels).where(eq(channels.carrierCode, REAL));
  });

  it('refuses an enabled channel of a real carrier without SECRETS_KEY; a disabled one or a key is fine', async () => {
    CARRIER_ADAPTERS[REAL] = { ...realAdapter, settingsFields: [...realAdapter.settingsFields] };
    const [row] = await db.insert(channels).values({ carrierCode: REAL, name: 'UPS main' }).returning();
    await expect(assertSecretsReady(db)).rejects.toThrow(SecretsConfigError);
    await expect(assertSecretsReady(db)).rejects.toThrow(/SECRETS_KEY is not set.*UPS main/);
    useSecretsKeys({ secretsKey: K1 });
    await expect(assertSecretsReady(db)).resolves.toBeUndefined();
    useSecretsKeys({});
    await db.update(channels).set({ status: 0 }).where(eq(channels.id, row!.id));
    await expect(assertSecretsReady(db)).resolves.toBeUndefined();
  });

  it('refuses credentials sealed with a key it does not have', async () => {
    useSecretsKeys({ secretsKey: K1 });
    const cipher = encryptCredentials(FALLBACK, { apiKey: 'k' });
    await db.insert(channels).values({ carrierCode: REAL, name: 'old key', credentialsCipher: cipher });
    useSecretsKeys({ secretsKey: K2 });
    await expect(assertSecretsReady(db)).rejects.toThrow(/SECRETS_KEY_PREVIOUS/);
    useSecretsKeys({ secretsKey: K2, secretsKeyPrevious: K1 });
    await expect(assertSecretsReady(db)).resolves.toBeUndefined();
  });

  it('rotation re-seals credentials and tokens with the current key, then has nothing to do', async () => {
    const fallback = await credentialsKey(db);
    const legacy = encryptCredentials(fallback, { apiKey: 'legacy' });
    useSecretsKeys({ secretsKey: K1 });
    const old = encryptCredentials(fallback, { apiKey: 'k1' });
    const [a] = await db
      .insert(channels)
      .values({ carrierCode: REAL, name: 'a', credentialsCipher: legacy })
      .returning();
    const [b] = await db
      .insert(channels)
      .values({ carrierCode: REAL, name: 'b', credentialsCipher: old })
      .returning();
    const tokenKey = `${REAL}:${a!.id}:oauth`;
    await db.insert(tokensTable).values({
      key: tokenKey,
      tokenCipher: encryptCredentials(fallback, { t: 'x' }),
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    useSecretsKeys({ secretsKey: K2, secretsKeyPrevious: K1 });
    const done = await rotateSecrets(db);
    expect(done.channels).toBeGreaterThanOrEqual(2);
    expect(done.tokens).toBeGreaterThanOrEqual(1);
    useSecretsKeys({ secretsKey: K2 });
    const read = async (id: string) => {
      const [row] = await db.select().from(channels).where(eq(channels.id, id));
      expect(sealedKeyId(row!.credentialsCipher!)).toBe(secretsKeyId(K2));
      return decryptCredentials(Buffer.alloc(32), row!.credentialsCipher!);
    };
    expect(await read(a!.id)).toEqual({ apiKey: 'legacy' });
    expect(await read(b!.id)).toEqual({ apiKey: 'k1' });
    const [token] = await db.select().from(tokensTable).where(eq(tokensTable.key, tokenKey));
    expect(decryptCredentials(Buffer.alloc(32), token!.tokenCipher)).toEqual({ t: 'x' });
    expect(await rotateSecrets(db)).toEqual({
      channels: 0,
      tokens: 0,
      webhookSecrets: 0,
      storeCredentials: 0,
      idempotentAnswers: 0,
      lingxingSecrets: 0,
    });
    await db.delete(tokensTable).where(eq(tokensTable.key, tokenKey));
  });

  it('rotation re-seals the keys a WooCommerce flow parked until its browser returns', async () => {
    const fallback = await credentialsKey(db);
    useSecretsKeys({ secretsKey: K1 });
    const user = await seedUser(db, { email: 'parked-keys@example.com' });
    const stateHash = randomBytes(32).toString('hex');
    await db.insert(storeConnectStates).values({
      stateHash,
      userId: user.id,
      platform: 'woocommerce',
      name: 'Shop',
      account: 'https://shop.example.com',
      pendingCredentialsCipher: encryptCredentials(fallback, { consumerKey: 'ck_1' }),
      expiresAt: new Date(Date.now() + 1_800_000),
    });
    useSecretsKeys({ secretsKey: K2, secretsKeyPrevious: K1 });
    expect((await rotateSecrets(db)).storeCredentials).toBe(1);
    useSecretsKeys({ secretsKey: K2 });
    const [row] = await db
      .select()
      .from(storeConnectStates)
      .where(eq(storeConnectStates.stateHash, stateHash));
    expect(sealedKeyId(row!.pendingCredentialsCipher!)).toBe(secretsKeyId(K2));
    expect(decryptCredentials(Buffer.alloc(32), row!.pendingCredentialsCipher!)).toEqual({
      consumerKey: 'ck_1',
    });
    await db.delete(storeConnectStates).where(eq(storeConnectStates.stateHash, stateHash));
  });

  it('rotation needs SECRETS_KEY', async () => {
    await expect(rotateSecrets(db)).rejects.toThrow(SecretsConfigError);
  });
});
