import { WEBHOOK_EVENTS, WEBHOOK_VERIFY_NODE, WEBHOOK_VERIFY_PYTHON } from '@shiplabel/shared';
import { Card, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PAYLOAD_EXAMPLE } from './signatureExample.ts';

const SECTIONS = ['intro', 'payload', 'signature', 'verify', 'retries', 'rotation', 'addresses'] as const;

const Code = ({ text, testId }: { text: string; testId: string }) => (
  <div className="api-docs-example">
    <pre className="api-docs-code" data-testid={testId}>
      {text}
    </pre>
    <Typography.Text className="api-docs-copy" copyable={{ text }} />
  </div>
);

/** /wordView's Webhooks section (issue 16): events, the signature scheme and how to verify it. */
export function WebhookSignatureGuide() {
  const { t } = useTranslation('home');
  return (
    <Card title={t('apiDocs.webhooks.title')} style={{ marginBottom: 24 }} data-testid="api-webhooks">
      {SECTIONS.map((key) => (
        <Typography.Paragraph key={key}>{t(`apiDocs.webhooks.${key}`)}</Typography.Paragraph>
      ))}
      <Typography.Paragraph>
        {WEBHOOK_EVENTS.map((event) => (
          <Typography.Text code key={event}>
            {event}
          </Typography.Text>
        ))}
      </Typography.Paragraph>
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
        ]}
      />
    </Card>
  );
}
