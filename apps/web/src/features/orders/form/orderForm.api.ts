import {
  estimateRequestOf,
  type OrderData,
  type OrderDetail,
  type QuoteList,
  REQUEST_CONSTANTS,
} from '@shiplabel/shared';
import { idempotent } from '../../../app/http/idempotency.ts';
import { http } from '../../../app/http/request.ts';

/** The endpoints of the new-order screen (docs/orders-api.md). */
export const orderFormApi = {
  /** A draft to edit (`?id=`). */
  get: (id: string) => http.get<OrderDetail>(`/app/order/orders/${id}`),
  /** The inline rate comparison: the order's rating request (shared `estimateRequestOf`). */
  estimate: (order: OrderData) => http.post<QuoteList>('/app/order/estimateRate', estimateRequestOf(order)),
  /** The key is the submission's (app/http/idempotency.ts): a repeat answers the same draft. */
  saveDraft: (order: OrderData, key: string) =>
    http.post<{ id: string; orderNo: string }>('/app/order/draft', order, idempotent(key)),
  /**
   * Places a saved draft. The key is made once per submission so that a double click or a retried request
   * cannot buy the label twice; spec section 9 shows this call's messages for 5000 ms.
   */
  placeDraft: (orderId: string, serviceId: string, idempotencyKey: string) =>
    http.post<OrderDetail>(
      '/app/order/label/create',
      { orderId, serviceId },
      idempotent(idempotencyKey, { duration: REQUEST_CONSTANTS.labelCreateDuration }),
    ),
};
