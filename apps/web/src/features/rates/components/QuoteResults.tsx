import type { Quote, QuoteList } from '@shiplabel/shared';
import { Card, List, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMeasure, formatMoney as money } from '../../../app/format.ts';

/** Quotes cheapest first with their breakdown, then the services that cannot carry the shipment. */
export function QuoteResults({ result }: { result: QuoteList }) {
  const { t, i18n } = useTranslation('rates');
  return (
    <Card title={t('estimate.results', { count: result.quotes.length })} data-testid="quote-results">
      <Table<Quote>
        rowKey="serviceId"
        pagination={false}
        dataSource={result.quotes}
        scroll={{ x: 1100 }}
        locale={{ emptyText: t('estimate.noQuotes') }}
        onRow={(q) => ({ 'data-testid': `quote-row-${q.serviceName}` }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          {
            title: t('estimate.service'),
            key: 'service',
            render: (_, q) => (
              <div>
                <Typography.Text strong>{q.serviceName}</Typography.Text>
                <div className="rates-muted">
                  {q.carrierName} · {q.channelName}
                </div>
              </div>
            ),
          },
          { title: t('estimate.zone'), dataIndex: 'zone', width: 70 },
          {
            title: t('estimate.billable'),
            key: 'billable',
            width: 110,
            render: (_, q) => formatMeasure(q.billableWeight.value, q.billableWeight.unit, i18n.language),
          },
          {
            title: t('estimate.transit'),
            key: 'transit',
            width: 110,
            render: (_, q) =>
              q.transitDays.min === q.transitDays.max
                ? t('estimate.days', { count: q.transitDays.max })
                : t('estimate.dayRange', { min: q.transitDays.min, max: q.transitDays.max }),
          },
          { title: t('estimate.base'), key: 'base', render: (_, q) => money(q.breakdown.base, q.currency) },
          {
            title: t('estimate.surcharges'),
            key: 'surcharges',
            render: (_, q) =>
              q.breakdown.surcharges.length
                ? q.breakdown.surcharges.map((s) => (
                    <Tag key={s.code}>
                      {t(`surcharge.${s.code}`)} {s.amount}
                    </Tag>
                  ))
                : '-',
          },
          { title: t('estimate.insurance'), key: 'insurance', render: (_, q) => q.breakdown.insurance },
          { title: t('estimate.deposit'), key: 'deposit', render: (_, q) => q.breakdown.deposit },
          {
            title: t('estimate.total'),
            key: 'total',
            render: (_, q) => (
              <Typography.Text strong data-testid={`quote-total-${q.serviceName}`}>
                {money(q.totalAmount, q.currency)}
              </Typography.Text>
            ),
          },
        ]}
      />
      {result.unavailable.length > 0 && (
        <List
          style={{ marginTop: 16 }}
          header={<Typography.Text type="secondary">{t('estimate.unavailable')}</Typography.Text>}
          dataSource={result.unavailable}
          renderItem={(u) => (
            <List.Item data-testid={`unavailable-${u.serviceName}`}>
              <Typography.Text>{u.serviceName}</Typography.Text>
              <Typography.Text type="warning">{u.reason}</Typography.Text>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
