import type { PackageTemplate } from '@shiplabel/shared';
import { Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeywordSearch } from '../../../app/components/KeywordSearch.tsx';
import { ListCard } from '../../../app/components/ListCard.tsx';
import { PagedTable } from '../../../app/components/PagedTable.tsx';
import { useKeywordParam } from '../../../app/components/useKeywordParam.ts';
import { usePaging } from '../../../app/components/usePaging.ts';
import { feedback } from '../../../app/feedback.ts';
import { PackageTemplateFormModal } from '../components/PackageTemplateFormModal.tsx';
import { usePackageTemplateColumns } from '../components/usePackageTemplateColumns.tsx';
import { useDeletePackageTemplate, usePackageTemplateList } from '../hooks/usePackageTemplates.ts';

/** Package templates (spec: /settings/packageTemplate): search, paging, create/edit, delete. */
export default function PackageTemplatePage() {
  const { t } = useTranslation(['templates', 'common']);
  const [keyword, setKeyword] = useKeywordParam();
  const [paging, setPaging] = usePaging();
  const list = usePackageTemplateList({ keyword, ...paging });
  const remove = useDeletePackageTemplate();
  const [editing, setEditing] = useState<PackageTemplate | 'new' | null>(null);
  const columns = usePackageTemplateColumns({
    onEdit: setEditing,
    onDelete: (template) =>
      remove.mutate(template.id, { onSuccess: () => feedback.message.success(t('common:deleted')) }),
  });

  return (
    <ListCard
      title={t('list.title')}
      createLabel={t('list.create')}
      createTestId="template-create"
      onCreate={() => setEditing('new')}
    >
      <Space style={{ marginBottom: 16 }}>
        <KeywordSearch
          initial={keyword}
          placeholder={t('list.searchPlaceholder')}
          width={320}
          testId="template-search"
          onSearch={setKeyword}
          setPaging={setPaging}
        />
      </Space>
      <PagedTable<PackageTemplate>
        list={list}
        paging={paging}
        setPaging={setPaging}
        rowKey="id"
        columns={columns}
        minWidth={1150}
        rowTestId={(template) => `template-row-${template.name}`}
      />
      {editing && (
        <PackageTemplateFormModal
          template={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </ListCard>
  );
}
