import {
  CURRENCIES,
  ONLINE_PAYMENT_METHODS,
  PAYMENT_METHODS,
  type SubmitRecharge,
  submitRechargeSchema,
} from '@shiplabel/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Radio, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { feedback } from '../../../app/feedback.ts';
import { applyServerErrors } from '../../../app/forms/serverErrors.ts';
import { useZodRules } from '../../../app/forms/useZodRules.ts';
import { useBusinessFees } from '../../config/hooks/useConfig.ts';
import { PayeeDetails } from '../components/PayeeDetails.tsx';
import { DEFAULT_UPLOAD_KB, VoucherUpload } from '../components/VoucherUpload.tsx';
import { WalletCards } from '../components/WalletCards.tsx';
import '../components/money.css';
import { useBalances, useMoneyMutation } from '../hooks/useMoney.ts';
import { moneyApi } from '../money.api.ts';
import { payeesApi } from '../payees.api.ts';

const fields = submitRechargeSchema.shape;

/** /postage/recharge: every balance at a glance, and the add-funds form (transfer, then voucher). */
export default function RechargePage() {
  const { t } = useTranslation('money');
  const uploadLimitKb = useBusinessFees().data?.uploadLimitKb ?? DEFAULT_UPLOAD_KB;
  const rules = useZodRules();
  const navigate = useNavigate();
  const balances = useBalances();
  const [form] = Form.useForm<SubmitRecharge>();
  const submit = useMoneyMutation(moneyApi.submitRecharge);
  const payees = useQuery({ queryKey: ['money', 'payees', 'shown'], queryFn: payeesApi.shown });
  const chosenMethod = Form.useWatch('paymentMethod', form) ?? 'zelle';

  const onFinish = (values: SubmitRecharge) =>
    submit.mutate(submitRechargeSchema.parse(values), {
      onSuccess: () => {
        feedback.message.success(t('recharge.submitted'));
        form.resetFields();
        void navigate('/postage/rechargeRecord');
      },
      onError: (error) => applyServerErrors(form, error),
    });

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Card title={t('balances.title')}>
        <WalletCards wallets={balances.data?.wallets} loading={balances.isLoading} />
      </Card>
      <Card title={t('recharge.title')}>
        <Alert
          className="money-notice"
          type="info"
          showIcon
          title={t('recharge.noticeTitle')}
          description={
            <>
              <div>{t('recharge.noticeSteps')}</div>
              <Typography.Text strong data-testid="check-notice">
                {t('recharge.checkNotice')}
              </Typography.Text>
            </>
          }
        />
        <Form
          form={form}
          layout="vertical"
          style={{ maxWidth: 720 }}
          initialValues={{ currency: 'USD', paymentMethod: 'zelle', remark: '' }}
          onFinish={onFinish}
        >
          <Form.Item name="currency" label={t('recharge.wallet')} required>
            <Radio.Group
              optionType="button"
              options={CURRENCIES.map((c) => ({ value: c, label: t(`wallets.${c}`) }))}
              data-testid="recharge-wallet"
            />
          </Form.Item>
          <Form.Item name="paymentMethod" label={t('recharge.paymentMethod')} required>
            <Radio.Group data-testid="recharge-method">
              <Space wrap>
                {PAYMENT_METHODS.map((method) => (
                  <Radio.Button key={method} value={method}>
                    <span data-testid={`method-${method}`}>{t(`paymentMethods.${method}`)}</span>
                  </Radio.Button>
                ))}
              </Space>
            </Radio.Group>
          </Form.Item>
          <Form.Item>
            <PayeeDetails
              payee={payees.data?.find((p) => p.method === chosenMethod)}
              loading={payees.isLoading}
            />
          </Form.Item>
          <Form.Item label={t('recharge.onlineMethods')} extra={t('recharge.onlineUnavailable')}>
            <Space>
              {ONLINE_PAYMENT_METHODS.map((method) => (
                <Tag key={method} data-testid={`online-${method}`}>
                  {t(`paymentMethods.${method}`)}
                </Tag>
              ))}
            </Space>
          </Form.Item>
          <Form.Item name="amount" label={t('recharge.amount')} required rules={rules.field(fields.amount)}>
            <Input
              inputMode="decimal"
              placeholder={t('recharge.amountPlaceholder')}
              style={{ maxWidth: 240 }}
              data-testid="recharge-amount"
            />
          </Form.Item>
          <Form.Item
            name="voucherId"
            label={t('recharge.voucher')}
            required
            extra={t('recharge.voucherHint', { limit: uploadLimitKb })}
            rules={rules.field(fields.voucherId)}
          >
            <VoucherUpload />
          </Form.Item>
          <Form.Item name="remark" label={t('recharge.remark')} rules={rules.field(fields.remark)}>
            <Input.TextArea rows={2} maxLength={500} data-testid="recharge-remark" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={submit.isPending} data-testid="recharge-submit">
            {t('recharge.submit')}
          </Button>
        </Form>
      </Card>
    </Space>
  );
}
