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
}

/** "Compare rates" for the shipment as typed, and the choice of the service the label is bought from. */
export function RatesCard({ result, chosen, comparing, onCompare, onChoose }: Props) {
  const { t } = useTranslation('orderForm');
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
