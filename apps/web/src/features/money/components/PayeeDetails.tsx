import { Alert, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ShownPayee } from '../payees.api.ts';

/** Where to send the money for the chosen method (Add funds); a notice when none is set up yet. */
export function PayeeDetails({ payee, loading }: { payee: ShownPayee | undefined; loading: boolean }) {
  const { t } = useTranslation('money');
  if (loading) return null;
  if (!payee)
    return <Alert type="warning" showIcon title={t('payees.noneForMethod')} data-testid="payee-missing" />;
  return (
    <Descriptions size="small" column={1} bordered title={t('payees.sendTo')} data-testid="payee-details">
      <Descriptions.Item label={t('payees.recipient')}>
        <Typography.Text copyable data-testid="payee-recipient">
          {payee.recipient}
        </Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label={t('payees.account')}>
        <Typography.Text copyable data-testid="payee-account">
          {payee.account}
        </Typography.Text>
      </Descriptions.Item>
      {payee.bank && <Descriptions.Item label={t('payees.bank')}>{payee.bank}</Descriptions.Item>}
      {payee.notes && (
        <Descriptions.Item label={t('payees.notes')}>
          <span style={{ whiteSpace: 'pre-wrap' }}>{payee.notes}</span>
        </Descriptions.Item>
      )}
    </Descriptions>
  );
}
