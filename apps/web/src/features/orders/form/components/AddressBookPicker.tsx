import type { AddressBookEntry } from '@shiplabel/shared';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddressBookList } from '../../../address/hooks/useAddressBook.ts';
import { FIRST_BOOK_PAGE } from '../hooks/useOrderPreload.ts';

interface Props {
  onPick: (entry: AddressBookEntry) => void;
  testId: string;
}

const entryLabel = (e: AddressBookEntry) =>
  `${e.title} · ${e.personName}, ${e.city} ${e.stateCode} ${e.zipCode}`;

/** "From the address book": searches the book on the server (title, name, ZIP...) and fills the address. */
export function AddressBookPicker({ onPick, testId }: Props) {
  const { t } = useTranslation('orderForm');
  const [keyword, setKeyword] = useState('');
  const list = useAddressBookList({ ...FIRST_BOOK_PAGE, keyword });
  const entries = list.data?.list ?? [];
  return (
    <Select<string>
      style={{ width: 300 }}
      allowClear
      placeholder={t('address.pick')}
      aria-label={t('address.pick')}
      loading={list.isFetching}
      showSearch={{ filterOption: false, onSearch: (value) => setKeyword(value.trim()) }}
      notFoundContent={t('address.noEntries')}
      options={entries.map((e) => ({ value: e.id, label: entryLabel(e) }))}
      onSelect={(id) => {
        const entry = entries.find((e) => e.id === id);
        if (entry) onPick(entry);
      }}
      data-testid={testId}
    />
  );
}
