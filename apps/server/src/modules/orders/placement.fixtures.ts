import { type OrderInput, operations, orderInputSchema } from '@shiplabel/shared';
import { expect } from 'vitest';
import type { Database } from '../../db/client.ts';
import { call, login, seedUser } from '../../db/testing/fixtures.ts';
import { createSandboxChannel } from '../../db/testing/rates-fixtures.ts';
import type { TestApp } from '../../db/testing/test-app.ts';
import { postTransaction } from '../ledger/ledger.post.ts';
import { walletBalances } from '../ledger/ledger.usecases.ts';
import { reconcile } from '../ledger/reconciliation.ts';
import { saveDraft } from './drafts.usecases.ts';
import { FORM } from './order-form.fixtures.ts';

/** Test-only helpers of the placement tests: a funded customer, sandbox channels, drafts, ledger checks. */

export { FORM };

export interface Customer {
  id: string;
  email: string;
  token: string;
}

export async function fundedCustomer(t: TestApp, amountMinor: bigint): Promise<Customer> {
  const user = await seedUser(t.db, { roles: ['Customer'] });
  if (amountMinor > 0n)
    await postTransaction(t.db, {
      userId: user.id,
      type: 'recharge',
      legs: operations.recharge('USD', amountMinor),
      idempotencyKey: `test-recharge:${user.id}`,
    });
  return { id: user.id, email: user.email, token: await login(t.app, user.email) };
}

export async function adminToken(t: TestApp): Promise<string> {
  return login(t.app, (await seedUser(t.db, { kind: 'admin', roles: ['Administrator'] })).email);
}

/** A sandbox channel with `settings`, its ground service allotted to the customers; the ground service id. */
export async function sandboxGround(
  t: TestApp,
  admin: string,
  customers: Customer[],
  settings: Record<string, unknown> = {},
): Promise<string> {
  const channel = await createSandboxChannel(t.app, admin, `Sandbox ${Math.random()}`, { settings });
  const ground = channel.services.find((s) => s.code === 'ground')!.id;
  for (const c of customers) {
    const res = await call(t.app, 'POST', '/admin/channel/allot-channel', {
      token: admin,
      body: { userId: c.id, serviceIds: [ground] },
    });
    expect(res.status).toBe(200);
  }
  return ground;
}

export async function draft(t: TestApp, userId: string, input: Partial<OrderInput> = {}): Promise<string> {
  const saved = await saveDraft({
    db: t.db,
    config: t.config,
    clock: t.clock.now,
    userId,
    actorId: userId,
    input: orderInputSchema.parse({ ...FORM, ...input }),
  });
  return saved.id;
}

export const usd = async (db: Database, userId: string) =>
  (await walletBalances(db, userId)).find((w) => w.currency === 'USD')!;

/** Every ledger invariant holds (ledger/reconciliation.ts): nothing unbalanced, nothing below its floor. */
export async function expectLedgerHealthy(db: Database): Promise<void> {
  const result = await reconcile(db);
  expect(result.accounts).toEqual([]);
  expect(result.transactions).toEqual([]);
}

export const place = (t: TestApp, token: string, body: unknown, key?: string) =>
  call(t.app, 'POST', '/app/order/label/create', {
    token,
    body,
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });
