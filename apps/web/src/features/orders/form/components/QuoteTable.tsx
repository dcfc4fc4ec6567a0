import type { Quote } from '@shiplabel/shared';
import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ResponsiveTable } from '../../../../app/components/ResponsiveTable.tsx';
import { formatMeasure, formatMoney } from '../../../../app/format.ts';

interface Props {
  quotes: Quote[];
  chosen: Quote | null;
  onChoose: (quote: Quote) => void;
}

/** The priced services, cheapest first as the server sends them, each with a "choose" button. */
export function QuoteTable({ quotes, chosen, onChoose }: Props) {
  const { t, i18n } = useTranslation('orderForm');
  return (
    // On a phone each quote is a card: the service, its total and transit time, the choose button.
    <ResponsiveTable<Quote>
      rowKey="serviceId"
      cardKeys={['total', 'transit', 'shipping', 'deposit']}
      size="small"
      pagination={false}
      dataSource={quotes}
      scroll={{ x: 900 }}
      locale={{ emptyText: t('rates.noQuotes') }}
      rowClassName={(q) => (q.serviceId === chosen?.serviceId ? 'ant-table-row-selected' : '')}
      onRow={(q) => ({ onClick: () => onChoose(q) })}
      columns={[
        {
          title: t('rates.service'),
          key: 'service',
          render: (_, q) => (
            <div>
              <Typography.Text strong>{q.serviceName}</Typography.Text>
              <div>
                <Typography.Text type="secondary">
                  {q.carrierName} · {q.channelName}
                </Typography.Text>
              </div>
            </div>
          ),
        },
        {
          title: t('rates.transit'),
          key: 'transit',
          width: 110,
          render: (_, q) =>
            q.transitDays.min === q.transitDays.max
              ? t('rates.days', { count: q.transitDays.max })
              : t('rates.dayRange', { min: q.transitDays.min, max: q.transitDays.max }),
        },
        {
          title: t('rates.billable'),
          key: 'billable',
          width: 110,
          render: (_, q) => formatMeasure(q.billableWeight.value, q.billableWeight.unit, i18n.language),
        },
        {
          title: t('rates.shipping'),
          key: 'shipping',
          render: (_, q) => formatMoney(q.shippingAmount, q.currency),
        },
        {
          title: t('rates.insurance'),
          key: 'insurance',
          render: (_, q) => formatMoney(q.breakdown.insurance, q.currency),
        },
        {
          title: t('rates.deposit'),
          key: 'deposit',
          render: (_, q) => formatMoney(q.depositAmount, q.currency),
        },
        {
          title: t('rates.total'),
          key: 'total',
          render: (_, q) => (
            <Typography.Text strong data-testid={`quote-total-${q.serviceId}`}>
              {formatMoney(q.totalAmount, q.currency)}
            </Typography.Text>
          ),
        },
        {
          title: '',
          key: 'pick',
          width: 110,
          fixed: 'right',
          render: (_, q) => {
            const picked = q.serviceId === chosen?.serviceId;
            return (
              <Button
                size="small"
                type={picked ? 'primary' : 'default'}
                onClick={(event) => {
                  event.stopPropagation();
                  onChoose(q);
                }}
                data-testid={`quote-pick-${q.serviceId}`}
              >
                {picked ? t('rates.chosen') : t('rates.choose')}
              </Button>
            );
          },
        },
      ]}
    />
  );
}
