import type { TestConnectionResult } from '@shiplabel/shared';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { channelsApi } from '../channels.api.ts';

/**
 * "Test connection" on a saved channel: asks the carrier with the stored credentials (what the form holds
 * unsaved is not used, so the hint says to save first) and shows success or the error in plain words.
 */
export function TestConnectionButton({ channelId }: { channelId: string }) {
  const { t } = useTranslation('channels');
  const check = useMutation({ mutationFn: () => channelsApi.testConnection(channelId) });
  const result: TestConnectionResult | undefined = check.data;
  return (
    <Space direction="vertical" style={{ width: '100%', marginBottom: 16 }}>
      <Space>
        <Button
          onClick={() => check.mutate()}
          loading={check.isPending}
          data-testid="channel-test-connection"
        >
          {t('testConnection')}
        </Button>
        <span className="rates-muted">{t('testConnectionHint')}</span>
      </Space>
      {result?.ok === true && (
        <Alert type="success" showIcon message={t('connectionOk')} data-testid="channel-connection-ok" />
      )}
      {result?.ok === false && (
        <Alert
          type="error"
          showIcon
          message={t('connectionFailed')}
          description={result.message}
          data-testid="channel-connection-failed"
        />
      )}
    </Space>
  );
}
