import type { ShippingRuleInput } from '@shiplabel/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { shippingRulesApi } from '../shippingRules.api.ts';

export const shippingRuleKeys = { all: ['shippingRules'] as const };

export const useShippingRuleList = () =>
  useQuery({ queryKey: shippingRuleKeys.all, queryFn: shippingRulesApi.list });

function useRuleMutation<V>(fn: (vars: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: shippingRuleKeys.all }),
  });
}

export const useSaveShippingRule = () =>
  useRuleMutation(({ id, input, key }: { id?: string; input: ShippingRuleInput; key: string }) =>
    id ? shippingRulesApi.update(id, input) : shippingRulesApi.create(input, key),
  );

export const useMoveShippingRule = () =>
  useRuleMutation(({ id, direction }: { id: string; direction: 'up' | 'down' }) =>
    shippingRulesApi.move(id, direction),
  );

export const useDeleteShippingRule = () => useRuleMutation((id: string) => shippingRulesApi.remove(id));
