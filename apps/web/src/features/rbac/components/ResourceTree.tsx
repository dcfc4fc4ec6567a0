import { Empty, Spin, Tree, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCategories, useResources } from '../hooks/useResources.ts';
import { localizedName } from './localizedName.ts';
import { codesAfterCheck, groupResources } from './resourceTreeData.ts';

interface Props {
  value?: string[];
  onChange?: (codes: string[]) => void;
}

/** Resource codes picked from a tree grouped by resource category (a form control for a role). */
export function ResourceTree({ value = [], onChange }: Props) {
  const { t, i18n } = useTranslation('rbac');
  const categories = useCategories();
  const resources = useResources();
  const groups = useMemo(
    () => groupResources(categories.data ?? [], resources.data ?? []),
    [categories.data, resources.data],
  );
  const shown = useMemo(() => new Set(groups.flatMap((g) => g.resources.map((r) => r.code))), [groups]);

  if (categories.isLoading || resources.isLoading) return <Spin />;
  if (groups.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />;

  const treeData = groups.map((group) => ({
    key: group.key,
    title: group.category ? localizedName(group.category, i18n.language) : t('resources.uncategorised'),
    children: group.resources.map((resource) => ({
      key: resource.code,
      title: (
        <span className="resource-node">
          <span>{localizedName(resource, i18n.language)}</span>
          <Typography.Text type="secondary" className="resource-node-code">
            {resource.code}
          </Typography.Text>
        </span>
      ),
    })),
  }));

  return (
    <div data-testid="role-resources" className="role-resources">
      <Tree
        checkable
        selectable={false}
        defaultExpandAll
        treeData={treeData}
        checkedKeys={value.filter((code) => shown.has(code))}
        onCheck={(checked) => {
          const keys = (Array.isArray(checked) ? checked : checked.checked).map(String);
          onChange?.(codesAfterCheck(value, keys, shown));
        }}
      />
    </div>
  );
}
