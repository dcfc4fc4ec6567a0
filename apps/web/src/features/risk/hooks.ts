import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Paging } from '../../app/components/usePaging.ts';
import { type PickerEndpoint, riskApi } from './risk.api.ts';

export const riskKeys = {
  all: ['risk'] as const,
  list: (query: Paging & { keyword?: string }) => ['risk', 'list', query] as const,
  reasons: (orderIds: string[]) => ['risk', 'reasons', orderIds] as const,
  picker: (endpoint: PickerEndpoint, keyword: string) => ['risk', 'picker', endpoint, keyword] as const,
};

export function useExemptions(query: Paging & { keyword?: string }) {
  return useQuery({
    queryKey: riskKeys.list(query),
    queryFn: () => riskApi.list(query),
    placeholderData: keepPreviousData,
  });
}

export function useRemoveExemption() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: riskApi.remove,
    onSettled: () => client.invalidateQueries({ queryKey: riskKeys.all }),
  });
}

/** Why the risk rules held the orders on screen (order review). */
export function useHoldReasons(orderIds: string[]) {
  return useQuery({
    queryKey: riskKeys.reasons(orderIds),
    queryFn: () => riskApi.holdReasons(orderIds),
    enabled: orderIds.length > 0,
  });
}

export function usePickUsers(endpoint: PickerEndpoint, keyword: string) {
  return useQuery({
    queryKey: riskKeys.picker(endpoint, keyword),
    queryFn: () => riskApi.pickUsers(endpoint!, keyword),
    enabled: endpoint !== null,
    placeholderData: keepPreviousData,
  });
}
