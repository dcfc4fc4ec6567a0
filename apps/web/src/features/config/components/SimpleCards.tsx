import {
  type AdminConfig,
  configValueSchemas,
  contactSchema,
  EXTERNAL_LINK_KEYS,
  linkUrlSchema,
} from '@shiplabel/shared';
import { Col, Form, Input, InputNumber, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useZodRules } from '../../../app/forms/useZodRules.ts';
import { linksFromForm, linksToForm } from '../configForm.ts';
import { ValuesCard } from './ValuesCard.tsx';

type Values = AdminConfig['values'];
const MONEY_KEYS = ['importDeposit', 'exportDeposit', 'falseInfoPenalty', 'zoneLookupFee'] as const;

/** Deposits (import / export), the false-information penalty and the zone lookup fee, all USD. */
export function FeesCard({ values }: { values: Values }) {
  const { t } = useTranslation('sysConfig');
  const rules = useZodRules();
  return (
    <ValuesCard title={t('fees.title')} testId="config-fees" keys={MONEY_KEYS} values={values}>
      <Row gutter={16}>
        {MONEY_KEYS.map((key) => (
          <Col xs={24} md={12} key={key}>
            <Form.Item
              name={key}
              label={t(`fees.${key}`)}
              extra={t(`fees.${key}Help`)}
              rules={rules.field(configValueSchemas[key])}
            >
              <Input addonAfter="USD" inputMode="decimal" data-testid={`config-${key}`} />
            </Form.Item>
          </Col>
        ))}
      </Row>
    </ValuesCard>
  );
}

export function UploadCard({ values }: { values: Values }) {
  const { t } = useTranslation('sysConfig');
  const rules = useZodRules();
  return (
    <ValuesCard
      title={t('upload.title')}
      testId="config-upload"
      keys={['uploadLimitKb'] as const}
      values={values}
    >
      <Form.Item
        name="uploadLimitKb"
        label={t('upload.limit')}
        extra={t('upload.help')}
        rules={rules.field(configValueSchemas.uploadLimitKb, null)}
      >
        <InputNumber
          addonAfter="KB"
          precision={0}
          style={{ width: 220 }}
          data-testid="config-uploadLimitKb"
        />
      </Form.Item>
    </ValuesCard>
  );
}

const CONTACT_FIELDS = ['companyName', 'email', 'phone', 'address', 'hours'] as const;

/** What the Contact us page shows. */
export function ContactCard({ values }: { values: Values }) {
  const { t } = useTranslation('sysConfig');
  const rules = useZodRules();
  return (
    <ValuesCard
      title={t('contact.title')}
      testId="config-contact"
      keys={['contact'] as const}
      values={values}
      toForm={(v) => ({ ...v.contact })}
      fromForm={(form) => [
        {
          key: 'contact',
          value: Object.fromEntries(
            CONTACT_FIELDS.map((f) => [f, String(form[f] ?? '')]),
          ) as Values['contact'],
        },
      ]}
    >
      <Row gutter={16}>
        {CONTACT_FIELDS.map((field) => (
          <Col xs={24} md={field === 'address' ? 24 : 12} key={field}>
            <Form.Item
              name={field}
              label={t(`contact.${field}`)}
              rules={rules.field(contactSchema.shape[field])}
            >
              <Input data-testid={`config-contact-${field}`} />
            </Form.Item>
          </Col>
        ))}
      </Row>
    </ValuesCard>
  );
}

/** The two external links of the menu (spec section 2). */
export function LinksCard({ values }: { values: Values }) {
  const { t } = useTranslation('sysConfig');
  const rules = useZodRules();
  return (
    <ValuesCard
      title={t('links.title')}
      testId="config-links"
      keys={['externalLinks'] as const}
      values={values}
      toForm={(v) => linksToForm(v.externalLinks)}
      fromForm={(form) => [linksFromForm(form)]}
    >
      {EXTERNAL_LINK_KEYS.map((key) => (
        <Form.Item
          key={key}
          name={key}
          label={t(`links.${key}Link`)}
          extra={t('links.help')}
          rules={rules.field(linkUrlSchema)}
        >
          <Input data-testid={`config-link-${key}`} />
        </Form.Item>
      ))}
    </ValuesCard>
  );
}
