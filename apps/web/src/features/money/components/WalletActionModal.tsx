import {
  adjustWalletSchema,
  CURRENCIES,
  creditLimitSchema,
  earnestSchema,
  transferWalletSchema,
} from '@shiplabel/shared';
import { Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormModal } from '../../../app/components/FormModal.tsx';
import { feedback } from '../../../app/feedback.ts';
import { applyServerErrors } from '../../../app/forms/serverErrors.ts';
import { useZodRules } from '../../../app/forms/useZodRules.ts';
import { newIdempotencyKey } from '../../../app/http/idempotency.ts';
import { useMoneyMutation } from '../hooks/useMoney.ts';
import { type CustomerWallets, moneyApi } from '../money.api.ts';

export type WalletAction = 'adjust' | 'transfer' | 'credit' | 'earnest';

const SCHEMAS: Record<WalletAction, z.ZodType> = {
  adjust: adjustWalletSchema,
  transfer: transferWalletSchema,
  credit: creditLimitSchema,
  earnest: earnestSchema,
};

/** One staff money action on a customer (every one needs a reason, kept on the ledger and in the audit log). */
export function WalletActionModal({
  customer,
  action,
  onClose,
}: {
  customer: CustomerWallets;
  action: WalletAction;
  onClose: () => void;
}) {
  const { t } = useTranslation('money');
  const rules = useZodRules();
  const [form] = Form.useForm();
  // One key per opened dialog: a double click or a retry moves money once.
  const [key] = useState(() => newIdempotencyKey());
  const mutation = useMoneyMutation((values: Record<string, string>) => {
    switch (action) {
      case 'adjust':
        return moneyApi.adjust(customer.userId, adjustWalletSchema.parse(values), key);
      case 'transfer':
        return moneyApi.transfer(customer.userId, transferWalletSchema.parse(values), key);
      case 'credit':
        return moneyApi.setCredit(customer.userId, creditLimitSchema.parse(values));
      default:
        return moneyApi.collectEarnest(customer.userId, earnestSchema.parse(values), key);
    }
  });
  const schema = SCHEMAS[action];
  const field = (name: string) => rules.objectField(schema, name);
  const currencies = CURRENCIES.map((c) => ({ value: c, label: t(`wallets.${c}`) }));
  const titles: Record<WalletAction, string> = {
    adjust: t('walletAdmin.adjust'),
    transfer: t('walletAdmin.transfer'),
    credit: t('walletAdmin.credit'),
    earnest: t('walletAdmin.earnest'),
  };
  return (
    <FormModal
      title={`${titles[action]} · ${customer.email}`}
      verb={'submit'}
      form={form}
      saving={mutation.isPending}
      saveTestId="wallet-action-save"
      onClose={onClose}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={action === 'transfer' ? { from: 'USD', to: 'CNY' } : { currency: 'USD' }}
        onFinish={(values) =>
          mutation.mutate(values, {
            onSuccess: () => {
              feedback.message.success(t('walletAdmin.done'));
              onClose();
            },
            onError: (error) => applyServerErrors(form, error),
          })
        }
      >
        {action === 'transfer' ? (
          <>
            <Form.Item name="from" label={t('walletAdmin.from')}>
              <Select options={currencies} />
            </Form.Item>
            <Form.Item name="to" label={t('walletAdmin.to')}>
              <Select options={currencies} />
            </Form.Item>
            <Form.Item name="rate" label={t('walletAdmin.rate')} required rules={field('rate')}>
              <Input inputMode="decimal" data-testid="wallet-rate" />
            </Form.Item>
          </>
        ) : (
          <Form.Item name="currency" label={t('walletAdmin.currency')}>
            <Select options={currencies} data-testid="wallet-currency" />
          </Form.Item>
        )}
        {action === 'credit' ? (
          <Form.Item
            name="creditLimit"
            label={t('balances.creditLimit')}
            required
            rules={field('creditLimit')}
          >
            <Input inputMode="decimal" data-testid="wallet-credit" />
          </Form.Item>
        ) : (
          <Form.Item
            name="amount"
            label={t(action === 'adjust' ? 'walletAdmin.signedAmount' : 'walletAdmin.amount')}
            required
            rules={field('amount')}
          >
            <Input inputMode="decimal" data-testid="wallet-amount" />
          </Form.Item>
        )}
        <Form.Item name="reason" label={t('walletAdmin.reason')} required rules={field('reason')}>
          <Input.TextArea rows={2} maxLength={500} data-testid="wallet-reason" />
        </Form.Item>
      </Form>
    </FormModal>
  );
}
