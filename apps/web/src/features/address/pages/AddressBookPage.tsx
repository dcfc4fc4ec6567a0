import { type AddressBookEntry, DEFAULT_PAGE_SIZE } from '@shiplabel/shared';
import { Input, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ListCard } from '../../../app/components/ListCard.tsx';
import { listPagination } from '../../../app/components/listPagination.ts';
import { tableScroll } from '../../../app/components/tableScroll.ts';
import { feedback } from '../../../app/feedback.ts';
import { AddressBookFormModal } from '../components/AddressBookFormModal.tsx';
import { useAddressBookColumns } from '../components/useAddressBookColumns.tsx';
import { useAddressBookList, useDeleteAddressBookEntry } from '../hooks/useAddressBook.ts';
import { newOrderWith } from '../useInOrder.ts';

/** The address book (spec: /settings/addressbook): search, paging, create/edit with validation, delete. */
export default function AddressBookPage() {
  const { t } = useTranslation(['address', 'common']);
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const keyword = searchParams.get('keyword') ?? '';
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
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
        <Input.Search
          key={keyword}
          defaultValue={keyword}
          allowClear
          placeholder={t('book.searchPlaceholder')}
          onSearch={(value) => {
            setPaging((p) => ({ ...p, pageNum: 1 }));
            setSearchParams(value.trim() ? { keyword: value.trim() } : {});
          }}
          style={{ width: 320 }}
          data-testid="addressbook-search"
        />
      </Space>
      <Table<AddressBookEntry>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.list ?? []}
        loading={list.isFetching}
        onRow={(entry) =>
          ({ 'data-testid': `addressbook-row-${entry.title}` }) as React.HTMLAttributes<HTMLElement>
        }
        {...tableScroll(paging.pageSize, 1200)}
        pagination={{
          ...listPagination(t),
          current: paging.pageNum,
          pageSize: paging.pageSize,
          total: list.data?.total ?? 0,
          onChange: (pageNum, pageSize) => setPaging({ pageNum, pageSize }),
        }}
      />
      {editing && (
        <AddressBookFormModal entry={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </ListCard>
  );
}
