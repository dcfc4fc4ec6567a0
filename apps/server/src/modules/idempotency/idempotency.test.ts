import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../db/testing/fixtures.ts';
import { createTestApp, type TestApp } from '../../db/testing/test-app.ts';
import { orders } from '../orders/orders.table.ts';
import {
  adminToken,
  type Customer,
  FORM,
  fundedCustomer,
  place,
  sandboxGround,
  usd,
} from '../orders/placement.fixtures.ts';
import { canonicalJson, STALE_AFTER_MS } from './idempotency.hook.ts';
import { idempotentRequests } from './idempotency.table.ts';

let t: TestApp;
let admin: string;
let alice: Customer;
let bob: Customer;
let ground: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t);
  alice = await fundedCustomer(t, 1_000_00n);
  bob = await fundedCustomer(t, 1_000_00n);
  ground = await sandboxGround(t, admin, [alice, bob]);
});

const ordersOf = async (userId: string) => t.db.select().from(orders).where(eq(orders.userId, userId));
const draftOf = (token: string, body: unknown, key: string, lang?: 'en-US' | 'zh-CN') =>
  call(t.app, 'POST', '/app/order/draft', {
    token,
    body,
    headers: { 'idempotency-key': key },
    ...(lang ? { lang } : {}),
  });

describe('canonicalJson', () => {
  it('is the same text whatever the key order, and differs when a value differs', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { y: 2, x: 1 }], c: null } })).toBe(
      canonicalJson({ a: { c: null, d: [1, { x: 1, y: 2 }] }, b: 1 }),
    );
    expect(canonicalJson({ a: '1.00' })).not.toBe(canonicalJson({ a: '1.0' }));
    expect(canonicalJson({ a: 1, b: undefined })).toBe(canonicalJson({ a: 1 }));
  });
});

describe('Idempotency-Key on POST /app/order/label/create', () => {
  it('the same key with a different body is 409 idempotency.mismatch in both languages; nothing is placed', async () => {
    const before = await usd(t.db, alice.id);
    const first = await place(t, alice.token, { ...FORM, serviceId: ground }, 'mismatch-1');
    expect(first.status).toBe(200);
    expect(first.body.data.status).toBe(8);
    const charged = await usd(t.db, alice.id);
    expect(before.available - charged.available).toBe(BigInt(first.body.data.rate.replace('.', '')));

    const changed = { ...FORM, serviceId: ground, reference: 'another order' };
    const again = await place(t, alice.token, changed, 'mismatch-1');
    expect(again.status).toBe(409);
    expect(again.body.errorCode).toBe('idempotency.mismatch');
    expect(again.body.message).toMatch(/different/);
    const zh = await call(t.app, 'POST', '/app/order/label/create', {
      token: alice.token,
      body: changed,
      headers: { 'idempotency-key': 'mismatch-1' },
      lang: 'zh-CN',
    });
    expect(zh.status).toBe(409);
    expect(zh.body.message).toMatch(/[\u4e00-\u9fff]/);
    expect((await usd(t.db, alice.id)).available).toBe(charged.available);
    expect(await ordersOf(alice.id)).toHaveLength(1);

    // The same request again answers the first order.
    const replay = await place(t, alice.token, { ...FORM, serviceId: ground }, 'mismatch-1');
    expect(replay.status).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body.data.id).toBe(first.body.data.id);
    expect((await usd(t.db, alice.id)).available).toBe(charged.available);
  });

  it("the same key from another customer is that customer's own request", async () => {
    const mine = await place(t, bob.token, { ...FORM, serviceId: ground }, 'mismatch-1');
    expect(mine.status).toBe(200);
    expect((await ordersOf(bob.id)).length).toBe(1);
  });

  it('concurrent identical requests: one order, one charge, the same answer to all', async () => {
    const before = (await ordersOf(alice.id)).length;
    const balance = (await usd(t.db, alice.id)).available;
    const body = { ...FORM, serviceId: ground, reference: 'concurrent' };
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => place(t, alice.token, body, 'concurrent-1')),
    );
    for (const a of answers) expect(a.status).toBe(200);
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1);
    expect(await ordersOf(alice.id)).toHaveLength(before + 1);
    const rate = BigInt(answers[0]!.body.data.rate.replace('.', ''));
    expect(balance - (await usd(t.db, alice.id)).available).toBe(rate);
  });

  it('a refused first request frees its key: the same key runs again once the cause is gone', async () => {
    const res = await place(
      t,
      alice.token,
      { ...FORM, serviceId: '00000000-0000-4000-8000-000000000000' },
      'freed-1',
    );
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    const rows = await t.db.select().from(idempotentRequests).where(eq(idempotentRequests.key, 'freed-1'));
    expect(rows).toEqual([]);
  });
});

describe('Idempotency-Key on POST /app/order/draft', () => {
  it('a repeated draft save with one key makes one draft; another body with it is 409', async () => {
    const before = (await ordersOf(bob.id)).length;
    const body = { ...FORM, reference: 'draft twice' };
    const [a, b] = await Promise.all([
      draftOf(bob.token, body, 'draft-1'),
      draftOf(bob.token, body, 'draft-1'),
    ]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.body.data.id).toBe(a.body.data.id);
    expect(await ordersOf(bob.id)).toHaveLength(before + 1);
    const other = await draftOf(bob.token, { ...FORM, reference: 'not the same' }, 'draft-1', 'zh-CN');
    expect(other.status).toBe(409);
    expect(other.body.errorCode).toBe('idempotency.mismatch');
    expect(await ordersOf(bob.id)).toHaveLength(before + 1);
  });

  it('a key left running by a request that died is taken over after STALE_AFTER_MS', async () => {
    const body = { ...FORM, reference: 'died' };
    expect((await draftOf(bob.token, body, 'died-1')).status).toBe(200);
    const where = eq(idempotentRequests.key, 'died-1');
    const died = new Date(t.clock.now().getTime() - STALE_AFTER_MS - 1000);
    await t.db
      .update(idempotentRequests)
      .set({ state: 'running', startedAt: died, response: null })
      .where(where);
    const again = await draftOf(bob.token, body, 'died-1');
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    const [row] = await t.db.select().from(idempotentRequests).where(where);
    expect(row!.state).toBe('done');
  });

  it('an invalid key is 400', async () => {
    const res = await draftOf(bob.token, FORM, 'x'.repeat(101));
    expect(res.status).toBe(400);
  });
});

describe('Idempotency-Key on the other creating routes', () => {
  const cases = [
    {
      url: '/app/packageTemplate/create',
      body: { name: 'Box', quantity: 1, length: 10, width: 8, height: 6, weight: 2, unit: 'in/lb' },
      other: { name: 'Other box', quantity: 1, length: 10, width: 8, height: 6, weight: 2, unit: 'in/lb' },
    },
    {
      url: '/app/user/address-book/create',
      body: { ...FORM.to, title: 'Home', phone: '2125550100' },
      other: { ...FORM.to, title: 'Office', phone: '2125550100' },
    },
  ];
  for (const c of cases) {
    it(`${c.url}: a repeat creates once, another body with the key is 409`, async () => {
      const send = (body: unknown) =>
        call(t.app, 'POST', c.url, {
          token: alice.token,
          body,
          headers: { 'idempotency-key': `k:${c.url}` },
        });
      const [a, b] = await Promise.all([send(c.body), send(c.body)]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(b.body.data.id).toBe(a.body.data.id);
      const other = await send(c.other);
      expect(other.status).toBe(409);
      expect(other.body.errorCode).toBe('idempotency.mismatch');
    });
  }
});
