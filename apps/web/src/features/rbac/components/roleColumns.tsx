import type { Role } from '@shiplabel/shared';
import { Button, Popconfirm, Space, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../app/feedback.ts';
import { formatDateTime } from '../../../app/format.ts';
import { useDeleteRole } from '../hooks/useRoles.ts';
import { roleDescription, roleName } from '../roleText.ts';

interface Actions {
  onEdit: (role: Role) => void;
  onMembers: (role: Role) => void;
}

export function useRoleColumns({ onEdit, onMembers }: Actions): TableColumnsType<Role> {
  const { t, i18n } = useTranslation('rbac');
  const remove = useDeleteRole();
  return [
    { title: t('roles.name'), dataIndex: 'name', width: 200, render: (_, role) => roleName(role, t) },
    {
      title: t('roles.description'),
      dataIndex: 'description',
      ellipsis: true,
      render: (_, role) => roleDescription(role, t),
    },
    {
      title: t('roles.type'),
      dataIndex: 'builtin',
      width: 110,
      render: (builtin: boolean) =>
        builtin ? <Tag color="gold">{t('roles.builtin')}</Tag> : <Tag>{t('roles.custom')}</Tag>,
    },
    {
      title: t('roles.resourceCount'),
      dataIndex: 'resourceCodes',
      width: 120,
      render: (codes: string[]) => codes.length,
    },
    { title: t('roles.userCount'), dataIndex: 'userCount', width: 100 },
    {
      title: t('roles.updatedAt'),
      dataIndex: 'updatedAt',
      width: 180,
      render: (value: string) => formatDateTime(value, i18n.language),
    },
    {
      title: t('common:actions'),
      key: 'actions',
      width: 240,
      fixed: 'right',
      render: (_, role) => (
        <Space size={0}>
          <Button
            type="link"
            size="small"
            onClick={() => onEdit(role)}
            data-testid={`role-edit-${role.name}`}
          >
            {t('common:edit')}
          </Button>
          <Button
            type="link"
            size="small"
            onClick={() => onMembers(role)}
            data-testid={`role-members-${role.name}`}
          >
            {t('roles.members')}
          </Button>
          {!role.builtin && (
            <Popconfirm
              title={t('roles.deleteConfirm', { name: roleName(role, t) })}
              okText={t('common:delete')}
              cancelText={t('common:cancel')}
              okButtonProps={{ danger: true, loading: remove.isPending }}
              onConfirm={
                () =>
                  remove
                    .mutateAsync(role.id)
                    .then(() => feedback.message.success(t('common:deleted')))
                    .catch(() => undefined) // the HTTP client already showed the server's message
              }
            >
              <Button type="link" size="small" danger data-testid={`role-delete-${role.name}`}>
                {t('common:delete')}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];
}
