import type { ResourceCategory } from '@shiplabel/shared';
import { Button, Popconfirm, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListCard } from '../../../app/components/ListCard.tsx';
import { listPagination } from '../../../app/components/listPagination.ts';
import { feedback } from '../../../app/feedback.ts';
import { CategoryFormModal } from '../components/CategoryFormModal.tsx';
import { rowTestId } from '../components/testIds.ts';
import { useCategories, useDeleteCategory } from '../hooks/useResources.ts';

export default function ResourceCategoryPage() {
  const { t } = useTranslation('rbac');
  const categories = useCategories();
  const remove = useDeleteCategory();
  const [editing, setEditing] = useState<ResourceCategory | 'new' | null>(null);

  const columns: TableColumnsType<ResourceCategory> = [
    { title: t('categories.nameEn'), dataIndex: 'nameEn' },
    { title: t('categories.nameZh'), dataIndex: 'nameZh' },
    { title: t('categories.sort'), dataIndex: 'sort', width: 100 },
    { title: t('categories.resourceCount'), dataIndex: 'resourceCount', width: 140 },
    {
      title: t('common:actions'),
      key: 'actions',
      width: 180,
      render: (_, category) => (
        <Space size={0}>
          <Button
            type="link"
            size="small"
            onClick={() => setEditing(category)}
            data-testid={`category-edit-${category.nameEn}`}
          >
            {t('common:edit')}
          </Button>
          <Popconfirm
            title={t('categories.deleteConfirm', { name: category.nameEn })}
            okText={t('common:delete')}
            cancelText={t('common:cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={() =>
              remove
                .mutateAsync(category.id)
                .then(() => feedback.message.success(t('common:deleted')))
                .catch(() => undefined)
            }
          >
            <Button type="link" size="small" danger data-testid={`category-delete-${category.nameEn}`}>
              {t('common:delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <ListCard
      title={t('categories.title')}
      createLabel={t('categories.create')}
      createTestId="category-create"
      onCreate={() => setEditing('new')}
    >
      <Table<ResourceCategory>
        rowKey="id"
        columns={columns}
        dataSource={categories.data ?? []}
        loading={categories.isFetching}
        onRow={(category) => rowTestId(`category-row-${category.nameEn}`)}
        pagination={listPagination(t)}
      />
      {editing && (
        <CategoryFormModal category={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </ListCard>
  );
}
