import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { FundLinesTable } from '../components/FundLinesTable.tsx';

/** /postage/fundDetails: every change of the customer's balances. */
export default function FundDetailsPage() {
  const { t } = useTranslation('money');
  return (
    <Card title={t('funds.title')}>
      <FundLinesTable source="own" />
    </Card>
  );
}
