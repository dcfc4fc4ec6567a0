import type { ApiKeyCreate } from '@shiplabel/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiKeysApi } from '../apiKeys.api.ts';

export const apiKeyKeys = { all: ['apiKeys'] as const };

export function useApiKeyList(query: { pageNum: number; pageSize: number }) {
  return useQuery({
    queryKey: [...apiKeyKeys.all, query],
    queryFn: () => apiKeysApi.list(query),
    placeholderData: keepPreviousData,
  });
}

export function useCreateApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ input, key }: { input: ApiKeyCreate; key: string }) => apiKeysApi.create(input, key),
    onSuccess: () => client.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}

export function useRevokeApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, key }: { id: string; key: string }) => apiKeysApi.revoke(id, key),
    onSuccess: () => client.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}

export function useRenameApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => apiKeysApi.rename(id, name),
    onSuccess: () => client.invalidateQueries({ queryKey: apiKeyKeys.all }),
  });
}
