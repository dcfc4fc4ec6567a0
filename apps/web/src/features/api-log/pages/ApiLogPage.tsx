import type { ApiLogItem } from '@shiplabel/shared';
import { API_REQUEST_TYPES, type ApiRequestType } from '@shiplabel/shared';
import { Button, Card, DatePicker, Select, Space, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeywordSearch } from '../../../app/components/KeywordSearch.tsx';
import { PagedTable } from '../../../app/components/PagedTable.tsx';
import { toFirstPage, usePaging } from '../../../app/components/usePaging.ts';
import { formatDateTime } from '../../../app/format.ts';
import { useCarriers } from '../../rates/hooks.ts';
import { type ApiLogFilters, carrierLabel, errorLabel, formatDuration } from '../apiLog.ts';
import { ApiLogDrawer } from '../components/ApiLogDrawer.tsx';
import { useApiLogList } from '../useApiLog.ts';

type ResultFilter = 'success' | 'failure';

/**
 * /maintenance/apiLog (issue 6): every call made to a carrier, newest first, with filters (order number,
 * request type, carrier, result, days) and each call's request and response (secrets masked).
 */
export default function ApiLogPage() {
  const { t, i18n } = useTranslation('apiLog');
  const [filters, setFilters] = useState<ApiLogFilters>({});
  const [paging, setPaging] = usePaging();
  const [open, setOpen] = useState<ApiLogItem | null>(null);
  const list = useApiLogList(filters, paging);
  const carriers = useCarriers();

  const update = (next: Partial<ApiLogFilters>) => {
    toFirstPage(setPaging);
    setFilters((f) => ({ ...f, ...next }));
  };
  const typeText = (type: string) => t(`requestTypes.${type}`, type);

  const columns: TableColumnsType<ApiLogItem> = [
    {
      title: t('columns.createdAt'),
      dataIndex: 'createdAt',
      width: 210,
      render: (v: string) => formatDateTime(v, i18n.language),
    },
    {
      title: t('columns.orderNo'),
      dataIndex: 'orderNo',
      width: 190,
      render: (v: string) => v || '-',
    },
    {
      title: t('columns.requestType'),
      dataIndex: 'requestType',
      width: 150,
      render: typeText,
    },
    {
      title: t('columns.result'),
      key: 'result',
      width: 220,
      render: (_, row) => (
        <Space size={4} wrap>
          <Tag color={row.success ? 'success' : 'error'}>
            {t(row.success ? 'result.success' : 'result.failure')}
          </Tag>
          {!row.success && row.errorCode && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="api-log-error">
              {errorLabel(row.errorCode, t)}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    {
      title: t('columns.duration'),
      dataIndex: 'durationMs',
      width: 110,
      align: 'right',
      render: (v: number) => formatDuration(v, i18n.language),
    },
    {
      title: t('columns.carrier'),
      dataIndex: 'carrierCode',
      width: 140,
      render: (code: string) => carrierLabel(code, carriers.data),
    },
    {
      title: t('columns.channel'),
      dataIndex: 'channelName',
      width: 180,
      ellipsis: true,
      render: (v: string | null, row) => v ?? (row.channelId ? t('detail.channelDeleted') : '-'),
    },
    {
      title: t('columns.actions'),
      key: 'actions',
      width: 100,
      fixed: 'right',
      render: (_, row) => (
        <Button
          type="link"
          size="small"
          onClick={() => setOpen(row)}
          data-testid={`api-log-detail-${row.id}`}
        >
          {t('detail.open')}
        </Button>
      ),
    },
  ];

  return (
    <Card title={t('title')}>
      <Typography.Paragraph type="secondary">{t('help')}</Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16 }}>
        <KeywordSearch
          placeholder={t('filters.orderNo')}
          width={220}
          testId="api-log-order-filter"
          onSearch={(orderNo) => update({ orderNo: orderNo || undefined })}
        />
        <Select<ApiRequestType>
          allowClear
          placeholder={t('filters.allTypes')}
          aria-label={t('filters.allTypes')}
          style={{ width: 180 }}
          value={filters.requestType}
          onChange={(requestType) => update({ requestType })}
          options={API_REQUEST_TYPES.map((value) => ({ value, label: typeText(value) }))}
          data-testid="api-log-type-filter"
        />
        <Select<string>
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('filters.allCarriers')}
          aria-label={t('filters.allCarriers')}
          style={{ width: 200 }}
          loading={carriers.isFetching}
          value={filters.carrierCode}
          onChange={(carrierCode) => update({ carrierCode })}
          options={(carriers.data ?? []).map((c) => ({ value: c.code, label: `${c.name} (${c.code})` }))}
          data-testid="api-log-carrier-filter"
        />
        <Select<ResultFilter>
          allowClear
          placeholder={t('filters.allResults')}
          aria-label={t('filters.allResults')}
          style={{ width: 150 }}
          value={filters.success === undefined ? undefined : filters.success ? 'success' : 'failure'}
          onChange={(value) => update({ success: value === undefined ? undefined : value === 'success' })}
          options={[
            { value: 'success', label: t('result.success') },
            { value: 'failure', label: t('result.failure') },
          ]}
          data-testid="api-log-result-filter"
        />
        <DatePicker.RangePicker
          placeholder={[t('filters.from'), t('filters.to')]}
          onChange={(_dates, [from, to]) =>
            update({ createdFrom: from || undefined, createdTo: to || undefined })
          }
          data-testid="api-log-date-filter"
        />
      </Space>
      <PagedTable<ApiLogItem>
        list={list}
        paging={paging}
        setPaging={setPaging}
        rowKey="id"
        columns={columns}
        minWidth={1300}
        rowTestId={(row) => `api-log-row-${row.orderNo || row.id}`}
      />
      {open && <ApiLogDrawer item={open} carriers={carriers.data} onClose={() => setOpen(null)} />}
    </Card>
  );
}
