import type { LingxingConnectInput, PageQuery } from '@shiplabel/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { lingxingApi } from './lingxing.api.ts';

export const lingxingKeys = {
  all: ['lingxing'] as const,
  connection: ['lingxing', 'connection'] as const,
  orders: (query: PageQuery) => ['lingxing', 'orders', query] as const,
};

export function useLingxingConnection() {
  return useQuery({ queryKey: lingxingKeys.connection, queryFn: () => lingxingApi.connection() });
}

/** The pulled orders; refreshed every 3 seconds while `watching` (after "pull now" or "push again"). */
export function useLingxingOrders(query: PageQuery, watching: boolean) {
  return useQuery({
    queryKey: lingxingKeys.orders(query),
    queryFn: () => lingxingApi.orders(query),
    placeholderData: keepPreviousData,
    refetchInterval: watching ? 3_000 : false,
  });
}

const useInvalidating = <T>(mutationFn: (vars: T) => Promise<unknown>) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: lingxingKeys.all }),
  });
};

export const useConnectLingxing = () =>
  useInvalidating(({ input, key }: { input: LingxingConnectInput; key: string }) =>
    lingxingApi.connect(input, key),
  );
export const useTestLingxing = () => useInvalidating(() => lingxingApi.test());
export const useDisconnectLingxing = () => useInvalidating(() => lingxingApi.disconnect());
export const usePullLingxing = () => useInvalidating((key: string) => lingxingApi.pull(key));
export const usePushAgain = () =>
  useInvalidating(({ id, key }: { id: string; key: string }) => lingxingApi.pushAgain(id, key));
