import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type PeriodQuery, proxyApi } from '../proxy.api.ts';

export const proxyKeys = { all: ['proxy'] as const };

export function useSubAccounts(query: Parameters<typeof proxyApi.subAccounts>[0]) {
  return useQuery({
    queryKey: [...proxyKeys.all, 'subAccounts', query],
    queryFn: () => proxyApi.subAccounts(query),
    placeholderData: keepPreviousData,
  });
}

export function useSubOrders(id: string | null, query: PeriodQuery & { pageNum: number; pageSize: number }) {
  return useQuery({
    queryKey: [...proxyKeys.all, 'subOrders', id, query],
    queryFn: () => proxyApi.subOrders(id!, query),
    enabled: Boolean(id),
    placeholderData: keepPreviousData,
  });
}

export function useProxies(query: Parameters<typeof proxyApi.proxies>[0]) {
  return useQuery({
    queryKey: [...proxyKeys.all, 'proxies', query],
    queryFn: () => proxyApi.proxies(query),
    placeholderData: keepPreviousData,
  });
}

export function useCustomerOptions(keyword: string, enabled: boolean) {
  return useQuery({
    queryKey: [...proxyKeys.all, 'customerOptions', keyword],
    queryFn: () => proxyApi.customerOptions(keyword),
    enabled,
  });
}

/** Any proxy change: every proxy view (figures, markups, sub-accounts) is read again. */
export function useProxyMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: proxyKeys.all }),
  });
}
