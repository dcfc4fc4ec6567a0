import { type ProxyMarkupInput, type ProxyMarkupJson, proxyMarkupInputSchema } from '@shiplabel/shared';
import { Alert, Button, Form, Input, InputNumber, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal, saveCallbacks } from '../../../app/components/FormModal.tsx';
import { useZodRules } from '../../../app/forms/useZodRules.ts';
import { useSubmission } from '../../../app/http/useSubmission.ts';
import { useProxyMutation } from '../hooks/useProxy.ts';
import { proxyApi } from '../proxy.api.ts';

interface Props {
  /** null: the default markup of every sub-account without its own. */
  subAccount: { id: string; email: string } | null;
  /** Its own markups (one per currency). */
  current: ProxyMarkupJson[];
  /** What applies where it has none of its own (the proxy's defaults): the form starts from these. */
  fallback?: ProxyMarkupJson[];
  onClose: () => void;
}

interface Values {
  currency: 'USD' | 'CNY';
  percent: number;
  fixedAmount: string;
}

/** Sets a markup on top of the proxy's own price: percent (half up to the cent) plus a fixed amount per parcel. */
export function MarkupModal({ subAccount, current, fallback = [], onClose }: Props) {
  const { t } = useTranslation(['proxy', 'common']);
  const rules = useZodRules();
  const [form] = Form.useForm<Values>();
  const save = useProxyMutation((input: { body: ProxyMarkupInput; key: string }) =>
    proxyApi.setMarkup(input.body, input.key),
  );
  const submission = useSubmission();
  const shape = proxyMarkupInputSchema.shape;
  const currency = Form.useWatch('currency', form) ?? 'USD';
  const existing = current.find((m) => m.currency === currency);
  const startOf = (code: string) =>
    current.find((m) => m.currency === code) ?? fallback.find((m) => m.currency === code);

  const send = (values: Values, remove = false) =>
    void submission.run((key) =>
      save
        .mutateAsync(
          { body: { ...values, subAccountId: subAccount?.id ?? null, remove }, key },
          saveCallbacks(form, { editing: true, onClose, t }),
        )
        .catch(() => undefined),
    );

  return (
    <FormModal
      title={subAccount ? t('markup.titleFor', { email: subAccount.email }) : t('markup.titleDefault')}
      form={form}
      saving={save.isPending || submission.busy}
      saveTestId="markup-save"
      onClose={onClose}
      width={520}
    >
      <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('markup.explain')} />
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          currency: 'USD',
          percent: startOf('USD')?.percent ?? 0,
          fixedAmount: startOf('USD')?.fixedAmount ?? '0.00',
        }}
        onFinish={(values) => send(values)}
      >
        <Form.Item name="currency" label={t('markup.currency')}>
          <Radio.Group
            onChange={(e) => {
              const m = startOf(e.target.value);
              form.setFieldsValue({ percent: m?.percent ?? 0, fixedAmount: m?.fixedAmount ?? '0.00' });
            }}
          >
            <Radio.Button value="USD">USD</Radio.Button>
            <Radio.Button value="CNY">CNY</Radio.Button>
          </Radio.Group>
        </Form.Item>
        <Form.Item name="percent" label={t('markup.percent')} rules={rules.field(shape.percent)}>
          <InputNumber
            min={0}
            max={1000}
            step={0.5}
            precision={2}
            suffix="%"
            style={{ width: '100%' }}
            data-testid="markup-percent"
          />
        </Form.Item>
        <Form.Item name="fixedAmount" label={t('markup.fixed')} rules={rules.field(shape.fixedAmount)}>
          <Input suffix={currency} data-testid="markup-fixed" />
        </Form.Item>
        {existing && (
          <Button danger onClick={() => send(form.getFieldsValue(), true)} data-testid="markup-remove">
            {subAccount ? t('markup.removeOwn') : t('markup.removeDefault')}
          </Button>
        )}
      </Form>
    </FormModal>
  );
}
