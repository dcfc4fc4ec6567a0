import type { WebhookEndpointWithSecret } from '@shiplabel/shared';
import { Alert, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The signing secret, shown once after create or rotate (the server never shows it again). */
export function WebhookSecretModal({
  endpoint,
  onClose,
}: {
  endpoint: WebhookEndpointWithSecret;
  onClose: () => void;
}) {
  const { t } = useTranslation(['webhooks', 'common']);
  return (
    <Modal
      open
      title={t('secret.title')}
      onOk={onClose}
      onCancel={onClose}
      footer={(_, { OkBtn }) => <OkBtn />}
    >
      <Alert type="warning" showIcon message={t('secret.once')} style={{ marginBottom: 12 }} />
      <Typography.Paragraph>{endpoint.url}</Typography.Paragraph>
      <Typography.Paragraph copyable={{ text: endpoint.secret }} code data-testid="webhook-secret">
        {endpoint.secret}
      </Typography.Paragraph>
      {endpoint.previousSecretExpiresAt && (
        <Typography.Paragraph type="secondary">
          {t('secret.overlap', { until: new Date(endpoint.previousSecretExpiresAt).toLocaleString() })}
        </Typography.Paragraph>
      )}
    </Modal>
  );
}
