import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { userInfoKey } from '../../account/hooks/useUserInfo.ts';
import { type FundQuery, moneyApi, type RechargeQuery } from '../money.api.ts';

export const balancesKey = ['money', 'balances'] as const;

export function useBalances(enabled = true) {
  return useQuery({ queryKey: balancesKey, queryFn: moneyApi.balances, enabled });
}

export type FundSource = 'own' | 'postage' | 'admin';

const fundFetchers = {
  own: moneyApi.myFundLines,
  postage: moneyApi.myPostageLines,
  admin: moneyApi.fundLines,
};

export function useFundLines(source: FundSource, query: FundQuery) {
  return useQuery({
    queryKey: ['money', 'funds', source, query],
    queryFn: () => fundFetchers[source](query),
    placeholderData: keepPreviousData,
  });
}

export function useMyRecharges(query: RechargeQuery) {
  return useQuery({
    queryKey: ['money', 'myRecharges', query],
    queryFn: () => moneyApi.myRecharges(query),
    placeholderData: keepPreviousData,
  });
}

export function useRecharges(query: RechargeQuery) {
  return useQuery({
    queryKey: ['money', 'recharges', query],
    queryFn: () => moneyApi.recharges(query),
    placeholderData: keepPreviousData,
  });
}

/** After money moved: every balance, list and the profile's balances are stale. */
export function useMoneyMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['money'] });
      void client.invalidateQueries({ queryKey: userInfoKey });
    },
  });
}
