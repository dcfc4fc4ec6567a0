import type { AdminUser } from '@shiplabel/shared';
import { Card, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userStore } from '../../../app/auth/session.ts';
import { ExportButton } from '../../../app/components/ExportButton.tsx';
import { ListCard } from '../../../app/components/ListCard.tsx';
import { PagedTable } from '../../../app/components/PagedTable.tsx';
import { toFirstPage, usePaging } from '../../../app/components/usePaging.ts';
import { useStore } from '../../../app/store/createStore.ts';
import { SellersTab } from '../components/SellersTab.tsx';
import { UserDetailDrawer } from '../components/UserDetailDrawer.tsx';
import { UserFilters } from '../components/UserFilters.tsx';
import { UserFormModal } from '../components/UserFormModal.tsx';
import { userTableWidth, useUserColumns } from '../components/userColumns.tsx';
import { useUserList } from '../hooks/useUsers.ts';
import { type UserFilter, usersApi } from '../users.api.ts';

/**
 * /adminSettings/userManagement (adminList; sellers with sellerCustomers see their own customers read-only):
 * users with filters, a detail drawer, create/edit, activate/disable/delete with confirmation, export, and
 * a sellers tab.
 */
export default function UserManagementPage() {
  const { t } = useTranslation(['users', 'common']);
  const me = useStore(userStore);
  const canManage = Boolean(me?.role.includes('adminList'));
  const [filter, setFilter] = useState<UserFilter>({});
  const [paging, setPaging] = usePaging();
  const list = useUserList({ ...filter, ...paging });
  const [open, setOpen] = useState<string | null>(null);
  const [editing, setEditing] = useState<AdminUser | 'new' | null>(null);
  const columns = useUserColumns({ onOpen: (r) => setOpen(r.id), onEdit: setEditing, canManage });
  const change = (next: Partial<UserFilter>) => {
    toFirstPage(setPaging);
    setFilter((f) => ({ ...f, ...next }));
  };

  const users = (
    <>
      <UserFilters onChange={change} withKind withSeller={canManage} />
      {canManage && (
        <ExportButton
          download={() => usersApi.download(filter)}
          fileName="user-list.xlsx"
          label={t('export')}
          testId="users-export"
          style={{ marginBottom: 16 }}
        />
      )}
      <PagedTable<AdminUser>
        list={list}
        paging={paging}
        setPaging={setPaging}
        rowKey="id"
        columns={columns}
        minWidth={userTableWidth(canManage)}
        rowTestId={(row) => `users-row-${row.email}`}
      />
    </>
  );

  const overlays = (
    <>
      {open && <UserDetailDrawer userId={open} canManage={canManage} onClose={() => setOpen(null)} />}
      {editing && (
        <UserFormModal user={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </>
  );
  // A seller reads their own customers: no create, tabs, export or actions.
  if (!canManage)
    return (
      <Card title={t('myCustomers')}>
        {users}
        {overlays}
      </Card>
    );
  return (
    <ListCard
      title={t('title')}
      createLabel={t('create')}
      createTestId="users-create"
      onCreate={() => setEditing('new')}
    >
      <Tabs
        items={[
          { key: 'users', label: t('tabs.users'), children: users },
          { key: 'sellers', label: t('tabs.sellers'), children: <SellersTab /> },
        ]}
      />
      {overlays}
    </ListCard>
  );
}
