import type { TicketStatus, TicketSummary, TicketType } from '@shiplabel/shared';
import { Button, Select, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FilterPanel } from '../../../app/components/FilterPanel.tsx';
import { KeywordSearch } from '../../../app/components/KeywordSearch.tsx';
import { ListCard } from '../../../app/components/ListCard.tsx';
import { PagedTable } from '../../../app/components/PagedTable.tsx';
import { toFirstPage, usePaging } from '../../../app/components/usePaging.ts';
import { formatDateTime } from '../../../app/format.ts';
import { TicketStatusTag, useTicketLabels } from '../components/labels.tsx';
import { NewTicketModal } from '../components/NewTicketModal.tsx';
import { useMyTickets } from '../hooks/useTickets.ts';

/** /settings/management: the customer's work orders (filters, paging) and "New work order". */
export default function TicketListPage() {
  const { t, i18n } = useTranslation('tickets');
  const labels = useTicketLabels();
  const navigate = useNavigate();
  const [paging, setPaging] = usePaging();
  const [status, setStatus] = useState<TicketStatus>();
  const [type, setType] = useState<TicketType>();
  const [keyword, setKeyword] = useState('');
  const [creating, setCreating] = useState(false);
  const list = useMyTickets({ ...paging, status, type, keyword });
  const open = (id: string) => navigate(`/settings/reply?id=${id}`);

  const columns: TableColumnsType<TicketSummary> = [
    { title: t('fields.number'), dataIndex: 'number', width: 170 },
    { title: t('fields.type'), dataIndex: 'type', width: 150, render: (v: TicketType) => labels.type(v) },
    { title: t('fields.subject'), dataIndex: 'subject', width: 240, ellipsis: true },
    {
      title: t('fields.status'),
      dataIndex: 'status',
      width: 110,
      render: (v: TicketStatus) => <TicketStatusTag status={v} />,
    },
    {
      title: t('fields.latestReply'),
      dataIndex: 'latestReply',
      width: 260,
      ellipsis: true,
      render: (v: string, row) => (
        <Typography.Text type={row.lastReplySide === 'staff' ? undefined : 'secondary'}>
          {t(`side.${row.lastReplySide}`)}: {v}
        </Typography.Text>
      ),
    },
    {
      title: t('fields.updatedAt'),
      dataIndex: 'updatedAt',
      width: 170,
      render: (v: string) => formatDateTime(v, i18n.language),
    },
    {
      title: t('fields.createdAt'),
      dataIndex: 'createdAt',
      width: 170,
      render: (v: string) => formatDateTime(v, i18n.language),
    },
    {
      title: '',
      key: 'actions',
      width: 90,
      fixed: 'right',
      render: (_, row) => (
        <Button type="link" onClick={() => open(row.id)} data-testid={`ticket-view-${row.number}`}>
          {t('list.view')}
        </Button>
      ),
    },
  ];

  return (
    <ListCard
      title={t('list.title')}
      createLabel={t('list.create')}
      createTestId="ticket-create"
      onCreate={() => setCreating(true)}
    >
      <FilterPanel
        search={
          <KeywordSearch
            placeholder={t('list.searchPlaceholder')}
            width={280}
            testId="ticket-search"
            onSearch={setKeyword}
            setPaging={setPaging}
          />
        }
      >
        <Select
          allowClear
          style={{ width: 160 }}
          placeholder={t('list.allStatuses')}
          aria-label={t('list.allStatuses')}
          options={labels.statusOptions}
          value={status}
          onChange={(v) => {
            setStatus(v);
            toFirstPage(setPaging);
          }}
          data-testid="ticket-filter-status"
        />
        <Select
          allowClear
          style={{ width: 200 }}
          placeholder={t('list.allTypes')}
          aria-label={t('list.allTypes')}
          options={labels.typeOptions}
          value={type}
          onChange={(v) => {
            setType(v);
            toFirstPage(setPaging);
          }}
          data-testid="ticket-filter-type"
        />
      </FilterPanel>
      <PagedTable<TicketSummary>
        list={list}
        paging={paging}
        setPaging={setPaging}
        rowKey="id"
        columns={columns}
        minWidth={1360}
        rowTestId={(row) => `ticket-row-${row.number}`}
      />
      {creating && <NewTicketModal onClose={() => setCreating(false)} onOpened={open} />}
    </ListCard>
  );
}
