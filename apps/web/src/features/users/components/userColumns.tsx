import type { AdminUser } from '@shiplabel/shared';
import { Button, Popconfirm, Space, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { userStore } from '../../../app/auth/session.ts';
import { formatDateTime, formatMoney } from '../../../app/format.ts';
import { useStore } from '../../../app/store/createStore.ts';
import { ImpersonateButton } from '../../impersonation/components/ImpersonateButton.tsx';
import { useDeleteUser, useUserStatus } from '../hooks/useUsers.ts';

export const STATUS_COLORS: Record<number, string> = { 0: 'default', 1: 'green', 2: 'red' };
export const KIND_COLORS: Record<string, string> = {
  admin: 'purple',
  staff: 'blue',
  seller: 'gold',
  customer: 'cyan',
  proxy: 'geekblue',
  warehouse: 'volcano',
};

interface Options {
  onOpen: (row: AdminUser) => void;
  onEdit: (row: AdminUser) => void;
  /** Sellers (no adminList) read only: no change actions. */
  canManage: boolean;
  /** The warehouse list shows the warehouse instead of the seller. */
  warehouse?: boolean;
}

/** The user table: account, kind, status, seller or warehouse, balances, registration, actions. */
export function useUserColumns({
  onOpen,
  onEdit,
  canManage,
  warehouse,
}: Options): TableColumnsType<AdminUser> {
  const { t, i18n } = useTranslation(['users', 'common']);
  const me = useStore(userStore);
  const status = useUserStatus();
  const remove = useDeleteUser();
  const columns: TableColumnsType<AdminUser> = [
    {
      title: t('columns.account'),
      width: 260,
      fixed: 'left',
      render: (_, r) => (
        <Button
          type="link"
          style={{ padding: 0, height: 'auto', textAlign: 'left' }}
          onClick={() => onOpen(r)}
          data-testid={`users-open-${r.email}`}
        >
          <div>
            <strong>{r.nickName || r.realName || r.email}</strong>
            <div className="text-secondary">{r.email}</div>
          </div>
        </Button>
      ),
    },
    {
      title: t('columns.kind'),
      width: 140,
      render: (_, r) => <Tag color={KIND_COLORS[r.kind]}>{t(`kind.${r.kind}`)}</Tag>,
    },
    {
      title: t('columns.status'),
      width: 100,
      render: (_, r) => (
        <Tag color={STATUS_COLORS[r.status]} data-testid={`users-status-${r.email}`}>
          {t(`status.${r.status}`)}
        </Tag>
      ),
    },
    { title: t('columns.company'), dataIndex: 'company', width: 180 },
    warehouse
      ? {
          title: t('columns.warehouse'),
          width: 320,
          render: (_, r) => (
            <div>
              <strong>{r.warehouseName}</strong> <Tag>{r.warehouseCode}</Tag>
              <div className="text-secondary">{r.warehouseAddress}</div>
            </div>
          ),
        }
      : { title: t('columns.seller'), dataIndex: 'sellerEmail', width: 200 },
    {
      title: t('columns.balanceUSD'),
      width: 130,
      align: 'right',
      render: (_, r) => formatMoney(r.balanceUSD, 'USD'),
    },
    {
      title: t('columns.balanceCNY'),
      width: 130,
      align: 'right',
      render: (_, r) => formatMoney(r.balanceCNY, 'CNY'),
    },
    {
      title: t('columns.registeredAt'),
      width: 170,
      render: (_, r) => formatDateTime(r.registeredAt, i18n.language),
    },
  ];
  if (!canManage) return columns;
  columns.push({
    title: t('columns.actions'),
    width: 380,
    fixed: 'right',
    render: (_, r) => {
      const self = r.id === me?.id;
      const next = r.status === 1 ? 2 : 1;
      return (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => onEdit(r)} data-testid={`users-edit-${r.email}`}>
            {t('common:edit')}
          </Button>
          <Popconfirm
            title={t(next === 1 ? 'confirm.activate' : 'confirm.disable', { email: r.email })}
            onConfirm={() => status.mutateAsync({ id: r.id, status: next }).catch(() => undefined)}
            disabled={self}
            okButtonProps={{ 'data-testid': 'users-confirm-ok' } as Record<`data-${string}`, string>}
          >
            <Button type="link" size="small" disabled={self} data-testid={`users-toggle-${r.email}`}>
              {t(next === 1 ? 'actions.activate' : 'actions.disable')}
            </Button>
          </Popconfirm>
          {/* The kinds POST /admin/token/build opens (docs/decisions.md, impersonation rules). */}
          {['customer', 'proxy', 'warehouse', 'seller'].includes(r.kind) && (
            <ImpersonateButton
              userId={r.id}
              scope="users"
              disabled={self || r.status !== 1}
              testId={`users-impersonate-${r.email}`}
            />
          )}
          <Popconfirm
            title={t('confirm.delete', { email: r.email })}
            onConfirm={() => remove.mutateAsync(r.id).catch(() => undefined)}
            disabled={self}
          >
            <Button type="link" size="small" danger disabled={self} data-testid={`users-delete-${r.email}`}>
              {t('common:delete')}
            </Button>
          </Popconfirm>
        </Space>
      );
    },
  });
  return columns;
}

/** The sum of the column widths (the table's horizontal scroll). */
export const userTableWidth = (canManage: boolean) => 1610 + (canManage ? 380 : 0);
