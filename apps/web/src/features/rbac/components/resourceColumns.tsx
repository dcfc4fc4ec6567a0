import type { Resource, ResourceCategory } from '@shiplabel/shared';
import { Button, Popconfirm, Space, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../app/feedback.ts';
import { useDeleteResource } from '../hooks/useResources.ts';
import { localizedName } from './localizedName.ts';

interface Options {
  categories: readonly ResourceCategory[];
  onEdit: (resource: Resource) => void;
}

export function useResourceColumns({ categories, onEdit }: Options): TableColumnsType<Resource> {
  const { t, i18n } = useTranslation('rbac');
  const remove = useDeleteResource();
  const categoryName = (id: string | null) => {
    const category = categories.find((c) => c.id === id);
    return category ? localizedName(category, i18n.language) : t('resources.uncategorised');
  };
  return [
    {
      title: t('resources.code'),
      dataIndex: 'code',
      width: 200,
      render: (code: string) => <Typography.Text code>{code}</Typography.Text>,
    },
    { title: t('resources.nameEn'), dataIndex: 'nameEn' },
    { title: t('resources.nameZh'), dataIndex: 'nameZh' },
    { title: t('resources.category'), dataIndex: 'categoryId', render: categoryName },
    { title: t('resources.description'), dataIndex: 'description', ellipsis: true },
    {
      title: t('resources.type'),
      dataIndex: 'system',
      width: 100,
      render: (system: boolean) =>
        system ? <Tag color="gold">{t('resources.system')}</Tag> : <Tag>{t('resources.custom')}</Tag>,
    },
    {
      title: t('common:actions'),
      key: 'actions',
      width: 160,
      fixed: 'right',
      render: (_, resource) => (
        <Space size={0}>
          <Button
            type="link"
            size="small"
            onClick={() => onEdit(resource)}
            data-testid={`resource-edit-${resource.code}`}
          >
            {t('common:edit')}
          </Button>
          {!resource.system && (
            <Popconfirm
              title={t('resources.deleteConfirm', { code: resource.code })}
              okText={t('common:delete')}
              cancelText={t('common:cancel')}
              okButtonProps={{ danger: true }}
              onConfirm={() =>
                remove
                  .mutateAsync(resource.id)
                  .then(() => feedback.message.success(t('common:deleted')))
                  .catch(() => undefined)
              }
            >
              <Button type="link" size="small" danger data-testid={`resource-delete-${resource.code}`}>
                {t('common:delete')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];
}
