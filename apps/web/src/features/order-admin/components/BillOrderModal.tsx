import type { OrderListItem } from '@shiplabel/shared';
import { Alert, Checkbox, Descriptions, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../app/components/FormModal.tsx';
import { feedback } from '../../../app/feedback.ts';
import { formatMoney } from '../../../app/format.ts';
import { applyServerErrors } from '../../../app/forms/serverErrors.ts';
import { newIdempotencyKey } from '../../../app/http/idempotency.ts';
import { ApiError } from '../../../app/http/request.ts';
import { useBusinessFees } from '../../config/hooks/useConfig.ts';
import { useOrderAdminMutation } from '../hooks/useOrderAdmin.ts';
import { type BillInput, orderAdminApi } from '../orderAdmin.api.ts';
import { BillPreview } from './BillPreview.tsx';
import { billTotal, isBillAmount, PENALTY_AMOUNT } from './billMath.ts';
import { OrderPicker } from './OrderPicker.tsx';
import { statusKey } from './orderText.ts';

/**
 * Bills an order for a carrier adjustment (bill deduction), optionally with the false size/weight penalty.
 * `fixed` is the order when the form is opened from it (the order drawer): no picker then.
 */
export function BillOrderModal({ onClose, fixed }: { onClose: () => void; fixed?: OrderListItem }) {
  const { t } = useTranslation('orderAdmin');
  // The configured penalty (issue 14), named in the checkbox and the notice.
  const penaltyAmount = (useBusinessFees().data?.falseInfoPenalty ?? PENALTY_AMOUNT).replace(/\.00$/, '');
  const [form] = Form.useForm<BillInput>();
  const [order, setOrder] = useState<OrderListItem | null>(fixed ?? null);
  const [refusal, setRefusal] = useState('');
  // One key per attempt: a double click or a network retry bills once. A refused attempt moved no money,
  // so the corrected one gets a new key (else the server could answer it with the stored refusal).
  const [key, setKey] = useState(() => newIdempotencyKey());
  const bill = useOrderAdminMutation((input: BillInput) => orderAdminApi.bill(input, key));
  const amount = Form.useWatch('amount', form);
  const penalty = Form.useWatch('penalty', form) ?? false;
  const submit = (values: BillInput) => {
    setRefusal('');
    bill.mutate(
      { orderId: values.orderId, amount: values.amount.trim(), reason: values.reason.trim(), penalty },
      {
        onSuccess: (result) => {
          feedback.notification.success({
            title: t('bill.done', { orderNo: order?.orderNo ?? '' }),
            description: t('bill.deducted', {
              total: formatMoney(billTotal(result.amount, result.penalty), result.currency),
              amount: formatMoney(result.amount, result.currency),
              penalty: formatMoney(result.penalty, result.currency),
            }),
          });
          onClose();
        },
        onError: (error) => {
          applyServerErrors(form, error);
          setRefusal(error.message);
          if (error instanceof ApiError && !error.transport) setKey(newIdempotencyKey());
        },
      },
    );
  };
  const currency = order?.currency ?? 'USD';
  return (
    <FormModal
      title={t('bill.title')}
      verb={'submit'}
      form={form}
      saving={bill.isPending}
      saveTestId="bill-save"
      onClose={onClose}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ orderId: fixed?.id, amount: '', reason: '', penalty: false }}
        onFinish={submit}
      >
        {fixed ? (
          <>
            <Form.Item name="orderId" hidden>
              <Input />
            </Form.Item>
            <Form.Item label={t('bill.order')}>
              <Input value={fixed.orderNo} disabled data-testid="bill-order-fixed" />
            </Form.Item>
          </>
        ) : (
          <Form.Item
            name="orderId"
            label={t('bill.order')}
            rules={[{ required: true, message: t('bill.orderRequired') }]}
          >
            <OrderPicker onPick={setOrder} />
          </Form.Item>
        )}
        {order && (
          <Descriptions size="small" column={1} bordered style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('columns.customer')}>{order.userEmail || '-'}</Descriptions.Item>
            <Descriptions.Item label={t('columns.status')}>{t(statusKey(order.status))}</Descriptions.Item>
            <Descriptions.Item label={t('columns.rate')}>
              {order.rate ? formatMoney(order.rate, order.currency) : '-'}
            </Descriptions.Item>
          </Descriptions>
        )}
        <Form.Item
          name="amount"
          label={t('bill.amount')}
          required
          tooltip={t('bill.amountHelp')}
          rules={[
            {
              validator: async (_, value?: string) => {
                if (!isBillAmount(value)) throw new Error(t('bill.amountInvalid'));
              },
            },
          ]}
        >
          <Input inputMode="decimal" addonAfter={currency} data-testid="bill-amount" />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('bill.reason')}
          rules={[{ required: true, whitespace: true, message: t('bill.reasonRequired') }]}
        >
          <Input.TextArea rows={2} maxLength={500} showCount data-testid="bill-reason" />
        </Form.Item>
        <Form.Item
          name="penalty"
          valuePropName="checked"
          extra={t('bill.penaltyNotice', { amount: penaltyAmount })}
        >
          <Checkbox data-testid="bill-penalty">{t('bill.penalty', { amount: penaltyAmount })}</Checkbox>
        </Form.Item>
        <BillPreview amount={amount} penalty={penalty} currency={currency} />
        {refusal && <Alert type="error" showIcon title={refusal} data-testid="bill-refusal" />}
      </Form>
    </FormModal>
  );
}
