import { useQuery } from '@tanstack/react-query';
import { isVisibleForRoles } from '../../../app/auth/roleGate.ts';
import { userStore } from '../../../app/auth/session.ts';
import { useStore } from '../../../app/store/createStore.ts';
import { ratesApi } from '../../rates/rates.api.ts';
import { templatesApi } from '../../templates/templates.api.ts';

/**
 * What a rule may name: the customer's allotted services, and their package templates when they hold the
 * templateAdd resource (the template list is refused otherwise, so it is not asked for).
 */
export function useRuleTargets() {
  const user = useStore(userStore);
  const mayUseTemplates = isVisibleForRoles(['templateAdd'], user?.role ?? []);
  const services = useQuery({
    queryKey: ['shippingRules', 'services'],
    queryFn: ratesApi.myServices,
    staleTime: 60_000,
  });
  const templates = useQuery({
    queryKey: ['shippingRules', 'templates'],
    queryFn: async () => (await templatesApi.list({ pageNum: 1, pageSize: 100 })).list,
    enabled: mayUseTemplates,
    staleTime: 60_000,
  });
  const serviceOptions = (services.data ?? []).map((s) => ({
    value: s.id,
    label: `${s.channelName} / ${s.name}`,
  }));
  const templateOptions = (templates.data ?? []).map((tpl) => ({ value: tpl.id, label: tpl.name }));
  const nameOf = (options: { value: string; label: string }[]) => (id: string) =>
    options.find((o) => o.value === id)?.label ?? id.slice(0, 8);
  return {
    mayUseTemplates,
    serviceOptions,
    templateOptions,
    names: { service: nameOf(serviceOptions), template: nameOf(templateOptions) },
  };
}
