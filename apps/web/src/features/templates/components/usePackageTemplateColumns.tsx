import type { PackageTemplate } from '@shiplabel/shared';
import { Button, Popconfirm, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../app/format.ts';
import { sizeText, weightText } from '../templateForm.ts';

interface Actions {
  onEdit: (template: PackageTemplate) => void;
  onDelete: (template: PackageTemplate) => void;
}

export function usePackageTemplateColumns({ onEdit, onDelete }: Actions): ColumnsType<PackageTemplate> {
  const { t, i18n } = useTranslation(['templates', 'common']);
  return [
    { title: t('fields.name'), dataIndex: 'name', width: 220 },
    { title: t('fields.quantity'), dataIndex: 'quantity', width: 100 },
    { title: t('list.size'), key: 'size', width: 200, render: (_: unknown, row) => sizeText(row) },
    { title: t('fields.weight'), key: 'weight', width: 120, render: (_: unknown, row) => weightText(row) },
    {
      title: t('fields.unit'),
      dataIndex: 'unit',
      width: 150,
      render: (unit: string) => t(unit === 'cm/kg' ? 'units.cmKg' : 'units.inLb'),
    },
    {
      title: t('list.createdAt'),
      dataIndex: 'createdAt',
      width: 180,
      render: (value: string) => formatDateTime(value, i18n.language),
    },
    {
      title: t('common:actions'),
      key: 'actions',
      width: 160,
      fixed: 'right',
      render: (_: unknown, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => onEdit(row)} data-testid="template-edit">
            {t('common:edit')}
          </Button>
          <Popconfirm title={t('list.confirmDelete', { name: row.name })} onConfirm={() => onDelete(row)}>
            <Button type="link" size="small" danger data-testid="template-delete">
              {t('common:delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
}
