import type { OrderListItem } from '@shiplabel/shared';
import { Button, Card, Space, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeywordSearch } from '../../../app/components/KeywordSearch.tsx';
import { PagedTable } from '../../../app/components/PagedTable.tsx';
import { usePaging } from '../../../app/components/usePaging.ts';
import { useRiskReasonColumn } from '../../risk/components/riskReasonColumn.tsx';
import { OrderReviewModal } from '../components/OrderReviewModal.tsx';
import { useOrderColumns, useTimeColumn } from '../components/orderColumns.tsx';
import { useReviewQueue } from '../hooks/useOrderAdmin.ts';

/** /adminSettings/orderReview: orders of review channels waiting at 18 forecast successful. */
export default function OrderReviewPage() {
  const { t } = useTranslation('orderAdmin');
  const [keyword, setKeyword] = useState('');
  const [paging, setPaging] = usePaging();
  const list = useReviewQueue({ ...paging, keyword });
  const [reviewing, setReviewing] = useState<{ order: OrderListItem; approve: boolean } | null>(null);
  const columns: TableColumnsType<OrderListItem> = [
    ...useOrderColumns<OrderListItem>(),
    useTimeColumn<OrderListItem>('createdAt', t('columns.createdAt')),
    // issue 13: why risk rules (not the channel) held the order
    useRiskReasonColumn<OrderListItem>(list.data?.list),
    {
      title: t('columns.actions'),
      key: 'actions',
      width: 170,
      fixed: 'right',
      render: (_, order) => (
        <Space size={4}>
          <Button
            type="link"
            size="small"
            onClick={() => setReviewing({ order, approve: true })}
            data-testid={`order-approve-${order.orderNo}`}
          >
            {t('review.approve')}
          </Button>
          <Button
            type="link"
            size="small"
            danger
            onClick={() => setReviewing({ order, approve: false })}
            data-testid={`order-reject-${order.orderNo}`}
          >
            {t('review.reject')}
          </Button>
        </Space>
      ),
    },
  ];
  return (
    <Card title={t('review.title')}>
      <Typography.Paragraph type="secondary">{t('review.help')}</Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16 }}>
        <KeywordSearch
          placeholder={t('review.search')}
          width={380}
          testId="order-review-search"
          onSearch={setKeyword}
          setPaging={setPaging}
        />
      </Space>
      <PagedTable<OrderListItem>
        list={list}
        paging={paging}
        setPaging={setPaging}
        rowKey="id"
        columns={columns}
        minWidth={1780}
        rowTestId={(order) => `order-review-row-${order.orderNo}`}
      />
      {reviewing && <OrderReviewModal {...reviewing} onClose={() => setReviewing(null)} />}
    </Card>
  );
}
