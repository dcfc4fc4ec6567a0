import type { SysMessage } from '@shiplabel/shared';
import { Badge, Empty, List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../app/format.ts';

const LEVEL_COLORS: Record<number, string> = { 0: 'default', 1: 'orange', 3: 'red' };

/** A level tag (spec section 3 messageType) on notices and todos. */
export function LevelTag({ level }: { level: number | null }) {
  const { t } = useTranslation('messages');
  if (level === null) return null;
  return <Tag color={LEVEL_COLORS[level] ?? 'default'}>{t(`level.${level}`)}</Tag>;
}

/** Entries of the centre or the navbar popover: unread ones marked with a dot, newest first. */
export function MessageItems({
  items,
  loading,
  onOpen,
  compact,
}: {
  items: SysMessage[];
  loading?: boolean;
  onOpen: (entry: SysMessage) => void;
  compact?: boolean;
}) {
  const { t, i18n } = useTranslation('messages');
  if (!loading && items.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} />;
  return (
    <List
      loading={loading ?? false}
      dataSource={items}
      size={compact ? 'small' : 'default'}
      renderItem={(entry) => (
        <List.Item
          key={entry.id}
          onClick={() => onOpen(entry)}
          style={{ cursor: 'pointer' }}
          data-testid={`message-item-${entry.status === 0 ? 'unread' : 'read'}`}
        >
          <List.Item.Meta
            title={
              <span>
                <Badge status={entry.status === 0 ? 'processing' : 'default'} />{' '}
                <Typography.Text strong={entry.status === 0}>{entry.title}</Typography.Text>{' '}
                <LevelTag level={entry.messageType} />
              </span>
            }
            description={
              <span>
                {entry.subTitle && <Typography.Text type="secondary">{entry.subTitle} · </Typography.Text>}
                <Typography.Text type="secondary">
                  {formatDateTime(entry.time, i18n.language)}
                </Typography.Text>
              </span>
            }
          />
        </List.Item>
      )}
    />
  );
}
