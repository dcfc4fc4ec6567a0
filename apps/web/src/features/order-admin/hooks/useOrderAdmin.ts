import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { orderAdminApi, type PageQuery } from '../orderAdmin.api.ts';

export const orderAdminKeys = {
  all: ['orderAdmin'] as const,
  reviewQueue: (query: PageQuery) => ['orderAdmin', 'reviewQueue', query] as const,
  bills: (query: PageQuery) => ['orderAdmin', 'bills', query] as const,
  unRefunded: (query: PageQuery) => ['orderAdmin', 'unRefunded', query] as const,
  orderLookup: (keyword: string) => ['orderAdmin', 'orderLookup', keyword] as const,
};

export function useReviewQueue(query: PageQuery) {
  return useQuery({
    queryKey: orderAdminKeys.reviewQueue(query),
    queryFn: () => orderAdminApi.reviewQueue(query),
    placeholderData: keepPreviousData,
  });
}

export function useBills(query: PageQuery) {
  return useQuery({
    queryKey: orderAdminKeys.bills(query),
    queryFn: () => orderAdminApi.bills(query),
    placeholderData: keepPreviousData,
  });
}

export function useUnRefunded(query: PageQuery) {
  return useQuery({
    queryKey: orderAdminKeys.unRefunded(query),
    queryFn: () => orderAdminApi.unRefunded(query),
    placeholderData: keepPreviousData,
  });
}

/** Orders matching what was typed in the bill form's order picker (nothing is asked for an empty box). */
export function useOrderLookup(keyword: string) {
  return useQuery({
    queryKey: orderAdminKeys.orderLookup(keyword),
    queryFn: () => orderAdminApi.findOrders(keyword),
    enabled: keyword !== '',
    placeholderData: keepPreviousData,
  });
}

/**
 * Review, bill and release all change an order and usually money: refresh these lists, the money screens
 * and the order lists whether the call worked or was refused (a refusal often means the row is stale, e.g.
 * someone else already reviewed the order).
 */
export function useOrderAdminMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => {
      void client.invalidateQueries({ queryKey: orderAdminKeys.all });
      void client.invalidateQueries({ queryKey: ['money'] });
      void client.invalidateQueries({ queryKey: ['orders'] });
    },
  });
}
