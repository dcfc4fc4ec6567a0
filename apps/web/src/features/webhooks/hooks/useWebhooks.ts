import type { WebhookDeliveriesQuery, WebhookEndpointInput } from '@shiplabel/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { webhooksApi } from '../webhooks.api.ts';

export const webhookKeys = {
  all: ['webhooks'] as const,
  deliveries: (id: string) => ['webhooks', 'deliveries', id] as const,
};

export function useWebhookEndpoints() {
  return useQuery({ queryKey: webhookKeys.all, queryFn: () => webhooksApi.list() });
}

/** The delivery log of one endpoint; refreshed every few seconds while pending ones wait. */
export function useWebhookDeliveries(id: string | null, query: WebhookDeliveriesQuery) {
  return useQuery({
    queryKey: [...webhookKeys.deliveries(id ?? ''), query],
    queryFn: () => webhooksApi.deliveries(id!, query),
    enabled: Boolean(id),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.list.some((d) => d.status === 'pending') ? 3_000 : false),
  });
}

export function useSaveWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input, key }: { id?: string; input: WebhookEndpointInput; key: string }) =>
      id ? webhooksApi.update(id, input) : webhooksApi.create(input, key),
    onSuccess: () => client.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}

export function useDeleteWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => webhooksApi.remove(id),
    onSuccess: () => client.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}

export function useRotateWebhookSecret() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, key }: { id: string; key: string }) => webhooksApi.rotate(id, key),
    onSuccess: () => client.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}

export function useResendDelivery(endpointId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ deliveryId, key }: { deliveryId: string; key: string }) =>
      webhooksApi.resend(deliveryId, key),
    onSuccess: () => client.invalidateQueries({ queryKey: webhookKeys.deliveries(endpointId) }),
  });
}

export function useSendTestEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, key }: { id: string; key: string }) => webhooksApi.test(id, key),
    onSuccess: (_data, { id }) => client.invalidateQueries({ queryKey: webhookKeys.deliveries(id) }),
  });
}
