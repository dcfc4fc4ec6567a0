import { Space, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeywordSearch } from '../../../app/components/KeywordSearch.tsx';
import { ListCard } from '../../../app/components/ListCard.tsx';
import { PagedTable } from '../../../app/components/PagedTable.tsx';
import { usePaging } from '../../../app/components/usePaging.ts';
import { formatMoney } from '../../../app/format.ts';
import { BillOrderModal } from '../components/BillOrderModal.tsx';
import { useTimeColumn } from '../components/orderColumns.tsx';
import { useBills } from '../hooks/useOrderAdmin.ts';
import type { Bill } from '../orderAdmin.api.ts';

/** /maintenance/supplementaryAmount: supplementary bills (carrier adjustments) and billing an order. */
export default function SupplementaryAmountPage() {
  const { t } = useTranslation('orderAdmin');
  const [keyword, setKeyword] = useState('');
  const [paging, setPaging] = usePaging();
  const list = useBills({ ...paging, keyword });
  const [billing, setBilling] = useState(false);
  const money = (v: string, r: Bill) => formatMoney(v, r.currency);
  const columns: TableColumnsType<Bill> = [
    { title: t('columns.orderNo'), dataIndex: 'orderNo', width: 190, fixed: 'left' },
    { title: t('columns.customer'), dataIndex: 'userEmail', width: 220 },
    { title: t('bill.amount'), dataIndex: 'amount', align: 'right', width: 140, render: money },
    { title: t('bill.penaltyColumn'), dataIndex: 'penalty', align: 'right', width: 130, render: money },
    { title: t('columns.currency'), dataIndex: 'currency', width: 110 },
    { title: t('bill.reason'), dataIndex: 'reason', width: 320, ellipsis: true },
    useTimeColumn<Bill>('createdAt', t('bill.time')),
  ];
  return (
    <ListCard
      title={t('bill.listTitle')}
      createLabel={t('bill.create')}
      createTestId="bill-create"
      onCreate={() => setBilling(true)}
    >
      <Space wrap style={{ marginBottom: 16 }}>
        <KeywordSearch
          placeholder={t('bill.search')}
          width={300}
          testId="bill-search"
          onSearch={setKeyword}
          setPaging={setPaging}
        />
      </Space>
      <PagedTable<Bill>
        list={list}
        paging={paging}
        setPaging={setPaging}
        rowKey="id"
        columns={columns}
        minWidth={1290}
        rowTestId={(bill) => `bill-row-${bill.orderNo}`}
      />
      {billing && <BillOrderModal onClose={() => setBilling(false)} />}
    </ListCard>
  );
}
