import { addressSchema, type CityCandidate, LABEL_ADDRESS_FIELDS } from '@shiplabel/shared';
import { Col, Form, type FormInstance, Input, Row, Select, Switch } from 'antd';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CountrySelect } from '../../../app/components/CountrySelect.tsx';
import { useZodRules } from '../../../app/forms/useZodRules.ts';
import { addressApi } from '../address.api.ts';
import { isCompleteZip, stateOptions } from './addressFields.ts';

interface Props {
  form: FormInstance;
  /** The object schema whose rules apply (default: the shared addressSchema; the address book adds its own). */
  schema?: z.ZodType;
  /** Test id prefix, so that two address forms on one screen (sender, recipient) stay distinct. */
  testIdPrefix?: string;
  /** Hide the residential switch where the screen has its own. */
  showResidential?: boolean;
  /** The address will print on labels: warn about text a label cannot show (non-Latin script). */
  printed?: boolean;
}

/**
 * The address fields (spec section 3) for use inside an antd Form whose values are one flat address.
 * Rules come from the shared schema; a complete ZIP fills in city and state from the server's ZIP
 * directory, which the user may still change. Reused by the address book, the rate estimate and orders.
 */
export function AddressFormFields({
  form,
  schema = addressSchema,
  testIdPrefix = 'address',
  showResidential = true,
  printed = false,
}: Props) {
  const { t } = useTranslation('address');
  const states = useMemo(() => stateOptions((code) => t(`states.${code}`)), [t]);
  const rules = useZodRules();
  const lastZip = useRef<string>('');
  const printedFields: readonly string[] = printed ? LABEL_ADDRESS_FIELDS : [];
  const rule = (field: string) => [
    ...rules.objectField(schema, field),
    ...(printedFields.includes(field) ? [rules.labelText] : []),
  ];
  // A field is marked required when the schema refuses it empty (the address book adds the phone).
  const required = useMemo(() => {
    const result = schema.safeParse({ countryCode: 'US' });
    return new Set(result.success ? [] : result.error.issues.map((issue) => String(issue.path[0])));
  }, [schema]);
  const id = (field: string) => `${testIdPrefix}-${field}`;

  const fillFromZip = async (value: string) => {
    const zip = value.trim().slice(0, 5);
    if (!isCompleteZip(value) || zip === lastZip.current) return;
    lastZip.current = zip;
    let candidates: CityCandidate[];
    try {
      candidates = await addressApi.getCity(zip);
    } catch {
      return; // unknown ZIP: the validation will say so; the user types the city meanwhile
    }
    const [first] = candidates;
    if (first) form.setFieldsValue({ city: first.city, stateCode: first.stateCode, countryCode: 'US' });
  };

  return (
    <>
      <Row gutter={12}>
        <Col xs={24} md={12}>
          <Form.Item
            name="personName"
            required={required.has('personName')}
            label={t('fields.personName')}
            rules={rule('personName')}
          >
            <Input maxLength={100} data-testid={id('personName')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="company"
            required={required.has('company')}
            label={t('fields.company')}
            rules={rule('company')}
          >
            <Input maxLength={100} data-testid={id('company')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="phone"
            required={required.has('phone')}
            label={t('fields.phone')}
            rules={rule('phone')}
          >
            <Input maxLength={30} data-testid={id('phone')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="email"
            required={required.has('email')}
            label={t('fields.email')}
            rules={rule('email')}
          >
            <Input maxLength={254} data-testid={id('email')} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="addressLine1"
        required={required.has('addressLine1')}
        label={t('fields.addressLine1')}
        rules={rule('addressLine1')}
      >
        <Input maxLength={100} data-testid={id('addressLine1')} />
      </Form.Item>
      <Form.Item
        name="addressLine2"
        required={required.has('addressLine2')}
        label={t('fields.addressLine2')}
        rules={rule('addressLine2')}
      >
        <Input maxLength={100} data-testid={id('addressLine2')} />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} md={8}>
          <Form.Item
            name="zipCode"
            required={required.has('zipCode')}
            label={t('fields.zipCode')}
            rules={rule('zipCode')}
            extra={t('zipHint')}
          >
            <Input
              maxLength={12}
              data-testid={id('zipCode')}
              onChange={(event) => void fillFromZip(event.target.value)}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="city"
            required={required.has('city')}
            label={t('fields.city')}
            rules={rule('city')}
          >
            <Input maxLength={60} data-testid={id('city')} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="stateCode"
            required={required.has('stateCode')}
            label={t('fields.stateCode')}
            rules={rule('stateCode')}
          >
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              options={states}
              placeholder={t('statePlaceholder')}
              data-testid={id('stateCode')}
            />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={12}>
        <Col xs={24} md={8}>
          <Form.Item
            name="countryCode"
            required={required.has('countryCode')}
            label={t('fields.countryCode')}
            rules={rule('countryCode')}
          >
            <CountrySelect data-testid={id('countryCode')} />
          </Form.Item>
        </Col>
        {showResidential && (
          <Col xs={24} md={8}>
            <Form.Item name="isResidential" label={t('fields.isResidential')} valuePropName="checked">
              <Switch data-testid={id('isResidential')} />
            </Form.Item>
          </Col>
        )}
      </Row>
    </>
  );
}
