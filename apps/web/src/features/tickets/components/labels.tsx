import {
  normalizeLocale,
  TICKET_STATUS_LABELS,
  TICKET_STATUSES,
  TICKET_TYPE_LABELS,
  TICKET_TYPES,
  type TicketStatus,
  type TicketType,
} from '@shiplabel/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Type and status labels come from the shared table (one source for both languages and the server). */
export function useTicketLabels() {
  const { i18n } = useTranslation();
  const locale = normalizeLocale(i18n.language);
  return {
    type: (type: TicketType) => TICKET_TYPE_LABELS[type]?.[locale] ?? type,
    status: (status: TicketStatus) => TICKET_STATUS_LABELS[status]?.[locale] ?? status,
    typeOptions: TICKET_TYPES.map((value) => ({ value, label: TICKET_TYPE_LABELS[value][locale] })),
    statusOptions: TICKET_STATUSES.map((value) => ({ value, label: TICKET_STATUS_LABELS[value][locale] })),
  };
}

const COLORS: Record<TicketStatus, string> = {
  processing: 'processing',
  closed: 'default',
  cancelled: 'warning',
};

export function TicketStatusTag({ status }: { status: TicketStatus }) {
  const labels = useTicketLabels();
  return (
    <Tag color={COLORS[status]} data-testid="ticket-status">
      {labels.status(status)}
    </Tag>
  );
}
