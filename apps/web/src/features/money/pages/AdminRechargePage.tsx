import { Card } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterPanel } from '../../../app/components/FilterPanel.tsx';
import { KeywordSearch } from '../../../app/components/KeywordSearch.tsx';
import { PagedTable } from '../../../app/components/PagedTable.tsx';
import { toFirstPage, usePaging } from '../../../app/components/usePaging.ts';
import { RechargeStatusFilter } from '../components/RechargeStatusFilter.tsx';
import { ReviewModal } from '../components/ReviewModal.tsx';
import { useRechargeColumns } from '../components/rechargeColumns.tsx';
import { useRecharges } from '../hooks/useMoney.ts';
import type { Recharge } from '../money.api.ts';

/** /adminSettings/customer/userRechargeRecords: every user's recharges; review the pending ones. */
export default function AdminRechargePage() {
  const { t } = useTranslation('money');
  const [status, setStatus] = useState<number | undefined>();
  const [keyword, setKeyword] = useState('');
  const [paging, setPaging] = usePaging();
  const list = useRecharges({ ...paging, keyword, ...(status === undefined ? {} : { status }) });
  const [reviewing, setReviewing] = useState<{ recharge: Recharge; approve: boolean } | null>(null);
  const columns = useRechargeColumns({
    admin: true,
    onReview: (recharge, approve) => setReviewing({ recharge, approve }),
  });
  return (
    <Card title={t('review.title')}>
      <FilterPanel
        search={
          <KeywordSearch
            placeholder={t('review.searchUser')}
            width={260}
            testId="recharge-user-search"
            onSearch={setKeyword}
            setPaging={setPaging}
          />
        }
      >
        <RechargeStatusFilter
          value={status}
          onChange={(v) => {
            setStatus(v);
            toFirstPage(setPaging);
          }}
        />
      </FilterPanel>
      <PagedTable<Recharge>
        list={list}
        paging={paging}
        setPaging={setPaging}
        rowKey="id"
        columns={columns}
        minWidth={2200}
      />
      {reviewing && <ReviewModal {...reviewing} onClose={() => setReviewing(null)} />}
    </Card>
  );
}
