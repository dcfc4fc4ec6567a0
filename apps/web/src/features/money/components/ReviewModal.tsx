import { amountSchema, approveRechargeSchema } from '@shiplabel/shared';
import { Descriptions, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../app/components/FormModal.tsx';
import { feedback } from '../../../app/feedback.ts';
import { formatMoney } from '../../../app/format.ts';
import { applyServerErrors } from '../../../app/forms/serverErrors.ts';
import { useZodRules } from '../../../app/forms/useZodRules.ts';
import { useMoneyMutation } from '../hooks/useMoney.ts';
import { moneyApi, type Recharge } from '../money.api.ts';
import { VoucherButton } from './VoucherButton.tsx';

interface Values {
  actualAmount?: string;
  reason: string;
}

/** Approve with the amount that actually arrived (may differ from the forecast), or reject with a reason. */
export function ReviewModal({
  recharge,
  approve,
  onClose,
}: {
  recharge: Recharge;
  approve: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('money');
  const rules = useZodRules();
  const [form] = Form.useForm<Values>();
  const review = useMoneyMutation(moneyApi.reviewRecharge);
  const submit = (values: Values) =>
    review.mutate(
      approveRechargeSchema.parse({
        id: recharge.id,
        approve,
        reason: values.reason ?? '',
        ...(approve ? { actualAmount: values.actualAmount } : {}),
      }),
      {
        onSuccess: () => {
          feedback.message.success(t(approve ? 'review.approved' : 'review.rejected'));
          onClose();
        },
        onError: (error) => applyServerErrors(form, error),
      },
    );
  return (
    <FormModal
      title={t(approve ? 'review.approveTitle' : 'review.rejectTitle', { financeNo: recharge.financeNo })}
      form={form}
      saving={review.isPending}
      saveTestId="review-save"
      onClose={onClose}
    >
      <Descriptions size="small" column={1} bordered style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('records.user')}>{recharge.email}</Descriptions.Item>
        <Descriptions.Item label={t('records.paymentMethod')}>
          {t(`paymentMethods.${recharge.paymentMethod}`)}
        </Descriptions.Item>
        <Descriptions.Item label={t('records.forecastAmount')}>
          {formatMoney(recharge.forecastAmount, recharge.currency)}
        </Descriptions.Item>
        <Descriptions.Item label={t('records.remark')}>{recharge.remark || '-'}</Descriptions.Item>
        <Descriptions.Item label={t('records.voucher')}>
          <VoucherButton url={recharge.voucherUrl} testId="review-voucher" />
        </Descriptions.Item>
      </Descriptions>
      <Form
        form={form}
        layout="vertical"
        initialValues={{ actualAmount: recharge.forecastAmount, reason: '' }}
        onFinish={submit}
      >
        {approve && (
          <Form.Item
            name="actualAmount"
            label={t('review.actualAmount')}
            required
            rules={rules.field(amountSchema)}
          >
            <Input inputMode="decimal" addonAfter={recharge.currency} data-testid="review-actual-amount" />
          </Form.Item>
        )}
        <Form.Item
          name="reason"
          label={t('review.reason')}
          required={!approve}
          rules={
            approve
              ? []
              : [{ required: true, whitespace: true, message: t('validation:money.reject_reason_required') }]
          }
        >
          <Input.TextArea rows={2} maxLength={500} data-testid="review-reason" />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
