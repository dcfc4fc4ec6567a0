import { formatMinor } from '@shiplabel/shared';
import type { FundLine } from './funds.repository.ts';
import type { RechargeListRow } from './recharge.repository.ts';

export const fundLineJson = (r: FundLine) => ({
  id: r.entryId,
  transactionId: r.transactionId,
  userId: r.userId,
  email: r.email,
  type: r.type,
  changeType: r.changeType,
  currency: r.currency,
  accountKind: r.accountKind,
  amount: formatMinor(r.amount),
  balanceAfter: formatMinor(r.balanceAfter),
  reference: r.reference,
  reason: r.reason,
  createdAt: r.createdAt.toISOString(),
});

export const rechargeJson = (r: RechargeListRow) => ({
  id: r.id,
  financeNo: r.financeNo,
  userId: r.userId,
  email: r.email,
  currency: r.currency,
  paymentMethod: r.paymentMethod,
  forecastAmount: formatMinor(r.forecastAmount),
  actualAmount: r.actualAmount === null ? null : formatMinor(r.actualAmount),
  voucherId: r.voucherId,
  voucherUrl: `/app/attachment/${r.voucherId}`,
  remark: r.remark,
  status: r.status,
  auditRemark: r.auditRemark,
  createdAt: r.createdAt.toISOString(),
  arrivedAt: r.arrivedAt?.toISOString() ?? null,
  auditedAt: r.auditedAt?.toISOString() ?? null,
});
