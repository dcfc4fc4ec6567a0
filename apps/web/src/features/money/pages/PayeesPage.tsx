import { PAYMENT_METHODS, type Payee, type PaymentMethod } from '@shiplabel/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PayeeModal } from '../components/PayeeModal.tsx';
import { payeesApi } from '../payees.api.ts';

interface Row {
  method: PaymentMethod;
  payee: Payee | undefined;
}

/**
 * /adminSettings/customer/payees: the payee (recipient, account, bank, notes) customers see on Add funds
 * for each offline payment method; a method without one shows "not set up" to customers.
 */
export default function PayeesPage() {
  const { t } = useTranslation('money');
  const client = useQueryClient();
  const payees = useQuery({ queryKey: ['money', 'payees', 'all'], queryFn: payeesApi.all });
  const remove = useMutation({
    mutationFn: payeesApi.remove,
    onSettled: () => client.invalidateQueries({ queryKey: ['money', 'payees'] }),
  });
  const [editing, setEditing] = useState<Row | null>(null);
  const rows: Row[] = PAYMENT_METHODS.map((method) => ({
    method,
    payee: payees.data?.find((p) => p.method === method),
  }));
  return (
    <Card title={t('payees.title')}>
      <Typography.Paragraph type="secondary">{t('payees.help')}</Typography.Paragraph>
      <Table<Row>
        rowKey="method"
        loading={payees.isLoading}
        pagination={false}
        dataSource={rows}
        onRow={(row) => ({ 'data-testid': `payee-row-${row.method}` }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          {
            title: t('recharge.paymentMethod'),
            dataIndex: 'method',
            render: (m: string) => t(`paymentMethods.${m}`),
          },
          { title: t('payees.recipient'), key: 'recipient', render: (_, r) => r.payee?.recipient ?? '-' },
          { title: t('payees.account'), key: 'account', render: (_, r) => r.payee?.account ?? '-' },
          { title: t('payees.bank'), key: 'bank', render: (_, r) => r.payee?.bank || '-' },
          {
            title: t('payees.shown'),
            key: 'enabled',
            render: (_, r) =>
              !r.payee ? (
                <Tag>{t('payees.notSet')}</Tag>
              ) : r.payee.enabled ? (
                <Tag color="success">{t('payees.shownYes')}</Tag>
              ) : (
                <Tag>{t('payees.shownNo')}</Tag>
              ),
          },
          {
            title: t('common:actions'),
            key: 'actions',
            render: (_, r) => (
              <Space>
                <Button size="small" onClick={() => setEditing(r)} data-testid={`payee-edit-${r.method}`}>
                  {t('payees.edit')}
                </Button>
                {r.payee && (
                  <Popconfirm title={t('payees.removeConfirm')} onConfirm={() => remove.mutate(r.method)}>
                    <Button size="small" danger data-testid={`payee-remove-${r.method}`}>
                      {t('payees.remove')}
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
      {editing && (
        <PayeeModal method={editing.method} payee={editing.payee} onClose={() => setEditing(null)} />
      )}
    </Card>
  );
}
