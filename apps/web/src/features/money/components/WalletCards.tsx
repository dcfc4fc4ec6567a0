import { Card, Col, Row, Skeleton, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../app/format.ts';
import type { Wallet } from '../money.api.ts';
import { WALLET_FIELDS } from './labels.ts';

/** Every balance category of each wallet (spec section 3), at a glance. */
export function WalletCards({ wallets, loading }: { wallets: Wallet[] | undefined; loading: boolean }) {
  const { t } = useTranslation('money');
  if (loading && !wallets) return <Skeleton active />;
  return (
    <Row gutter={[16, 16]}>
      {(wallets ?? []).map((wallet) => (
        <Col key={wallet.currency} xs={24} xl={12}>
          <Card
            size="small"
            title={t(`wallets.${wallet.currency}`)}
            data-testid={`wallet-${wallet.currency}`}
          >
            <Row gutter={[12, 12]}>
              {WALLET_FIELDS.map((field) => (
                <Col key={field} flex="1 1 150px">
                  <Statistic
                    title={t(`balances.${field}`)}
                    value={formatMoney(wallet[field], wallet.currency)}
                    data-testid={`wallet-${wallet.currency}-${field}`}
                  />
                </Col>
              ))}
            </Row>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
