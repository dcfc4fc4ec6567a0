import type { RiskExemption } from '@shiplabel/shared';
import { Button, Card, Popconfirm, Space, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeywordSearch } from '../../../app/components/KeywordSearch.tsx';
import { PagedTable } from '../../../app/components/PagedTable.tsx';
import { usePaging } from '../../../app/components/usePaging.ts';
import { feedback } from '../../../app/feedback.ts';
import { formatDateTime } from '../../../app/format.ts';
import { AddExemptionModal } from '../components/AddExemptionModal.tsx';
import { useExemptions, useRemoveExemption } from '../hooks.ts';

/**
 * /maintenance/avoidHighRisk: customers whose orders skip the risk rules (docs/risk-rules.md) and go to
 * the carrier without order review. Add with a customer picker, remove with a confirmation.
 */
export default function AvoidHighRiskPage() {
  const { t, i18n } = useTranslation('risk');
  const [keyword, setKeyword] = useState('');
  const [paging, setPaging] = usePaging();
  const list = useExemptions({ ...paging, ...(keyword ? { keyword } : {}) });
  const remove = useRemoveExemption();
  const [adding, setAdding] = useState(false);

  const columns: TableColumnsType<RiskExemption> = [
    { title: t('columns.email'), dataIndex: 'email', width: 260 },
    {
      title: t('columns.name'),
      key: 'name',
      width: 180,
      render: (_, row) => row.nickName || row.realName || '-',
    },
    {
      title: t('columns.kind'),
      dataIndex: 'kind',
      width: 150,
      render: (kind: string) => <Tag>{t(`kinds.${kind}`, kind)}</Tag>,
    },
    {
      title: t('columns.note'),
      dataIndex: 'note',
      width: 240,
      ellipsis: true,
      render: (v: string) => v || '-',
    },
    {
      title: t('columns.addedBy'),
      key: 'addedBy',
      width: 220,
      render: (_, row) =>
        row.addedBy ? row.addedBy.nickName || row.addedBy.email : t('columns.addedByGone'),
    },
    {
      title: t('columns.createdAt'),
      dataIndex: 'createdAt',
      width: 190,
      render: (v: string) => formatDateTime(v, i18n.language),
    },
    {
      title: t('columns.actions'),
      key: 'actions',
      width: 110,
      fixed: 'right',
      render: (_, row) => (
        <Popconfirm
          title={t('remove.confirm', { email: row.email })}
          okText={t('remove.ok')}
          cancelText={t('remove.cancel')}
          onConfirm={() =>
            remove
              .mutateAsync(row.id)
              .then(() => feedback.message.success(t('remove.done', { email: row.email })))
          }
        >
          <Button type="link" size="small" danger data-testid={`risk-remove-${row.email}`}>
            {t('remove.action')}
          </Button>
        </Popconfirm>
      ),
    },
  ];

  return (
    <Card
      title={t('title')}
      extra={
        <Button type="primary" onClick={() => setAdding(true)} data-testid="risk-add">
          {t('add.action')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('help')}</Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16 }}>
        <KeywordSearch
          placeholder={t('search')}
          width={320}
          testId="risk-search"
          onSearch={setKeyword}
          setPaging={setPaging}
        />
      </Space>
      <PagedTable<RiskExemption>
        list={list}
        paging={paging}
        setPaging={setPaging}
        rowKey="id"
        columns={columns}
        minWidth={1350}
        rowTestId={(row) => `risk-row-${row.email}`}
      />
      {adding && <AddExemptionModal onClose={() => setAdding(false)} />}
    </Card>
  );
}
