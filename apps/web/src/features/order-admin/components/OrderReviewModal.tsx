import type { OrderListItem } from '@shiplabel/shared';
import { Descriptions, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../app/components/FormModal.tsx';
import { feedback } from '../../../app/feedback.ts';
import { formatMoney } from '../../../app/format.ts';
import { applyServerErrors } from '../../../app/forms/serverErrors.ts';
import { useOrderAdminMutation } from '../hooks/useOrderAdmin.ts';
import { orderAdminApi } from '../orderAdmin.api.ts';
import { recipientText, serviceText } from './orderText.ts';
import { reviewOutcome } from './reviewOutcome.ts';

/**
 * Approve an order held at 18 (its label is created, status 8) or reject it (16, refunded). A rejection
 * needs a reason: the customer reads it as the order's audit info.
 */
export function OrderReviewModal({
  order,
  approve,
  onClose,
}: {
  order: OrderListItem;
  approve: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('orderAdmin');
  const [form] = Form.useForm<{ reason: string }>();
  const review = useOrderAdminMutation(orderAdminApi.review);
  const submit = ({ reason }: { reason?: string }) =>
    review.mutate(
      { orderId: order.id, approve, reason: reason?.trim() ?? '' },
      {
        onSuccess: (detail) => {
          const outcome = reviewOutcome(approve, detail);
          feedback.message[outcome.type](
            t(outcome.key, outcome.vars),
            outcome.type === 'error' ? 6 : undefined,
          );
          onClose();
        },
        // The server's message (e.g. the order is no longer waiting for review) is shown by the HTTP client.
        onError: (error) => applyServerErrors(form, error),
      },
    );
  const money = (amount: string) => (amount ? formatMoney(amount, order.currency) : '-');
  return (
    <FormModal
      title={t(approve ? 'review.approveTitle' : 'review.rejectTitle', { orderNo: order.orderNo })}
      verb={'submit'}
      form={form}
      saving={review.isPending}
      saveTestId="order-review-save"
      onClose={onClose}
    >
      <Descriptions size="small" column={1} bordered style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('columns.customer')}>{order.userEmail || '-'}</Descriptions.Item>
        <Descriptions.Item label={t('columns.service')}>{serviceText(order)}</Descriptions.Item>
        <Descriptions.Item label={t('columns.rate')}>{money(order.rate)}</Descriptions.Item>
        <Descriptions.Item label={t('columns.deposit')}>{money(order.deposit)}</Descriptions.Item>
        <Descriptions.Item label={t('columns.recipient')}>{recipientText(order.to)}</Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph type="secondary">
        {t(approve ? 'review.approveHelp' : 'review.rejectHelp')}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={{ reason: '' }} onFinish={submit}>
        <Form.Item
          name="reason"
          label={t(approve ? 'review.remark' : 'review.reason')}
          required={!approve}
          rules={approve ? [] : [{ required: true, whitespace: true, message: t('review.reasonRequired') }]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount data-testid="order-review-reason" />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
