import type { TicketDetail } from '@shiplabel/shared';
import { Descriptions, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../app/format.ts';
import { TicketStatusTag, useTicketLabels } from './labels.tsx';

/** The head of a work order: number, type, status, times and linked orders . */
export function TicketFacts({ ticket }: { ticket: TicketDetail }) {
  const { t, i18n } = useTranslation('tickets');
  const labels = useTicketLabels();
  return (
    <Descriptions size="small" column={{ xs: 1, md: 3 }} bordered style={{ marginBottom: 16 }}>
      <Descriptions.Item label={t('fields.number')}>
        <span data-testid="ticket-number">{ticket.number}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.type')}>{labels.type(ticket.type)}</Descriptions.Item>
      <Descriptions.Item label={t('fields.status')}>
        <TicketStatusTag status={ticket.status} />
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.subject')} span={3}>
        {ticket.subject}
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.createdAt')}>
        {formatDateTime(ticket.createdAt, i18n.language)}
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.updatedAt')}>
        {formatDateTime(ticket.updatedAt, i18n.language)}
      </Descriptions.Item>
      <Descriptions.Item label={t('fields.orders')}>
        <Space wrap size={4}>
          {ticket.orders.length ? ticket.orders.map((o) => <Tag key={o.id}>{o.orderNo}</Tag>) : '—'}
        </Space>
      </Descriptions.Item>
    </Descriptions>
  );
}
