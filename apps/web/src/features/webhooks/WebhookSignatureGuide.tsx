import { WEBHOOK_EVENTS, WEBHOOK_VERIFY_NODE, WEBHOOK_VERIFY_PYTHON } from '@shiplabel/shared';
import { Card, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

const SECTIONS = ['intro', 'payload', 'signature', 'verify', 'retries', 'rotation', 'addresses'] as const;
const PAYLOAD_EXAMPLE = `POST /your/endpoint
Content-Type: application/json
ShipLabel-Signature: t=1767225600,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd
ShipLabel-Event-Id: 3f1c2b9e-8d7a-4c1e-9b3a-2f6d5e4c3b2a

{"id":"3f1c2b9e-8d7a-4c1e-9b3a-2f6d5e4c3b2a","type":"label.created","created":1767225600,
 "data":{"orderId":"...","orderNo":"SL2601010001","status":8,"trackingNo":"1Z...","amount":"12.30","currency":"USD"}}`;

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
