import type { Role } from '@shiplabel/shared';
import { Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeywordSearch } from '../../../app/components/KeywordSearch.tsx';
import { ListCard } from '../../../app/components/ListCard.tsx';
import { PagedTable } from '../../../app/components/PagedTable.tsx';
import { useKeywordParam } from '../../../app/components/useKeywordParam.ts';
import { usePaging } from '../../../app/components/usePaging.ts';
import { RoleFormModal } from '../components/RoleFormModal.tsx';
import { RoleMembersDrawer } from '../components/RoleMembersDrawer.tsx';
import { useRoleColumns } from '../components/roleColumns.tsx';
import { useRoleList } from '../hooks/useRoles.ts';

/** Roles: search, create/edit with resource codes, delete, members. The keyword lives in the URL query. */
export default function RoleManagementPage() {
  const { t } = useTranslation('rbac');
  const [keyword, setKeyword] = useKeywordParam();
  const [paging, setPaging] = usePaging();
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
        <KeywordSearch
          initial={keyword}
          placeholder={t('roles.searchPlaceholder')}
          width={280}
          testId="role-search"
          onSearch={setKeyword}
          setPaging={setPaging}
        />
      </Space>
      <PagedTable<Role>
        list={list}
        paging={paging}
        setPaging={setPaging}
        rowKey="id"
        columns={columns}
        minWidth={1100}
        rowTestId={(role) => `role-row-${role.name}`}
      />
      {editing && (
        <RoleFormModal role={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      <RoleMembersDrawer role={membersOf} onClose={() => setMembersOf(null)} />
    </ListCard>
  );
}
