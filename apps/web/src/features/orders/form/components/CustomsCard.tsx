import { PlusOutlined } from '@ant-design/icons';
import { CONTENTS_TYPES, customsSchema, MAX_ORDER_ITEMS, TARIFF_PAY_TYPES } from '@shiplabel/shared';
import { Button, Card, Col, Form, Input, Radio, Row, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useZodRules } from '../../../../app/forms/useZodRules.ts';
import { newItem } from '../orderFormModel.ts';
import { ItemRow } from './ItemRow.tsx';

/**
 * Items and customs data, shown only when the recipient's country differs from the sender's: the schema
 * then requires at least one item, so the card starts with an empty one.
 */
export function CustomsCard() {
  const { t } = useTranslation('orderForm');
  const rules = useZodRules();
  const form = Form.useFormInstance();
  const shape = customsSchema.shape;
  useEffect(() => {
    if (!(form.getFieldValue('items') as unknown[] | undefined)?.length)
      form.setFieldValue('items', [newItem()]);
  }, [form]);
  const atLeastOne = {
    validator: async (_: unknown, items: unknown[] | undefined) => {
      if (!items?.length) throw new Error(t('item.required'));
    },
  };

  return (
    <Card title={t('customs.title')} data-testid="customs-card">
      <Form.List name="items" rules={[atLeastOne]}>
        {(fields, { add, remove }, { errors }) => (
          <>
            {fields.map((field) => (
              <ItemRow key={field.key} name={field.name} onRemove={() => remove(field.name)} />
            ))}
            <Form.ErrorList errors={errors} />
            <Button
              icon={<PlusOutlined />}
              disabled={fields.length >= MAX_ORDER_ITEMS}
              onClick={() => add(newItem())}
              style={{ marginBottom: 16 }}
              data-testid="item-add"
            >
              {t('item.add')}
            </Button>
          </>
        )}
      </Form.List>
      <Row gutter={12}>
        <Col xs={24} md={12} lg={6}>
          <Form.Item name={['customs', 'contentsType']} label={t('customs.contentsType')}>
            <Select
              options={CONTENTS_TYPES.map((v) => ({ value: v, label: t(`contentsType.${v}`) }))}
              data-testid="customs-contents-type"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} lg={6}>
          <Form.Item
            name={['customs', 'certifySigner']}
            label={t('customs.certifySigner')}
            rules={rules.field(shape.certifySigner)}
          >
            <Input maxLength={100} data-testid="customs-signer" />
          </Form.Item>
        </Col>
        <Col xs={12} lg={6}>
          <Form.Item
            name={['customs', 'einNumber']}
            label={t('customs.ein')}
            rules={rules.field(shape.einNumber)}
          >
            <Input maxLength={30} data-testid="customs-ein" />
          </Form.Item>
        </Col>
        <Col xs={12} lg={6}>
          <Form.Item
            name={['customs', 'tariffNumber']}
            label={t('customs.tariffNumber')}
            rules={rules.field(shape.tariffNumber)}
          >
            <Input maxLength={40} data-testid="customs-tariff-number" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name={['customs', 'tariffPayType']} label={t('customs.tariffPayType')}>
        <Radio.Group
          data-testid="customs-tariff-pay"
          options={TARIFF_PAY_TYPES.map((v) => ({ value: v, label: t(`tariffPayType.${v}`) }))}
        />
      </Form.Item>
    </Card>
  );
}
