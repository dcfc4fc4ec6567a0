import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Paging } from '../../app/components/usePaging.ts';
import { apiLogApi } from './apiLog.api.ts';
import type { ApiLogFilters } from './apiLog.ts';

export const apiLogKeys = {
  list: (filters: ApiLogFilters, paging: Paging) => ['apiLog', 'list', filters, paging] as const,
  detail: (id: string) => ['apiLog', 'detail', id] as const,
};

export function useApiLogList(filters: ApiLogFilters, paging: Paging) {
  return useQuery({
    queryKey: apiLogKeys.list(filters, paging),
    queryFn: () => apiLogApi.list(filters, paging),
    placeholderData: keepPreviousData,
  });
}

/** A logged call never changes: fetched once per id. */
export function useApiLogDetail(id: string) {
  return useQuery({
    queryKey: apiLogKeys.detail(id),
    queryFn: () => apiLogApi.detail(id),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
