import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../app/format.ts';
import { moneyApi, type Reconciliation } from '../money.api.ts';

/** /maintenance/doubtfulOrderFlow: accounts out of step with their entries and unbalanced transactions. */
export default function ReconciliationPage() {
  const { t, i18n } = useTranslation('money');
  const result = useQuery({ queryKey: ['money', 'reconciliation'], queryFn: moneyApi.reconciliation });
  const data = result.data;
  const healthy = data && data.accounts.length === 0 && data.transactions.length === 0;
  return (
    <Card title={t('reconciliation.title')} loading={result.isLoading}>
      {healthy ? (
        <Alert
          type="success"
          showIcon
          title={t('reconciliation.healthy')}
          data-testid="reconciliation-healthy"
        />
      ) : (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <Table<Reconciliation['accounts'][number]>
            title={() => t('reconciliation.accounts')}
            rowKey="accountId"
            dataSource={data?.accounts ?? []}
            pagination={false}
            data-testid="reconciliation-accounts"
            columns={[
              {
                title: t('reconciliation.owner'),
                dataIndex: 'email',
                render: (v: string | null) => v ?? t('reconciliation.platform'),
              },
              { title: t('funds.wallet'), dataIndex: 'currency' },
              {
                title: t('reconciliation.kind'),
                dataIndex: 'kind',
                render: (v: string) => t(`accounts.${v}`, { defaultValue: v }),
              },
              {
                title: t('reconciliation.stored'),
                dataIndex: 'storedBalance',
                align: 'right',
                render: (v: string, r) => formatMoney(v, r.currency),
              },
              {
                title: t('reconciliation.entrySum'),
                dataIndex: 'entrySum',
                align: 'right',
                render: (v: string, r) => formatMoney(v, r.currency),
              },
              {
                title: t('reconciliation.problem'),
                dataIndex: 'problem',
                render: (v: string) => t(`reconciliation.problems.${v}`),
              },
            ]}
          />
          <Table<Reconciliation['transactions'][number]>
            title={() => t('reconciliation.transactions')}
            rowKey={(r) => `${r.transactionId}-${r.currency}`}
            dataSource={data?.transactions ?? []}
            pagination={false}
            columns={[
              { title: t('reconciliation.transaction'), dataIndex: 'transactionId' },
              { title: t('reconciliation.type'), dataIndex: 'type' },
              { title: t('funds.wallet'), dataIndex: 'currency' },
              { title: t('reconciliation.sum'), dataIndex: 'sum', align: 'right' },
              {
                title: t('reconciliation.time'),
                dataIndex: 'createdAt',
                render: (v: string) => formatDateTime(v, i18n.language),
              },
            ]}
          />
        </Space>
      )}
    </Card>
  );
}
