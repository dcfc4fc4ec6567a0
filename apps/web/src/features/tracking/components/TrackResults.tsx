import { Card, Collapse, Empty, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TrackResult } from '../tracking.api.ts';
import { LogisticsTag } from './LogisticsTag.tsx';
import { TrackEvents } from './TrackEvents.tsx';

/** One panel per tracking number: its status and order, opening on the scan history. */
export function TrackResults({ results }: { results: TrackResult[] }) {
  const { t } = useTranslation('tracking');
  if (results.length === 0) return <Empty description={t('noResults')} />;
  return (
    <Card title={t('results', { count: results.length })} data-testid="track-results">
      <Collapse
        defaultActiveKey={results.length <= 5 ? results.map((r) => r.trackingNumber) : []}
        items={results.map((r) => ({
          key: r.trackingNumber,
          label: (
            <Space wrap data-testid={`track-result-${r.trackingNumber}`}>
              <Typography.Text strong copyable>
                {r.trackingNumber}
              </Typography.Text>
              <LogisticsTag status={r.status} />
              {r.orderNo && (
                <Typography.Text type="secondary">{t('orderNo', { orderNo: r.orderNo })}</Typography.Text>
              )}
              <Typography.Text type="secondary">
                {t('eventCount', { count: r.events.length })}
              </Typography.Text>
            </Space>
          ),
          children: <TrackEvents events={r.events} />,
        }))}
      />
    </Card>
  );
}
