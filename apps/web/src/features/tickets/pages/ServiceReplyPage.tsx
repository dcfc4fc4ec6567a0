import { Button, Descriptions, Divider, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { feedback } from '../../../app/feedback.ts';
import { AssigneeSelect } from '../components/AssigneeSelect.tsx';
import { ReplyBox, type ReplyValues } from '../components/ReplyBox.tsx';
import { TicketFacts } from '../components/TicketFacts.tsx';
import { TicketPageFrame } from '../components/TicketPageFrame.tsx';
import { TicketThread } from '../components/TicketThread.tsx';
import { useAdminTicket, useTicketMutation } from '../hooks/useTickets.ts';
import { ticketsApi } from '../tickets.api.ts';

/** /settings/replyService?id=: the staff's thread with internal notes; reply or note, assign, close. */
export default function ServiceReplyPage() {
  const { t } = useTranslation('tickets');
  const id = useSearchParams()[0].get('id') ?? '';
  const ticket = useAdminTicket(id);
  const reply = useTicketMutation(({ values, key }: { values: ReplyValues; key: string }) =>
    ticketsApi.staffReply(id, values, key),
  );
  const close = useTicketMutation(() => ticketsApi.staffClose(id));
  const assign = useTicketMutation((assigneeId: string | null) => ticketsApi.assign(id, assigneeId));

  return (
    <TicketPageFrame
      id={id}
      backTo="/adminSettings/serviceManagement"
      query={ticket}
      actions={(data) =>
        data.status === 'processing' && (
          <Popconfirm
            title={t('reply.closeConfirm')}
            onConfirm={() =>
              close.mutate(undefined, { onSuccess: () => feedback.message.success(t('reply.closed')) })
            }
          >
            <Button loading={close.isPending} data-testid="ticket-close">
              {t('reply.close')}
            </Button>
          </Popconfirm>
        )
      }
    >
      {(data) => (
        <>
          <Descriptions size="small" bordered column={{ xs: 1, md: 2 }} style={{ marginBottom: 12 }}>
            <Descriptions.Item label={t('fields.customer')}>{data.customerEmail}</Descriptions.Item>
            <Descriptions.Item label={t('fields.assignee')}>
              <AssigneeSelect
                mode="assign"
                value={data.assigneeId}
                loading={assign.isPending}
                onChange={(assigneeId) =>
                  assign.mutate(assigneeId, {
                    onSuccess: () => feedback.message.success(t('staff.assigned')),
                  })
                }
                testId="ticket-assignee"
              />
            </Descriptions.Item>
          </Descriptions>
          <TicketFacts ticket={data} />
          <Divider titlePlacement="start">{t('reply.thread')}</Divider>
          <TicketThread
            source="staff"
            description={data.description}
            attachments={data.attachments}
            createdAt={data.createdAt}
            replies={data.replies}
          />
          <Divider />
          {/* Staff may always add an internal note; a reply to the customer needs the ticket open. */}
          <ReplyBox
            key={data.status}
            source="staff"
            notesOnly={data.status !== 'processing'}
            onSend={(values, key) => reply.mutateAsync({ values, key })}
          />
        </>
      )}
    </TicketPageFrame>
  );
}
