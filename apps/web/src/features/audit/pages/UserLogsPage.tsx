import { USER_LOG_OUTCOMES, type UserLogItem, type UserLogOutcome } from '@shiplabel/shared';
import { Alert, Button, Card, DatePicker, Select, Space, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../../app/components/ExportButton.tsx';
import { KeywordSearch } from '../../../app/components/KeywordSearch.tsx';
import { PagedTable } from '../../../app/components/PagedTable.tsx';
import { toFirstPage, usePaging } from '../../../app/components/usePaging.ts';
import { formatDateTime } from '../../../app/format.ts';
import { auditApi } from '../audit.api.ts';
import { apiKeyLabel, OUTCOME_COLORS, personLabel, type UserLogFilters } from '../userLogs.ts';
import { useUserLogs } from '../useUserLogs.ts';

/**
 * /maintenance/userLogs: the audit log the watermark speaks of. Every mutating request (and every refused
 * one) is recorded with who made it and, when impersonating, who acted for them (or the API key it came
 * with); newest first, filtered by
 * person, impersonator, route, outcome and business days, exportable as xlsx.
 */
export default function UserLogsPage() {
  const { t, i18n } = useTranslation('audit');
  const [filters, setFilters] = useState<UserLogFilters>({});
  const [paging, setPaging] = usePaging();
  const list = useUserLogs(filters, paging);
  const gone = (id: string) => t('deletedUser', { id });

  const update = (next: Partial<UserLogFilters>) => {
    toFirstPage(setPaging);
    setFilters((f) => ({ ...f, ...next }));
  };

  const columns: TableColumnsType<UserLogItem> = [
    {
      title: t('columns.at'),
      dataIndex: 'at',
      width: 190,
      render: (v: string) => formatDateTime(v, i18n.language),
    },
    {
      title: t('columns.user'),
      key: 'user',
      width: 260,
      render: (_, row) => {
        const who = row.user ? personLabel(row.user, gone) : t('anonymous');
        const viaKey = apiKeyLabel(row.apiKey, (key, values) => t(key, values ?? {}));
        if (!viaKey) return who;
        return (
          <Space orientation="vertical" size={2}>
            {who}
            <Tag color="geekblue" data-testid={`user-log-api-key-${row.id}`}>
              {viaKey}
            </Tag>
          </Space>
        );
      },
    },
    {
      title: t('columns.impersonator'),
      key: 'impersonator',
      width: 240,
      render: (_, row) =>
        row.impersonator ? <Tag color="purple">{personLabel(row.impersonator, gone)}</Tag> : '-',
    },
    {
      title: t('columns.request'),
      key: 'request',
      width: 360,
      render: (_, row) => (
        <Space size={4}>
          <Tag>{row.method}</Tag>
          <Typography.Text code title={row.url}>
            {row.route ?? row.url}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('columns.outcome'),
      key: 'outcome',
      width: 250,
      render: (_, row) => (
        <Space size={4} wrap>
          <Tag color={OUTCOME_COLORS[row.outcome]}>
            {t(`outcomes.${row.outcome}`)} {row.statusCode}
          </Tag>
          {row.errorCode && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {row.errorCode}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    {
      title: t('columns.targets'),
      dataIndex: 'targetIds',
      width: 300,
      ellipsis: true,
      render: (ids: string[]) => (ids.length > 0 ? ids.join(', ') : '-'),
    },
    { title: t('columns.ip'), dataIndex: 'ip', width: 140 },
  ];

  return (
    <Card
      title={t('title')}
      extra={
        <Space>
          <Button onClick={() => list.refetch()} loading={list.isFetching} data-testid="user-logs-refresh">
            {t('refresh')}
          </Button>
          <ExportButton
            download={() => auditApi.download(filters)}
            fileName="user-logs.xlsx"
            label={t('export')}
            testId="user-logs-export"
          />
        </Space>
      }
    >
      <Alert type="info" showIcon title={t('audited')} style={{ marginBottom: 12 }} />
      <Typography.Paragraph type="secondary">{t('help')}</Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16 }}>
        <KeywordSearch
          placeholder={t('filters.person')}
          width={220}
          testId="user-logs-person"
          onSearch={(person) => update({ person: person || undefined })}
        />
        <KeywordSearch
          placeholder={t('filters.impersonator')}
          width={220}
          testId="user-logs-impersonator"
          onSearch={(impersonator) => update({ impersonator: impersonator || undefined })}
        />
        <KeywordSearch
          placeholder={t('filters.route')}
          width={220}
          testId="user-logs-route"
          onSearch={(route) => update({ route: route || undefined })}
        />
        <KeywordSearch
          placeholder={t('filters.apiKey')}
          width={220}
          testId="user-logs-api-key"
          onSearch={(apiKey) => update({ apiKey: apiKey || undefined })}
        />
        <Select<UserLogOutcome>
          allowClear
          placeholder={t('filters.allOutcomes')}
          aria-label={t('filters.allOutcomes')}
          style={{ width: 150 }}
          value={filters.outcome}
          onChange={(outcome) => update({ outcome })}
          options={USER_LOG_OUTCOMES.map((value) => ({ value, label: t(`outcomes.${value}`) }))}
          data-testid="user-logs-outcome"
        />
        <DatePicker.RangePicker
          placeholder={[t('filters.from'), t('filters.to')]}
          onChange={(_dates, [from, to]) => update({ from: from || undefined, to: to || undefined })}
          data-testid="user-logs-dates"
        />
      </Space>
      <PagedTable<UserLogItem>
        list={list}
        paging={paging}
        setPaging={setPaging}
        rowKey="id"
        columns={columns}
        minWidth={1740}
        rowTestId={(row) => `user-log-row-${row.id}`}
      />
    </Card>
  );
}
