import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../app/format.ts';
import { billPreview, PENALTY_CURRENCY } from './billMath.ts';

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
  const preview = billPreview(amount, penalty, currency);
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
