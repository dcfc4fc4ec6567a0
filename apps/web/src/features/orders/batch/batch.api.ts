import type { BatchServiceMode, OrderAddressCheck, OrderEstimate } from '@shiplabel/shared';
import { idempotent } from '../../../app/http/idempotency.ts';
import { http } from '../../../app/http/request.ts';
import { type OrderSource, orderApiPrefix } from '../orders.api.ts';

/** Issue 6: label batches (a background job), estimates and address checks of selected orders. */
export const batchApi = {
  createLabels: (
    source: OrderSource,
    body: { orderIds: string[]; serviceId?: string; serviceMode?: BatchServiceMode },
    key: string,
  ) =>
    http.post<{ jobId: string; total: number }>(
      `${orderApiPrefix(source)}/label/batchCreate`,
      body,
      idempotent(key),
    ),
  /** The back office on the spec's path (POST /admin/order/batchEstimateRate); customers' own orders. */
  estimate: (source: OrderSource, orderIds: string[]) =>
    http.post<OrderEstimate[]>(
      source === 'admin' ? '/admin/order/batchEstimateRate' : '/app/order/orders/estimate',
      { orderIds },
    ),
  validateAddresses: (source: OrderSource, orderIds: string[]) =>
    http.post<OrderAddressCheck[]>(`${orderApiPrefix(source)}/orders/validateAddresses`, { orderIds }),
};

/** Calls `call` on `ids` in slices the server accepts, one after another, results in the same order. */
export async function inChunks<T>(
  ids: readonly string[],
  size: number,
  call: (slice: string[]) => Promise<T[]>,
): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < ids.length; start += size)
    results.push(...(await call(ids.slice(start, start + size))));
  return results;
}
