import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ratesApi } from './rates.api.ts';

export const ratesKeys = {
  all: ['rates'] as const,
  tree: ['rates', 'tree'] as const,
  carriers: ['rates', 'carriers'] as const,
  channels: ['rates', 'channels'] as const,
  users: (keyword: string, kind: string) => ['rates', 'users', kind, keyword] as const,
  allotment: (userId: string) => ['rates', 'allotment', userId] as const,
  allotments: ['rates', 'allotments'] as const,
  compute: (scope: string) => ['rates', 'compute', scope] as const,
  priceRules: ['rates', 'priceRules'] as const,
  holders: ['rates', 'holders'] as const,
  rateCard: (serviceId: string) => ['rates', 'rateCard', serviceId] as const,
};

export const useCarrierTree = () => useQuery({ queryKey: ratesKeys.tree, queryFn: ratesApi.tree });
export const useCarriers = () =>
  useQuery({ queryKey: ratesKeys.carriers, queryFn: ratesApi.carriers, staleTime: 60_000 });
export const useAllChannels = () => useQuery({ queryKey: ratesKeys.channels, queryFn: ratesApi.allChannels });
export const usePriceRules = () => useQuery({ queryKey: ratesKeys.priceRules, queryFn: ratesApi.priceRules });
export const useRuleHolders = () => useQuery({ queryKey: ratesKeys.holders, queryFn: ratesApi.ruleHolders });

export function useUserOptions(keyword: string, kind: 'customer' | 'staff' = 'customer') {
  return useQuery({
    queryKey: ratesKeys.users(keyword, kind),
    queryFn: () => ratesApi.userOptions(keyword, kind),
    placeholderData: keepPreviousData,
  });
}

/** Any change to channels, rules or allotments refreshes every rates query (they are small). */
export function useRatesMutation<A, R>(fn: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: ratesKeys.all }),
  });
}
