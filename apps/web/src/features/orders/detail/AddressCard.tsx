import { type Address, countryName } from '@shiplabel/shared';
import { normalizeLocale } from '@shiplabel/shared/locale';
import { Card, Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** The sender or recipient of an order, field by field (spec section 3 "Address"). */
export function AddressCard({ title, address, testId }: { title: string; address: Address; testId: string }) {
  const { t, i18n } = useTranslation('orders');
  const place = [address.city, address.stateCode, address.zipCode].filter(Boolean).join(', ');
  return (
    <Card size="small" title={title} data-testid={testId}>
      <Descriptions size="small" column={1}>
        <Descriptions.Item label={t('address.personName')}>{address.personName || '-'}</Descriptions.Item>
        <Descriptions.Item label={t('address.company')}>{address.company || '-'}</Descriptions.Item>
        <Descriptions.Item label={t('address.phone')}>{address.phone || '-'}</Descriptions.Item>
        <Descriptions.Item label={t('address.email')}>{address.email || '-'}</Descriptions.Item>
        <Descriptions.Item label={t('address.lines')}>
          {[address.addressLine1, address.addressLine2].filter(Boolean).join(', ') || '-'}
        </Descriptions.Item>
        <Descriptions.Item label={t('address.place')}>{place || '-'}</Descriptions.Item>
        <Descriptions.Item label={t('address.country')}>
          {`${countryName(address.countryCode, normalizeLocale(i18n.language))} (${address.countryCode})`}
        </Descriptions.Item>
        <Descriptions.Item label={t('address.flags')}>
          <Tag>{t(address.isResidential ? 'address.residential' : 'address.commercial')}</Tag>
          {address.isValid && <Tag color="success">{t('address.validated')}</Tag>}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
