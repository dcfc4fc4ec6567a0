import type { ApiLogItem } from '@shiplabel/shared';
import { Alert, Descriptions, Drawer, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../app/format.ts';
import { carrierLabel, errorLabel, formatDuration, prettyJson } from '../apiLog.ts';
import { useApiLogDetail } from '../useApiLog.ts';
import '../apiLog.css';

interface Props {
  item: ApiLogItem;
  /** The carriers with their names in the reader's language (the page's carrier filter loads them). */
  carriers: readonly { code: string; name: string }[] | undefined;
  onClose: () => void;
}

/** A body as indented JSON under its title, which copies it (already redacted by the server). */
function Body({ title, value, testId }: { title: string; value: unknown; testId: string }) {
  const text = prettyJson(value);
  return (
    <div className="api-log-body">
      <Typography.Title level={5} copyable={{ text }}>
        {title}
      </Typography.Title>
      <pre data-testid={testId}>{text}</pre>
    </div>
  );
}

/** One carrier call: who, when, how long, and its request and response with secrets masked. */
export function ApiLogDrawer({ item, carriers, onClose }: Props) {
  const { t, i18n } = useTranslation('apiLog');
  const detail = useApiLogDetail(item.id);
  const row = detail.data ?? item;
  return (
    <Drawer
      open
      size={760}
      title={t('detail.title', { type: t(`requestTypes.${row.requestType}`, row.requestType) })}
      onClose={onClose}
      data-testid="api-log-drawer"
    >
      <Descriptions size="small" column={2} bordered style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('columns.orderNo')}>{row.orderNo || '-'}</Descriptions.Item>
        <Descriptions.Item label={t('columns.createdAt')}>
          {formatDateTime(row.createdAt, i18n.language)}
        </Descriptions.Item>
        <Descriptions.Item label={t('columns.carrier')}>
          {carrierLabel(row.carrierCode, carriers)}
        </Descriptions.Item>
        <Descriptions.Item label={t('columns.channel')}>
          {row.channelName ?? (row.channelId ? t('detail.channelDeleted') : '-')}
        </Descriptions.Item>
        <Descriptions.Item label={t('columns.requestType')}>
          {t(`requestTypes.${row.requestType}`, row.requestType)}
        </Descriptions.Item>
        <Descriptions.Item label={t('columns.duration')}>
          {formatDuration(row.durationMs, i18n.language)}
        </Descriptions.Item>
        <Descriptions.Item label={t('columns.result')} span={2}>
          <Tag color={row.success ? 'success' : 'error'}>
            {t(row.success ? 'result.success' : 'result.failure')}
          </Tag>
          {!row.success && row.errorCode && (
            <Typography.Text>
              {errorLabel(row.errorCode, t)}{' '}
              <Typography.Text type="secondary">({row.errorCode})</Typography.Text>
            </Typography.Text>
          )}
        </Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph type="secondary">{t('detail.redacted')}</Typography.Paragraph>
      {detail.isError && <Alert type="error" showIcon title={t('detail.loadFailed')} />}
      {detail.isPending && <Skeleton active />}
      {detail.data && (
        <>
          <Body title={t('detail.request')} value={detail.data.request} testId="api-log-request" />
          {detail.data.response === null ? (
            <>
              <Typography.Title level={5}>{t('detail.response')}</Typography.Title>
              <Typography.Paragraph type="secondary" data-testid="api-log-response">
                {t('detail.noResponse')}
              </Typography.Paragraph>
            </>
          ) : (
            <Body title={t('detail.response')} value={detail.data.response} testId="api-log-response" />
          )}
        </>
      )}
    </Drawer>
  );
}
