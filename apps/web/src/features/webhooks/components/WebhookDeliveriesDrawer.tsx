import type { WebhookDelivery, WebhookDeliveryStatus, WebhookEndpoint } from '@shiplabel/shared';
import { Button, Drawer, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listPagination } from '../../../app/components/listPagination.ts';
import { feedback } from '../../../app/feedback.ts';
import { useSubmission } from '../../../app/http/useSubmission.ts';
import { useResendDelivery, useWebhookDeliveries } from '../hooks/useWebhooks.ts';

const STATUS_COLOR: Record<WebhookDeliveryStatus, string> = {
  pending: 'processing',
  succeeded: 'success',
  failed: 'error',
};

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '-');

/** An endpoint's delivery log: event, status, response code, attempts, and "Send again". */
export function WebhookDeliveriesDrawer({
  endpoint,
  onClose,
}: {
  endpoint: WebhookEndpoint;
  onClose: () => void;
}) {
  const { t } = useTranslation(['webhooks', 'common']);
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 50 });
  const list = useWebhookDeliveries(endpoint.id, paging);
  const resend = useResendDelivery(endpoint.id);
  const submission = useSubmission();

  const sendAgain = (delivery: WebhookDelivery) =>
    void submission.run((key) =>
      resend
        .mutateAsync({ deliveryId: delivery.id, key })
        .then(() => feedback.message.success(t('deliveries.resent')))
        .catch(() => undefined),
    );

  const columns: ColumnsType<WebhookDelivery> = [
    { title: t('deliveries.created'), dataIndex: 'createdAt', width: 170, render: when },
    {
      title: t('deliveries.event'),
      dataIndex: 'eventType',
      width: 170,
      render: (type: string) => <code>{type}</code>,
    },
    {
      title: t('deliveries.status'),
      dataIndex: 'status',
      width: 110,
      render: (status: WebhookDeliveryStatus) => (
        <Tag color={STATUS_COLOR[status]} data-testid={`webhook-delivery-status-${status}`}>
          {t(`status.${status}`)}
        </Tag>
      ),
    },
    {
      title: t('deliveries.responseCode'),
      dataIndex: 'lastResponseCode',
      width: 100,
      render: (code: number | null) => code ?? '-',
    },
    { title: t('deliveries.attempts'), dataIndex: 'attempts', width: 80 },
    {
      title: t('deliveries.detail'),
      key: 'detail',
      render: (_: unknown, d) => (
        <Typography.Text type="secondary" ellipsis style={{ maxWidth: 260 }}>
          {d.lastError ??
            d.lastResponseBody ??
            (d.status === 'pending' ? t('deliveries.nextAttempt', { at: when(d.nextAttemptAt) }) : '')}
        </Typography.Text>
      ),
    },
    {
      title: t('common:actions'),
      key: 'actions',
      width: 120,
      render: (_: unknown, d) => (
        <Button
          size="small"
          disabled={submission.busy}
          onClick={() => sendAgain(d)}
          data-testid={`webhook-resend-${d.id}`}
        >
          {t('deliveries.sendAgain')}
        </Button>
      ),
    },
  ];

  return (
    <Drawer
      open
      width={980}
      title={t('deliveries.title', { url: endpoint.url })}
      onClose={onClose}
      destroyOnHidden
      extra={<Button onClick={() => void list.refetch()}>{t('deliveries.refresh')}</Button>}
    >
      <Table<WebhookDelivery>
        rowKey="id"
        size="small"
        loading={list.isFetching && !list.data}
        dataSource={list.data?.list ?? []}
        columns={columns}
        scroll={{ x: 900 }}
        data-testid="webhook-deliveries"
        expandable={{
          expandedRowRender: (d) => (
            <Space direction="vertical" style={{ width: '100%' }}>
              <Typography.Text type="secondary">{t('deliveries.payload')}</Typography.Text>
              <pre style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontSize: 12 }}>
                {JSON.stringify(d.payload, null, 2)}
              </pre>
              {d.lastResponseBody && (
                <>
                  <Typography.Text type="secondary">{t('deliveries.responseBody')}</Typography.Text>
                  <pre style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontSize: 12 }}>
                    {d.lastResponseBody}
                  </pre>
                </>
              )}
            </Space>
          ),
        }}
        pagination={{
          current: paging.pageNum,
          pageSize: paging.pageSize,
          total: list.data?.total ?? 0,
          ...listPagination(t),
          onChange: (pageNum, pageSize) => setPaging({ pageNum, pageSize }),
        }}
      />
    </Drawer>
  );
}
