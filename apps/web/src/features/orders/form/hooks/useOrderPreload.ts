import type { OrderDetail } from '@shiplabel/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { addressApi } from '../../../address/address.api.ts';
import { useAddressBookList } from '../../../address/hooks/useAddressBook.ts';
import { orderFormApi } from '../orderForm.api.ts';
import { addressValuesOfEntry, formValuesOf } from '../orderFormModel.ts';
import type { OrderForms } from './orderForms.ts';

/** The first address book page, shared (same query key) with the address pickers. */
export const FIRST_BOOK_PAGE = { keyword: '', pageNum: 1, pageSize: 50 };

/**
 * What the URL asks the form to start from: a draft to edit (`?id=`), address book entries as sender or
 * recipient (`?fromAddress=`, `?toAddress=`, from the address book's "use in order"), else the default
 * sender. Each source fills its form once, so a background refetch never overwrites the user's edits.
 */
export function useOrderPreload(forms: OrderForms, onDraft: (draft: OrderDetail) => void) {
  const [params] = useSearchParams();
  const orderId = params.get('id');
  const fromId = orderId ? null : params.get('fromAddress');
  const toId = orderId ? null : params.get('toAddress');
  const applied = useRef(new Set<string>());
  const once = (key: string, apply: () => void) => {
    if (applied.current.has(key)) return;
    applied.current.add(key);
    apply();
  };

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

  useEffect(() => {
    const detail = draft.data;
    if (!detail) return;
    once(`draft:${detail.id}`, () => {
      const values = formValuesOf(detail);
      forms.order.setFieldsValue(values.order);
      forms.from.setFieldsValue(values.from);
      forms.to.setFieldsValue(values.to);
      onDraft(detail);
    });
  });
  useEffect(() => {
    if (fromEntry.data) once('from', () => forms.from.setFieldsValue(addressValuesOfEntry(fromEntry.data)));
    if (toEntry.data) once('to', () => forms.to.setFieldsValue(addressValuesOfEntry(toEntry.data)));
  });
  // A new order starts from the default sender of the address book, unless the user already typed one.
  const defaultSender = book.data?.list.find((entry) => entry.isDefaultSender);
  useEffect(() => {
    if (orderId || fromId || !defaultSender) return;
    once('defaultSender', () => {
      if (!forms.from.getFieldValue('personName'))
        forms.from.setFieldsValue(addressValuesOfEntry(defaultSender));
    });
  });

  return {
    orderId,
    draft: draft.data ?? null,
    loading: draft.isLoading || fromEntry.isLoading || toEntry.isLoading,
    loadFailed: draft.isError,
  };
}
