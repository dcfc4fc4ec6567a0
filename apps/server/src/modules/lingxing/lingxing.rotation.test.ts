import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { sealedKeyId, secretsKeyId, useSecretsKeys } from '../carriers/credentials.ts';
import { rotateSecrets } from '../carriers/secrets-rotation.ts';
import { runQueue } from '../orders/batch.fixtures.ts';
import { type Customer, fundedCustomer } from '../orders/placement.fixtures.ts';
import { lingxingConnections, lingxingOrders } from './lingxing.table.ts';
import { startFakeLingxing, wmsOrder } from './lingxing-fake.testing.ts';
import { addWarehouseSender } from './testing/lingxing-world.ts';

/** Issue 16 review: `secrets:rotate` re-seals LingXing app secrets, so a connection still pulls afterwards. */
const APP_ID = 'ak_shiplabel0003';
const APP_SECRET = 'lx-secret-rotated-9b1';
const K1 = randomBytes(32);
const K2 = randomBytes(32);
let t: TestApp;
let fake: Awaited<ReturnType<typeof startFakeLingxing>>;
let ann: Customer;

beforeAll(async () => {
  t = await createTestApp();
  fake = await startFakeLingxing({ appId: APP_ID, appSecret: APP_SECRET, orders: [wmsOrder(31)] });
  ann = await fundedCustomer(t, 0n);
  await addWarehouseSender(t, ann.id);
});
// Tests share the process: leave it with no SECRETS_KEY, as the test environment has.
afterEach(() => useSecretsKeys({}));
afterAll(async () => fake?.close());

const secretCipher = async () =>
  (await t.db.select().from(lingxingConnections).where(eq(lingxingConnections.userId, ann.id)))[0]!
    .secretCipher;

describe('secrets:rotate and LingXing', () => {
  it('re-seals the app secret with the new key; the connection pulls once the old key is gone', async () => {
    useSecretsKeys({ secretsKey: K1 });
    const connected = await call(t.app, 'POST', '/app/lingxing/connect', {
      token: ann.token,
      body: { appId: APP_ID, appSecret: APP_SECRET, baseUrl: fake.url },
    });
    expect(connected.status).toBe(200);
    expect(sealedKeyId(await secretCipher())).toBe(secretsKeyId(K1));

    useSecretsKeys({ secretsKey: K2, secretsKeyPrevious: K1 });
    const done = await rotateSecrets(t.db);
    expect(done.lingxingSecrets).toBe(1);
    expect(sealedKeyId(await secretCipher())).toBe(secretsKeyId(K2));
    expect((await rotateSecrets(t.db)).lingxingSecrets).toBe(0);

    // K1 forgotten; LingXing's tokens expired, so the pull must open the app secret to get a new one.
    useSecretsKeys({ secretsKey: K2 });
    fake.expireTokens();
    const tokensBefore = fake.tokenRequests();
    expect((await call(t.app, 'POST', '/app/lingxing/pull', { token: ann.token })).status).toBe(200);
    await runQueue(t);
    expect(fake.tokenRequests()).toBe(tokensBefore + 1);
    const pulled = await t.db.select().from(lingxingOrders).where(eq(lingxingOrders.userId, ann.id));
    expect(pulled.map((o) => [o.woNumber, o.pushState])).toEqual([[wmsOrder(31).wo_number, 'waiting']]);
    const [row] = await t.db.select().from(lingxingConnections).where(eq(lingxingConnections.userId, ann.id));
    expect(row).toMatchObject({ lastErrorCode: '', lastPullCount: 1 });
  });
});
