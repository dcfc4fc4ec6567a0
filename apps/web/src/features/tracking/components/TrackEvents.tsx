import { Empty, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../app/format.ts';
import { newestFirst } from '../../orders/detail/timeline.ts';
import { LogisticsTag } from './LogisticsTag.tsx';

interface TrackEvent {
  trackingNumber: string;
  status: number;
  description: string;
  time: string;
}

/** A parcel's scan history, newest first; shared by the logistics query and the order detail. */
export function TrackEvents({
  events,
  showNumber = false,
}: {
  events: readonly TrackEvent[];
  showNumber?: boolean;
}) {
  const { t, i18n } = useTranslation('tracking');
  if (events.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noEvents')} />;
  return (
    <Timeline
      items={newestFirst(events).map((e, index) => ({
        key: `${e.time}-${index}`,
        color: e.status === 6 ? 'green' : e.status === 5 || e.status === 7 ? 'red' : 'blue',
        content: (
          <div data-testid="track-event">
            <LogisticsTag status={e.status} /> {e.description}
            <Typography.Text type="secondary" style={{ display: 'block' }}>
              {formatDateTime(e.time, i18n.language)}
              {showNumber ? ` · ${e.trackingNumber}` : ''}
            </Typography.Text>
          </div>
        ),
      }))}
    />
  );
}
