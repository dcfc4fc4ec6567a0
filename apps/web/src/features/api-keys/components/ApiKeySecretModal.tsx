import type { ApiKeyCreated } from '@shiplabel/shared';
import { Alert, Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The whole key, shown once right after create: the server keeps only its hash. */
export function ApiKeySecretModal({ created, onClose }: { created: ApiKeyCreated; onClose: () => void }) {
  const { t } = useTranslation(['apiKeys', 'common']);
  return (
    <Modal
      open
      title={t('secret.title', { name: created.name })}
      onCancel={onClose}
      maskClosable={false}
      footer={[
        <Button key="done" type="primary" onClick={onClose} data-testid="api-key-secret-done">
          {t('secret.done')}
        </Button>,
      ]}
    >
      <Alert type="warning" showIcon title={t('secret.once')} style={{ marginBottom: 12 }} />
      <Typography.Paragraph
        copyable={{ text: created.secret, tooltips: [t('secret.copy'), t('secret.copied')] }}
        code
        data-testid="api-key-secret"
        style={{ wordBreak: 'break-all' }}
      >
        {created.secret}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t('secret.usage')}</Typography.Paragraph>
    </Modal>
  );
}
