import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, customerLogin } from '../../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
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
