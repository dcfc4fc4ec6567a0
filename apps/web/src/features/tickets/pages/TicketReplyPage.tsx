import { Alert, Button, Divider, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { feedback } from '../../../app/feedback.ts';
import { useTicketLabels } from '../components/labels.tsx';
import { ReplyBox } from '../components/ReplyBox.tsx';
import { TicketFacts } from '../components/TicketFacts.tsx';
import { TicketPageFrame } from '../components/TicketPageFrame.tsx';
import { TicketThread } from '../components/TicketThread.tsx';
import { useTicket, useTicketMutation } from '../hooks/useTickets.ts';
import { ticketsApi } from '../tickets.api.ts';

type Move = 'close' | 'reopen' | 'cancel';
const DONE = { close: 'reply.closed', reopen: 'reply.reopened', cancel: 'reply.cancelled' } as const;

/** /settings/reply?id=: the customer's thread; reply with files, close (confirmed), reopen, cancel. */
export default function TicketReplyPage() {
  const { t } = useTranslation('tickets');
  const labels = useTicketLabels();
  const id = useSearchParams()[0].get('id') ?? '';
  const ticket = useTicket(id);
  const move = useTicketMutation((m: Move) => ticketsApi.move(id, m));
  const reply = useTicketMutation(
    ({ content, attachmentIds, key }: { content: string; attachmentIds: string[]; key: string }) =>
      ticketsApi.reply(id, { content, attachmentIds }, key),
  );
  const run = (m: Move) => move.mutate(m, { onSuccess: () => feedback.message.success(t(DONE[m])) });

  return (
    <TicketPageFrame
      id={id}
      backTo="/settings/management"
      query={ticket}
      actions={(data) =>
        data.status === 'processing' ? (
          <>
            <Popconfirm
              title={t('reply.closeConfirm')}
              description={t('reply.closeConfirmText')}
              onConfirm={() => run('close')}
              okButtonProps={{ 'data-testid': 'ticket-close-confirm' } as Record<`data-${string}`, string>}
            >
              <Button loading={move.isPending} data-testid="ticket-close">
                {t('reply.close')}
              </Button>
            </Popconfirm>
            <Popconfirm title={t('reply.cancelConfirm')} onConfirm={() => run('cancel')}>
              <Button danger data-testid="ticket-cancel">
                {t('reply.cancel')}
              </Button>
            </Popconfirm>
          </>
        ) : (
          <Button
            type="primary"
            loading={move.isPending}
            onClick={() => run('reopen')}
            data-testid="ticket-reopen"
          >
            {t('reply.reopen')}
          </Button>
        )
      }
    >
      {(data) => (
        <>
          <TicketFacts ticket={data} />
          <Divider titlePlacement="start">{t('reply.thread')}</Divider>
          <TicketThread
            source="customer"
            description={data.description}
            attachments={data.attachments}
            createdAt={data.createdAt}
            replies={data.replies}
          />
          <Divider />
          {data.status === 'processing' ? (
            <ReplyBox source="customer" onSend={(values, key) => reply.mutateAsync({ ...values, key })} />
          ) : (
            <Alert
              type="info"
              showIcon
              title={t('reply.closedHint', { status: labels.status(data.status) })}
            />
          )}
        </>
      )}
    </TicketPageFrame>
  );
}
