import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type UserFilter, usersApi } from '../users.api.ts';

export const usersKeys = {
  all: ['users'] as const,
  list: ['users', 'list'] as const,
  warehouses: ['users', 'warehouses'] as const,
  sellers: ['users', 'sellers'] as const,
  detail: (id: string) => ['users', 'detail', id] as const,
};

type Paged<T> = T & { pageNum: number; pageSize: number };

export function useUserList(query: Paged<UserFilter>) {
  return useQuery({
    queryKey: [...usersKeys.list, query],
    queryFn: () => usersApi.list(query),
    placeholderData: keepPreviousData,
  });
}

export function useWarehouseUsers(query: Paged<Omit<UserFilter, 'kind'>>) {
  return useQuery({
    queryKey: [...usersKeys.warehouses, query],
    queryFn: () => usersApi.warehouses(query),
    placeholderData: keepPreviousData,
  });
}

export function useUserDetail(id: string | null) {
  return useQuery({
    queryKey: usersKeys.detail(id ?? ''),
    queryFn: () => usersApi.detail(id!),
    enabled: Boolean(id),
  });
}

/** Sellers for the lists' seller filter and the reassign dialog (adminList only: callers check). */
export function useSellers(query: Paged<{ keyword?: string }>, enabled = true) {
  return useQuery({
    queryKey: [...usersKeys.sellers, query],
    queryFn: () => usersApi.sellers(query),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Every change refreshes all user lists and details (status, seller and balances show in several). */
export function useUsersMutation<V, R = unknown>(fn: (vars: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: usersKeys.all }),
  });
}

export const useUserStatus = () =>
  useUsersMutation((v: { id: string; status: number }) => usersApi.setStatus(v.id, v.status));
export const useDeleteUser = () => useUsersMutation((id: string) => usersApi.remove(id));
