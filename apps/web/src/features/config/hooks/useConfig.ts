import { type ConfigUpdate, type InsuranceTable, insuranceTableFromInput } from '@shiplabel/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../app/feedback.ts';
import { configApi } from '../config.api.ts';

export const CONFIG_KEY = ['config'] as const;

export const useAdminConfig = () => useQuery({ queryKey: [...CONFIG_KEY, 'admin'], queryFn: configApi.all });

export const useInsuranceVersions = () =>
  useQuery({ queryKey: [...CONFIG_KEY, 'insurance'], queryFn: configApi.insuranceVersions });

/** The fees in force, for pages that show an amount before the server charges it. */
export const useBusinessFees = () =>
  useQuery({ queryKey: [...CONFIG_KEY, 'fees'], queryFn: configApi.fees, staleTime: 10_000 });

/** The contact details, external links and the amounts public texts quote (public). */
export const usePublicConfig = () =>
  useQuery({ queryKey: [...CONFIG_KEY, 'public'], queryFn: configApi.public, staleTime: 60_000 });

/** Saves keys one after another (the endpoint takes one key); every config query is refreshed after. */
export function useSaveConfig() {
  const { t } = useTranslation('sysConfig');
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (updates: ConfigUpdate[]) => {
      for (const update of updates) await configApi.update(update);
    },
    onSuccess: () => feedback.message.success(t('saved')),
    onSettled: () => client.invalidateQueries({ queryKey: CONFIG_KEY }),
  });
}

/** The insurance table new quotes use (undefined until read: the spec's table applies meanwhile). */
export function useCurrentInsuranceTable(): InsuranceTable | undefined {
  const input = useBusinessFees().data?.insuranceTable;
  return useMemo(() => (input ? insuranceTableFromInput(input) : undefined), [input]);
}
