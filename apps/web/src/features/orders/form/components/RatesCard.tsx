import { DollarOutlined } from '@ant-design/icons';
import type { Quote, QuoteList } from '@shiplabel/shared';
import { Alert, Button, Card, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { refusedForBattery } from '../orderFormRules.ts';
import { QuoteTable } from './QuoteTable.tsx';

interface Props {
  result: QuoteList | null;
  chosen: Quote | null;
  comparing: boolean;
  onCompare: () => void;
  onChoose: (quote: Quote) => void;
  /** Issue 16: the customer's first matching shipping rule and the quote of the service it picks. */
  suggestion?: { ruleName: string; quote: Quote } | null;
}

/** "Compare rates" for the shipment as typed, and the choice of the service the label is bought from. */
export function RatesCard({ result, chosen, comparing, onCompare, onChoose, suggestion }: Props) {
  const { t } = useTranslation(['orderForm', 'shippingRules']);
  return (
    <Card
      title={t('rates.title')}
      data-testid="order-rates"
      extra={
        <Button icon={<DollarOutlined />} loading={comparing} onClick={onCompare} data-testid="order-compare">
          {t('rates.compare')}
        </Button>
      }
    >
      {!result && <Typography.Text type="secondary">{t('rates.hint')}</Typography.Text>}
      {suggestion && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('shippingRules:suggest', {
            rule: suggestion.ruleName,
            service: suggestion.quote.serviceName,
          })}
          action={
            chosen?.serviceId !== suggestion.quote.serviceId && (
              <Button size="small" onClick={() => onChoose(suggestion.quote)} data-testid="rule-suggest-use">
                {t('shippingRules:suggestUse')}
              </Button>
            )
          }
          data-testid="rule-suggestion"
        />
      )}
      {result && <QuoteTable quotes={result.quotes} chosen={chosen} onChoose={onChoose} />}
      {result && result.unavailable.length > 0 && (
        <List
          size="small"
          style={{ marginTop: 12 }}
          header={<Typography.Text type="secondary">{t('rates.unavailable')}</Typography.Text>}
          dataSource={result.unavailable}
          renderItem={(u) => (
            <List.Item data-testid={`quote-unavailable-${u.serviceId}`}>
              <Typography.Text>{u.serviceName}</Typography.Text>
              {refusedForBattery(u) ? (
                <Alert
                  type="warning"
                  showIcon
                  title={t('rates.batteryNotice')}
                  data-testid="battery-notice"
                />
              ) : (
                <Typography.Text type="warning">{u.reason}</Typography.Text>
              )}
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
