import type { OrderDetail, OrderListPage, OrderListQuery } from '@shiplabel/shared';
import type { AxiosResponse } from 'axios';
import { idempotent } from '../../app/http/idempotency.ts';
import { http } from '../../app/http/request.ts';

/** Who is looking: the customer's own orders (/app/) or every customer's (/admin/). */
export type OrderSource = 'customer' | 'admin';

export type OrderFilters = Partial<Omit<OrderListQuery, 'view'>> & { view: string };
export type OrderPageQuery = OrderFilters & { pageNum: number; pageSize: number };

export interface CostStats {
  currency: string;
  /** Business time zone the days are counted in. */
  timeZone?: string;
  /** Labels in cancellation or canceled: refunded or being refunded, so not counted as spend. */
  canceled?: { amount: string; orders: number };
  days: { day: string; amount: string; orders: number }[];
  services: { serviceName: string; amount: string; orders: number }[];
  statuses: { status: number; orders: number }[];
}

/** The order calls' root: the customer's own, or the back office's. */
export const orderApiPrefix = (source: OrderSource) => (source === 'admin' ? '/admin/order' : '/app/order');

const withoutEmpty = <T extends object>(params: T) =>
  Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined && value !== ''));

/**
 * Batch runs report each order's result themselves, so those calls hide the client's error toast
 * (one toast per failed order would bury the summary).
 */
const quiet = (hideMessage: boolean) => (hideMessage ? { hideMessage: true } : {});

export const ordersApi = {
  list: (source: OrderSource, query: OrderPageQuery) =>
    http.get<OrderListPage>(`${orderApiPrefix(source)}/orders`, { params: withoutEmpty(query) }),
  detail: (source: OrderSource, id: string) =>
    http.get<OrderDetail>(`${orderApiPrefix(source)}/orders/${id}`),

  /** A new key per user action: a retried or double-clicked purchase buys one label. */
  createLabel: (orderId: string, idempotencyKey: string) =>
    http.post<OrderDetail>(
      '/app/order/label/create',
      { orderId },
      // spec section 9: label creation messages stay 5 s
      idempotent(idempotencyKey, { duration: 5000 }),
    ),
  /** With the action's key (app/http/idempotency.ts) a repeat answers the first cancel. */
  cancel: (orderId: string, hideMessage = false, key?: string) =>
    http.post<OrderDetail>(
      '/app/order/cancel',
      { orderId },
      key ? idempotent(key, quiet(hideMessage)) : quiet(hideMessage),
    ),
  /** A return label of a placed order (issue 15); one key per submission. */
  createReturn: (orderId: string, idempotencyKey: string) =>
    http.post<OrderDetail>(
      '/app/order/label/return',
      { orderId },
      idempotent(idempotencyKey, { duration: 5000 }),
    ),
  void: (orderId: string, hideMessage = false) =>
    http.post<OrderDetail>('/app/order/void', { orderId }, quiet(hideMessage)),
  restore: (orderId: string, hideMessage = false) =>
    http.post<OrderDetail>('/app/order/cancelRestore', { orderId }, quiet(hideMessage)),
  copy: (source: OrderSource, orderId: string, key: string) =>
    http.post<{ id: string; orderNo: string }>(
      `${orderApiPrefix(source)}/order/copy`,
      { orderId },
      idempotent(key),
    ),
  cancelAudit: (body: { orderId: string; approve: boolean; reason: string }) =>
    http.post<OrderDetail>('/admin/order/orders/cancelAudit', body),

  label: (source: OrderSource, orderId: string): Promise<AxiosResponse<Blob>> =>
    http.download(`${orderApiPrefix(source)}/label/down`, { params: { orderId } }),
  invoice: (source: OrderSource, orderId: string): Promise<AxiosResponse<Blob>> =>
    http.download(`${orderApiPrefix(source)}/invoice/down`, { params: { orderId } }),

  /** One wallet's spend at a time: prices are in the channel's currency. */
  costStats: (from: string, to: string, currency: string) =>
    http.get<CostStats>('/app/order/costStats', { params: { from, to, currency } }),
};
