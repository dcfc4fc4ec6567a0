import type { ShippingRule } from '@shiplabel/shared';
import { Alert, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListCard } from '../../../app/components/ListCard.tsx';
import { feedback } from '../../../app/feedback.ts';
import { ShippingRuleFormModal } from '../components/ShippingRuleFormModal.tsx';
import { useShippingRuleColumns } from '../components/useShippingRuleColumns.tsx';
import {
  useDeleteShippingRule,
  useMoveShippingRule,
  useSaveShippingRule,
  useShippingRuleList,
} from '../hooks/useShippingRules.ts';

/** Shipping rules (/settings/shippingRules, issue 16): an ordered list; the first enabled match wins. */
export default function ShippingRulesPage() {
  const { t } = useTranslation(['shippingRules', 'common']);
  const list = useShippingRuleList();
  const move = useMoveShippingRule();
  const remove = useDeleteShippingRule();
  const save = useSaveShippingRule();
  const [editing, setEditing] = useState<ShippingRule | 'new' | null>(null);
  const columns = useShippingRuleColumns({
    count: list.data?.length ?? 0,
    busy: move.isPending,
    onEdit: setEditing,
    onMove: (rule, direction) => move.mutate({ id: rule.id, direction }),
    onToggle: (rule, enabled) =>
      save.mutate({
        id: rule.id,
        input: { name: rule.name, enabled, conditions: rule.conditions, actions: rule.actions },
        key: '',
      }),
    onDelete: (rule) =>
      remove.mutate(rule.id, { onSuccess: () => feedback.message.success(t('common:deleted')) }),
  });

  return (
    <ListCard
      title={t('title')}
      createLabel={t('create')}
      createTestId="rule-create"
      onCreate={() => setEditing('new')}
    >
      <Space direction="vertical" style={{ width: '100%' }} size={16}>
        <Alert
          type="info"
          showIcon
          title={t('howTitle')}
          description={t('howText')}
          data-testid="rules-how"
        />
        <Table<ShippingRule>
          rowKey="id"
          loading={list.isFetching}
          dataSource={list.data ?? []}
          columns={columns}
          pagination={false}
          scroll={{ x: 1100 }}
          onRow={(rule) => ({ 'data-testid': `rule-row-${rule.name}` }) as never}
        />
      </Space>
      {editing && (
        <ShippingRuleFormModal rule={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </ListCard>
  );
}
