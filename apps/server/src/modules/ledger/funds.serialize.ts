import { formatMinor, type Locale } from '@shiplabel/shared';
import { describeFundLine, numberOfFundLine } from './fund-lines.describe.ts';
import type { FundLine } from './funds.repository.ts';
import type { RechargeListRow } from './recharge.repository.ts';

/** A fund-detail line as JSON, its reason described in the reader's language. */
export const fundLineJson = (locale: Locale) => (r: FundLine) => ({
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
  orderNo: r.orderNo,
  /** The order number, or the recharge's finance number ('' when neither applies). */
  number: numberOfFundLine(r),
  reason: describeFundLine(locale, r),
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
