import { type ExchangeRate, type SetExchangeRate, setExchangeRateSchema } from '@shiplabel/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, Radio, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { userStore } from '../../../app/auth/session.ts';
import { PagedTable } from '../../../app/components/PagedTable.tsx';
import { usePaging } from '../../../app/components/usePaging.ts';
import { feedback } from '../../../app/feedback.ts';
import { applyServerErrors } from '../../../app/forms/serverErrors.ts';
import { useZodRules } from '../../../app/forms/useZodRules.ts';
import { useSubmission } from '../../../app/http/useSubmission.ts';
import { useStore } from '../../../app/store/createStore.ts';
import { exchangeApi } from '../exchange.api.ts';

interface Values {
  direction: 'USD-CNY' | 'CNY-USD';
  rate: string;
}

/**
 * /adminSettings/customer/exchangeRates: the history of the exchange rates; administrators (adminList) set
 * a new rate for one direction, in force at once. Recharge reviewers (adminRechargeList) only read.
 */
export default function ExchangeRatesPage() {
  const { t } = useTranslation('exchange');
  const rules = useZodRules();
  const user = useStore(userStore);
  const canSet = Boolean(user?.role.includes('adminList'));
  const [form] = Form.useForm<Values>();
  const [paging, setPaging] = usePaging();
  const client = useQueryClient();
  const history = useQuery({
    queryKey: ['exchange', 'history', paging],
    queryFn: () => exchangeApi.history(paging),
    placeholderData: keepPreviousData,
  });
  const { run, busy } = useSubmission();
  const save = useMutation({
    mutationFn: (input: { body: SetExchangeRate; key: string }) => exchangeApi.setRate(input.body, input.key),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['exchange'] }),
  });

  const onFinish = (values: Values) =>
    run(async (key) => {
      const [base, quote] = values.direction.split('-');
      try {
        const saved = await save.mutateAsync({
          body: setExchangeRateSchema.parse({ base, quote, rate: values.rate }),
          key,
        });
        feedback.message.success(t('admin.saved', { from: saved.base, to: saved.quote, rate: saved.rate }));
        form.setFieldValue('rate', '');
      } catch (error) {
        applyServerErrors(form, error);
      }
    });

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      {canSet && (
        <Card title={t('admin.setTitle')}>
          <Form<Values>
            form={form}
            layout="inline"
            initialValues={{ direction: 'USD-CNY', rate: '' }}
            onFinish={onFinish}
          >
            <Form.Item name="direction" label={t('direction')}>
              <Radio.Group
                optionType="button"
                options={[
                  { value: 'USD-CNY', label: t('directionLabel', { from: 'USD', to: 'CNY' }) },
                  { value: 'CNY-USD', label: t('directionLabel', { from: 'CNY', to: 'USD' }) },
                ]}
                data-testid="rate-direction"
              />
            </Form.Item>
            <Form.Item
              name="rate"
              label={t('admin.rate')}
              tooltip={t('admin.rateHint')}
              rules={rules.field(setExchangeRateSchema.shape.rate)}
            >
              <Input inputMode="decimal" style={{ width: 160 }} data-testid="rate-input" />
            </Form.Item>
            <Form.Item>
              <Button type="primary" htmlType="submit" loading={busy} data-testid="rate-submit">
                {t('admin.save')}
              </Button>
            </Form.Item>
          </Form>
        </Card>
      )}
      <Card title={t('admin.historyTitle')}>
        <PagedTable<ExchangeRate>
          list={history}
          paging={paging}
          setPaging={setPaging}
          rowKey="id"
          minWidth={720}
          rowTestId={(row) => `rate-row-${row.base}-${row.quote}`}
          columns={[
            {
              title: t('direction'),
              key: 'direction',
              width: 180,
              render: (_: unknown, row) => t('directionLabel', { from: row.base, to: row.quote }),
            },
            {
              title: t('admin.rate'),
              dataIndex: 'rate',
              align: 'right',
              width: 140,
              render: (rate: string, row) => t('rateText', { from: row.base, to: row.quote, rate }),
            },
            {
              title: t('admin.effectiveFrom'),
              dataIndex: 'effectiveFrom',
              width: 200,
              render: (v: string) => new Date(v).toLocaleString(),
            },
            {
              title: t('admin.setBy'),
              dataIndex: 'setBy',
              width: 200,
              render: (v: string | null) => v ?? '-',
            },
          ]}
        />
      </Card>
    </Space>
  );
}
