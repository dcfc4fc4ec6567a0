import type { TicketAttachment, TicketReplyItem } from '@shiplabel/shared';
import { Card, Empty, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../app/format.ts';
import type { TicketSource } from '../tickets.api.ts';
import { AttachmentLinks } from './AttachmentLinks.tsx';

interface Props {
  source: TicketSource;
  description: string;
  attachments: TicketAttachment[];
  createdAt: string;
  replies: TicketReplyItem[];
}

const STYLE = {
  customer: { background: '#f5f7fa' },
  staff: { background: '#eef4ff', borderColor: '#bcd0ff' },
  internal: { background: '#fffbe6', borderColor: '#ffd666', borderStyle: 'dashed' as const },
};

/** The opening message and the replies, oldest first; internal notes stand out (staff screens only). */
export function TicketThread({ source, description, attachments, createdAt, replies }: Props) {
  const { t, i18n } = useTranslation('tickets');
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={12} data-testid="ticket-thread">
      <Card
        size="small"
        style={STYLE.customer}
        title={t('reply.opening')}
        extra={formatDateTime(createdAt, i18n.language)}
      >
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 8 }}>
          {description || '—'}
        </Typography.Paragraph>
        <AttachmentLinks files={attachments} source={source} />
      </Card>
      {replies.length === 0 && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('reply.noReplies')} />
      )}
      {replies.map((reply) => (
        <Card
          key={reply.id}
          size="small"
          style={reply.internal ? STYLE.internal : STYLE[reply.side]}
          data-testid={reply.internal ? 'ticket-note' : `ticket-reply-${reply.side}`}
          title={
            <Space>
              <Typography.Text strong>{reply.authorName || t(`side.${reply.side}`)}</Typography.Text>
              <Tag color={reply.side === 'staff' ? 'blue' : 'default'}>{t(`side.${reply.side}`)}</Tag>
              {reply.internal && <Tag color="gold">{t('staff.internalTag')}</Tag>}
            </Space>
          }
          extra={formatDateTime(reply.createdAt, i18n.language)}
        >
          {/* Plain text, shown as text: replies are never rendered as HTML. */}
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 8 }}>
            {reply.content}
          </Typography.Paragraph>
          <AttachmentLinks files={reply.attachments} source={source} />
        </Card>
      ))}
    </Space>
  );
}
