import { type Payee, type PayeeInput, type PaymentMethod, payeeInputSchema } from '@shiplabel/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, Input, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../app/components/FormModal.tsx';
import { feedback } from '../../../app/feedback.ts';
import { applyServerErrors } from '../../../app/forms/serverErrors.ts';
import { useZodRules } from '../../../app/forms/useZodRules.ts';
import { payeesApi } from '../payees.api.ts';

const fields = payeeInputSchema.shape;

/** Sets the payee of one payment method; the rules are the shared schema's. */
export function PayeeModal({
  method,
  payee,
  onClose,
}: {
  method: PaymentMethod;
  payee: Payee | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation('money');
  const rules = useZodRules();
  const [form] = Form.useForm<PayeeInput>();
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: (input: PayeeInput) => payeesApi.save(method, input),
    onSettled: () => client.invalidateQueries({ queryKey: ['money', 'payees'] }),
  });
  const submit = (values: PayeeInput) =>
    save.mutate(payeeInputSchema.parse(values), {
      onSuccess: () => {
        feedback.message.success(t('payees.saved'));
        onClose();
      },
      onError: (error) => applyServerErrors(form, error),
    });
  return (
    <FormModal
      title={t('payees.editTitle', { method: t(`paymentMethods.${method}`) })}
      form={form}
      saving={save.isPending}
      saveTestId="payee-save"
      onClose={onClose}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={payee ?? { recipient: '', account: '', bank: '', notes: '', enabled: true }}
        onFinish={submit}
      >
        <Form.Item
          name="recipient"
          label={t('payees.recipient')}
          required
          rules={rules.field(fields.recipient)}
        >
          <Input maxLength={200} data-testid="payee-recipient-input" />
        </Form.Item>
        <Form.Item name="account" label={t('payees.account')} required rules={rules.field(fields.account)}>
          <Input maxLength={200} data-testid="payee-account-input" />
        </Form.Item>
        <Form.Item name="bank" label={t('payees.bank')} rules={rules.field(fields.bank)}>
          <Input maxLength={200} data-testid="payee-bank-input" />
        </Form.Item>
        <Form.Item name="notes" label={t('payees.notes')} rules={rules.field(fields.notes)}>
          <Input.TextArea rows={3} maxLength={1000} showCount data-testid="payee-notes-input" />
        </Form.Item>
        <Form.Item name="enabled" label={t('payees.enabled')} valuePropName="checked">
          <Switch data-testid="payee-enabled" />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
