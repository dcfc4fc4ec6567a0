import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, customerLogin } from '../../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { secretsKeyId, useSecretsKeys } from '../carriers/credentials.ts';
import { rotateSecrets } from '../carriers/secrets-rotation.ts';
import { idempotentRequests } from './idempotency.table.ts';

/**
 * An answer that shows a secret once (a new API key; a webhook's signing secret) is kept by the
 * idempotency store for its retention time so a retry gets it: sealed with the secrets key, never as text.
 */
let t: TestApp;
let alice: { id: string; token: string };
beforeAll(async () => {
  t = await createTestApp();
  alice = await customerLogin(t);
});

describe('an idempotent answer holding a secret', () => {
  it('is stored sealed and replayed whole to a retry with the same key', async () => {
    const create = () =>
      call(t.app, 'POST', '/app/apiKey/create', {
        token: alice.token,
        headers: { 'idempotency-key': 'key-create-sealed-1' },
        body: { name: 'ERP sync', mode: 'test', scopes: ['rates'] },
      });
    const first = await create();
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const secret = first.body.data.secret as string;
    expect(secret).toMatch(/^sl_test_/);

    const [row] = await t.db
      .select()
      .from(idempotentRequests)
      .where(eq(idempotentRequests.key, 'key-create-sealed-1'));
    expect(row?.state).toBe('done');
    expect(row?.response).toMatch(/^sealed:/);
    expect(row?.response).not.toContain(secret);
    expect(row?.response).not.toContain(secret.slice(8, 24));

    const again = await create();
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.data.secret).toBe(secret);
    expect(again.body.data.id).toBe(first.body.data.id);
  });
});

describe('a sealed idempotent answer across a secrets key rotation', () => {
  const K1 = randomBytes(32);
  const K2 = randomBytes(32);
  afterAll(() => useSecretsKeys({}));

  const create = (key: string, name: string) =>
    call(t.app, 'POST', '/app/apiKey/create', {
      token: alice.token,
      headers: { 'idempotency-key': key },
      body: { name, mode: 'live', scopes: ['tracking'] },
    });
  const storedAnswer = async (key: string) => {
    const [row] = await t.db.select().from(idempotentRequests).where(eq(idempotentRequests.key, key));
    return row!.response!;
  };

  it('is re-sealed by secrets:rotate, so a retry replays it once the previous key is gone', async () => {
    // One answer sealed with the server_keys key (before any SECRETS_KEY), one with K1.
    useSecretsKeys({});
    const legacy = await create('rotate-legacy', 'before SECRETS_KEY');
    useSecretsKeys({ secretsKey: K1 });
    const first = await create('rotate-k1', 'under K1');
    expect([legacy.status, first.status]).toEqual([200, 200]);
    expect(await storedAnswer('rotate-k1')).toMatch(new RegExp(`^sealed:k1\\.${secretsKeyId(K1)}\\.`));

    // Without the rotation, K1's answer cannot be opened once K1 is gone: that was the 409.
    useSecretsKeys({ secretsKey: K2 });
    const stranded = await create('rotate-k1', 'under K1');
    expect(stranded.status).toBe(409);

    useSecretsKeys({ secretsKey: K2, secretsKeyPrevious: K1 });
    const done = await rotateSecrets(t.db);
    expect(done.idempotentAnswers).toBeGreaterThanOrEqual(2);
    for (const key of ['rotate-legacy', 'rotate-k1'])
      expect(await storedAnswer(key)).toMatch(new RegExp(`^sealed:k1\\.${secretsKeyId(K2)}\\.`));

    // SECRETS_KEY_PREVIOUS removed: both retries replay the first answer, secret and all.
    useSecretsKeys({ secretsKey: K2 });
    for (const [key, name, answer] of [
      ['rotate-legacy', 'before SECRETS_KEY', legacy],
      ['rotate-k1', 'under K1', first],
    ] as const) {
      const again = await create(key, name);
      expect(again.status, key).toBe(200);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.body.data.secret).toBe(answer.body.data.secret);
      expect(again.body.data.id).toBe(answer.body.data.id);
    }
    // A second run has nothing left to re-seal.
    expect((await rotateSecrets(t.db)).idempotentAnswers).toBe(0);
  });
});
