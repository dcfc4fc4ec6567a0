import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Dropdown, Popconfirm, Space, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { userStore } from '../../../app/auth/session.ts';
import { KeywordSearch } from '../../../app/components/KeywordSearch.tsx';
import { PagedTable } from '../../../app/components/PagedTable.tsx';
import { usePaging } from '../../../app/components/usePaging.ts';
import { feedback } from '../../../app/feedback.ts';
import { formatMoney } from '../../../app/format.ts';
import { newIdempotencyKey } from '../../../app/http/idempotency.ts';
import { useStore } from '../../../app/store/createStore.ts';
import { WALLET_TABLE_COLUMNS } from '../components/labels.ts';
import { type WalletAction, WalletActionModal } from '../components/WalletActionModal.tsx';
import { useMoneyMutation } from '../hooks/useMoney.ts';
import { type CustomerWallets, moneyApi } from '../money.api.ts';

/**
 * /adminSettings/customer/wallets: customers with their balances per wallet; administrators (adminList)
 * adjust, move between wallets, set credit and collect or release the assurance deposit.
 */
export default function WalletsPage() {
  const { t } = useTranslation('money');
  const user = useStore(userStore);
  const canAct = Boolean(user?.role.includes('adminList'));
  // User management's detail drawer links here with ?keyword=<e-mail> (issue 13).
  const [params] = useSearchParams();
  const [keyword, setKeyword] = useState(params.get('keyword') ?? '');
  const [paging, setPaging] = usePaging();
  const list = useQuery({
    queryKey: ['money', 'wallets', keyword, paging],
    queryFn: () => moneyApi.wallets({ ...paging, keyword }),
    placeholderData: keepPreviousData,
  });
  const [acting, setActing] = useState<{ customer: CustomerWallets; action: WalletAction } | null>(null);
  const release = useMoneyMutation((input: { userId: string; currency: string }) =>
    moneyApi.releaseEarnest(input.userId, input.currency, newIdempotencyKey()),
  );

  const balanceColumn = (
    currency: string,
    field: 'available' | 'deposit' | 'earnest' | 'pendingRefund' | 'creditLimit',
  ) => ({
    title: `${currency} · ${t(`balances.${field}`)}`,
    key: `${currency}-${field}`,
    align: 'right' as const,
    width: 160,
    render: (_: unknown, row: CustomerWallets) => {
      const wallet = row.wallets.find((w) => w.currency === currency);
      return wallet ? formatMoney(wallet[field], currency) : '-';
    },
  });

  const columns: TableColumnsType<CustomerWallets> = [
    {
      title: t('walletAdmin.customer'),
      dataIndex: 'email',
      width: 240,
      fixed: 'left',
      render: (email: string, row) => (
        <span data-testid={`wallet-row-${email}`}>
          {email}
          {row.nickName ? ` (${row.nickName})` : ''}
        </span>
      ),
    },
    ...WALLET_TABLE_COLUMNS.map(([currency, field]) => balanceColumn(currency, field)),
    ...(canAct
      ? [
          {
            title: t('common:actions'),
            key: 'actions',
            fixed: 'right' as const,
            width: 260,
            render: (_: unknown, row: CustomerWallets) => (
              <Space>
                <Button
                  size="small"
                  onClick={() => setActing({ customer: row, action: 'adjust' })}
                  data-testid={`adjust-${row.email}`}
                >
                  {t('walletAdmin.adjust')}
                </Button>
                <Dropdown
                  menu={{
                    items: (['transfer', 'credit', 'earnest'] as const).map((action) => ({
                      key: action,
                      label: t(`walletAdmin.${action}`),
                      onClick: () => setActing({ customer: row, action }),
                    })),
                  }}
                >
                  <Button size="small">…</Button>
                </Dropdown>
                <Popconfirm
                  title={t('walletAdmin.releaseConfirm', { currency: 'USD' })}
                  onConfirm={() =>
                    release.mutate(
                      { userId: row.userId, currency: 'USD' },
                      { onSuccess: () => feedback.message.success(t('walletAdmin.done')) },
                    )
                  }
                >
                  <Button size="small" type="link">
                    {t('walletAdmin.releaseEarnest')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <Card title={t('walletAdmin.title')}>
      <Space style={{ marginBottom: 16 }}>
        <KeywordSearch
          placeholder={t('walletAdmin.search')}
          width={280}
          testId="wallet-search"
          onSearch={setKeyword}
          setPaging={setPaging}
          initial={params.get('keyword') ?? ''}
        />
      </Space>
      <PagedTable<CustomerWallets>
        list={list}
        paging={paging}
        setPaging={setPaging}
        rowKey="userId"
        columns={columns}
        minWidth={1700}
      />
      {acting && <WalletActionModal {...acting} onClose={() => setActing(null)} />}
    </Card>
  );
}
