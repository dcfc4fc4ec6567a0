import type { AddressBookInput } from '@shiplabel/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AddressBookQuery, addressApi } from '../address.api.ts';

export const addressKeys = { book: ['address', 'book'] as const };

export function useAddressBookList(query: AddressBookQuery) {
  return useQuery({
    queryKey: [...addressKeys.book, query],
    queryFn: () => addressApi.list(query),
    placeholderData: keepPreviousData,
  });
}

export function useSaveAddressBookEntry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input, key }: { id?: string; input: AddressBookInput; key: string }) =>
      id ? addressApi.update(id, input) : addressApi.create(input, key),
    onSuccess: () => client.invalidateQueries({ queryKey: addressKeys.book }),
  });
}

export function useDeleteAddressBookEntry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => addressApi.remove(id),
    onSuccess: () => client.invalidateQueries({ queryKey: addressKeys.book }),
  });
}
