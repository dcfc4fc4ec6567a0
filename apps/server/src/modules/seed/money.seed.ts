import { RECHARGE_STATUS } from '@shiplabel/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { blobStore } from '../files/blob-store.ts';
import { inLedgerTransaction } from '../ledger/ledger.post.ts';
import { recharges } from '../ledger/ledger.table.ts';
import { creditRechargeWithin } from '../ledger/ledger.usecases.ts';
import { seedDemoPayees } from '../ledger/payees.usecases.ts';
import { newFinanceNo } from '../ledger/recharge.usecases.ts';
import { users } from '../users/users.table.ts';

/** A 1x1 PNG standing in for the demo voucher. */
const DEMO_VOUCHER = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const DEMO_RECHARGE_MINOR = 50_000n; // 500.00 USD

/**
 * The demo customer's money: one approved 500.00 USD recharge, credited through the ledger like any other,
 * so balances, records and fund details show something right after start. Only once (any recharge of the
 * customer means it ran).
 */
export async function seedDemoMoney(db: Database): Promise<boolean> {
  const [customer] = await db.select().from(users).where(eq(users.email, 'customer@example.com'));
  const [admin] = await db.select().from(users).where(eq(users.email, 'admin@example.com'));
  if (!customer || !admin) return false;
  await seedDemoPayees(db);
  const [existing] = await db
    .select({ id: recharges.id })
    .from(recharges)
    .where(eq(recharges.userId, customer.id))
    .limit(1);
  if (existing) return false;
  const voucher = await blobStore(db).put({
    ownerId: customer.id,
    kind: 'voucher',
    mimeType: 'image/png',
    filename: 'demo-voucher.png',
    bytes: DEMO_VOUCHER,
  });
  await inLedgerTransaction(db, async (tx) => {
    const now = new Date();
    const [recharge] = await tx
      .insert(recharges)
      .values({
        financeNo: newFinanceNo(now),
        userId: customer.id,
        currency: 'USD',
        paymentMethod: 'zelle',
        forecastAmount: DEMO_RECHARGE_MINOR,
        voucherId: voucher.id,
        voucherSha256: voucher.sha256,
        remark: 'Demo data',
      })
      .returning();
    const posted = await creditRechargeWithin(tx, {
      userId: customer.id,
      currency: 'USD',
      amountMinor: DEMO_RECHARGE_MINOR,
      rechargeId: recharge!.id,
      createdBy: admin.id,
    });
    await tx
      .update(recharges)
      .set({
        status: RECHARGE_STATUS.approved,
        actualAmount: DEMO_RECHARGE_MINOR,
        auditedBy: admin.id,
        auditedAt: now,
        arrivedAt: now,
        transactionId: posted.transactionId,
      })
      .where(eq(recharges.id, recharge!.id));
  });
  return true;
}
