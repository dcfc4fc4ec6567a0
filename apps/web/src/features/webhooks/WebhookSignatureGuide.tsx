import {
  WEBHOOK_EVENT_DATA,
  WEBHOOK_VERIFY_NODE,
  WEBHOOK_VERIFY_PYTHON,
  WEBHOOK_VERIFY_SHELL,
} from '@shiplabel/shared';
import { Card, Table, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Code } from '../api-docs/components/OperationDetails.tsx';
import { PAYLOAD_EXAMPLE } from './signatureExample.ts';

const SECTIONS = ['intro', 'payload', 'signature', 'verify', 'retries', 'rotation', 'addresses'] as const;

type EventType = keyof typeof WEBHOOK_EVENT_DATA;
/** Each event and its data fields, from the shared schemas the server's delivery tests check. */
const EVENT_ROWS = (Object.keys(WEBHOOK_EVENT_DATA) as EventType[]).map((type) => ({
  type,
  fields: Object.keys(WEBHOOK_EVENT_DATA[type].shape),
}));

/** /wordView's Webhooks section (issue 16): events, the signature scheme and how to verify it. */
export function WebhookSignatureGuide() {
  const { t } = useTranslation('home');
  return (
    <Card title={t('apiDocs.webhooks.title')} style={{ marginBottom: 24 }} data-testid="api-webhooks">
      {SECTIONS.map((key) => (
        <Typography.Paragraph key={key}>{t(`apiDocs.webhooks.${key}`)}</Typography.Paragraph>
      ))}
      <Typography.Title level={4}>{t('apiDocs.webhooks.eventsTitle')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('apiDocs.webhooks.eventsHelp')}</Typography.Paragraph>
      <Table
        size="small"
        rowKey="type"
        pagination={false}
        dataSource={EVENT_ROWS}
        scroll={{ x: 720 }}
        style={{ marginBottom: 16 }}
        data-testid="webhook-events"
        columns={[
          {
            title: t('apiDocs.webhooks.columns.event'),
            dataIndex: 'type',
            width: 170,
            render: (type: string) => <Typography.Text code>{type}</Typography.Text>,
          },
          {
            title: t('apiDocs.webhooks.columns.when'),
            dataIndex: 'type',
            key: 'when',
            width: 260,
            render: (type: EventType) => t(`apiDocs.webhooks.events.${type}`),
          },
          {
            title: t('apiDocs.webhooks.columns.fields'),
            dataIndex: 'fields',
            render: (fields: string[]) => (
              <Typography.Text style={{ fontFamily: 'monospace', fontSize: 12 }}>
                {fields.join(', ')}
              </Typography.Text>
            ),
          },
        ]}
      />
      <Code text={PAYLOAD_EXAMPLE} testId="webhook-example-request" />
      <Typography.Title level={4}>{t('apiDocs.webhooks.verifyTitle')}</Typography.Title>
      <Tabs
        size="small"
        items={[
          {
            key: 'node',
            label: 'Node.js',
            children: <Code text={WEBHOOK_VERIFY_NODE} testId="webhook-verify-node" />,
          },
          {
            key: 'python',
            label: 'Python',
            children: <Code text={WEBHOOK_VERIFY_PYTHON} testId="webhook-verify-python" />,
          },
          {
            key: 'shell',
            label: t('apiDocs.webhooks.shellTab'),
            children: <Code text={WEBHOOK_VERIFY_SHELL} testId="webhook-verify-shell" />,
          },
        ]}
      />
    </Card>
  );
}
