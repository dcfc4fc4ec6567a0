import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { FundLinesTable } from '../components/FundLinesTable.tsx';

/** /postage/feeDetails: postage-related changes (order placement, refunds, bill deductions). */
export default function FeeDetailsPage() {
  const { t } = useTranslation('money');
  return (
    <Card title={t('postage.title')}>
      <FundLinesTable source="postage" />
    </Card>
  );
}
