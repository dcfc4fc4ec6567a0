import type { StaffRow } from '@shiplabel/shared';
import { Button, Popconfirm, Space, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { userStore } from '../../../app/auth/session.ts';
import { formatDateTime } from '../../../app/format.ts';
import { useStore } from '../../../app/store/createStore.ts';
import { ImpersonateButton } from '../../impersonation/components/ImpersonateButton.tsx';
import { roleName } from '../../rbac/roleText.ts';
import { useDeleteStaff, useStaffStatus } from '../hooks/useStaff.ts';

export const STATUS_COLORS: Record<number, string> = { 0: 'default', 1: 'green', 2: 'red' };

interface Actions {
  onEdit: (row: StaffRow) => void;
  onRoles: (row: StaffRow) => void;
}

/** Employee table columns; administrators' rows are read-only (no actions but the view). */
export function useStaffColumns({ onEdit, onRoles }: Actions): TableColumnsType<StaffRow> {
  const { t, i18n } = useTranslation(['staff', 'common']);
  const me = useStore(userStore);
  const status = useStaffStatus();
  const remove = useDeleteStaff();
  return [
    {
      title: t('columns.account'),
      width: 260,
      render: (_, r) => (
        <div>
          <strong>{r.nickName || r.email}</strong>
          <div className="text-secondary">{r.email}</div>
        </div>
      ),
    },
    {
      title: t('columns.kind'),
      width: 110,
      render: (_, r) => <Tag color={r.kind === 'admin' ? 'purple' : 'blue'}>{t(`kind.${r.kind}`)}</Tag>,
    },
    {
      title: t('columns.status'),
      width: 100,
      render: (_, r) => (
        <Tag color={STATUS_COLORS[r.status]} data-testid={`staff-status-${r.email}`}>
          {t(`status.${r.status}`)}
        </Tag>
      ),
    },
    {
      title: t('columns.roles'),
      width: 220,
      render: (_, r) => r.roles.map((role) => <Tag key={role.id}>{roleName(role, t)}</Tag>),
    },
    { title: t('columns.phone'), dataIndex: 'phone', width: 140 },
    { title: t('columns.job'), dataIndex: 'job', width: 120 },
    {
      title: t('columns.createdAt'),
      width: 170,
      render: (_, r) => formatDateTime(r.createdAt, i18n.language),
    },
    {
      title: t('columns.actions'),
      width: 420,
      fixed: 'right',
      render: (_, r) => {
        if (!r.editable) return <Tag>{t('readOnly')}</Tag>;
        const self = r.id === me?.id;
        const next = r.status === 1 ? 2 : 1;
        return (
          <Space size={0} wrap>
            <Button type="link" size="small" onClick={() => onEdit(r)} data-testid={`staff-edit-${r.email}`}>
              {t('common:edit')}
            </Button>
            <Button
              type="link"
              size="small"
              onClick={() => onRoles(r)}
              data-testid={`staff-roles-${r.email}`}
            >
              {t('actions.roles')}
            </Button>
            <Button
              type="link"
              size="small"
              disabled={self}
              onClick={() => status.mutate({ id: r.id, status: next })}
              data-testid={`staff-toggle-${r.email}`}
            >
              {t(next === 1 ? 'actions.activate' : 'actions.disable')}
            </Button>
            <ImpersonateButton
              userId={r.id}
              scope="staff"
              disabled={self || r.status !== 1}
              testId={`staff-impersonate-${r.email}`}
            />
            <Popconfirm title={t('deleteConfirm')} onConfirm={() => remove.mutateAsync(r.id)} disabled={self}>
              <Button type="link" size="small" danger disabled={self} data-testid={`staff-delete-${r.email}`}>
                {t('common:delete')}
              </Button>
            </Popconfirm>
          </Space>
        );
      },
    },
  ];
}
