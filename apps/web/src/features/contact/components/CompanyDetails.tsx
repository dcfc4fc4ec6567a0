import type { PublicConfig } from '@shiplabel/shared';
import { Alert, Card, Descriptions, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contactApi } from '../contact.api.ts';

const FIELDS = ['companyName', 'email', 'phone', 'address', 'hours'] as const;
const LABELS = { companyName: 'company', email: 'email', phone: 'phone', address: 'address', hours: 'hours' };

/** The company contact details an operator keeps in the system configuration. */
export function CompanyDetails() {
  const { t } = useTranslation('home');
  // Public pages have no query cache (it lives in the signed-in layout): one plain request.
  const [config, setConfig] = useState<PublicConfig | 'failed' | null>(null);
  useEffect(() => {
    let live = true;
    contactApi.publicConfig().then(
      (data) => live && setConfig(data),
      () => live && setConfig('failed'),
    );
    return () => {
      live = false;
    };
  }, []);
  return (
    <Card title={t('contact.details')} data-testid="contact-details">
      {config === null ? (
        <Skeleton active />
      ) : config === 'failed' ? (
        <Alert type="warning" showIcon title={t('contact.detailsUnavailable')} />
      ) : (
        <Descriptions
          column={1}
          items={FIELDS.filter((field) => config.contact[field]).map((field) => {
            const value = config.contact[field];
            return {
              key: field,
              label: t(`contact.${LABELS[field]}`),
              children:
                field === 'email' ? (
                  <a href={`mailto:${value}`}>{value}</a>
                ) : field === 'phone' ? (
                  <a href={`tel:${value.replace(/[^\d+]/g, '')}`}>{value}</a>
                ) : (
                  <span style={{ whiteSpace: 'pre-line' }}>{value}</span>
                ),
            };
          })}
        />
      )}
    </Card>
  );
}
