import {
  amountSchema,
  type Currency,
  convertExchangeSchema,
  type ExchangeResult,
  exchangeCredit,
  formatMinor,
  parseMinor,
  parseRate,
} from '@shiplabel/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Form, Input, Popconfirm, Radio, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { feedback } from '../../../app/feedback.ts';
import { formatMoney } from '../../../app/format.ts';
import { applyServerErrors } from '../../../app/forms/serverErrors.ts';
import { useZodRules } from '../../../app/forms/useZodRules.ts';
import { useSubmission } from '../../../app/http/useSubmission.ts';
import { WalletCards } from '../../money/components/WalletCards.tsx';
import { useBalances, useMoneyMutation } from '../../money/hooks/useMoney.ts';
import { exchangeApi } from '../exchange.api.ts';

const DIRECTIONS = [
  ['USD', 'CNY'],
  ['CNY', 'USD'],
] as const satisfies readonly (readonly [Currency, Currency])[];
type Direction = `${Currency}-${Currency}`;

interface Values {
  direction: Direction;
  amount: string;
}

/**
 * /postage/exchange: the customer's wallets, the rates in force, and an exchange with a preview of what
 * arrives (the shared exchangeCredit, the server's own rounding: down to the cent) before confirming.
 */
export default function ExchangePage() {
  const { t } = useTranslation('exchange');
  const rules = useZodRules();
  const [form] = Form.useForm<Values>();
  const balances = useBalances();
  const rates = useQuery({ queryKey: ['money', 'exchangeRates'], queryFn: exchangeApi.current });
  const { run, busy } = useSubmission();
  const convert = useMoneyMutation(
    (input: { body: Parameters<typeof exchangeApi.convert>[0]; key: string }) =>
      exchangeApi.convert(input.body, input.key),
  );
  const [done, setDone] = useState<ExchangeResult | null>(null);

  const direction = (Form.useWatch('direction', form) ?? 'USD-CNY') as Direction;
  const amount = Form.useWatch('amount', form) ?? '';
  const [from, to] = direction.split('-') as [Currency, Currency];
  const rate = rates.data?.rates.find((r) => r.base === from && r.quote === to);
  const debit = parseMinor(amount);
  const credit = rate && debit && debit > 0n ? exchangeCredit(debit, parseRate(rate.rate) ?? 0n) : null;

  const confirm = () =>
    run(async (key) => {
      if (!rate) return;
      const body = { from, to, amount: amount.trim(), rate: rate.rate };
      try {
        const result = await convert.mutateAsync({ body: convertExchangeSchema.parse(body), key });
        setDone(result);
        feedback.message.success(t('done', { credited: formatMoney(result.credited, result.to) }));
        form.setFieldValue('amount', '');
      } catch (error) {
        applyServerErrors(form, error);
        // A changed rate: show the new one, the customer confirms again.
        void rates.refetch();
      }
    });

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Card title={t('balances')}>
        <WalletCards wallets={balances.data?.wallets} loading={balances.isLoading} />
      </Card>
      <Card title={t('title')} loading={rates.isLoading}>
        <Descriptions size="small" column={1} style={{ marginBottom: 16 }} data-testid="exchange-rates">
          {DIRECTIONS.map(([base, quote]) => {
            const r = rates.data?.rates.find((x) => x.base === base && x.quote === quote);
            return (
              <Descriptions.Item key={base} label={t('rateOf', { from: base, to: quote })}>
                <span data-testid={`rate-${base}-${quote}`}>
                  {r ? t('rateText', { from: base, to: quote, rate: r.rate }) : t('noRate')}
                </span>
              </Descriptions.Item>
            );
          })}
        </Descriptions>
        <Form<Values>
          form={form}
          layout="vertical"
          style={{ maxWidth: 560 }}
          initialValues={{ direction: 'USD-CNY', amount: '' }}
          onFinish={() => undefined}
        >
          <Form.Item name="direction" label={t('direction')} required>
            <Radio.Group
              optionType="button"
              options={DIRECTIONS.map(([base, quote]) => ({
                value: `${base}-${quote}`,
                label: t('directionLabel', { from: base, to: quote }),
              }))}
              data-testid="exchange-direction"
            />
          </Form.Item>
          <Form.Item
            name="amount"
            label={t('amount', { currency: from })}
            required
            rules={rules.field(amountSchema)}
          >
            <Input
              inputMode="decimal"
              style={{ maxWidth: 240 }}
              suffix={from}
              data-testid="exchange-amount"
            />
          </Form.Item>
          {!rate ? (
            <Alert
              type="warning"
              showIcon
              title={t('noRateNotice', { from, to })}
              data-testid="exchange-no-rate"
            />
          ) : (
            <Alert
              type="info"
              showIcon
              data-testid="exchange-preview"
              title={
                credit !== null
                  ? t('preview', {
                      debit: formatMoney(formatMinor(debit!), from),
                      credit: formatMoney(formatMinor(credit), to),
                      rate: rate.rate,
                    })
                  : t('previewEmpty')
              }
              description={t('rounding')}
            />
          )}
          <Form.Item style={{ marginTop: 16 }}>
            <Popconfirm
              title={t('confirmTitle')}
              description={
                credit !== null
                  ? t('preview', {
                      debit: formatMoney(formatMinor(debit!), from),
                      credit: formatMoney(formatMinor(credit), to),
                      rate: rate?.rate ?? '',
                    })
                  : ''
              }
              okText={t('confirm')}
              cancelText={t('cancel')}
              onConfirm={confirm}
              disabled={!rate || credit === null || credit <= 0n}
              okButtonProps={{ 'data-testid': 'exchange-confirm-ok' } as Record<`data-${string}`, string>}
            >
              <Button
                type="primary"
                loading={busy}
                disabled={!rate || credit === null || credit <= 0n}
                data-testid="exchange-submit"
              >
                {t('submit')}
              </Button>
            </Popconfirm>
          </Form.Item>
        </Form>
        {done && (
          <Alert
            type="success"
            showIcon
            data-testid="exchange-result"
            title={t('result', {
              debit: formatMoney(done.debited, done.from),
              credit: formatMoney(done.credited, done.to),
              rate: done.rate,
            })}
            description={
              <Typography.Text>
                <Link to="/postage/fundDetails">{t('seeFundDetails')}</Link>
              </Typography.Text>
            }
          />
        )}
      </Card>
    </Space>
  );
}
