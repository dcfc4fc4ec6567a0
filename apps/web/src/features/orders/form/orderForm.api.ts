import {
  estimateRequestOf,
  type OrderData,
  type OrderDetail,
  type QuoteList,
  REQUEST_CONSTANTS,
} from '@shiplabel/shared';
import { http } from '../../../app/http/request.ts';

/** The endpoints of the new-order screen (docs/orders-api.md). */
export const orderFormApi = {
  /** A draft to edit (`?id=`). */
  get: (id: string) => http.get<OrderDetail>(`/app/order/orders/${id}`),
  /** The inline rate comparison: the order's rating request (shared `estimateRequestOf`). */
  estimate: (order: OrderData) => http.post<QuoteList>('/app/order/estimateRate', estimateRequestOf(order)),
  saveDraft: (order: OrderData) => http.post<{ id: string; orderNo: string }>('/app/order/draft', order),
  /**
   * Places a saved draft. The key is made once per click so that a retried request (network, retry flag)
   * cannot buy the label twice; spec section 9 shows this call's messages for 5000 ms.
   */
  placeDraft: (orderId: string, serviceId: string, idempotencyKey: string) =>
    http.post<OrderDetail>(
      '/app/order/label/create',
      { orderId, serviceId },
      {
        headers: { 'Idempotency-Key': idempotencyKey },
        duration: REQUEST_CONSTANTS.labelCreateDuration,
      },
    ),
};
