import type { Quote } from '@shiplabel/shared';
import { Card, Descriptions, Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMeasure, formatMoney } from '../../../app/format.ts';

/** The quote the order was priced with (`baseInfo`): service, zone, weights and the price line by line. */
export function QuoteBreakdown({ quote }: { quote: Quote | null }) {
  const { t, i18n } = useTranslation('orders');
  if (!quote)
    return (
      <Card size="small" title={t('detail.quote')}>
        <Empty description={t('detail.noQuote')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
      </Card>
    );
  const money = (amount: string) => formatMoney(amount, quote.currency);
  return (
    <Card size="small" title={t('detail.quote')} data-testid="order-detail-quote">
      <Descriptions size="small" column={1}>
        <Descriptions.Item label={t('quote.service')}>
          {quote.serviceName} · {quote.carrierName} · {quote.channelName}
        </Descriptions.Item>
        <Descriptions.Item label={t('quote.zone')}>{quote.zone}</Descriptions.Item>
        <Descriptions.Item label={t('quote.billableWeight')}>
          {formatMeasure(quote.billableWeight.value, quote.billableWeight.unit, i18n.language)}
        </Descriptions.Item>
        <Descriptions.Item label={t('quote.transit')}>
          {t('quote.transitDays', { min: quote.transitDays.min, max: quote.transitDays.max })}
        </Descriptions.Item>
        <Descriptions.Item label={t('quote.base')}>{money(quote.breakdown.base)}</Descriptions.Item>
        {quote.breakdown.surcharges.map((s) => (
          <Descriptions.Item key={s.code} label={t(`rates:surcharge.${s.code}`, { defaultValue: s.code })}>
            {money(s.amount)}
          </Descriptions.Item>
        ))}
        <Descriptions.Item label={t('quote.insurance')}>{money(quote.breakdown.insurance)}</Descriptions.Item>
        <Descriptions.Item label={t('quote.total')}>
          <Typography.Text strong>{money(quote.totalAmount)}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('quote.deposit')}>{money(quote.depositAmount)}</Descriptions.Item>
        <Descriptions.Item label={t('quote.payable')}>{money(quote.payableAmount)}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
