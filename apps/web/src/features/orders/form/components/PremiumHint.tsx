import { Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../app/format.ts';
import { useCurrentInsuranceTable } from '../../../config/hooks/useConfig.ts';
import { premiumOf } from '../orderFormRules.ts';

/** The insurance premium of the parcel's declared amount (the configured table), updated as the user types. */
export function PremiumHint({ name }: { name: number }) {
  const { t } = useTranslation('orderForm');
  const declared = Form.useWatch(['parcels', name, 'declaredValue']) as string | undefined;
  const premium = premiumOf(declared, useCurrentInsuranceTable());
  const testId = `parcel-${name}-premium`;
  switch (premium.kind) {
    case 'premium':
      return (
        <Typography.Text type="secondary" data-testid={testId}>
          {t('parcel.premium', { amount: formatMoney(premium.amount, 'USD') })}
        </Typography.Text>
      );
    case 'free':
      return (
        <Typography.Text type="secondary" data-testid={testId}>
          {t('parcel.noPremium')}
        </Typography.Text>
      );
    default:
      // Empty, unreadable or over the cap: the field's own rule says what is wrong.
      return null;
  }
}
