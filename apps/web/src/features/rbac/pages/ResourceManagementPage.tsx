import type { Resource } from '@shiplabel/shared';
import { Select, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeywordSearch } from '../../../app/components/KeywordSearch.tsx';
import { ListCard } from '../../../app/components/ListCard.tsx';
import { listPagination } from '../../../app/components/listPagination.ts';
import { tableScroll } from '../../../app/components/tableScroll.ts';
import { localizedName } from '../components/localizedName.ts';
import { ResourceFormModal } from '../components/ResourceFormModal.tsx';
import { useResourceColumns } from '../components/resourceColumns.tsx';
import { rowTestId } from '../components/testIds.ts';
import { useCategories, useResources } from '../hooks/useResources.ts';

/** Resources filterable by category and keyword; system resources keep their code and cannot be deleted. */
export default function ResourceManagementPage() {
  const { t, i18n } = useTranslation('rbac');
  const [categoryId, setCategoryId] = useState<string | undefined>();
  const [keyword, setKeyword] = useState('');
  const categories = useCategories();
  const resources = useResources({ ...(categoryId ? { categoryId } : {}), ...(keyword ? { keyword } : {}) });
  const [editing, setEditing] = useState<Resource | 'new' | null>(null);
  const columns = useResourceColumns({ categories: categories.data ?? [], onEdit: setEditing });

  return (
    <ListCard
      title={t('resources.title')}
      createLabel={t('resources.create')}
      createTestId="resource-create"
      onCreate={() => setEditing('new')}
    >
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          allowClear
          value={categoryId}
          onChange={setCategoryId}
          placeholder={t('resources.allCategories')}
          aria-label={t('resources.allCategories')}
          style={{ width: 220 }}
          options={(categories.data ?? []).map((c) => ({
            value: c.id,
            label: localizedName(c, i18n.language),
          }))}
          data-testid="resource-category-filter"
        />
        <KeywordSearch
          placeholder={t('resources.searchPlaceholder')}
          width={260}
          testId="resource-search"
          onSearch={setKeyword}
        />
      </Space>
      <Table<Resource>
        rowKey="id"
        columns={columns}
        dataSource={resources.data ?? []}
        loading={resources.isFetching}
        onRow={(resource) => rowTestId(`resource-row-${resource.code}`)}
        {...tableScroll(resources.data?.length ?? 0, 1100)}
        pagination={listPagination(t)}
      />
      {editing && (
        <ResourceFormModal
          resource={editing === 'new' ? null : editing}
          categories={categories.data ?? []}
          defaultCategoryId={categoryId ?? null}
          onClose={() => setEditing(null)}
        />
      )}
    </ListCard>
  );
}
