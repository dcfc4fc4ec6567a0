import type { OrderEstimate, Quote } from '@shiplabel/shared';
import { useQuery } from '@tanstack/react-query';
import { Modal, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../app/format.ts';
import type { OrderSource } from '../orders.api.ts';
import { batchApi, inChunks } from './batch.api.ts';
import { BULK_LIMITS } from './bulkActions.ts';

interface Props {
  source: OrderSource;
  orderIds: readonly string[];
  onClose: () => void;
}

const quoteText = (q: Quote) =>
  `${q.channelName} / ${q.serviceName}: ${formatMoney(q.totalAmount, q.currency)}`;

/** Quotes of the selected orders: the cheapest per order, and every other service's price beside it. */
export function EstimateResultsModal({ source, orderIds, onClose }: Props) {
  const { t } = useTranslation('bulk');
  const results = useQuery({
    queryKey: ['orders', 'batchEstimate', source, orderIds],
    queryFn: () => inChunks(orderIds, BULK_LIMITS.estimate, (ids) => batchApi.estimate(source, ids)),
    staleTime: 0,
  });
  return (
    <Modal
      open
      width={900}
      title={t('batch.estimate.title')}
      onCancel={onClose}
      footer={null}
      data-testid="batch-estimate-results"
    >
      <Table<OrderEstimate>
        rowKey="orderId"
        size="small"
        loading={results.isFetching}
        dataSource={results.data ?? []}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        onRow={(row) => ({ 'data-testid': `batch-estimate-${row.orderNo ?? row.orderId}` }) as never}
        columns={[
          { title: t('batch.orderNo'), render: (_, row) => row.orderNo ?? row.orderId, width: 200 },
          {
            title: t('batch.estimate.cheapest'),
            render: (_, row) => {
              if (!row.ok) return <Typography.Text type="danger">{row.message}</Typography.Text>;
              const [best] = row.result.quotes;
              return best ? quoteText(best) : <Tag>{t('batch.estimate.none')}</Tag>;
            },
          },
          {
            title: t('batch.estimate.others'),
            render: (_, row) =>
              row.ok ? (
                <Typography.Text type="secondary">
                  {row.result.quotes.slice(1).map(quoteText).join('; ') || '-'}
                </Typography.Text>
              ) : null,
          },
        ]}
      />
    </Modal>
  );
}
