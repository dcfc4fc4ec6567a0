import type { Page } from '@shiplabel/shared';
import { http } from '../../app/http/request.ts';
import type { ApiLogFilters } from './apiLog.ts';
import { apiLogQuery } from './apiLog.ts';

/** A row of GET /admin/apiLog/list: one carrier call. */
export interface ApiLogItem {
  id: string;
  orderId: string | null;
  /** Empty when the call concerned no order (e.g. an address check). */
  orderNo: string;
  carrierCode: string;
  channelId: string | null;
  /** The channel's name now; null once the channel is deleted. */
  channelName: string | null;
  requestType: string;
  success: boolean;
  errorCode: string;
  durationMs: number;
  createdAt: string;
}

/** GET /admin/apiLog/:id: the call with its request and response, secrets masked by the server. */
export interface ApiLogDetail extends ApiLogItem {
  userId: string | null;
  request: Record<string, unknown>;
  response: Record<string, unknown> | null;
}

/** The carrier API log (issue 6, back office, resource adminChannel). */
export const apiLogApi = {
  list: (filters: ApiLogFilters, paging: { pageNum: number; pageSize: number }) =>
    http.get<Page<ApiLogItem>>('/admin/apiLog/list', { params: apiLogQuery(filters, paging) }),
  detail: (id: string) => http.get<ApiLogDetail>(`/admin/apiLog/${id}`),
};
