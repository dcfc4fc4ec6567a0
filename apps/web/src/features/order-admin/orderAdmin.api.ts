import type {
  BatchProcessAction,
  BatchProcessResponse,
  OrderDetail,
  OrderListItem,
  Page,
} from '@shiplabel/shared';
import { http } from '../../app/http/request.ts';
import { orderLookupParams } from './waybills/drawerActions.ts';

/** A supplementary bill (GET /admin/order/bills): the carrier adjustment and the penalty, apart. */
export interface Bill {
  id: string;
  orderId: string;
  orderNo: string;
  userEmail: string;
  currency: string;
  amount: string;
  penalty: string;
  reason: string;
  createdAt: string;
}

/** What POST /admin/order/billed answers. */
export interface BillResult {
  billId: string;
  amount: string;
  penalty: string;
  currency: string;
}

/** A row of GET /admin/order/unRefunded: a list item plus the day its deposit was due back. */
export type UnRefundedOrder = OrderListItem & { depositDueAt: string | null };

export interface PageQuery {
  pageNum: number;
  pageSize: number;
  keyword?: string;
}

export interface ReviewInput {
  orderId: string;
  approve: boolean;
  reason: string;
}

export interface BillInput {
  orderId: string;
  amount: string;
  reason: string;
  penalty: boolean;
}

const withoutEmpty = <T extends object>(params: T) =>
  Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined && value !== ''));

/** A one-time key per user action: a retried or double-clicked money action moves money once. */
const idempotent = (key: string) => ({ headers: { 'Idempotency-Key': key } });

export const orderAdminApi = {
  /** The order review queue: orders of review channels held at 18 forecast successful. */
  reviewQueue: (query: PageQuery) =>
    http.get<Page<OrderListItem>>('/admin/order/orders', {
      params: withoutEmpty({ ...query, view: 'forecastSuccessful' }),
    }),
  /** Order lookup by order number (or any keyword the order list accepts) for the bill form. */
  findOrders: (keyword: string) =>
    http.get<Page<OrderListItem>>('/admin/order/orders', { params: orderLookupParams(keyword) }),
  review: (input: ReviewInput) => http.post<OrderDetail>('/admin/order/orders/review', input),
  bills: (query: PageQuery) => http.get<Page<Bill>>('/admin/order/bills', { params: withoutEmpty(query) }),
  /** The form shows a refusal (e.g. insufficient funds with the balance) itself, so no toast. */
  bill: (input: BillInput, key: string) =>
    http.post<BillResult>('/admin/order/billed', input, { ...idempotent(key), hideMessage: true }),
  unRefunded: (query: PageQuery) =>
    http.get<Page<UnRefundedOrder>>('/admin/order/unRefunded', { params: withoutEmpty(query) }),
  releaseDeposit: (orderId: string, key: string) =>
    http.post<OrderDetail>('/admin/order/order/releaseEarnest', { orderId }, idempotent(key)),
  /** Cancels, voids or restores up to 1000 orders by number, each on its own: a result per number. */
  batchProcess: (input: { action: BatchProcessAction; orderNos: string[]; userId?: string }) =>
    http.post<BatchProcessResponse>('/admin/order/batchProcess', input),
};
