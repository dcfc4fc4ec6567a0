import { Button, Card, Result, Skeleton, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../app/http/envelope.ts';
import { isTicketId } from '../hooks/useTickets.ts';

interface Props<T extends { number: string }> {
  id: string;
  /** The list page the back button returns to. */
  backTo: string;
  query: { data?: T | undefined; error: Error | null; refetch: () => unknown };
  /** The buttons beside "Back" once the ticket has loaded. */
  actions: (ticket: T) => ReactNode;
  children: (ticket: T) => ReactNode;
}

/**
 * The frame both ticket thread pages share: a back button, "not found" for a missing or foreign id
 * (the server answers 404 for another customer's ticket), a skeleton while loading, then a card
 * titled with the ticket number.
 */
export function TicketPageFrame<T extends { number: string }>({
  id,
  backTo,
  query,
  actions,
  children,
}: Props<T>) {
  const { t } = useTranslation('tickets');
  const navigate = useNavigate();
  const back = (
    <Button onClick={() => navigate(backTo)} data-testid="ticket-back">
      {t('reply.back')}
    </Button>
  );
  // The detail calls are quiet (no toast): a missing, foreign (the server answers 404) or malformed id
  // is a "not found" page; any other failure offers to try again.
  const error = query.error;
  const missing = error instanceof ApiError && (error.code === 404 || error.code === 400);
  if (!isTicketId(id) || missing)
    return <Result status="404" title={t('reply.notFound')} extra={back} data-testid="ticket-not-found" />;
  if (error)
    return (
      <Result
        status="error"
        title={t('reply.loadFailed')}
        subTitle={error.message}
        extra={
          <Space>
            <Button type="primary" onClick={() => query.refetch()} data-testid="ticket-retry">
              {t('reply.retry')}
            </Button>
            {back}
          </Space>
        }
      />
    );
  const ticket = query.data;
  if (!ticket)
    return (
      <Card title={t('reply.loading')} extra={back}>
        <Skeleton active />
      </Card>
    );
  return (
    <Card
      title={t('reply.title', { number: ticket.number })}
      extra={
        <Space>
          {actions(ticket)}
          {back}
        </Space>
      }
    >
      {children(ticket)}
    </Card>
  );
}
