import type { StoreListQuery } from '@shiplabel/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { storesApi } from '../stores.api.ts';

export const storeKeys = { all: ['stores'] as const };

/** The caller's stores; refreshed every few seconds while a sync may be running (to show its end). */
export function useStores(query: StoreListQuery, watching: boolean) {
  return useQuery({
    queryKey: [...storeKeys.all, query],
    queryFn: () => storesApi.list(query),
    placeholderData: keepPreviousData,
    refetchInterval: watching ? 2_000 : false,
  });
}

export function useSyncStore() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, key }: { id: string; key: string }) => storesApi.sync(id, key),
    onSuccess: () => client.invalidateQueries({ queryKey: storeKeys.all }),
  });
}

export function useDisconnectStore() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => storesApi.disconnect(id),
    onSuccess: () => client.invalidateQueries({ queryKey: storeKeys.all }),
  });
}
