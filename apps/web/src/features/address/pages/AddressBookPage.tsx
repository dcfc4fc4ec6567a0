import type { AddressBookEntry } from '@shiplabel/shared';
import { Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { KeywordSearch } from '../../../app/components/KeywordSearch.tsx';
import { ListCard } from '../../../app/components/ListCard.tsx';
import { PagedTable } from '../../../app/components/PagedTable.tsx';
import { useKeywordParam } from '../../../app/components/useKeywordParam.ts';
import { usePaging } from '../../../app/components/usePaging.ts';
import { feedback } from '../../../app/feedback.ts';
import { AddressBookFormModal } from '../components/AddressBookFormModal.tsx';
import { useAddressBookColumns } from '../components/useAddressBookColumns.tsx';
import { useAddressBookList, useDeleteAddressBookEntry } from '../hooks/useAddressBook.ts';
import { newOrderWith } from '../useInOrder.ts';

/** The address book (spec: /settings/addressbook): search, paging, create/edit with validation, delete. */
export default function AddressBookPage() {
  const { t } = useTranslation(['address', 'common']);
  const navigate = useNavigate();
  const [keyword, setKeyword] = useKeywordParam();
  const [paging, setPaging] = usePaging();
  const list = useAddressBookList({ keyword, ...paging });
  const remove = useDeleteAddressBookEntry();
  const [editing, setEditing] = useState<AddressBookEntry | 'new' | null>(null);
  const columns = useAddressBookColumns({
    onEdit: setEditing,
    onDelete: (entry) =>
      remove.mutate(entry.id, { onSuccess: () => feedback.message.success(t('common:deleted')) }),
    onUse: (entry, as) => navigate(newOrderWith(as, entry.id)),
  });

  return (
    <ListCard
      title={t('book.title')}
      createLabel={t('book.create')}
      createTestId="addressbook-create"
      onCreate={() => setEditing('new')}
    >
      <Space style={{ marginBottom: 16 }}>
        <KeywordSearch
          initial={keyword}
          placeholder={t('book.searchPlaceholder')}
          width={320}
          testId="addressbook-search"
          onSearch={setKeyword}
          setPaging={setPaging}
        />
      </Space>
      <PagedTable<AddressBookEntry>
        list={list}
        paging={paging}
        setPaging={setPaging}
        rowKey="id"
        columns={columns}
        minWidth={1200}
        rowTestId={(entry) => `addressbook-row-${entry.title}`}
      />
      {editing && (
        <AddressBookFormModal entry={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </ListCard>
  );
}
