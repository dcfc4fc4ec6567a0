import { Alert, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useBusinessFees } from '../../../config/hooks/useConfig.ts';

/**
 * The spec's customer notices where they apply: the penalty (5 USD unless an operator changed it) for a false size or weight (spec
 * section 5) beside the parcel sizes and weights, and the insurance terms (spec section 9) beside the
 * insurance declared amounts.
 */
export function PenaltyNotice() {
  const { t } = useTranslation('orderForm');
  const amount = useBusinessFees().data?.falseInfoPenalty ?? '5.00';
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 12 }}
      title={t('notices.penalty', { amount: amount.replace(/\.00$/, '') })}
      data-testid="order-penalty-notice"
    />
  );
}

export function InsuranceTerms() {
  const { t } = useTranslation('orderForm');
  const terms = ['cover', 'deduction', 'newItems', 'imei', 'signature'] as const;
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 12 }}
      title={t('notices.insuranceTitle')}
      description={
        <Typography.Paragraph style={{ marginBottom: 0 }}>
          <ul style={{ margin: 0, paddingInlineStart: 18 }}>
            {terms.map((term) => (
              <li key={term}>{t(`notices.insurance.${term}`)}</li>
            ))}
          </ul>
        </Typography.Paragraph>
      }
      data-testid="order-insurance-terms"
    />
  );
}
