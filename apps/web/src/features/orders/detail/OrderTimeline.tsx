import type { OrderDetail } from '@shiplabel/shared';
import { Card, Empty, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../app/format.ts';
import { eventColor, newestFirst } from './timeline.ts';

/** What happened to the order (received, transmitting, waybill generated ...), messages from the server. */
export function OrderTimeline({ events }: { events: OrderDetail['events'] }) {
  const { t, i18n } = useTranslation('orders');
  return (
    <Card size="small" title={t('detail.timeline')} data-testid="order-detail-timeline">
      {events.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <Timeline
          items={newestFirst(events).map((e, index) => ({
            key: `${e.kind}-${index}`,
            color: eventColor(e.kind),
            content: (
              <div data-testid={`order-event-${e.kind}`}>
                <div>{e.message}</div>
                <Typography.Text type="secondary" style={{ display: 'block' }}>
                  {formatDateTime(e.time, i18n.language)}
                </Typography.Text>
              </div>
            ),
          }))}
        />
      )}
    </Card>
  );
}
