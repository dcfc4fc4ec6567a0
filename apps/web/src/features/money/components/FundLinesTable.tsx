import { DownloadOutlined } from '@ant-design/icons';
import { CHANGE_TYPE_VALUES, CURRENCIES } from '@shiplabel/shared';
import { Button, DatePicker, Select, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeywordSearch } from '../../../app/components/KeywordSearch.tsx';
import { PagedTable } from '../../../app/components/PagedTable.tsx';
import { toFirstPage, usePaging } from '../../../app/components/usePaging.ts';
import { formatDateTime, formatMoney } from '../../../app/format.ts';
import { type FundSource, useFundLines } from '../hooks/useMoney.ts';
import { type FundLine, moneyApi, saveDownload } from '../money.api.ts';
import { amountClass } from './labels.ts';
import './money.css';
import { FilterPanel } from '../../../app/components/FilterPanel.tsx';

interface Props {
  source: FundSource;
  /** A fixed change type (the back office's filtered views); otherwise the user picks one. */
  changeType?: number;
}

interface Filters {
  changeType?: number;
  currency?: string;
  from?: string;
  to?: string;
  keyword?: string;
}

/** Fund-detail lines with filters (type, wallet, date range, user) and an xlsx export of the same filter. */
export function FundLinesTable({ source, changeType }: Props) {
  const { t, i18n } = useTranslation('money');
  const [filters, setFilters] = useState<Filters>({});
  const [paging, setPaging] = usePaging();
  const effective = { ...filters, ...(changeType === undefined ? {} : { changeType }) };
  const list = useFundLines(source, { ...effective, ...paging });
  const [exporting, setExporting] = useState(false);
  const update = (next: Partial<Filters>) => {
    toFirstPage(setPaging);
    setFilters((f) => ({ ...f, ...next }));
  };
  const admin = source === 'admin';

  const exportLines = async () => {
    setExporting(true);
    try {
      const response = admin
        ? await moneyApi.downloadFundLines(effective)
        : await moneyApi.downloadMyFundLines(effective);
      saveDownload(response, 'financial-details.xlsx');
    } finally {
      setExporting(false);
    }
  };

  const columns: TableColumnsType<FundLine> = [
    {
      title: t('funds.time'),
      dataIndex: 'createdAt',
      width: 180,
      render: (v: string) => formatDateTime(v, i18n.language),
    },
    ...(admin ? [{ title: t('funds.user'), dataIndex: 'email', width: 220 }] : []),
    // Postage details (spec section 3): user ID, e-mail and the balance change.
    ...(source === 'postage'
      ? [
          { title: t('postage.userId'), dataIndex: 'userId', width: 300 },
          { title: t('postage.email'), dataIndex: 'email', width: 220 },
        ]
      : []),
    {
      title: t('funds.changeType'),
      dataIndex: 'changeType',
      width: 150,
      render: (v: number) => t(`changeTypes.${v}`),
    },
    { title: t('funds.wallet'), dataIndex: 'currency', width: 80 },
    {
      title: t('funds.account'),
      dataIndex: 'accountKind',
      width: 140,
      render: (v: string) => t(`accounts.${v}`),
    },
    {
      title: t('funds.amount'),
      dataIndex: 'amount',
      align: 'right',
      width: 140,
      render: (v: string, row) => <span className={amountClass(v)}>{formatMoney(v, row.currency)}</span>,
    },
    {
      title: t('funds.balanceAfter'),
      dataIndex: 'balanceAfter',
      align: 'right',
      width: 160,
      render: (v: string, row) => formatMoney(v, row.currency),
    },
    { title: t('funds.number'), dataIndex: 'number', width: 200 },
    { title: t('funds.reason'), dataIndex: 'reason', ellipsis: true },
  ];

  return (
    <>
      <FilterPanel>
        {changeType === undefined && (
          <Select
            allowClear
            placeholder={t('funds.allTypes')}
            aria-label={t('funds.allTypes')}
            style={{ width: 200 }}
            value={filters.changeType}
            onChange={(value) => update({ changeType: value })}
            options={(source === 'postage' ? [1, 2, 4, 6] : CHANGE_TYPE_VALUES).map((v) => ({
              value: v,
              label: t(`changeTypes.${v}`),
            }))}
            data-testid="fund-type-filter"
          />
        )}
        <Select
          allowClear
          placeholder={t('funds.allWallets')}
          aria-label={t('funds.allWallets')}
          style={{ width: 160 }}
          value={filters.currency}
          onChange={(value) => update({ currency: value })}
          options={CURRENCIES.map((c) => ({ value: c, label: t(`wallets.${c}`) }))}
          data-testid="fund-wallet-filter"
        />
        <DatePicker.RangePicker
          onChange={(_dates, [from, to]) => update({ from: from || undefined, to: to || undefined })}
          data-testid="fund-date-filter"
        />
        {admin && (
          <KeywordSearch
            placeholder={t('funds.searchUser')}
            width={240}
            testId="fund-user-search"
            onSearch={(keyword) => update({ keyword: keyword || undefined })}
          />
        )}
        {source !== 'postage' && (
          <Button
            icon={<DownloadOutlined />}
            loading={exporting}
            onClick={exportLines}
            data-testid="fund-export"
          >
            {t('funds.export')}
          </Button>
        )}
      </FilterPanel>
      <PagedTable<FundLine>
        list={list}
        paging={paging}
        setPaging={setPaging}
        rowKey="id"
        columns={columns}
        minWidth={admin ? 1500 : 1300}
        rowTestId={(row) => `fund-row-${row.changeType}`}
      />
    </>
  );
}
