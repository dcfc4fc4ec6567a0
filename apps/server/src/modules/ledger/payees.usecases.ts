import type { PayeeInput, PaymentMethod } from '@shiplabel/shared';
import { asc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../lib/deps.ts';
import { payeeNotFound } from './ledger.errors.ts';
import { type RechargePayeeRow, rechargePayees } from './payees.table.ts';

/** Payees of the offline payment methods (spec section 9): set by administrators, read on Add funds. */

const payeeJson = (r: RechargePayeeRow) => ({
  method: r.method as PaymentMethod,
  recipient: r.recipient,
  account: r.account,
  bank: r.bank,
  notes: r.notes,
  enabled: r.enabled,
  updatedAt: r.updatedAt.toISOString(),
});

/** Every configured payee, shown or not (back office). */
export async function listPayees(deps: Pick<AppDeps, 'db'>) {
  const rows = await deps.db.select().from(rechargePayees).orderBy(asc(rechargePayees.method));
  return rows.map(payeeJson);
}

/** The payees customers see on Add funds: only those an administrator chose to show. */
export async function visiblePayees(deps: Pick<AppDeps, 'db'>) {
  const rows = await deps.db
    .select()
    .from(rechargePayees)
    .where(eq(rechargePayees.enabled, true))
    .orderBy(asc(rechargePayees.method));
  return rows.map((r) => ({
    method: r.method as PaymentMethod,
    recipient: r.recipient,
    account: r.account,
    bank: r.bank,
    notes: r.notes,
  }));
}

/** Sets (creates or replaces) the payee of one payment method. */
export async function savePayee(
  deps: Pick<AppDeps, 'db' | 'clock'> & { method: PaymentMethod; input: PayeeInput; actorId: string },
) {
  const values = { ...deps.input, updatedBy: deps.actorId, updatedAt: deps.clock() };
  const [row] = await deps.db
    .insert(rechargePayees)
    .values({ method: deps.method, ...values })
    .onConflictDoUpdate({ target: rechargePayees.method, set: values })
    .returning();
  return payeeJson(row!);
}

/** Removes the payee of one payment method (customers then see no details for it). */
export async function deletePayee(deps: Pick<AppDeps, 'db'> & { method: PaymentMethod }) {
  const deleted = await deps.db
    .delete(rechargePayees)
    .where(eq(rechargePayees.method, deps.method))
    .returning({ method: rechargePayees.method });
  if (deleted.length === 0) throw payeeNotFound();
  return { method: deps.method };
}

/** Demo data: payees for two methods, so Add funds shows where to pay right after start (only when none). */
export async function seedDemoPayees(db: AppDeps['db']) {
  const [any] = await db.select({ method: rechargePayees.method }).from(rechargePayees).limit(1);
  if (any) return;
  await db
    .insert(rechargePayees)
    .values([
      {
        method: 'zelle',
        recipient: 'ShipLabel Demo Inc.',
        account: 'payments@shiplabel.example',
        notes: 'Demo data: write your account e-mail in the memo.',
      },
      {
        method: 'ach_wire',
        recipient: 'ShipLabel Demo Inc.',
        account: '000123456789 (routing 021000021)',
        bank: 'Demo Bank, New York',
        notes: 'Demo data: SWIFT DEMOUS33. Write your account e-mail in the memo.',
      },
    ])
    .onConflictDoNothing();
}
