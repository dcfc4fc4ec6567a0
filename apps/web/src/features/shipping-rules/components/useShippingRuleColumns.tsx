import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import type { ShippingRule } from '@shiplabel/shared';
import { Button, Popconfirm, Space, Switch } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useRuleTargets } from '../hooks/useRuleTargets.ts';
import { actionLines, conditionLines } from '../ruleText.ts';

interface Actions {
  count: number;
  busy: boolean;
  onEdit: (rule: ShippingRule) => void;
  onMove: (rule: ShippingRule, direction: 'up' | 'down') => void;
  onToggle: (rule: ShippingRule, enabled: boolean) => void;
  onDelete: (rule: ShippingRule) => void;
}

const lines = (items: string[]) => (
  <Space direction="vertical" size={0}>
    {items.map((line) => (
      <span key={line}>{line}</span>
    ))}
  </Space>
);

export function useShippingRuleColumns(a: Actions): ColumnsType<ShippingRule> {
  const { t } = useTranslation(['shippingRules', 'common']);
  const { names } = useRuleTargets();
  const text = (key: string, vars?: Record<string, unknown>) => t(key, vars ?? {});
  return [
    { title: '#', key: 'order', width: 60, render: (_: unknown, _row, index) => index + 1 },
    { title: t('fields.name'), dataIndex: 'name', width: 180 },
    {
      title: t('fields.enabled'),
      dataIndex: 'enabled',
      width: 90,
      render: (enabled: boolean, row) => (
        <Switch
          size="small"
          checked={enabled}
          onChange={(on) => a.onToggle(row, on)}
          data-testid="rule-toggle"
        />
      ),
    },
    {
      title: t('conditionsTitle'),
      key: 'conditions',
      width: 280,
      render: (_: unknown, row) => lines(conditionLines(row.conditions, text)),
    },
    {
      title: t('actionsTitle'),
      key: 'actions',
      width: 280,
      render: (_: unknown, row) => lines(actionLines(row.actions, text, names)),
    },
    {
      title: t('common:actions'),
      key: 'ops',
      width: 200,
      fixed: 'right',
      render: (_: unknown, row, index) => (
        <Space size={0}>
          <Button
            type="text"
            size="small"
            icon={<ArrowUpOutlined />}
            aria-label={t('moveUp')}
            disabled={index === 0 || a.busy}
            onClick={() => a.onMove(row, 'up')}
            data-testid="rule-up"
          />
          <Button
            type="text"
            size="small"
            icon={<ArrowDownOutlined />}
            aria-label={t('moveDown')}
            disabled={index === a.count - 1 || a.busy}
            onClick={() => a.onMove(row, 'down')}
            data-testid="rule-down"
          />
          <Button type="link" size="small" onClick={() => a.onEdit(row)} data-testid="rule-edit">
            {t('common:edit')}
          </Button>
          <Popconfirm title={t('deleteConfirm', { name: row.name })} onConfirm={() => a.onDelete(row)}>
            <Button type="link" size="small" danger data-testid="rule-delete">
              {t('common:delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
}
