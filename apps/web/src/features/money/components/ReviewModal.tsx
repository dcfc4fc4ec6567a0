import { amountDeviates, amountSchema, approveRechargeSchema, parseMinor } from '@shiplabel/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Form, Input } from 'antd';
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
  const warnings = useQuery({
    queryKey: ['money', 'recharge-warnings', recharge.id],
    queryFn: () => moneyApi.rechargeWarnings(recharge.id),
  });
  const actual = Form.useWatch('actualAmount', form);
  const deviates =
    approve && warnings.data && amountOffForecast(recharge.forecastAmount, actual, warnings.data);
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
      verb={'submit'}
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
      {warnings.data && warnings.data.sameVoucher.length > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          data-testid="review-voucher-reused"
          title={t('review.voucherReused', {
            list: warnings.data.sameVoucher.map((r) => `${r.financeNo} (${r.email})`).join(', '),
          })}
        />
      )}
      {deviates && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          data-testid="review-amount-deviates"
          title={t('review.amountDeviates', {
            forecast: formatMoney(recharge.forecastAmount, recharge.currency),
            percent: warnings.data?.amountWarnPercent,
          })}
        />
      )}
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

/** Whether the typed actual amount is further from the forecast than the set share (nothing typed: no). */
export function amountOffForecast(
  forecast: string,
  actual: string | undefined,
  warnings: { amountWarnPercent: number },
): boolean {
  const forecastMinor = parseMinor(forecast);
  const actualMinor = actual ? parseMinor(actual) : null;
  if (forecastMinor === null || actualMinor === null) return false;
  return amountDeviates(forecastMinor, actualMinor, warnings.amountWarnPercent);
}
