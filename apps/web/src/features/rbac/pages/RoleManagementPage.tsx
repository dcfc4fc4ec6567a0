import { DEFAULT_PAGE_SIZE, type Role } from '@shiplabel/shared';
import { Input, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListCard } from '../../../app/components/ListCard.tsx';
import { listPagination } from '../../../app/components/listPagination.ts';
import { tableScroll } from '../../../app/components/tableScroll.ts';
import { RoleFormModal } from '../components/RoleFormModal.tsx';
import { RoleMembersDrawer } from '../components/RoleMembersDrawer.tsx';
import { useRoleColumns } from '../components/roleColumns.tsx';
import { rowTestId } from '../components/testIds.ts';
import { useRoleList } from '../hooks/useRoles.ts';

/** Roles: search, create/edit with resource codes, delete, members. The keyword lives in the URL query. */
export default function RoleManagementPage() {
  const { t } = useTranslation('rbac');
  const [searchParams, setSearchParams] = useSearchParams();
  const keyword = searchParams.get('keyword') ?? '';
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  const list = useRoleList({ keyword, ...paging });
  const [editing, setEditing] = useState<Role | 'new' | null>(null);
  const [membersOf, setMembersOf] = useState<Role | null>(null);
  const columns = useRoleColumns({ onEdit: setEditing, onMembers: setMembersOf });

  return (
    <ListCard
      title={t('roles.title')}
      createLabel={t('roles.create')}
      createTestId="role-create"
      onCreate={() => setEditing('new')}
    >
      <Space style={{ marginBottom: 16 }}>
        <Input.Search
          key={keyword}
          defaultValue={keyword}
          allowClear
          placeholder={t('roles.searchPlaceholder')}
          onSearch={(value) => {
            setPaging((p) => ({ ...p, pageNum: 1 }));
            setSearchParams(value.trim() ? { keyword: value.trim() } : {});
          }}
          style={{ width: 280 }}
          data-testid="role-search"
        />
      </Space>
      <Table<Role>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.list ?? []}
        loading={list.isFetching}
        onRow={(role) => rowTestId(`role-row-${role.name}`)}
        {...tableScroll(paging.pageSize, 1100)}
        pagination={{
          ...listPagination(t),
          current: paging.pageNum,
          pageSize: paging.pageSize,
          total: list.data?.total ?? 0,
          onChange: (pageNum, pageSize) => setPaging({ pageNum, pageSize }),
        }}
      />
      {editing && (
        <RoleFormModal role={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      <RoleMembersDrawer role={membersOf} onClose={() => setMembersOf(null)} />
    </ListCard>
  );
}
