import type { LingxingOrder, LingxingPushState } from '@shiplabel/shared';
import { Alert, Button, Card, Descriptions, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listPagination } from '../../../app/components/listPagination.ts';
import { feedback } from '../../../app/feedback.ts';
import { formatDateTime } from '../../../app/format.ts';
import { useSubmission } from '../../../app/http/useSubmission.ts';
import { LingxingConnectForm } from '../LingxingConnectForm.tsx';
import {
  useDisconnectLingxing,
  useLingxingConnection,
  useLingxingOrders,
  usePullLingxing,
  usePushAgain,
  useTestLingxing,
} from '../useLingxing.ts';

/** Watch the order list this long after "pull now" or "push again" (both run on the job queue). */
const WATCH_MS = 30_000;
const STATE_COLOR: Record<LingxingPushState, string> = {
  waiting: 'default',
  pending: 'processing',
  pushed: 'success',
  failed: 'error',
  invalid: 'warning',
};

/** The LingXing ERP connection (spec: /settings/lxorder, role onlyyou; issue 16). */
export default function LingxingPage() {
  const { t, i18n } = useTranslation('lingxing');
  const connection = useLingxingConnection();
  const [editing, setEditing] = useState(false);
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: 50 });
  const [watchUntil, setWatchUntil] = useState(0);
  const connected = connection.data ?? null;
  const orders = useLingxingOrders(paging, watchUntil > Date.now());
  const test = useTestLingxing();
  const disconnect = useDisconnectLingxing();
  const pull = usePullLingxing();
  const push = usePushAgain();
  const submission = useSubmission();
  const watch = () => setWatchUntil(Date.now() + WATCH_MS);

  const onPull = () =>
    void submission.run(async (key) => {
      try {
        await pull.mutateAsync(key);
        feedback.message.success(t('actions.pullQueued'));
        watch();
      } catch {
        // shown by the request layer
      }
    });
  const onPush = (order: LingxingOrder) =>
    void submission.run(async (key) => {
      try {
        await push.mutateAsync({ id: order.id, key });
        feedback.message.success(t('actions.pushQueued'));
        watch();
      } catch {
        // shown by the request layer
      }
    });

  if (connection.isLoading) return <Card loading title={t('title')} />;
  if (!connected || editing)
    return (
      <Card title={t('title')}>
        <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
        <LingxingConnectForm
          appId={connected?.appId}
          onDone={connected ? () => setEditing(false) : undefined}
        />
      </Card>
    );

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card
        title={t('connectionTitle')}
        extra={
          <Space wrap>
            <Button
              onClick={() =>
                test.mutate(undefined, { onSuccess: () => feedback.message.success(t('actions.testOk')) })
              }
              loading={test.isPending}
              data-testid="lx-test"
            >
              {t('actions.test')}
            </Button>
            <Button onClick={() => setEditing(true)}>{t('actions.change')}</Button>
            <Popconfirm title={t('actions.disconnectConfirm')} onConfirm={() => disconnect.mutate()}>
              <Button danger>{t('actions.disconnect')}</Button>
            </Popconfirm>
          </Space>
        }
      >
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label={t('fields.appId')}>{connected.appId}</Descriptions.Item>
          <Descriptions.Item label={t('fields.status')}>
            <Tag color={connected.status === 'ok' ? 'success' : 'error'} data-testid="lx-status">
              {t(`status.${connected.status}`)}
            </Tag>
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.lastPulledAt')}>
            {formatDateTime(connected.lastPulledAt, i18n.language)}
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.lastPullCount')}>{connected.lastPullCount}</Descriptions.Item>
          <Descriptions.Item label={t('fields.lastAttemptAt')}>
            <span data-testid="lx-last-attempt">
              {formatDateTime(connected.lastAttemptAt, i18n.language)}
            </span>
          </Descriptions.Item>
          <Descriptions.Item label={t('fields.nextPullAt')}>
            {connected.nextPullAt
              ? formatDateTime(connected.nextPullAt, i18n.language)
              : t('fields.nextPullSoon')}
          </Descriptions.Item>
        </Descriptions>
        {connected.lastErrorCode && (
          <Alert
            type="error"
            showIcon
            data-testid="lx-last-error"
            style={{ marginTop: 12 }}
            message={t(`errors.${connected.lastErrorCode}`, { defaultValue: connected.lastErrorCode })}
            description={
              connected.lastAttemptAt
                ? t('lastErrorAt', { time: formatDateTime(connected.lastAttemptAt, i18n.language) })
                : undefined
            }
          />
        )}
      </Card>
      <Card
        title={t('orders.title')}
        extra={
          <Button type="primary" onClick={onPull} loading={submission.busy} data-testid="lx-pull">
            {t('actions.pull')}
          </Button>
        }
      >
        <Typography.Paragraph type="secondary">{t('orders.intro')}</Typography.Paragraph>
        <Table<LingxingOrder>
          rowKey="id"
          size="small"
          loading={orders.isLoading}
          dataSource={orders.data?.list ?? []}
          scroll={{ x: 900 }}
          data-testid="lx-orders"
          columns={[
            { title: t('orders.woNumber'), dataIndex: 'woNumber' },
            { title: t('orders.platformOrderNo'), dataIndex: 'platformOrderNo' },
            { title: t('orders.orderNo'), dataIndex: 'orderNo', render: (v: string) => v || '-' },
            { title: t('orders.trackingNo'), dataIndex: 'trackingNo', render: (v: string) => v || '-' },
            {
              title: t('orders.pushState'),
              dataIndex: 'pushState',
              render: (state: LingxingPushState, o) => (
                <Space direction="vertical" size={0}>
                  <Tag color={STATE_COLOR[state]} data-testid={`lx-state-${o.woNumber}`}>
                    {t(`pushState.${state}`)}
                  </Tag>
                  {o.errorMessage && <Typography.Text type="danger">{o.errorMessage}</Typography.Text>}
                </Space>
              ),
            },
            {
              title: t('orders.createdAt'),
              dataIndex: 'createdAt',
              render: (v: string) => formatDateTime(v, i18n.language),
            },
            {
              title: t('orders.actions'),
              key: 'actions',
              render: (_: unknown, o) => (
                <Button
                  size="small"
                  disabled={!o.orderId || o.pushState === 'invalid' || o.pushState === 'waiting'}
                  onClick={() => onPush(o)}
                >
                  {t('actions.pushAgain')}
                </Button>
              ),
            },
          ]}
          pagination={{
            current: paging.pageNum,
            pageSize: paging.pageSize,
            total: orders.data?.total ?? 0,
            ...listPagination(t),
            onChange: (pageNum, pageSize) => setPaging({ pageNum, pageSize }),
          }}
        />
      </Card>
    </Space>
  );
}
