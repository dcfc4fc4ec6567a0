import type { AdminUser } from '@shiplabel/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../app/components/ExportButton.tsx';
import { ListCard } from '../../../app/components/ListCard.tsx';
import { PagedTable } from '../../../app/components/PagedTable.tsx';
import { toFirstPage, usePaging } from '../../../app/components/usePaging.ts';
import { UserDetailDrawer } from '../components/UserDetailDrawer.tsx';
import { UserFilters } from '../components/UserFilters.tsx';
import { UserFormModal } from '../components/UserFormModal.tsx';
import { userTableWidth, useUserColumns } from '../components/userColumns.tsx';
import { useWarehouseUsers } from '../hooks/useUsers.ts';
import { type UserFilter, usersApi } from '../users.api.ts';

/**
 * /adminSettings/overseasWarehouseUser (adminList): overseas-warehouse users with their warehouse (name,
 * code, address: the user's default sender), the same actions as user management, and export.
 */
export default function WarehouseUsersPage() {
  const { t } = useTranslation(['users', 'common']);
  const [filter, setFilter] = useState<Omit<UserFilter, 'kind'>>({});
  const [paging, setPaging] = usePaging();
  const list = useWarehouseUsers({ ...filter, ...paging });
  const [open, setOpen] = useState<string | null>(null);
  const [editing, setEditing] = useState<AdminUser | 'new' | null>(null);
  const columns = useUserColumns({
    onOpen: (r) => setOpen(r.id),
    onEdit: setEditing,
    canManage: true,
    warehouse: true,
  });
  const change = (next: Partial<UserFilter>) => {
    toFirstPage(setPaging);
    setFilter((f) => ({ ...f, ...next }));
  };
  return (
    <ListCard
      title={t('warehouseTitle')}
      createLabel={t('createWarehouse')}
      createTestId="warehouse-create"
      onCreate={() => setEditing('new')}
    >
      <UserFilters onChange={change} withKind={false} withSeller />
      <ExportButton
        download={() => usersApi.downloadWarehouses(filter)}
        fileName="overseas-warehouse-users.xlsx"
        label={t('export')}
        testId="warehouse-export"
        style={{ marginBottom: 16 }}
      />
      <PagedTable<AdminUser>
        list={list}
        paging={paging}
        setPaging={setPaging}
        rowKey="id"
        columns={columns}
        minWidth={userTableWidth(true) + 120}
        rowTestId={(row) => `warehouse-row-${row.email}`}
      />
      {open && <UserDetailDrawer userId={open} canManage onClose={() => setOpen(null)} />}
      {editing && (
        <UserFormModal
          user={editing === 'new' ? null : editing}
          defaultKind="warehouse"
          onClose={() => setEditing(null)}
        />
      )}
    </ListCard>
  );
}
