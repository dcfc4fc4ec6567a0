import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Descriptions, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { contactApi } from '../contact.api.ts';

const FIELDS = ['companyName', 'email', 'phone', 'address', 'hours'] as const;
const LABELS = { companyName: 'company', email: 'email', phone: 'phone', address: 'address', hours: 'hours' };

/** The company contact details an operator keeps in the system configuration. */
export function CompanyDetails() {
  const { t } = useTranslation('home');
  const config = useQuery({ queryKey: ['config', 'public'], queryFn: contactApi.publicConfig });
  return (
    <Card title={t('contact.details')} data-testid="contact-details">
      {config.isPending ? (
        <Skeleton active />
      ) : config.isError ? (
        <Alert type="warning" showIcon title={t('contact.detailsUnavailable')} />
      ) : (
        <Descriptions
          column={1}
          items={FIELDS.filter((field) => config.data.contact[field]).map((field) => {
            const value = config.data.contact[field];
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
