import type { ApiLogDetail, ApiLogItem, Page } from '@shiplabel/shared';
import { http } from '../../app/http/request.ts';
import type { ApiLogFilters } from './apiLog.ts';
import { apiLogQuery } from './apiLog.ts';

/** The carrier API log (issue 6, back office, resource adminChannel). */
export const apiLogApi = {
  list: (filters: ApiLogFilters, paging: { pageNum: number; pageSize: number }) =>
    http.get<Page<ApiLogItem>>('/admin/apiLog/list', { params: apiLogQuery(filters, paging) }),
  detail: (id: string) => http.get<ApiLogDetail>(`/admin/apiLog/${id}`),
};
