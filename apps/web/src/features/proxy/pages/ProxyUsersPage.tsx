import type { AdminProxy } from '@shiplabel/shared';
import { Button, Card, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeywordSearch } from '../../../app/components/KeywordSearch.tsx';
import { PagedTable } from '../../../app/components/PagedTable.tsx';
import { useKeywordParam } from '../../../app/components/useKeywordParam.ts';
import { toFirstPage, usePaging } from '../../../app/components/usePaging.ts';
import { formatMoney } from '../../../app/format.ts';
import { EditProxyModal } from '../components/EditProxyModal.tsx';
import { FiguresCell } from '../components/FiguresCell.tsx';
import { markupText } from '../components/markupText.ts';
import { useProxies } from '../hooks/useProxy.ts';

/**
 * /adminSettings/proxyUser (role proxyUser): proxy users with their sub-accounts, what those spent and the
 * commission paid (all time, net of reversals), reversals a proxy still owes; edit status and sub-accounts.
 */
export default function ProxyUsersPage() {
  const { t } = useTranslation(['proxy', 'common']);
  const [keyword, setKeyword] = useKeywordParam();
  const [paging, setPaging] = usePaging();
  const [status, setStatus] = useState<number | undefined>(undefined);
  const list = useProxies({ keyword, status, ...paging });
  const [editing, setEditing] = useState<AdminProxy | null>(null);

  return (
    <Card title={t('admin.title')}>
      <Space style={{ marginBottom: 16 }} wrap>
        <KeywordSearch
          initial={keyword}
          placeholder={t('admin.search')}
          width={320}
          testId="proxy-admin-search"
          onSearch={setKeyword}
          setPaging={setPaging}
        />
        <Select
          allowClear
          placeholder={t('admin.allStatuses')}
          aria-label={t('admin.allStatuses')}
          style={{ width: 160 }}
          value={status}
          onChange={(value?: number) => {
            setStatus(value);
            toFirstPage(setPaging);
          }}
          options={[0, 1, 2].map((s) => ({ value: s, label: t(`status.${s}`) }))}
        />
      </Space>
      <PagedTable<AdminProxy>
        list={list}
        paging={paging}
        setPaging={setPaging}
        rowKey="id"
        minWidth={1250}
        rowTestId={(row) => `proxy-row-${row.email}`}
        columns={[
          {
            title: t('admin.proxy'),
            key: 'proxy',
            width: 240,
            render: (_, row) => (
              <Space direction="vertical" size={0}>
                <span>{row.email}</span>
                <Typography.Text type="secondary">{row.nickName || row.company}</Typography.Text>
              </Space>
            ),
          },
          {
            title: t('admin.status'),
            dataIndex: 'status',
            width: 100,
            render: (s: number) => (
              <Tag color={s === 1 ? 'green' : s === 2 ? 'red' : 'default'}>{t(`status.${s}`)}</Tag>
            ),
          },
          {
            title: t('admin.subAccounts'),
            key: 'subs',
            width: 240,
            render: (_, row) => (
              <Space direction="vertical" size={0}>
                <strong data-testid={`proxy-sub-count-${row.email}`}>{row.subAccountCount}</strong>
                {row.subAccounts.slice(0, 3).map((s) => (
                  <Typography.Text type="secondary" key={s.id}>
                    {s.email}
                  </Typography.Text>
                ))}
              </Space>
            ),
          },
          {
            title: t('subAccounts.spend'),
            key: 'spend',
            width: 140,
            render: (_, row) => <FiguresCell figures={row.figures} field="spend" />,
          },
          {
            title: t('subAccounts.commission'),
            key: 'commission',
            width: 150,
            render: (_, row) => (
              <Space direction="vertical" size={0}>
                <FiguresCell figures={row.figures} field="commission" />
                {row.reversalDue.map((d) => (
                  <Tag color="orange" key={d.currency}>
                    {t('admin.reversalDue', { amount: formatMoney(d.amount, d.currency) })}
                  </Tag>
                ))}
              </Space>
            ),
          },
          {
            title: t('subAccounts.defaultMarkup'),
            key: 'markup',
            width: 220,
            render: (_, row) =>
              row.defaults.length
                ? row.defaults.map((m) => <div key={m.currency}>{markupText(m, t)}</div>)
                : '-',
          },
          {
            title: t('subAccounts.actions'),
            key: 'actions',
            fixed: 'right',
            width: 100,
            render: (_, row) => (
              <Button size="small" onClick={() => setEditing(row)} data-testid={`proxy-edit-${row.email}`}>
                {t('common:edit')}
              </Button>
            ),
          },
        ]}
      />
      {editing && <EditProxyModal proxy={editing} onClose={() => setEditing(null)} />}
    </Card>
  );
}
