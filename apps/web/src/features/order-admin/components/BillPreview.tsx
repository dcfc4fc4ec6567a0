import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../app/format.ts';
import { useBusinessFees } from '../../config/hooks/useConfig.ts';
import { billPreview, PENALTY_AMOUNT, PENALTY_CURRENCY } from './billMath.ts';

/** What the bill form is about to deduct, updated as the admin types. */
export function BillPreview({
  amount,
  penalty,
  currency,
}: {
  amount: string | undefined;
  penalty: boolean;
  currency: string;
}) {
  const { t } = useTranslation('orderAdmin');
  // The penalty the server will add: the configured one (issue 14).
  const penaltyAmount = useBusinessFees().data?.falseInfoPenalty ?? PENALTY_AMOUNT;
  const preview = billPreview(amount, penalty, currency, penaltyAmount);
  if (preview.adjustment === null) return null;
  const text =
    preview.total !== null
      ? t('bill.previewTotal', { total: formatMoney(preview.total, currency) })
      : t('bill.previewSplit', {
          amount: formatMoney(preview.adjustment, currency),
          penalty: formatMoney(preview.penalty, PENALTY_CURRENCY),
        });
  return (
    <Typography.Paragraph strong data-testid="bill-preview">
      {text}
    </Typography.Paragraph>
  );
}
