import type { AdminTicketSummary, TicketStatus, TicketType } from '@shiplabel/shared';
import { Button, Card, Input, InputNumber, Select, Space, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PagedTable } from '../../../app/components/PagedTable.tsx';
import { usePaging } from '../../../app/components/usePaging.ts';
import { feedback } from '../../../app/feedback.ts';
import { formatDateTime } from '../../../app/format.ts';
import { AssigneeSelect } from '../components/AssigneeSelect.tsx';
import { TicketStatusTag, useTicketLabels } from '../components/labels.tsx';
import { useTicketMutation, useTicketQueue } from '../hooks/useTickets.ts';
import { type QueueQuery, ticketsApi } from '../tickets.api.ts';

type Filters = Omit<QueueQuery, 'pageNum' | 'pageSize'>;

/** /adminSettings/serviceManagement: every customer's work orders, filtered; assign from the list. */
export default function ServiceQueuePage() {
  const { t, i18n } = useTranslation('tickets');
  const labels = useTicketLabels();
  const navigate = useNavigate();
  const [paging, setPaging] = usePaging();
  const [draft, setDraft] = useState<Filters>({ status: 'processing' });
  const [filters, setFilters] = useState<Filters>({ status: 'processing' });
  const list = useTicketQueue({ ...paging, ...filters });
  const assign = useTicketMutation(({ id, assigneeId }: { id: string; assigneeId: string | null }) =>
    ticketsApi.assign(id, assigneeId),
  );
  const apply = (next: Filters) => {
    setFilters(next);
    setPaging((p) => ({ ...p, pageNum: 1 }));
  };
  const time = (v: string) => formatDateTime(v, i18n.language);

  const columns: TableColumnsType<AdminTicketSummary> = [
    { title: t('fields.number'), dataIndex: 'number', width: 170 },
    { title: t('fields.customer'), dataIndex: 'customerEmail', width: 210, ellipsis: true },
    { title: t('fields.type'), dataIndex: 'type', width: 150, render: (v: TicketType) => labels.type(v) },
    { title: t('fields.subject'), dataIndex: 'subject', width: 220, ellipsis: true },
    {
      title: t('fields.status'),
      dataIndex: 'status',
      width: 110,
      render: (v: TicketStatus) => <TicketStatusTag status={v} />,
    },
    {
      title: t('fields.latestReply'),
      dataIndex: 'lastReplyAt',
      width: 230,
      render: (v: string, row) => (
        <Typography.Text
          type={row.lastReplySide === 'customer' && row.status === 'processing' ? 'danger' : 'secondary'}
        >
          {t(`side.${row.lastReplySide}`)} · {time(v)}
        </Typography.Text>
      ),
    },
    {
      title: t('fields.assignee'),
      dataIndex: 'assigneeId',
      width: 220,
      render: (v: string | null, row) => (
        <AssigneeSelect
          mode="assign"
          value={v}
          loading={assign.isPending && assign.variables?.id === row.id}
          onChange={(assigneeId) =>
            assign.mutate(
              { id: row.id, assigneeId },
              { onSuccess: () => feedback.message.success(t('staff.assigned')) },
            )
          }
          testId={`ticket-assign-${row.number}`}
        />
      ),
    },
    { title: t('fields.createdAt'), dataIndex: 'createdAt', width: 170, render: time },
    {
      title: '',
      key: 'actions',
      width: 90,
      fixed: 'right',
      render: (_, row) => (
        <Button
          type="link"
          onClick={() => navigate(`/settings/replyService?id=${row.id}`)}
          data-testid={`ticket-view-${row.number}`}
        >
          {t('list.view')}
        </Button>
      ),
    },
  ];

  return (
    <Card title={t('staff.queueTitle')}>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          allowClear
          style={{ width: 150 }}
          placeholder={t('list.allStatuses')}
          aria-label={t('list.allStatuses')}
          options={labels.statusOptions}
          value={draft.status}
          onChange={(status) => setDraft({ ...draft, status })}
          data-testid="queue-filter-status"
        />
        <Select
          allowClear
          style={{ width: 190 }}
          placeholder={t('list.allTypes')}
          aria-label={t('list.allTypes')}
          options={labels.typeOptions}
          value={draft.type}
          onChange={(type) => setDraft({ ...draft, type })}
          data-testid="queue-filter-type"
        />
        <Input
          allowClear
          style={{ width: 220 }}
          placeholder={t('staff.customerPlaceholder')}
          value={draft.customer}
          onChange={(e) => setDraft({ ...draft, customer: e.target.value })}
          data-testid="queue-filter-customer"
        />
        <Input
          allowClear
          style={{ width: 220 }}
          placeholder={t('list.searchPlaceholder')}
          value={draft.keyword}
          onChange={(e) => setDraft({ ...draft, keyword: e.target.value })}
          data-testid="queue-filter-keyword"
        />
        <AssigneeSelect
          mode="filter"
          value={draft.assigneeId}
          onChange={(assigneeId) => setDraft({ ...draft, assigneeId: assigneeId ?? undefined })}
          testId="queue-filter-assignee"
        />
        <Space.Compact>
          {/* Addons, not disabled buttons: a button spaces two Chinese characters ("小 时") and looks off. */}
          <Space.Addon>{t('staff.unanswered')}</Space.Addon>
          <InputNumber
            min={1}
            max={8760}
            precision={0}
            style={{ width: 80 }}
            value={draft.unansweredHours ?? null}
            onChange={(v) => setDraft({ ...draft, unansweredHours: v ?? undefined })}
            aria-label={`${t('staff.unanswered')} (${t('staff.hours')})`}
            data-testid="queue-filter-hours"
          />
          <Space.Addon>{t('staff.hours')}</Space.Addon>
        </Space.Compact>
        <Button type="primary" onClick={() => apply(draft)} data-testid="queue-search">
          {t('staff.search')}
        </Button>
        <Button
          onClick={() => {
            setDraft({});
            apply({});
          }}
        >
          {t('staff.reset')}
        </Button>
      </Space>
      <PagedTable<AdminTicketSummary>
        list={list}
        paging={paging}
        setPaging={setPaging}
        rowKey="id"
        columns={columns}
        minWidth={1570}
        rowTestId={(row) => `queue-row-${row.number}`}
      />
    </Card>
  );
}
