import { DEFAULT_PAGE_SIZE } from '@shiplabel/shared';
import { Card, Input, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listPagination } from '../../../app/components/listPagination.ts';
import { tableScroll } from '../../../app/components/tableScroll.ts';
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
  const [paging, setPaging] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  const list = useRecharges({ ...paging, keyword, ...(status === undefined ? {} : { status }) });
  const [reviewing, setReviewing] = useState<{ recharge: Recharge; approve: boolean } | null>(null);
  const columns = useRechargeColumns({
    admin: true,
    onReview: (recharge, approve) => setReviewing({ recharge, approve }),
  });
  return (
    <Card title={t('review.title')}>
      <Space wrap style={{ marginBottom: 16 }}>
        <RechargeStatusFilter
          value={status}
          onChange={(v) => {
            setStatus(v);
            setPaging((p) => ({ ...p, pageNum: 1 }));
          }}
        />
        <Input.Search
          allowClear
          placeholder={t('review.searchUser')}
          style={{ width: 260 }}
          onSearch={(v) => {
            setKeyword(v.trim());
            setPaging((p) => ({ ...p, pageNum: 1 }));
          }}
          data-testid="recharge-user-search"
        />
      </Space>
      <Table<Recharge>
        rowKey="id"
        columns={columns}
        dataSource={list.data?.list ?? []}
        loading={list.isFetching}
        {...tableScroll(paging.pageSize, 2200)}
        pagination={{
          ...listPagination(t),
          current: paging.pageNum,
          pageSize: paging.pageSize,
          total: list.data?.total ?? 0,
          onChange: (pageNum, pageSize) => setPaging({ pageNum, pageSize }),
        }}
      />
      {reviewing && <ReviewModal {...reviewing} onClose={() => setReviewing(null)} />}
    </Card>
  );
}
