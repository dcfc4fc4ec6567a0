import { PlusOutlined } from '@ant-design/icons';
import type { WebhookEndpoint, WebhookEndpointWithSecret } from '@shiplabel/shared';
import { Button, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../app/feedback.ts';
import { useSubmission } from '../../app/http/useSubmission.ts';
import { WebhookDeliveriesDrawer } from './components/WebhookDeliveriesDrawer.tsx';
import { WebhookFormModal } from './components/WebhookFormModal.tsx';
import { WebhookSecretModal } from './components/WebhookSecretModal.tsx';
import {
  useDeleteWebhook,
  useRotateWebhookSecret,
  useSendTestEvent,
  useWebhookEndpoints,
} from './hooks/useWebhooks.ts';

/**
 * The Webhooks tab of /settings/api (issue 16): the caller's endpoints with their events, create/edit,
 * rotate the secret (shown once), send a test event, delete, and each endpoint's delivery log.
 */
export function WebhooksPanel() {
  const { t } = useTranslation(['webhooks', 'common']);
  const endpoints = useWebhookEndpoints();
  const remove = useDeleteWebhook();
  const rotate = useRotateWebhookSecret();
  const test = useSendTestEvent();
  const submission = useSubmission();
  const [editing, setEditing] = useState<WebhookEndpoint | 'new' | null>(null);
  const [secret, setSecret] = useState<WebhookEndpointWithSecret | null>(null);
  const [log, setLog] = useState<WebhookEndpoint | null>(null);

  const rotateSecret = (endpoint: WebhookEndpoint) =>
    void submission.run((key) =>
      rotate
        .mutateAsync({ id: endpoint.id, key })
        .then(setSecret)
        .catch(() => undefined),
    );
  const sendTest = (endpoint: WebhookEndpoint) =>
    void submission.run((key) =>
      test
        .mutateAsync({ id: endpoint.id, key })
        .then(() => {
          feedback.message.success(t('list.testQueued'));
          setLog(endpoint);
        })
        .catch(() => undefined),
    );

  const columns: ColumnsType<WebhookEndpoint> = [
    {
      title: t('fields.url'),
      dataIndex: 'url',
      render: (url: string, e) => (
        <Space direction="vertical" size={0}>
          <Typography.Text copyable style={{ wordBreak: 'break-all' }}>
            {url}
          </Typography.Text>
          {e.description && <Typography.Text type="secondary">{e.description}</Typography.Text>}
        </Space>
      ),
    },
    {
      title: t('fields.events'),
      dataIndex: 'events',
      width: 300,
      render: (events: string[]) => (
        <Space size={[4, 4]} wrap>
          {events.map((event) => (
            <Tag key={event}>{t(`events.${event}`)}</Tag>
          ))}
        </Space>
      ),
    },
    {
      title: t('fields.enabled'),
      dataIndex: 'enabled',
      width: 100,
      render: (enabled: boolean, e) => (
        <Space direction="vertical" size={0}>
          <Tag color={enabled ? 'success' : 'default'}>{t(enabled ? 'list.enabled' : 'list.disabled')}</Tag>
          {e.previousSecretExpiresAt && <Tag color="warning">{t('list.rotating')}</Tag>}
        </Space>
      ),
    },
    {
      title: t('common:actions'),
      key: 'actions',
      width: 330,
      render: (_: unknown, e) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => setLog(e)} data-testid={`webhook-log-${e.id}`}>
            {t('list.deliveries')}
          </Button>
          <Button type="link" size="small" disabled={submission.busy} onClick={() => sendTest(e)}>
            {t('list.sendTest')}
          </Button>
          <Button type="link" size="small" onClick={() => setEditing(e)}>
            {t('common:edit')}
          </Button>
          <Popconfirm title={t('list.confirmRotate')} onConfirm={() => rotateSecret(e)}>
            <Button type="link" size="small" disabled={submission.busy}>
              {t('list.rotate')}
            </Button>
          </Popconfirm>
          <Popconfirm
            title={t('list.confirmDelete', { url: e.url })}
            onConfirm={() =>
              remove.mutate(e.id, { onSuccess: () => feedback.message.success(t('common:deleted')) })
            }
          >
            <Button type="link" size="small" danger>
              {t('common:delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <div data-testid="webhooks-panel">
      <Space style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }} wrap>
        <Typography.Text type="secondary">{t('list.intro')}</Typography.Text>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setEditing('new')}
          data-testid="webhook-create"
        >
          {t('list.create')}
        </Button>
      </Space>
      <Table<WebhookEndpoint>
        rowKey="id"
        loading={endpoints.isLoading}
        dataSource={endpoints.data ?? []}
        columns={columns}
        pagination={false}
        scroll={{ x: 900 }}
        onRow={(e) => ({ 'data-testid': `webhook-row-${e.url}` }) as React.HTMLAttributes<HTMLElement>}
      />
      {editing && (
        <WebhookFormModal
          endpoint={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onCreated={setSecret}
        />
      )}
      {secret && <WebhookSecretModal endpoint={secret} onClose={() => setSecret(null)} />}
      {log && <WebhookDeliveriesDrawer endpoint={log} onClose={() => setLog(null)} />}
    </div>
  );
}
