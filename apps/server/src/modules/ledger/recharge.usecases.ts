import { randomBytes } from 'node:crypto';
import {
  type ApproveRecharge,
  amountDeviates,
  type Currency,
  formatMinor,
  parseMinor,
  RECHARGE_STATUS,
  type SubmitRecharge,
} from '@shiplabel/shared';
import type { AppDeps } from '../../lib/deps.ts';
import type { AuthContext } from '../auth/sessions.usecases.ts';
import { blobStore } from '../files/blob-store.ts';
import { tellRechargeReviewed } from '../messages/events.ts';
import { emitWebhookEvent } from '../webhooks/webhooks.usecases.ts';
import { rechargeNotFound, rechargeReviewed, voucherNotFound } from './ledger.errors.ts';
import { inLedgerTransaction } from './ledger.post.ts';
import { creditRechargeWithin } from './ledger.usecases.ts';
import {
  findRecharge,
  insertRecharge,
  listRecharges,
  lockRecharge,
  type RechargeFilter,
  rechargesWithVoucher,
  updateRecharge,
} from './recharge.repository.ts';

/** "R20261122-3F9A1C": readable, unique without a counter (no hot row, no gaps to explain). */
export function newFinanceNo(now: Date): string {
  const day = now.toISOString().slice(0, 10).replace(/-/g, '');
  return `R${day}-${randomBytes(4).toString('hex').toUpperCase()}`;
}

/** A customer's add-funds request: pending review until staff approve it with the amount that arrived. */
export async function submitRecharge(deps: AppDeps & { auth: AuthContext; input: SubmitRecharge }) {
  const { auth, input } = deps;
  // The voucher must be the caller's own upload: another user's file id reads as unknown.
  const voucher = await blobStore(deps.db).info(input.voucherId);
  if (!voucher || voucher.ownerId !== auth.user.id || voucher.kind !== 'voucher') throw voucherNotFound();
  return insertRecharge(deps.db, {
    financeNo: newFinanceNo(deps.clock()),
    userId: auth.user.id,
    currency: input.currency,
    paymentMethod: input.paymentMethod,
    forecastAmount: parseMinor(input.amount)!,
    voucherId: input.voucherId,
    voucherSha256: voucher.sha256,
    remark: input.remark,
    createdAt: deps.clock(),
  });
}

export function listRechargesPage(
  deps: AppDeps & { filter: RechargeFilter; pageNum: number; pageSize: number },
) {
  return listRecharges(deps.db, deps.filter, {
    limit: deps.pageSize,
    offset: (deps.pageNum - 1) * deps.pageSize,
  });
}

/**
 * Approves (crediting the actual incoming amount) or rejects a pending recharge. The recharge row is
 * locked and the credit's idempotency key is the recharge id, so double clicks, retries and two
 * reviewers at the same moment credit it exactly once; the later reviewer is told it was reviewed.
 */
export async function reviewRecharge(deps: AppDeps & { auth: AuthContext; input: ApproveRecharge }) {
  const { input, auth } = deps;
  const reviewed = await inLedgerTransaction(deps.db, async (tx) => {
    const recharge = await lockRecharge(tx, input.id);
    if (!recharge) throw rechargeNotFound();
    if (recharge.status !== RECHARGE_STATUS.pending) throw rechargeReviewed();
    const now = deps.clock();
    if (!input.approve) {
      return updateRecharge(tx, recharge.id, {
        status: RECHARGE_STATUS.rejected,
        auditRemark: input.reason,
        auditedBy: auth.user.id,
        auditedAt: now,
      });
    }
    const actual = parseMinor(input.actualAmount!)!;
    const posted = await creditRechargeWithin(tx, {
      userId: recharge.userId,
      currency: recharge.currency as Currency,
      amountMinor: actual,
      rechargeId: recharge.id,
      createdBy: auth.user.id,
    });
    return updateRecharge(tx, recharge.id, {
      status: RECHARGE_STATUS.approved,
      actualAmount: actual,
      auditRemark: input.reason,
      auditedBy: auth.user.id,
      auditedAt: now,
      arrivedAt: now,
      transactionId: posted.transactionId,
    });
  });
  // Issue 14: the customer learns of the decision in the message centre, after the commit.
  await tellRechargeReviewed(deps, reviewed, RECHARGE_STATUS.approved);
  // Issue 16: and the customer's webhooks.
  await emitWebhookEvent(deps, reviewed.userId, 'recharge.reviewed', {
    rechargeId: reviewed.id,
    financeNo: reviewed.financeNo,
    approved: reviewed.status === RECHARGE_STATUS.approved,
    currency: reviewed.currency,
    forecastAmount: formatMinor(reviewed.forecastAmount),
    actualAmount: reviewed.actualAmount === null ? null : formatMinor(reviewed.actualAmount),
    reason: reviewed.auditRemark ?? '',
  });
  return reviewed;
}

/**
 * What the reviewer should know before approving: other recharges that used the same voucher image (same
 * content hash, whoever sent them), and whether the amount about to be credited differs from the forecast
 * by more than the configured share (RECHARGE_AMOUNT_WARN_PERCENT).
 */
export async function rechargeWarnings(deps: AppDeps & { id: string; actualAmount?: string }) {
  const recharge = await findRecharge(deps.db, deps.id);
  if (!recharge) throw rechargeNotFound();
  const sameVoucher = recharge.voucherSha256
    ? await rechargesWithVoucher(deps.db, recharge.voucherSha256, recharge.id)
    : [];
  const percent = deps.config.rechargeAmountWarnPercent;
  const actual = deps.actualAmount === undefined ? null : parseMinor(deps.actualAmount);
  return {
    sameVoucher: sameVoucher.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    amountWarnPercent: percent,
    forecastAmount: formatMinor(recharge.forecastAmount),
    amountDeviates: actual === null ? null : amountDeviates(recharge.forecastAmount, actual, percent),
  };
}
