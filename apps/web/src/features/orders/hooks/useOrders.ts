import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { userInfoKey } from '../../account/hooks/useUserInfo.ts';
import { type OrderPageQuery, type OrderSource, ordersApi } from '../orders.api.ts';

export const ordersKeys = {
  all: ['orders'] as const,
  list: (source: OrderSource, query: OrderPageQuery) => ['orders', 'list', source, query] as const,
  detail: (source: OrderSource, id: string) => ['orders', 'detail', source, id] as const,
  costs: (from: string, to: string, currency: string) => ['orders', 'costs', from, to, currency] as const,
};

export function useOrderList(source: OrderSource, query: OrderPageQuery) {
  return useQuery({
    queryKey: ordersKeys.list(source, query),
    queryFn: () => ordersApi.list(source, query),
    placeholderData: keepPreviousData,
  });
}

export function useOrderDetail(source: OrderSource, id: string | undefined) {
  return useQuery({
    queryKey: ordersKeys.detail(source, id ?? ''),
    queryFn: () => ordersApi.detail(source, id!),
    enabled: Boolean(id),
  });
}

export function useCostStats(from: string, to: string, currency: string) {
  return useQuery({
    queryKey: ordersKeys.costs(from, to, currency),
    queryFn: () => ordersApi.costStats(from, to, currency),
  });
}

/**
 * After an order changed: every order list and detail is stale, and so are the balances (placing,
 * cancelling and the cancel audit move money).
 */
export function useInvalidateOrders() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: ordersKeys.all });
    void client.invalidateQueries({ queryKey: ['money'] });
    void client.invalidateQueries({ queryKey: userInfoKey });
  };
}

export function useOrderMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const invalidate = useInvalidateOrders();
  return useMutation({ mutationFn, onSuccess: invalidate });
}
