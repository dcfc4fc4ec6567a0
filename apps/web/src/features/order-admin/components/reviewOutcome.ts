import { ORDER_STATUS, type OrderDetail } from '@shiplabel/shared';

/**
 * What the reviewer is told after a decision, from the order as the server answers it: an approval whose
 * label purchase failed (19) says so with the reason (in the reader's language, from the server), not
 * "approved".
 */
export function reviewOutcome(
  approve: boolean,
  order: Pick<OrderDetail, 'orderNo' | 'status' | 'errorMessage'>,
) {
  if (!approve) return { type: 'success', key: 'review.rejected', vars: { orderNo: order.orderNo } } as const;
  if (order.status === ORDER_STATUS.failed)
    return {
      type: 'error',
      key: 'review.approvedButFailed',
      vars: { orderNo: order.orderNo, reason: order.errorMessage || '-' },
    } as const;
  return { type: 'success', key: 'review.approved', vars: { orderNo: order.orderNo } } as const;
}
