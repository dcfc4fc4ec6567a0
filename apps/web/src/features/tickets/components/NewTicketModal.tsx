import { type TicketOpenInput, ticketOpenSchema } from '@shiplabel/shared';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../app/components/FormModal.tsx';
import { feedback } from '../../../app/feedback.ts';
import { applyServerErrors } from '../../../app/forms/serverErrors.ts';
import { useZodRules } from '../../../app/forms/useZodRules.ts';
import { useSubmission } from '../../../app/http/useSubmission.ts';
import { ordersApi } from '../../orders/orders.api.ts';
import { useTicketMutation } from '../hooks/useTickets.ts';
import { ticketsApi } from '../tickets.api.ts';
import { AttachmentUpload } from './AttachmentUpload.tsx';
import { useTicketLabels } from './labels.tsx';

/** The customer's own orders matching what they type, for the linked-orders picker. */
function useOrderOptions(keyword: string) {
  return useQuery({
    queryKey: ['tickets', 'orderOptions', keyword],
    queryFn: () => ordersApi.list('customer', { view: 'allWaybills', keyword, pageNum: 1, pageSize: 50 }),
    select: (page) =>
      page.list.map((o) => ({
        value: o.id,
        label: o.trackingNo ? `${o.orderNo} · ${o.trackingNo}` : o.orderNo,
      })),
  });
}

/** Opens a work order: type and subject required (spec section 5), attachments and own orders optional. */
export function NewTicketModal({
  onClose,
  onOpened,
}: {
  onClose: () => void;
  onOpened: (id: string) => void;
}) {
  const { t } = useTranslation('tickets');
  const labels = useTicketLabels();
  const rules = useZodRules();
  const [form] = Form.useForm<TicketOpenInput>();
  const submission = useSubmission();
  const open = useTicketMutation(({ input, key }: { input: TicketOpenInput; key: string }) =>
    ticketsApi.open(input, key),
  );
  const [keyword, setKeyword] = useState('');
  const orders = useOrderOptions(keyword);
  const shape = ticketOpenSchema.shape;

  const submit = (values: TicketOpenInput) =>
    void submission.run(async (key) => {
      try {
        const ticket = await open.mutateAsync({ input: values, key });
        feedback.message.success(t('form.submitted', { number: ticket.number }));
        onOpened(ticket.id);
      } catch (error) {
        applyServerErrors(form, error);
      }
    });

  return (
    <FormModal
      title={t('form.title')}
      verb={'submit'}
      form={form}
      saving={submission.busy}
      saveTestId="ticket-submit"
      onClose={onClose}
      width={680}
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ orderIds: [], attachmentIds: [] }}
      >
        <Form.Item name="type" label={t('fields.type')} required rules={rules.field(shape.type)}>
          <Select
            options={labels.typeOptions}
            placeholder={t('form.typePlaceholder')}
            data-testid="ticket-type"
          />
        </Form.Item>
        <Form.Item name="subject" label={t('fields.subject')} required rules={rules.field(shape.subject)}>
          <Input maxLength={200} placeholder={t('form.subjectPlaceholder')} data-testid="ticket-subject" />
        </Form.Item>
        <Form.Item name="description" label={t('fields.description')} rules={rules.field(shape.description)}>
          <Input.TextArea
            rows={5}
            maxLength={5000}
            placeholder={t('form.descriptionPlaceholder')}
            data-testid="ticket-description"
          />
        </Form.Item>
        <Form.Item name="orderIds" label={t('fields.orders')}>
          <Select
            mode="multiple"
            showSearch={{ filterOption: false, onSearch: setKeyword }}
            options={orders.data ?? []}
            loading={orders.isFetching}
            placeholder={t('form.ordersPlaceholder')}
            maxCount={20}
            data-testid="ticket-orders"
          />
        </Form.Item>
        <Form.Item name="attachmentIds" label={t('fields.attachments')}>
          <AttachmentUpload source="customer" />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
