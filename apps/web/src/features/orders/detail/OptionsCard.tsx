import type { OrderOptions } from '@shiplabel/shared';
import { Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';

/** The order's shipping options: battery, signature, non-delivery handling, label file and size. */
export function OptionsCard({ options }: { options: OrderOptions }) {
  const { t } = useTranslation('orders');
  return (
    <Card size="small" title={t('detail.options')} data-testid="order-detail-options">
      <Descriptions size="small" column={1}>
        <Descriptions.Item label={t('options.battery')}>
          {options.battery && options.batteryKind
            ? t(`options.batteryKinds.${options.batteryKind}`)
            : t('options.noBattery')}
        </Descriptions.Item>
        <Descriptions.Item label={t('options.signature')}>
          {t(`options.signatures.${options.signatureOption}`)}
        </Descriptions.Item>
        <Descriptions.Item label={t('options.nonDelivery')}>
          {t(`options.nonDeliveries.${options.nonDeliveryOption}`)}
        </Descriptions.Item>
        <Descriptions.Item label={t('options.labelFormat')}>
          {t(`options.labelFormats.${options.labelFormat ?? 'channel'}`)}
        </Descriptions.Item>
        <Descriptions.Item label={t('options.labelSize')}>
          {t(`options.labelSizes.${options.labelSize}`)}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
