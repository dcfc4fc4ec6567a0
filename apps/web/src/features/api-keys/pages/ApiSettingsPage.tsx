import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { WebhooksPanel } from '../../webhooks/WebhooksPanel.tsx';
import { ApiKeysPanel } from '../components/ApiKeysPanel.tsx';

/** API settings (spec: /settings/api, any role; issue 16): API keys and webhooks, one tab each. */
export default function ApiSettingsPage() {
  const { t } = useTranslation('apiKeys');
  return (
    <Card title={t('page.title')}>
      <Tabs
        items={[
          { key: 'keys', label: t('page.keysTab'), children: <ApiKeysPanel /> },
          { key: 'webhooks', label: t('page.webhooksTab'), children: <WebhooksPanel /> },
        ]}
      />
    </Card>
  );
}
