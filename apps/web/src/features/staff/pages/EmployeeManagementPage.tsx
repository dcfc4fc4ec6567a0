import type { StaffRow } from '@shiplabel/shared';
import { Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../app/components/ExportButton.tsx';
import { KeywordSearch } from '../../../app/components/KeywordSearch.tsx';
import { ListCard } from '../../../app/components/ListCard.tsx';
import { PagedTable } from '../../../app/components/PagedTable.tsx';
import { toFirstPage, usePaging } from '../../../app/components/usePaging.ts';
import { StaffFormModal } from '../components/StaffFormModal.tsx';
import { StaffRolesModal } from '../components/StaffRolesModal.tsx';
import { useStaffColumns } from '../components/staffColumns.tsx';
import { useStaffList } from '../hooks/useStaff.ts';
import { type StaffFilter, staffApi } from '../staff.api.ts';

/**
 * /adminSettings/employeeManagement (staffList): employees with search and filters, create/edit, roles,
 * activate/disable, open their session in a new tab, delete, export. Administrators show read-only.
 */
export default function EmployeeManagementPage() {
  const { t } = useTranslation(['staff', 'common']);
  const [filter, setFilter] = useState<StaffFilter>({});
  const [paging, setPaging] = usePaging();
  const list = useStaffList({ ...filter, ...paging });
  const [editing, setEditing] = useState<StaffRow | 'new' | null>(null);
  const [rolesOf, setRolesOf] = useState<StaffRow | null>(null);
  const columns = useStaffColumns({ onEdit: setEditing, onRoles: setRolesOf });
  const change = (next: StaffFilter) => {
    toFirstPage(setPaging);
    setFilter((f) => ({ ...f, ...next }));
  };

  return (
    <ListCard
      title={t('title')}
      createLabel={t('create')}
      createTestId="staff-create"
      onCreate={() => setEditing('new')}
    >
      <Space style={{ marginBottom: 16 }} wrap>
        <KeywordSearch
          placeholder={t('searchPlaceholder')}
          width={280}
          testId="staff-search"
          onSearch={(keyword) => change({ keyword })}
        />
        <Select
          allowClear
          style={{ width: 150 }}
          placeholder={t('columns.status')}
          aria-label={t('columns.status')}
          data-testid="staff-status-filter"
          options={[0, 1, 2].map((s) => ({ value: s, label: t(`status.${s}`) }))}
          onChange={(status?: number) => change({ status })}
        />
        <Select
          allowClear
          style={{ width: 150 }}
          placeholder={t('columns.kind')}
          aria-label={t('columns.kind')}
          options={(['staff', 'admin'] as const).map((k) => ({ value: k, label: t(`kind.${k}`) }))}
          onChange={(kind?: 'staff' | 'admin') => change({ kind })}
        />
        <ExportButton
          download={() => staffApi.download(filter)}
          fileName="employees.xlsx"
          label={t('export')}
          testId="staff-export"
        />
      </Space>
      <PagedTable<StaffRow>
        list={list}
        paging={paging}
        setPaging={setPaging}
        rowKey="id"
        columns={columns}
        minWidth={1540}
        rowTestId={(row) => `staff-row-${row.email}`}
      />
      {editing && (
        <StaffFormModal employee={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      {rolesOf && <StaffRolesModal employee={rolesOf} onClose={() => setRolesOf(null)} />}
    </ListCard>
  );
}
