import type { UserInfo } from '@shiplabel/shared';
import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../app/format.ts';

/** The balance categories of spec section 3, in the user's wallet currency. */
const BALANCES = [
  ['available', 'balance'],
  ['temporaryDeposit', 'depositBalance'],
  ['assuranceDeposit', 'earnestBalance'],
  ['pendingRefund', 'refundAmount'],
  ['credit', 'creditBalance'],
] as const satisfies readonly (readonly [string, keyof UserInfo])[];

export function BalanceCards({ user }: { user: UserInfo }) {
  const { t } = useTranslation('dashboard');
  return (
    <Card title={t('balances.title')} extra={t('balances.currency', { currency: user.currency })}>
      <Row gutter={[16, 16]}>
        {BALANCES.map(([label, field]) => (
          <Col key={field} flex="1 1 200px">
            <Statistic
              title={t(`balances.${label}`)}
              value={formatMoney(String(user[field]), user.currency)}
              data-testid={`balance-${label}`}
            />
          </Col>
        ))}
      </Row>
    </Card>
  );
}
