import { ticketReplySchema } from '@shiplabel/shared';
import { Button, Form, Input, Space, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../app/feedback.ts';
import { useZodRules } from '../../../app/forms/useZodRules.ts';
import { useSubmission } from '../../../app/http/useSubmission.ts';
import type { TicketSource } from '../tickets.api.ts';
import { AttachmentUpload } from './AttachmentUpload.tsx';

export interface ReplyValues {
  content: string;
  attachmentIds: string[];
  internal: boolean;
}

interface Props {
  source: TicketSource;
  /** Sends the reply with the submission's Idempotency-Key. */
  onSend: (values: ReplyValues, key: string) => Promise<unknown>;
  /** Staff on a closed ticket: only internal notes (the server refuses replies there). */
  notesOnly?: boolean;
}

/** The reply form under a thread; staff also get the "internal note" switch. */
export function ReplyBox({ source, onSend, notesOnly = false }: Props) {
  const { t } = useTranslation('tickets');
  const rules = useZodRules();
  const [form] = Form.useForm<ReplyValues>();
  const submission = useSubmission();
  // A new Upload after each sent reply, so its file list starts empty again.
  const [round, setRound] = useState(0);
  const internal = Form.useWatch('internal', form) ?? false;

  const submit = (values: ReplyValues) =>
    void submission.run(async (key) => {
      try {
        await onSend(
          { ...values, attachmentIds: values.attachmentIds ?? [], internal: values.internal ?? false },
          key,
        );
        feedback.message.success(t(values.internal ? 'staff.noteAdded' : 'reply.sent'));
        // The internal-note switch stays as it was: a note never turns into a customer reply by itself.
        form.resetFields(['content', 'attachmentIds']);
        setRound((n) => n + 1);
      } catch {
        // The client already showed the server's message.
      }
    });

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={submit}
      initialValues={{ attachmentIds: [], internal: notesOnly }}
    >
      <Form.Item name="content" rules={rules.field(ticketReplySchema.shape.content)}>
        <Input.TextArea
          rows={4}
          maxLength={5000}
          placeholder={t('reply.placeholder')}
          data-testid="ticket-reply-content"
          style={internal ? { background: '#fffbe6' } : undefined}
        />
      </Form.Item>
      <Form.Item name="attachmentIds">
        <AttachmentUpload key={round} source={source} testId="ticket-reply-upload" />
      </Form.Item>
      <Space wrap>
        {source === 'staff' && (
          <Space>
            <Form.Item name="internal" valuePropName="checked" noStyle>
              <Switch disabled={notesOnly} data-testid="ticket-internal-toggle" />
            </Form.Item>
            <Typography.Text>{t('staff.internal')}</Typography.Text>
            {internal && <Typography.Text type="warning">{t('staff.internalHint')}</Typography.Text>}
          </Space>
        )}
        <Button type="primary" htmlType="submit" loading={submission.busy} data-testid="ticket-reply-send">
          {internal ? t('staff.sendNote') : t('reply.send')}
        </Button>
      </Space>
    </Form>
  );
}
