import { formatMinor } from '@shiplabel/shared';
import type { AppDeps } from '../../lib/deps.ts';
import { notify } from './notify.ts';

/**
 * The events of other modules that reach a customer's message centre (issue 14). Each is called by its
 * use case after the transaction committed; notify() logs instead of throwing, so the event stands.
 */

/** Recharge review (ledger): approved with the credited amount, or rejected with the reviewer's reason. */
export function tellRechargeReviewed(
  deps: AppDeps,
  r: {
    userId: string;
    status: number;
    currency: string;
    forecastAmount: bigint;
    actualAmount: bigint | null;
    auditRemark: string | null;
    financeNo: string;
  },
  approvedStatus: number,
) {
  const approved = r.status === approvedStatus;
  return notify(deps, {
    userIds: [r.userId],
    type: 'message',
    titleKey: approved ? 'messages.event.recharge_approved' : 'messages.event.recharge_rejected',
    contentKey: approved ? 'messages.event.recharge_approved_body' : 'messages.event.recharge_rejected_body',
    params: {
      number: r.financeNo,
      amount: `${formatMinor(approved ? (r.actualAmount ?? r.forecastAmount) : r.forecastAmount)} ${r.currency}`,
      reason: r.auditRemark || '-',
    },
    link: '/postage/rechargeRecord',
  });
}

/**
 * Order review (a held order) or cancel audit (orders): the decision and its reason. An approved order
 * whose label could not be bought says so (`labelFailed`: the error's message key, translated for each
 * reader, and its text as stored, shown when the key has no translation).
 */
export function tellOrderDecision(
  deps: AppDeps,
  order: { id: string; userId: string; orderNo: string },
  what: 'review' | 'cancel',
  approve: boolean,
  reason: string,
  labelFailed?: { errorCode: string; errorMessage: string },
) {
  const decided = `messages.event.${what === 'review' ? 'order_review' : 'cancel_audit'}_${approve ? 'approved' : 'rejected'}`;
  const key = labelFailed ? `${decided}_failed` : decided;
  return notify(deps, {
    userIds: [order.userId],
    type: 'message',
    titleKey: key,
    contentKey: `${key}_body`,
    params: labelFailed
      ? { orderNo: order.orderNo, reason: labelFailed.errorMessage || '-', reasonKey: labelFailed.errorCode }
      : { orderNo: order.orderNo, reason: reason || '-' },
    link: `/orderManager/orderDetail?id=${order.id}`,
  });
}
