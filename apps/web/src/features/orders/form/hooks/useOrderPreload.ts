import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { addressApi } from '../../../address/address.api.ts';
import { useAddressBookList } from '../../../address/hooks/useAddressBook.ts';
import { initialFormsOf } from '../initialForms.ts';
import { orderFormApi } from '../orderForm.api.ts';

/** The first address book page, shared (same query key) with the address pickers. */
export const FIRST_BOOK_PAGE = { keyword: '', pageNum: 1, pageSize: 50 };

/**
 * What the URL asks the form to start from: a draft to edit (`?id=`), address book entries as sender or
 * recipient (`?fromAddress=`, `?toAddress=`, from the address book's "use in order"), else the default
 * sender. `initial` stays null until every source has answered (a failed one is simply left out).
 */
export function useOrderPreload() {
  const [params] = useSearchParams();
  const orderId = params.get('id');
  const fromId = orderId ? null : params.get('fromAddress');
  const toId = orderId ? null : params.get('toAddress');

  const draft = useQuery({
    queryKey: ['orders', 'detail', orderId],
    queryFn: () => orderFormApi.get(orderId ?? ''),
    enabled: Boolean(orderId),
  });
  const fromEntry = useQuery({
    queryKey: ['address', 'entry', fromId],
    queryFn: () => addressApi.get(fromId ?? ''),
    enabled: Boolean(fromId),
  });
  const toEntry = useQuery({
    queryKey: ['address', 'entry', toId],
    queryFn: () => addressApi.get(toId ?? ''),
    enabled: Boolean(toId),
  });
  const book = useAddressBookList(FIRST_BOOK_PAGE);
  // The default sender matters only to a new order that names no sender.
  const needsBook = !orderId && !fromId;

  const ready =
    !draft.isLoading && !fromEntry.isLoading && !toEntry.isLoading && !(needsBook && book.isLoading);
  const initial = ready
    ? initialFormsOf({
        draft: draft.data ?? null,
        fromEntry: fromEntry.data ?? null,
        toEntry: toEntry.data ?? null,
        defaultSender: (needsBook && book.data?.list.find((entry) => entry.isDefaultSender)) || null,
      })
    : null;

  return {
    orderId: draft.data ? orderId : null,
    draft: draft.data ?? null,
    initial,
    loadFailed: draft.isError,
  };
}
